import styled from "styled-components";
import { Icon } from "../../components/Icon";
import { Section, type SectionTone } from "../../components/Section";
import { Stack } from "../../components/Stack";
import { ListenControls } from "../../listen/ListenControls";
import { listenAttribute } from "../../listen/listenNames";
import type { CatarataContent } from "../../content/contentTypes";
import { ArticleLink } from "../layout/ArticleLink";
import { SectionHeader } from "../layout/SectionHeader";

export interface FaqSectionProps {
  /** The section's title and its questions with answers. */
  faq: CatarataContent["faq"];
  /** The band's background, to alternate with its neighbours. */
  tone?: SectionTone;
}

const Questions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.sizes.prose};
`;

/**
 * A native disclosure: it opens and closes by tap, Enter or Space with no script at all. The card holds the
 * padding, not the question's row, so with large text on a narrow phone the words get the row's whole width.
 */
const Question = styled.details`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  ${({ theme }) => theme.media.xs} {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  }

  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    min-height: ${({ theme }) => theme.sizes.target};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    color: ${({ theme }) => theme.colors.ink};
    cursor: pointer;
    list-style: none;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  summary::-webkit-details-marker {
    display: none;
  }

  summary svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
    transition: transform ${({ theme }) => theme.durations.normal};
  }

  &[open] summary svg {
    transform: rotate(180deg);
  }

  [${listenAttribute}] {
    padding-block-end: ${({ theme }) => theme.space[3]};
  }

  p {
    margin: 0;
    padding-block: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/** The questions a cataract patient asks before booking, each answer folded under its question. */
export function FaqSection({ faq, tone = "default" }: FaqSectionProps) {
  return (
    <Section tone={tone} aria-labelledby="perguntas-frequentes">
      <Stack gap={5}>
        <SectionHeader title={faq.title} id="perguntas-frequentes" />
        <Questions>
          {faq.items.map((item, index) => (
            <Question key={item.question}>
              <summary>
                <span id={`pergunta-${index + 1}`}>{item.question}</span>
                <Icon name="chevronDown" />
              </summary>
              <p id={`resposta-${index + 1}`}>{item.answer}</p>
              {/* The question is read before its answer, and names the button among the page's ten. */}
              <ListenControls
                targets={[`pergunta-${index + 1}`, `resposta-${index + 1}`]}
                what={`a resposta a “${item.question}”`}
              />
            </Question>
          ))}
        </Questions>
        <ArticleLink article={faq.article} />
      </Stack>
    </Section>
  );
}
