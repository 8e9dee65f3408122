import { deferredChunk } from "../boot/deferredChunk";
// A type-only import: erased from the build, so the modal stays out of the page's first chunk.
import type * as BookingModalModule from "./BookingModal";

/**
 * The booking modal's code (dialog and form), a chunk of its own. Its name lets the build preload it with the
 * page's scripts: webpack reads a chunk's name only from this magic comment, so the build takes it from
 * `bookingModalChunkName` (src/boot/startUpNames.ts), and a test holds the two equal.
 */
const bookingModalChunk = deferredChunk<typeof BookingModalModule>(
  () => import(/* webpackChunkName: "booking-modal" */ "./BookingModal"),
);

/**
 * Fetches the booking modal's code once. Calls to action call this on first intent and the root when the browser
 * is idle; a failed fetch (a dropped mobile connection) is forgotten, so the next call tries again.
 */
export function preloadBookingModal() {
  return bookingModalChunk.load();
}
