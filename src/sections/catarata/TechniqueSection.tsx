import { Card } from "../../components/Card";
import { CheckList } from "../../components/CheckList";
import { Heading } from "../../components/Heading";
import { IconBadge } from "../../components/IconBadge";
import { Section } from "../../components/Section";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";
import type { CatarataContent } from "../../content/contentTypes";
import { CardGrid } from "../layout/CardGrid";
import { SectionHeader } from "../layout/SectionHeader";

export interface TechniqueSectionProps {
  /** Phacoemulsification, premium lenses and the benefits. */
  technique: CatarataContent["technique"];
}

const stepIcons = ["sparkle", "eye"] as const;

/** How the surgery is done and what the patient gains. */
export function TechniqueSection({ technique }: TechniqueSectionProps) {
  return (
    <Section tone="alt" aria-labelledby="tecnica">
      <Stack gap={6}>
        <SectionHeader title={technique.title} id="tecnica" intro={technique.intro} />
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
          <CheckList items={technique.benefits} tone="success" twoColumns />
        </Stack>
      </Stack>
    </Section>
  );
}
