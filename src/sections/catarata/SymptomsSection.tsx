import styled from "styled-components";
import { Icon } from "../../components/Icon";
import { Section } from "../../components/Section";
import { Stack } from "../../components/Stack";
import type { CatarataContent } from "../../content/contentTypes";
import { CardGrid } from "../layout/CardGrid";
import { SectionHeader } from "../layout/SectionHeader";

export interface SymptomsSectionProps {
  /** The six symptoms of cataract. */
  symptoms: CatarataContent["symptoms"];
}

const Symptom = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  /* The eye is decoration: on a narrow screen the symptom's words have the card to themselves. */
  svg {
    display: none;
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }

  ${({ theme }) => theme.media.xs} {
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.md};

    svg {
      display: block;
    }
  }
`;

/** The signs that should bring someone to an eye doctor. */
export function SymptomsSection({ symptoms }: SymptomsSectionProps) {
  return (
    <Section tone="default" aria-labelledby="sintomas">
      <Stack gap={5}>
        <SectionHeader title={symptoms.title} id="sintomas" intro={symptoms.intro} />
        <CardGrid>
          {symptoms.items.map((symptom) => (
            <Symptom key={symptom}>
              <Icon name="eye" />
              {symptom}
            </Symptom>
          ))}
        </CardGrid>
      </Stack>
    </Section>
  );
}
