/** Tables that show the design tokens straight from src/theme/tokens.ts, for the "Design tokens" docs page. */
import styled from "styled-components";
import { contrastRatio } from "../../src/theme/contrast";
import { colors, contrastPairs, fontSizes, space } from "../../src/theme/tokens";

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    vertical-align: middle;
  }
`;

const Swatch = styled.span<{ $fg: string; $bg: string }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ $fg }) => $fg};
  background: ${({ $bg }) => $bg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Every foreground/background pair the site uses, with its WCAG contrast ratio and the minimum it must keep. */
export function ContrastTable() {
  return (
    <Table>
      <caption>Pares de cores e contraste (WCAG 2.2)</caption>
      <thead>
        <tr>
          <th scope="col">Amostra</th>
          <th scope="col">Uso</th>
          <th scope="col">Tokens</th>
          <th scope="col">Contraste</th>
          <th scope="col">Mínimo</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map((pair) => {
          const ratio = contrastRatio(colors[pair.fg], colors[pair.bg]);
          return (
            <tr key={`${pair.fg}-${pair.bg}`}>
              <td>
                <Swatch $fg={colors[pair.fg]} $bg={colors[pair.bg]} aria-hidden="true">
                  Aa
                </Swatch>
              </td>
              <th scope="row">{pair.usage}</th>
              <td>
                <code>{pair.fg}</code> ({colors[pair.fg]}) / <code>{pair.bg}</code> (
                {colors[pair.bg]})
              </td>
              <td data-ratio={ratio.toFixed(2)}>{ratio.toFixed(2)}:1</td>
              <td>{pair.minimum}:1</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

export function TypeScaleTable() {
  return (
    <Table>
      <caption>Escala tipográfica</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Tamanho</th>
          <th scope="col">Exemplo</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(fontSizes).map(([name, size]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{size}</td>
            <td style={{ fontSize: size }}>Visão nítida</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function SpacingTable() {
  return (
    <Table>
      <caption>Escala de espaçamento</caption>
      <thead>
        <tr>
          <th scope="col">Índice</th>
          <th scope="col">Valor</th>
          <th scope="col">Amostra</th>
        </tr>
      </thead>
      <tbody>
        {space.map((size, index) => (
          <tr key={size}>
            <th scope="row">{index}</th>
            <td>{size}</td>
            <td>
              <span
                aria-hidden="true"
                style={{
                  display: "block",
                  width: size,
                  height: "1rem",
                  background: colors.primary,
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
