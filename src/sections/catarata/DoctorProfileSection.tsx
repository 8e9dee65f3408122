import type { IGatsbyImageData } from "gatsby-plugin-image";
import styled from "styled-components";
import { Photo } from "../../components/Photo";
import { Heading } from "../../components/Heading";
import { Section } from "../../components/Section";
import { StatList } from "../../components/StatList";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";
import type { CatarataContent, SiteSettings } from "../../content/contentTypes";
import { photoDescription } from "../../content/doctorWording";
import { crmText, rqeText } from "../../content/registration";

export interface DoctorProfileSectionProps {
  /** The profile's texts and figures. */
  profile: CatarataContent["profile"];
  /** The doctor's name, title and registration. */
  settings: Pick<SiteSettings, "doctorName" | "doctorTitle" | "crm" | "rqe" | "state">;
  /** The doctor's photo. */
  photo: IGatsbyImageData;
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 3fr;
    gap: ${({ theme }) => theme.space[8]};
  }
`;

const PhotoFrame = styled(Photo)`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.dialog};
  aspect-ratio: 3 / 4;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Registration = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** Who operates: the doctor's photo, name, registration and experience. */
export function DoctorProfileSection({ profile, settings, photo }: DoctorProfileSectionProps) {
  return (
    <Section tone="alt" aria-labelledby="perfil">
      <Layout>
        <PhotoFrame image={photo} alt={photoDescription(settings.doctorName)} />
        <Stack gap={4}>
          <Heading level={2} id="perfil">
            {profile.title}
          </Heading>
          <Stack gap={1}>
            <Heading level={3}>{settings.doctorName}</Heading>
            <Registration>
              {settings.doctorTitle} · {crmText(settings)} · {rqeText(settings)}
            </Registration>
          </Stack>
          <Text size="lg">{profile.bio}</Text>
          <StatList stats={profile.stats} />
        </Stack>
      </Layout>
    </Section>
  );
}
