import type { ReactNode } from "react";
import { Container } from "../../components/Container";
import { Heading } from "../../components/Heading";
import { Section } from "../../components/Section";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";
import type { SiteSettings } from "../../content/contentTypes";
import type { PagePath } from "../../shared/sitePages";
import { Prose } from "./InfoProse";
import { PageLayout } from "./PageLayout";
import { SpecialDatesNotice } from "./SpecialDatesNotice";
import type { PreviewNoticeContent } from "./PreviewNotice";

/** What every information page (privacy, accessibility) is given by its Gatsby page. */
export interface InfoPageProps {
  /** The site settings: what the page says of the practice and the doctor, and the footer. */
  settings: SiteSettings;
  /** The current path, for the footer. */
  currentPath: string;
  /** The site's address (siteMetadata.siteUrl), for the canonical URL and link previews. */
  siteUrl?: string;
  /** A preview build's notice of what is still unconfirmed (PageLayout's); none in production. */
  preview?: PreviewNoticeContent;
  /** The practice's calendar day the page was built on: special dates past by then are left out. */
  today?: string;
}

export interface InfoPageFrameProps extends InfoPageProps {
  /** The page's address, for its canonical URL and link previews (`addressOf("privacidade")`). */
  path: PagePath;
  /** The title in the browser's tab and in search results. */
  title: string;
  /** The description in search results and link previews. */
  description: string;
  /** The page's one heading, and the id the section is labelled by. */
  heading: { id: string; text: string };
  /** Drawn above the heading (the accessibility symbol). */
  badge?: ReactNode;
  /** The lead paragraph under the heading. */
  intro: ReactNode;
  /** The page's parts, each a Stack with its own heading. */
  children: ReactNode;
}

/**
 * The frame of an information page: the page layout with its title, description and link previews, then one
 * section in a reading column, with the heading, the lead paragraph and the page's parts below.
 */
export function InfoPage({
  settings,
  currentPath,
  siteUrl,
  preview,
  today,
  path,
  title,
  description,
  heading,
  badge,
  intro,
  children,
}: InfoPageFrameProps) {
  return (
    <PageLayout
      preview={preview}
      seo={{ title, description }}
      currentPath={currentPath}
      settings={settings}
      showRqe
      share={siteUrl ? { siteUrl, path, settings } : undefined}
    >
      <Section aria-labelledby={heading.id}>
        <Container>
          <Prose>
            <Stack gap={6}>
              <Stack gap={3}>
                {badge}
                <Heading level={1} id={heading.id}>
                  {heading.text}
                </Heading>
                <Text size="lg">{intro}</Text>
              </Stack>
              <SpecialDatesNotice
                exceptions={settings.practice.hoursExceptions}
                today={today}
                emergency={settings.practice.emergency}
              />
              {children}
            </Stack>
          </Prose>
        </Container>
      </Section>
    </PageLayout>
  );
}
