import styled from "styled-components";
import { Card } from "../../components/Card";
import { Heading } from "../../components/Heading";
import { IconBadge } from "../../components/IconBadge";
import { Section } from "../../components/Section";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";
import type { HomeContent } from "../../content/contentTypes";
import { ArticleLink } from "../layout/ArticleLink";
import { CardGrid } from "../layout/CardGrid";
import { SectionHeader } from "../layout/SectionHeader";

export interface RefractiveErrorsSectionProps {
  /** The section's texts and its condition cards. */
  content: HomeContent["refractive"];
}

/* The exam's icon beside its text; above it on a narrow screen, where beside it the text would have no room. */
const Exam = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  ${({ theme }) => theme.media.xs} {
    flex-direction: row;
  }
`;

/** Myopia, hyperopia, astigmatism and presbyopia, and the exam that measures them. */
export function RefractiveErrorsSection({ content }: RefractiveErrorsSectionProps) {
  return (
    <Section tone="default" aria-labelledby="erros-de-refracao">
      <Stack gap={6}>
        <SectionHeader title={content.title} id="erros-de-refracao" intro={content.intro} />
        <CardGrid>
          {content.conditions.map((condition) => (
            <Card as="li" key={condition.title}>
              <IconBadge name="glasses" />
              <Heading level={3}>{condition.title}</Heading>
              <Text tone="muted">{condition.description}</Text>
              <ArticleLink article={condition.article} />
            </Card>
          ))}
        </CardGrid>
        <Exam>
          <IconBadge name="eye" size="lg" />
          <Stack gap={2}>
            <Heading level={3}>{content.examTitle}</Heading>
            <Text>{content.examText}</Text>
          </Stack>
        </Exam>
      </Stack>
    </Section>
  );
}
