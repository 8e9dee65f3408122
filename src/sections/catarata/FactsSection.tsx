import { Section } from "../../components/Section";
import { StatList } from "../../components/StatList";
import { Stack } from "../../components/Stack";
import type { CatarataContent } from "../../content/contentTypes";
import { SectionHeader } from "../layout/SectionHeader";

export interface FactsSectionProps {
  /** How common cataract is and how often surgery cures it. */
  facts: CatarataContent["facts"];
}

/** Cataract in numbers: common, and curable. */
export function FactsSection({ facts }: FactsSectionProps) {
  return (
    <Section tone="alt" aria-labelledby="catarata-fatos">
      <Stack gap={5}>
        <SectionHeader title={facts.title} id="catarata-fatos" />
        <StatList stats={facts.items} />
      </Stack>
    </Section>
  );
}
