import { Section } from "../../components/Section";
import { StatList } from "../../components/StatList";
import { Stack } from "../../components/Stack";
import type { CatarataContent } from "../../content/contentTypes";
import { SectionHeader } from "../layout/SectionHeader";

export interface FactsSectionProps {
  /** Figures about cataract, each with its definition and source; none, and the section is left out. */
  facts: CatarataContent["facts"];
}

/**
 * Cataract in numbers. The site ships with none (no source could hold the ones the specification gave,
 * docs/text-corrections.md), so the section shows only once the editor adds a figure; the publish gate holds each
 * until it is confirmed with its definition and source.
 */
export function FactsSection({ facts }: FactsSectionProps) {
  if (facts.items.length === 0) return null;
  return (
    <Section tone="alt" aria-labelledby="catarata-fatos">
      <Stack gap={5}>
        <SectionHeader title={facts.title} id="catarata-fatos" />
        <StatList stats={facts.items} />
      </Stack>
    </Section>
  );
}
