import styled from "styled-components";
import { Card } from "../../components/Card";
import { CheckList } from "../../components/CheckList";
import { Heading } from "../../components/Heading";
import { IconBadge } from "../../components/IconBadge";
import { Section } from "../../components/Section";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";
import type { HomeContent } from "../../content/contentTypes";
import { ArticleLink } from "../layout/ArticleLink";

export interface GlaucomaSectionProps {
  /** What glaucoma is, its risk factors and how it is diagnosed. */
  content: HomeContent["glaucoma"];
}

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Glaucoma: what it is, who is at risk, and how it is found. */
export function GlaucomaSection({ content }: GlaucomaSectionProps) {
  return (
    <Section tone="alt" aria-labelledby="glaucoma">
      <Stack gap={6}>
        <Stack gap={3}>
          <Heading level={2} id="glaucoma">
            {content.title}
          </Heading>
          <Text size="lg">{content.what}</Text>
        </Stack>
        <Columns>
          <Card>
            <IconBadge name="activity" />
            <Heading level={3}>{content.riskFactorsTitle}</Heading>
            <CheckList items={content.riskFactors} />
          </Card>
          <Card>
            <IconBadge name="eye" />
            <Heading level={3}>{content.diagnosisTitle}</Heading>
            <Text>{content.diagnosis}</Text>
          </Card>
        </Columns>
        <ArticleLink article={content.article} />
      </Stack>
    </Section>
  );
}
