/**
 * Plain language, measured where the staff write: above the editor's preview of an article or of the cataract page,
 * each text the content model sets a reading target for (the article's body, each FAQ answer) with its Portuguese
 * reading ease, its band and whether it reaches the target, and every sentence over 25 words, for the staff to
 * split. It advises; publishing is never refused for it. The figures are the build's (src/articles/readability.ts).
 */
import styled from "styled-components";
import { longSentenceWords, type ScoredText } from "../articles/readability";
import { readingBands } from "../content/readingBands";

export interface ReadabilityPanelProps {
  /** The entry's scored texts (scoreTexts); the panel draws nothing when there are none. */
  texts: readonly ScoredText[];
}

const Panel = styled.details`
  margin: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceTint};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.body};

  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  ul {
    margin: ${({ theme }) => `${theme.space[2]} 0 0`};
    padding-left: ${({ theme }) => theme.space[5]};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }

  p {
    margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  }
`;

const Short = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`;

/** "75 ou mais", "50 a 74", "abaixo de 25": a band's scores in words. */
function scores(index: number): string {
  const band = readingBands[index];
  const above = readingBands[index - 1];
  if (!band) return "";
  if (!Number.isFinite(band.from)) return `abaixo de ${above?.from ?? 0}`;
  return above ? `${band.from} a ${above.from - 1}` : `${band.from} ou mais`;
}

/** One text: its name, score and band against the target, and its long sentences. */
function TextLine({ text }: { text: ScoredText }) {
  const { name, target, figures, atTarget } = text;
  return (
    <li>
      “{name}”: nota {figures.score}, {figures.band}.{" "}
      {atTarget ? (
        `Dentro da meta (${target}).`
      ) : (
        <Short>Abaixo da meta ({target}): use frases mais curtas e palavras do dia a dia.</Short>
      )}
      {figures.longSentences.length > 0 ? (
        <ul>
          {figures.longSentences.map((sentence) => (
            <li key={sentence}>
              <Short>Frase com mais de {longSentenceWords} palavras</Short>, divida em duas: “
              {sentence}”
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The readability of the entry's texts, folded when every one is at its target, open when one falls short. */
export function ReadabilityPanel({ texts }: ReadabilityPanelProps) {
  if (texts.length === 0) return null;
  const short = texts.filter((text) => !text.atTarget || text.figures.longSentences.length > 0);
  const [only] = texts;
  const summary =
    texts.length === 1 && only
      ? `Leitura: nota ${only.figures.score} (${only.figures.band}), ${short.length === 0 ? "na meta" : "pede ajuste"}.`
      : short.length === 0
        ? `Leitura: os ${texts.length} textos estão na meta.`
        : `Leitura: ${short.length} de ${texts.length} textos pedem ajuste.`;
  return (
    <Panel open={short.length > 0} aria-label="Leitura">
      <summary>{summary}</summary>
      <ul>
        {texts.map((text) => (
          <TextLine key={text.path} text={text} />
        ))}
      </ul>
      <p>
        A nota é o índice de facilidade de leitura de Flesch adaptado ao português (Martins e
        outros, 1996): quanto maior, mais fácil.
      </p>
      <ul>
        {readingBands.map((band, index) => (
          <li key={band.name}>
            {band.name} ({scores(index)}): {band.meaning}.
          </li>
        ))}
      </ul>
    </Panel>
  );
}
