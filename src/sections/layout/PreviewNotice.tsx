import styled from "styled-components";
import { doctorWords } from "../../content/doctorWording";

/** What a preview build still holds that the live site may not (the build's publish gate). */
export interface PreviewNoticeContent {
  /** One line per item still unconfirmed, in Portuguese, with the council's rule. */
  unconfirmed: readonly string[];
  /** The draft articles' files, which a production build leaves out. */
  drafts: readonly string[];
}

export interface PreviewNoticeProps {
  /** The build's list. */
  notice: PreviewNoticeContent;
  /** The settings' form of address ("Tratamento"), for the words about the doctor's review. */
  doctorForm: string | null | undefined;
}

const Bar = styled.aside`
  background: ${({ theme }) => theme.colors.surfaceTint};
  color: ${({ theme }) => theme.colors.ink};
  border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.primary};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  ul {
    margin: ${({ theme }) => `${theme.space[2]} 0 0`};
    padding-left: ${({ theme }) => theme.space[4]};
  }
`;

/**
 * The plain notice at the top of every page of a preview build: this is not the live site, and what must still
 * be confirmed before it can be. The list folds away (a details element, no script).
 */
export function PreviewNotice({ notice, doctorForm }: PreviewNoticeProps) {
  const count = notice.unconfirmed.length;
  return (
    <Bar aria-label="Prévia">
      <details>
        <summary>
          Prévia: esta versão não é o site publicado.{" "}
          {count > 0
            ? `${count} ${count === 1 ? "item ainda não conferido" : "itens ainda não conferidos"}.`
            : "Nada falta conferir."}
        </summary>
        {count > 0 ? (
          <ul>
            {notice.unconfirmed.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        {notice.drafts.length > 0 ? (
          <p>
            Artigos em rascunho, que o site publicado deixa de fora até serem revisados{" "}
            {doctorWords(doctorForm).byTheDoctor}: {notice.drafts.join(", ")}.
          </p>
        ) : null}
      </details>
    </Bar>
  );
}
