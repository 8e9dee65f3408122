/**
 * The names the page's inline scripts (the loader, src/boot/loader.ts, and the special dates' check) and the app
 * share: the attributes both read or write, the globals they leave and how long each side waits; and the booking
 * modal's chunk, which the build preloads. Both sides import them from here (the build inlines them into the
 * scripts as it compiles them), so a rename is one edit.
 * Values only: each must be a string or a number, which the build writes into the loader as literals.
 */

/** The attribute that carries the loader's list of scripts (read by the loader and by the benchmark). */
export const deferredScriptsAttribute = "data-deferred-scripts";

/**
 * The attribute that carries the page's path for Gatsby's app (`window.pagePath`), which Gatsby writes in an inline
 * script of each page's own: in the loader's attribute instead, every page's inline scripts are the same, and one
 * security policy allows them all (scripts/lib/headers.mjs).
 */
export const pagePathAttribute = "data-page-path";

/** The attribute that carries what the app fetches next, preloaded as the scripts start. */
export const preloadAttribute = "data-preload";

/** The attribute that marks a call to action: its value is the reason it records, its `href` the chat to fall to. */
export const callToActionAttribute = "data-booking-reason";

/** The id of the polite live region, outside React's root, that says a call to action is working. */
export const bootStatusId = "booking-status";

/** What the live region says while a call to action waits for the app. */
export const busyMessage = "Abrindo o agendamento…";

/**
 * The global the loader keeps an early tap in. `hydrate` (src/boot/hydrate.ts) sets it to null as React takes
 * over the page, which tells the loader to stop recording: from then on React handles every click.
 */
export const earlyClickGlobal = "___earlyClick";

/**
 * The performance mark set as the page React hydrated commits (src/boot/HydrationMeasure.tsx): the end of its
 * hydration, which the benchmark times and the built-site tests wait for before reading a page with JavaScript on.
 */
export const hydratedMark = "hydrated";

/**
 * How long a tapped call to action waits for the app before it opens its chat link instead. Browsers let a tap
 * open a new tab for about 5 s (Chrome's and Firefox's user-activation window), so the chat still opens in a new
 * tab; and it is about twice what the app takes to answer a tap at first paint on a slow phone (npm run bench).
 */
export const callToActionPatienceMs = 3000;

/**
 * The latest the scripts start after the load event, where the first paint is never reported (or the report is
 * lost): the page must become an app at some point even then.
 */
export const scriptsAfterLoadAtLatestMs = 3000;

/** How long an early tap stays worth repeating: after this, the dialog opening would come as a surprise. */
export const earlyClickLifetimeMs = 10_000;

/**
 * The booking modal's webpack chunk, which the build preloads on every page (plugins/start-up/optimizeStartUp.ts).
 * Webpack takes a chunk's name only from the literal in its import's magic comment (src/booking/preloadBookingModal.ts),
 * so the name is written there too; a test holds the two equal.
 */
export const bookingModalChunkName = "booking-modal";

/**
 * The special dates' lines (the hours table's and the notice near the booking's) carry the first and the last day
 * they show, as ISO dates the build writes; the page's inline check (src/boot/specialDatesCheck.ts) hides each
 * outside them, by the practice's calendar, so a date that has passed leaves the page without a new build.
 */
export const shownFromAttribute = "data-shown-from";
export const shownUntilAttribute = "data-shown-until";

/** A box of such lines (its heading with them), hidden when none of its lines shows. */
export const shownIfAnyAttribute = "data-shown-if-any";

/** The global the inline check leaves itself in: the app runs it again on each page it draws (gatsby-browser.tsx). */
export const specialDatesCheckGlobal = "___checkSpecialDates";
