import { Link } from "gatsby";
import { forwardRef, type ReactNode } from "react";
import type { LinkComponentType } from "../components/LinkComponent";
import type { SiteSettings } from "../content/contentTypes";
import siteSettings from "../content/site-settings.json";
import { countBookingEvent } from "./countBookingEvents";
import { PageWrapper } from "./PageWrapper";
import { RootWrapper } from "./RootWrapper";

/** Gatsby's Link behind the components' link interface: client-side navigation and prefetching. */
const GatsbyInternalLink: LinkComponentType = forwardRef(function GatsbyInternalLink(
  { to, ...rest },
  ref,
) {
  // Gatsby's Link types its ref loosely; it forwards it to the anchor.
  return <Link to={to} ref={ref as never} {...rest} />;
});

/** The settings' practice, as the model types it: the file may leave its optional fields out (the landline). */
type PracticeSettings = Pick<SiteSettings["practice"], "landline" | "emergency">;

/**
 * Gatsby's wrapRootElement, shared by gatsby-browser and gatsby-ssr so both render the same tree. The chat
 * number, the landline and the emergency line are read here and nowhere else for the booking: they are the
 * editors' settings in src/content/site-settings.json (a few dozen words in the first load). Here the
 * features meet: the booking's port goes to the counting.
 */
export function wrapRootElement({ element }: { element: ReactNode }) {
  return (
    <RootWrapper
      practiceWhatsapp={siteSettings.whatsappNumber}
      practiceLandline={(siteSettings.practice as PracticeSettings).landline}
      emergencyLine={(siteSettings.practice as PracticeSettings).emergency}
      linkComponent={GatsbyInternalLink}
      onBookingEvent={countBookingEvent}
    >
      {element}
    </RootWrapper>
  );
}

/** Gatsby's wrapPageElement, shared by gatsby-browser and gatsby-ssr: see PageWrapper. */
export function wrapPageElement({ element }: { element: ReactNode }) {
  return <PageWrapper>{element}</PageWrapper>;
}
