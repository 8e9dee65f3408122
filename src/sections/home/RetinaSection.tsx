import styled from "styled-components";
import { Card } from "../../components/Card";
import { Heading } from "../../components/Heading";
import { IconBadge } from "../../components/IconBadge";
import { Section } from "../../components/Section";
import { Stack } from "../../components/Stack";
import type { HomeContent } from "../../content/contentTypes";
import { ArticleLink } from "../layout/ArticleLink";
import { CardGrid } from "../layout/CardGrid";
import { SectionHeader } from "../layout/SectionHeader";

export interface RetinaSectionProps {
  /** The retina exams: diabetic and hypertensive retinopathy, each with what it is and why it matters. */
  content: HomeContent["retina"];
}

const Details = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }

  dd {
    margin: 0;
  }
`;

/** Retina exams, which show early what diabetes and high blood pressure do to the body. */
export function RetinaSection({ content }: RetinaSectionProps) {
  return (
    <Section tone="default" aria-labelledby="exames-de-retina">
      <Stack gap={6}>
        <SectionHeader title={content.title} id="exames-de-retina" intro={content.intro} />
        <CardGrid $wide>
          {content.cards.map((card) => (
            <Card as="li" key={card.title} elevated>
              <IconBadge name="heart" />
              <Heading level={3}>{card.title}</Heading>
              <Details>
                <div>
                  <dt>{content.whatLabel}</dt>
                  <dd>{card.what}</dd>
                </div>
                <div>
                  <dt>{content.importanceLabel}</dt>
                  <dd>{card.importance}</dd>
                </div>
              </Details>
              <ArticleLink article={card.article} />
            </Card>
          ))}
        </CardGrid>
      </Stack>
    </Section>
  );
}
