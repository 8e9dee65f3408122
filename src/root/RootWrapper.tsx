import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { BookingProvider } from "../booking/BookingContext";
import type { BookingEventListener } from "../booking/bookingEvents";
import { BookingModalSlot } from "../booking/BookingModalSlot";
import type { PracticeWordsLoader } from "../booking/practiceWords";
import { ErrorBoundary } from "../components/ErrorBoundary";
import { LinkComponentProvider, type LinkComponentType } from "../components/LinkComponent";
import { theme } from "../theme/theme";

export interface RootWrapperProps {
  /** The page Gatsby renders. */
  children: ReactNode;
  /** The practice's WhatsApp number (digits with country code 55) that booking requests are sent to. */
  practiceWhatsapp: string;
  /**
   * The practice's landline and what to do in an emergency (site-settings.json), said wherever the booking leads:
   * asked for with the modal's code, so they are not in every page's first load.
   */
  practiceWords: PracticeWordsLoader;
  /** The router's link for links between pages: Gatsby's on the site, a stand-in in Storybook. */
  linkComponent: LinkComponentType;
  /** Told what the booking did (the booking's port): the counting on the site, nothing in Storybook. */
  onBookingEvent?: BookingEventListener;
}

/**
 * Everything every page shares, mounted once around the routes: theme, internal links, booking state and the
 * booking modal, inside an error boundary so an unexpected failure shows a way home instead of a blank page.
 * The base style is not a component: it is static CSS in each page's head (src/root/baseCss.ts).
 */
export function RootWrapper({
  children,
  practiceWhatsapp,
  practiceWords,
  linkComponent,
  onBookingEvent,
}: RootWrapperProps) {
  return (
    <ThemeProvider theme={theme}>
      <ErrorBoundary>
        <LinkComponentProvider component={linkComponent}>
          <BookingProvider practiceWhatsapp={practiceWhatsapp} onEvent={onBookingEvent}>
            {children}
            <BookingModalSlot practiceWords={practiceWords} />
          </BookingProvider>
        </LinkComponentProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
