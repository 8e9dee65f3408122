import styled from "styled-components";
import { Card } from "../../components/Card";
import { Section } from "../../components/Section";
import { StarRating } from "../../components/StarRating";
import { Stack } from "../../components/Stack";
import type { CatarataContent } from "../../content/contentTypes";
import { CardGrid } from "../layout/CardGrid";
import { SectionHeader } from "../layout/SectionHeader";

export interface TestimonialsSectionProps {
  /** Patients' words, each with a name, an age and a rating. */
  testimonials: CatarataContent["testimonials"];
}

const Quote = styled.blockquote`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

const Who = styled.p`
  margin-top: auto;
  display: flex;
  flex-direction: column;

  span {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/** What patients say, each quote with its rating drawn as stars. */
export function TestimonialsSection({ testimonials }: TestimonialsSectionProps) {
  return (
    <Section tone="default" aria-labelledby="depoimentos">
      <Stack gap={6}>
        <SectionHeader title={testimonials.title} id="depoimentos" />
        <CardGrid>
          {testimonials.items.map((item) => (
            <Card as="li" key={item.name} elevated>
              <StarRating rating={item.rating} />
              <Quote>“{item.text}”</Quote>
              <Who>
                <strong>{item.name}</strong>
                <span>{item.ageText}</span>
              </Who>
            </Card>
          ))}
        </CardGrid>
      </Stack>
    </Section>
  );
}
