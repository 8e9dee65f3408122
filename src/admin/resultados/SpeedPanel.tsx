import styled from "styled-components";
import { Heading } from "../../components/Heading";
import { Text } from "../../components/Text";
import type { ResultsReport } from "../../shared/resultsReportShape";
import { NumbersTable } from "./NumbersTable";
import { Panel } from "./ResultsFrame";
import { formatCount, formatMeasure, metricLabels } from "./resultsLabels";

const Verdict = styled.span<{ $met: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.danger)};
`;

export interface SpeedPanelProps {
  /** The report's speed measures, one per metric. */
  speed: ResultsReport["speed"];
}

/** How fast the site is on the patients' own phones, each measure against the lab's target. */
export function SpeedPanel({ speed }: SpeedPanelProps) {
  return (
    <Panel aria-label="Velocidade nos celulares dos pacientes">
      <Heading level={2} size="lg">
        Velocidade nos celulares dos pacientes
      </Heading>
      <Text>
        Medido nos aparelhos de quem visitou o site. O número vale para 3 de cada 4 visitas (o
        “p75”, como o Google mede); a meta é a do nosso teste de laboratório.
      </Text>
      <NumbersTable
        caption="Velocidade: medido e meta"
        header={["Medida", "Medido (3 de 4 visitas)", "Meta", "Resultado", "Medições"]}
        rows={speed.map((measure) => [
          metricLabels[measure.metric],
          formatMeasure(measure.metric, measure.p75),
          formatMeasure(measure.metric, measure.target),
          measure.p75 === null ? (
            "Sem medições"
          ) : (
            <Verdict $met={measure.p75 <= measure.target}>
              {measure.p75 <= measure.target ? "Dentro da meta" : "Acima da meta"}
            </Verdict>
          ),
          formatCount(measure.samples),
        ])}
      />
    </Panel>
  );
}
