import type { MouseEvent, ReactNode } from "react";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Container } from "../../components/Container";
import { Eyebrow } from "../../components/Eyebrow";
import { Heading } from "../../components/Heading";
import { Icon } from "../../components/Icon";
import { StatList } from "../../components/StatList";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";
import type { CatarataContent } from "../../content/contentTypes";
import { scrollToSection } from "./scrollToSection";

/** The id of the closing call to action that the hero's button scrolls to. */
export const CONTACT_SECTION_ID = "contact-form";

export interface CatarataHeroProps {
  /** The hero's texts and key figures. */
  hero: CatarataContent["hero"];
  /** Said under the hero's button, near the top bar's button to book: the closures and changed hours coming soon. */
  notice?: ReactNode;
}

const Hero = styled.section`
  background: ${({ theme }) => theme.colors.surfaceInverse};
  color: ${({ theme }) => theme.colors.inkInverse};
  padding-block: ${({ theme }) => theme.space[7]};
  --focus-color: ${({ theme }) => theme.colors.focusInverse};

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space[9]};
  }
`;

/**
 * The cataract page's opening. The button is a link to #contact-form, so it works without JavaScript; with it,
 * the page scrolls smoothly there (instantly for visitors who prefer reduced motion) and focus follows.
 */
export function CatarataHero({ hero, notice }: CatarataHeroProps) {
  return (
    <Hero aria-labelledby="catarata-hero-title">
      <Container>
        <Stack gap={5} align="start">
          <Eyebrow tone="inverse">{hero.eyebrow}</Eyebrow>
          <Heading level={1} tone="inverse" id="catarata-hero-title">
            {hero.title}
          </Heading>
          <Text size="lg" tone="inverseMuted">
            {hero.lead}
          </Text>
          <Button
            href={`#${CONTACT_SECTION_ID}`}
            variant="inverse"
            size="lg"
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              scrollToSection(CONTACT_SECTION_ID);
            }}
          >
            {hero.scrollLabel}
            <Icon name="arrowDown" />
          </Button>
          {notice}
          <StatList stats={hero.stats} tone="inverse" />
        </Stack>
      </Container>
    </Hero>
  );
}
