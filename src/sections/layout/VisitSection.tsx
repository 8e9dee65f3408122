import { Card } from "../../components/Card";
import { CheckList } from "../../components/CheckList";
import { Heading } from "../../components/Heading";
import { IconBadge } from "../../components/IconBadge";
import { Section, type SectionTone } from "../../components/Section";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";
import type { SiteSettings } from "../../content/contentTypes";
import { CardGrid } from "./CardGrid";
import { SectionHeader } from "./SectionHeader";

export interface VisitSectionProps {
  /** What a patient asks before coming (src/content/site-settings.json, "Antes da consulta"). */
  visit: SiteSettings["visit"];
  /** The band's background, to alternate with its neighbours. */
  tone?: SectionTone;
}

/**
 * "Antes da consulta": how long a visit takes, what to bring, what dilating the pupil means for the trip home,
 * and whether the refraction exam is charged apart. The practice's own facts, so they live with its settings.
 */
export function VisitSection({ visit, tone = "default" }: VisitSectionProps) {
  return (
    <Section tone={tone} aria-labelledby="antes-da-consulta">
      <Stack gap={6}>
        <SectionHeader title={visit.title} id="antes-da-consulta" />
        <CardGrid $wide>
          <Card as="li">
            <IconBadge name="clock" />
            <Heading level={3}>{visit.durationTitle}</Heading>
            <Text>{visit.duration}</Text>
          </Card>
          <Card as="li">
            <IconBadge name="document" />
            <Heading level={3}>{visit.bringTitle}</Heading>
            <CheckList items={visit.bring} />
          </Card>
          <Card as="li">
            <IconBadge name="eye" />
            <Heading level={3}>{visit.dilationTitle}</Heading>
            <Text>{visit.dilation}</Text>
          </Card>
          <Card as="li">
            <IconBadge name="glasses" />
            <Heading level={3}>{visit.refractionTitle}</Heading>
            <Text>{visit.refraction}</Text>
          </Card>
        </CardGrid>
      </Stack>
    </Section>
  );
}
