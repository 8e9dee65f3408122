import { Heading } from "../../components/Heading";
import { Section } from "../../components/Section";
import { StatList } from "../../components/StatList";
import { Stack } from "../../components/Stack";
import type { CatarataContent } from "../../content/contentTypes";

export interface FactsSectionProps {
  /** How common cataract is and how often surgery cures it. */
  facts: CatarataContent["facts"];
}

/** Cataract in numbers: common, and curable. */
export function FactsSection({ facts }: FactsSectionProps) {
  return (
    <Section tone="alt" aria-labelledby="catarata-fatos">
      <Stack gap={5}>
        <Heading level={2} id="catarata-fatos">
          {facts.title}
        </Heading>
        <StatList stats={facts.items} />
      </Stack>
    </Section>
  );
}
