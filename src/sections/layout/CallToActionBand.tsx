import type { ReactNode } from "react";
import { Heading } from "../../components/Heading";
import { Section } from "../../components/Section";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";

export interface CallToActionBandProps {
  /** The band's heading. */
  title: string;
  /** One line under the heading. */
  text: string;
  /** The heading's id, which labels the band. */
  headingId: string;
  /** The band's own id, a target for in-page links. */
  id?: string;
  /** The buttons. */
  children: ReactNode;
  /** Said above the buttons: the closures and changed hours coming soon (SpecialDatesNotice). */
  notice?: ReactNode;
}

/** The dark closing band of a page: a last invitation to book, with its buttons. */
export function CallToActionBand({
  title,
  text,
  headingId,
  id,
  children,
  notice,
}: CallToActionBandProps) {
  return (
    <Section tone="inverse" id={id} aria-labelledby={headingId} tabIndex={id ? -1 : undefined}>
      <Stack gap={5} align="start">
        <Heading level={2} tone="inverse" id={headingId}>
          {title}
        </Heading>
        <Text size="lg" tone="inverseMuted">
          {text}
        </Text>
        {notice}
        <Stack direction="row" gap={4} wrap>
          {children}
        </Stack>
      </Stack>
    </Section>
  );
}
