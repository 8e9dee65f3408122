/**
 * A tap on a call to action, answered fast on a slow phone: the whole chain, in the order it runs. Gatsby's own
 * doors (gatsby-browser.tsx, gatsby-ssr.tsx) take what they need of it from here.
 *
 * 1. At build time the page's scripts wait: plugins/start-up/optimizeStartUp.ts swaps Gatsby's script tags for the
 *    inline loader (./loader.ts, compiled to ES5 by plugins/start-up/compileLoader.ts, with the names of
 *    ./startUpNames.ts written in) and lists what the app fetches next to preload with them: the page's data and
 *    chunks, and the booking modal's chunk (`bookingModalChunkName`).
 * 2. In the page, the loader starts the scripts after the first paint, or at once on the first touch. A call to
 *    action tapped before React runs turns busy (aria-busy, and the live region below says "Abrindo o
 *    agendamento…"); if the scripts fail, or React is not there in time, its link opens the chat instead.
 * 3. React starts with `hydrate` (./hydrate.ts): as a transition, with each page in its own Suspense boundary
 *    (src/root/PageWrapper.tsx), so the page hydrates in slices that yield to the browser. The early tap is handed
 *    on (./earlyClick.ts).
 * 4. The booking provider (src/booking/BookingContext.tsx) opens the modal with that call to action's reason as
 *    soon as it is there, before the page around it has hydrated; its state lives in a store, so opening re-renders
 *    the modal alone.
 * 5. The modal's code is a deferred chunk (./deferredChunk.ts, src/booking/preloadBookingModal.ts), fetched at the
 *    first idle moment or the first intent; src/booking/BookingModalSlot.tsx mounts it, behind the one
 *    ./LoadFailureBoundary.tsx, which falls back to the chat.
 * 6. The dialog's styles are drawn before the tap: the closed modal draws the open dialog's look off the page into
 *    a style element of its own (BookingModalSlot's StyleSheetManager, BookingModal's DialogLook), and the scroll
 *    lock's variable is in the base style from the start (src/booking/scrollLockCss.ts via src/root/baseCss.ts).
 * 7. Only after the dialog is drawn come the toasts (src/booking/bookingNotices.ts) and the counting
 *    (src/counting/countQueue.ts), each a deferred chunk of its own.
 * docs/how-a-page-starts.md tells it at length, with the measurements; `npm run bench` times it from the finger.
 */
export { BootStatus } from "./BootStatus";
export { hydrate } from "./hydrate";
