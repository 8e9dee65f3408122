import { Heading } from "../../components/Heading";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";

export interface SectionHeaderProps {
  /** The section's heading (an h2). */
  title: string;
  /** The heading's id, which labels the section. */
  id: string;
  /** A lead paragraph under the heading. */
  intro?: string;
}

/** The heading and lead paragraph that open a section. */
export function SectionHeader({ title, id, intro }: SectionHeaderProps) {
  return (
    <Stack gap={3}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {intro ? (
        <Text size="lg" tone="muted">
          {intro}
        </Text>
      ) : null}
    </Stack>
  );
}
