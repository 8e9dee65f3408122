import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useId, useLayoutEffect, useRef, useState } from "react";
import styled from "styled-components";
import { Photo } from "../../components/Photo";
import { BookingButton } from "../../booking/BookingButton";
import { StaticHtml } from "../../boot/StaticHtml";
import { useHydrated } from "../../boot/useHydrated";
import { Button } from "../../components/Button";
import { Heading } from "../../components/Heading";
import { Icon } from "../../components/Icon";
import { InternalLink } from "../../components/LinkComponent";
import { Text } from "../../components/Text";
import { VisuallyHidden } from "../../components/VisuallyHidden";
import type { LinksContent, SiteSettings } from "../../content/contentTypes";
import { photoDescription } from "../../content/doctorWording";
import { mapUrl } from "../../content/practiceDetails";
import { crmText, rqeText } from "../../content/registration";
import { PracticeDetails } from "../layout/PracticeDetails";
import { SpecialDatesNotice } from "../layout/SpecialDatesNotice";
import { PageLayout } from "../layout/PageLayout";
import type { PreviewNoticeContent } from "../layout/PreviewNotice";
import { addressOf } from "../../shared/sitePages";

export interface LinksViewProps {
  /** The links page's content (src/content/links.json). */
  content: LinksContent;
  /** The site settings (src/content/site-settings.json). */
  settings: SiteSettings;
  /** The doctor's photo, shown round. */
  photo: IGatsbyImageData;
  /** The current path, for the footer. */
  currentPath: string;
  /** The site's address (siteMetadata.siteUrl), for canonical URLs, link previews and structured data. */
  siteUrl?: string;
  /** A preview build's notice of what is still unconfirmed (PageLayout's); none in production. */
  preview?: PreviewNoticeContent;
  /** The practice's calendar day the page was built on: special dates past by then are left out. */
  today?: string;
}

const Page = styled.div`
  min-height: 70vh;
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.surfaceTint} 0%,
    ${({ theme }) => theme.colors.surface} 60%
  );
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[3]}`};

  ${({ theme }) => theme.media.xs} {
    padding-inline: ${({ theme }) => theme.space[4]};
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.sizes.dialog};
  margin-inline: auto;
  text-align: center;
`;

const Avatar = styled(Photo)`
  width: ${({ theme }) => theme.sizes.avatarLarge};
  height: ${({ theme }) => theme.sizes.avatarLarge};
  border-radius: ${({ theme }) => theme.radii.round};
  border: ${({ theme }) => theme.sizes.photoFrame} solid ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  margin-top: ${({ theme }) => theme.space[3]};
`;

const SiteList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};

  &[hidden] {
    display: none;
  }
`;

const SiteLink = styled(InternalLink)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${({ theme }) => theme.sizes.target};
  padding-inline: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};

  ${({ theme }) => theme.media.xs} {
    padding-inline: ${({ theme }) => theme.space[4]};
  }
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/** The practice's address, hours and plans, under the buttons: what a patient asks before booking. */
const Practice = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  margin-top: ${({ theme }) => theme.space[6]};
  text-align: start;
`;

/** The HTML-only form of the site links' toggle, which opens and closes with JavaScript off. */
const Disclosure = styled.details`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  /* Closed, its hidden content still takes a gap in Chrome: none, so the page does not move when React
     swaps it for the button (a layout shift of 12 px). */
  &:not([open]) {
    gap: 0;
  }

  summary {
    list-style: none;
  }

  summary::-webkit-details-marker {
    display: none;
  }
`;

const Chevron = styled(Icon)<{ $open?: boolean }>`
  transform: rotate(${({ $open }) => ($open ? "180deg" : "0deg")});
  transition: transform ${({ theme }) => theme.durations.normal};

  ${Disclosure}[open] & {
    transform: rotate(180deg);
  }
`;

/** The link-in-bio page: photo, name, the booking button, the site's pages and the social profile. */
export function LinksView({
  content,
  settings,
  photo,
  currentPath,
  siteUrl,
  preview,
  today,
}: LinksViewProps) {
  const [sitesOpen, setSitesOpen] = useState(false);
  const listId = useId();
  const hydrated = useHydrated();
  const disclosure = useRef<HTMLDetailsElement>(null);
  // Until React runs the page, the toggle is a <details> the visitor may already have opened: keep it open.
  useLayoutEffect(() => {
    if (disclosure.current?.open) setSitesOpen(true);
  }, []);
  const siteLinks = content.siteLinks.map((link) => (
    <li key={link.to}>
      <SiteLink to={link.to}>
        {link.label}
        <Icon name="arrowRight" />
      </SiteLink>
    </li>
  ));
  return (
    <PageLayout
      preview={preview}
      seo={content.seo}
      share={siteUrl ? { siteUrl, path: addressOf("links"), settings } : undefined}
      heroImage={photo}
      currentPath={currentPath}
      settings={settings}
      showRqe
    >
      <Page>
        <Column>
          {/* Who and where only inform: React adopts their server HTML without hydrating it. */}
          <StaticHtml>
            <Avatar image={photo} alt={photoDescription(settings.doctorName)} loading="eager" />
            <Heading level={1} size="2xl">
              {settings.doctorName}
            </Heading>
            <Text tone="muted">
              {settings.doctorTitle}
              <br />
              {crmText(settings)} · {rqeText(settings)}
            </Text>
          </StaticHtml>
          <Actions>
            <BookingButton reasonKey="links" size="lg" fullWidth>
              <Icon name="calendar" />
              {content.ctaLabel}
            </BookingButton>
            <SpecialDatesNotice
              exceptions={settings.practice.hoursExceptions}
              today={today}
              emergency={settings.practice.emergency}
            />
            {hydrated ? (
              <>
                <Button
                  variant="outline"
                  size="lg"
                  fullWidth
                  aria-expanded={sitesOpen}
                  aria-controls={listId}
                  onClick={() => setSitesOpen((open) => !open)}
                >
                  <Icon name="globe" />
                  {content.siteToggleLabel}
                  <Chevron name="chevronDown" $open={sitesOpen} />
                </Button>
                <SiteList id={listId} hidden={!sitesOpen}>
                  {siteLinks}
                </SiteList>
              </>
            ) : (
              <Disclosure ref={disclosure}>
                <Button as="summary" variant="outline" size="lg" fullWidth>
                  <Icon name="globe" />
                  {content.siteToggleLabel}
                  <Chevron name="chevronDown" />
                </Button>
                <SiteList>{siteLinks}</SiteList>
              </Disclosure>
            )}
            <Button
              variant="outline"
              size="lg"
              fullWidth
              href={settings.socialProfileUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="instagram" />
              {content.socialLabel}
              <VisuallyHidden> (abre em nova aba)</VisuallyHidden>
            </Button>
            <Button
              variant="outline"
              size="lg"
              fullWidth
              href={mapUrl(settings)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="mapPin" />
              {content.directionsLabel}
              <VisuallyHidden> (abre o mapa em nova aba)</VisuallyHidden>
            </Button>
          </Actions>
          <StaticHtml>
            <Practice aria-labelledby="onde-atendemos">
              <Heading level={2} size="xl" id="onde-atendemos">
                {settings.practice.title}
              </Heading>
              <PracticeDetails settings={settings} today={today} />
            </Practice>
          </StaticHtml>
        </Column>
      </Page>
    </PageLayout>
  );
}
