import { Section, type SectionTone } from "../../components/Section";
import { Stack } from "../../components/Stack";
import type { SiteSettings } from "../../content/contentTypes";
import { PracticeDetails } from "./PracticeDetails";
import { SectionHeader } from "./SectionHeader";

export interface PracticeSectionProps {
  /** The town, the state and the practice's details (src/content/site-settings.json). */
  settings: Pick<SiteSettings, "city" | "state" | "practice">;
  /** The band's background, to alternate with its neighbours. */
  tone?: SectionTone;
  /** The practice's calendar day the page was built on: special dates past by then are left out. */
  today?: string;
}

/** "Onde atendemos": address and map link, the week's hours and dated exceptions, plans and payment. */
export function PracticeSection({ settings, tone = "default", today }: PracticeSectionProps) {
  return (
    <Section tone={tone} aria-labelledby="onde-atendemos">
      <Stack gap={5}>
        <SectionHeader title={settings.practice.title} id="onde-atendemos" />
        <PracticeDetails settings={settings} today={today} />
      </Stack>
    </Section>
  );
}
