import { Link } from "gatsby";
import { forwardRef, type ReactNode } from "react";
import type { LinkComponentType } from "../components/LinkComponent";
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

/**
 * The landline and the emergency line, from the booking modal's own chunk: the same name as its import in
 * src/booking/preloadBookingModal.ts (`bookingModalChunkName`, a test holds the two), so webpack puts them in that
 * chunk, and they arrive with the modal's code, not in every page's first load.
 */
function loadPracticeWords() {
  return import(/* webpackChunkName: "booking-modal" */ "./practiceWords").then(
    ({ practiceWords }) => practiceWords,
  );
}

/**
 * Gatsby's wrapRootElement, shared by gatsby-browser and gatsby-ssr so both render the same tree. The chat
 * number is read here, the landline and the emergency line in ./practiceWords.ts, and nowhere else for the
 * booking: they are the editors' settings in src/content/site-settings.json. Here the features meet: the
 * booking's port goes to the counting.
 */
export function wrapRootElement({ element }: { element: ReactNode }) {
  return (
    <RootWrapper
      practiceWhatsapp={siteSettings.whatsappNumber}
      practiceWords={loadPracticeWords}
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
