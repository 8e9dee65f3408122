import styled from "styled-components";
import { Card } from "../../components/Card";
import { Heading } from "../../components/Heading";
import { Icon } from "../../components/Icon";
import { IconBadge } from "../../components/IconBadge";
import { Section } from "../../components/Section";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";
import type { CatarataContent } from "../../content/contentTypes";
import { CardGrid } from "../layout/CardGrid";

export interface TechniqueSectionProps {
  /** Phacoemulsification, premium lenses and the benefits. */
  technique: CatarataContent["technique"];
}

const Benefits = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: flex-start;
  }

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const stepIcons = ["sparkle", "eye"] as const;

/** How the surgery is done and what the patient gains. */
export function TechniqueSection({ technique }: TechniqueSectionProps) {
  return (
    <Section tone="alt" aria-labelledby="tecnica">
      <Stack gap={6}>
        <Stack gap={3}>
          <Heading level={2} id="tecnica">
            {technique.title}
          </Heading>
          <Text size="lg" tone="muted">
            {technique.intro}
          </Text>
        </Stack>
        <CardGrid $wide>
          {technique.steps.map((step, index) => (
            <Card as="li" key={step.title} elevated>
              <IconBadge name={stepIcons[index] ?? "eye"} />
              <Heading level={3}>{step.title}</Heading>
              <Text tone="muted">{step.description}</Text>
            </Card>
          ))}
        </CardGrid>
        <Stack gap={4}>
          <Heading level={3}>{technique.benefitsTitle}</Heading>
          <Benefits>
            {technique.benefits.map((benefit) => (
              <li key={benefit}>
                <Icon name="check" />
                {benefit}
              </li>
            ))}
          </Benefits>
        </Stack>
      </Stack>
    </Section>
  );
}
