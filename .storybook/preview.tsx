import type { Preview } from "@storybook/react-vite";
import type { BookingEventListener } from "../src/booking/bookingEvents";
import { PageWrapper } from "../src/root/PageWrapper";
import { RootWrapper } from "../src/root/RootWrapper";
import { baseCss } from "../src/root/baseCss";
import settings from "../src/content/site-settings.json";
import { Link as StoryLink } from "./mocks/gatsby";

/**
 * The practice number in stories: fixed, not read from site-settings.json, so the booking stories' expected
 * chat URLs do not change when editors put the real number in.
 */
const storyPracticeWhatsapp = "5599000000000";

// The site writes its base style into each page's head at build time (gatsby-ssr.tsx); stories get the same.
const baseStyle = document.createElement("style");
baseStyle.id = "global-style";
baseStyle.textContent = baseCss();
document.head.append(baseStyle);

const preview: Preview = {
  // Every story renders inside the site's own root: theme, page wrapper, the booking state, the lazily loaded
  // booking modal and its toasts, as on the site. A story's `onBookingEvent` parameter listens at the booking's
  // port, where the site's root wires the counting; its `practiceLandline` parameter gives the practice a landline
  // (the shipped settings have none). The emergency line is the settings' own, as on the site.
  decorators: [
    (Story, { parameters }) => (
      <RootWrapper
        practiceWhatsapp={storyPracticeWhatsapp}
        practiceWords={() =>
          Promise.resolve({
            landline: parameters.practiceLandline as string | undefined,
            emergency: settings.practice.emergency,
          })
        }
        linkComponent={StoryLink}
        onBookingEvent={parameters.onBookingEvent as BookingEventListener | undefined}
      >
        <PageWrapper>
          <Story />
        </PageWrapper>
      </RootWrapper>
    ),
  ],
  tags: ["autodocs"],
  parameters: {
    layout: "fullscreen",
    controls: { expanded: true },
    // An accessibility violation fails the story's test, not just a panel warning. axe checks the whole body,
    // so the dialog and the toasts, which render in portals outside #storybook-root, are checked too.
    a11y: {
      test: "error",
      config: {
        rules: [
          // The booking dialog's focus trap (react-focus-lock, inside @reach/dialog) puts tabindex="1" on an
          // empty, invisible guard on purpose, so Tab from the browser's own controls lands in the dialog.
          // Every other element is still checked.
          { id: "tabindex", selector: "[tabindex]:not([data-focus-guard])" },
        ],
      },
    },
  },
};

export default preview;
