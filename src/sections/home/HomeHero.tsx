import type { ReactNode } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import styled from "styled-components";
import { Photo } from "../../components/Photo";
import { BookingButton } from "../../booking/BookingButton";
import { CheckList } from "../../components/CheckList";
import { Container } from "../../components/Container";
import { Eyebrow } from "../../components/Eyebrow";
import { Heading } from "../../components/Heading";
import { Icon } from "../../components/Icon";
import { Text } from "../../components/Text";
import type { HomeContent, SiteSettings } from "../../content/contentTypes";
import { photoDescription } from "../../content/doctorWording";
import { crmText, rqeText } from "../../content/registration";

export interface HomeHeroProps {
  /** The hero's texts. */
  hero: HomeContent["hero"];
  /** The doctor's name, title, CRM with its state and RQE, shown beside the photo. */
  settings: Pick<SiteSettings, "doctorName" | "doctorTitle" | "crm" | "rqe" | "state">;
  /** The doctor's photo. */
  photo: IGatsbyImageData;
  /** Said under the button to book: the closures and changed hours coming soon (SpecialDatesNotice). */
  notice?: ReactNode;
}

const Hero = styled.section`
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.surfaceAlt} 0%,
    ${({ theme }) => theme.colors.surface} 100%
  );
  padding-block: ${({ theme }) => `${theme.space[6]} ${theme.space[7]}`};

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space[8]};
  }
`;

/**
 * Narrow screens (large text): the small round photo above the name. Phones: the photo beside the name, then
 * the text. From md: text left, a large portrait right.
 */
const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas:
    "photo"
    "doctor"
    "text";
  column-gap: ${({ theme }) => theme.space[4]};
  row-gap: ${({ theme }) => theme.space[5]};
  align-items: center;

  ${({ theme }) => theme.media.xs} {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas:
      "photo doctor"
      "text text";
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
    grid-template-areas:
      "doctor photo"
      "text photo";
    column-gap: ${({ theme }) => theme.space[8]};
    row-gap: ${({ theme }) => theme.space[4]};
    align-items: start;
  }
`;

const PhotoFrame = styled(Photo)`
  grid-area: photo;
  width: ${({ theme }) => theme.sizes.avatar};
  height: ${({ theme }) => theme.sizes.avatar};
  border-radius: ${({ theme }) => theme.radii.round};
  border: ${({ theme }) => theme.sizes.photoFrame} solid ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.md} {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 4;
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

const Doctor = styled.p`
  grid-area: doctor;
  display: flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.inkMuted};

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.ink};
  }

  ${({ theme }) => theme.media.md} {
    align-self: end;
  }
`;

const Body = styled.div`
  grid-area: text;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  align-items: flex-start;
`;

/**
 * The home page's opening: who the doctor is, what the practice does, and the button to book. Beside the photo,
 * the identification Resolução CFM 2.336/2023 (arts. 4 and 6) asks of the main page: name, "Médico" and the
 * specialty, CRM with its state and the RQE.
 */
export function HomeHero({ hero, settings, photo, notice }: HomeHeroProps) {
  return (
    <Hero aria-labelledby="home-hero-title">
      <Container>
        <Grid>
          <PhotoFrame image={photo} alt={photoDescription(settings.doctorName)} loading="eager" />
          <Doctor>
            <strong>{settings.doctorName}</strong>
            <span>{settings.doctorTitle}</span>
            <span>
              {crmText(settings)} · {rqeText(settings)}
            </span>
          </Doctor>
          <Body>
            <Eyebrow>{hero.eyebrow}</Eyebrow>
            <Heading level={1} id="home-hero-title">
              {hero.title}
            </Heading>
            <Text size="lg" tone="muted">
              {hero.lead}
            </Text>
            <BookingButton reasonKey="home" size="lg">
              <Icon name="calendar" />
              {hero.ctaLabel}
            </BookingButton>
            {notice}
            <CheckList items={hero.highlights} />
          </Body>
        </Grid>
      </Container>
    </Hero>
  );
}
