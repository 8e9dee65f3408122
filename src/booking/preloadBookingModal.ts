// A type-only import: erased from the build, so the modal stays out of the page's first chunk.
import type * as BookingModalModule from "./BookingModal";

let loading: Promise<typeof BookingModalModule> | undefined;

/**
 * Fetches the booking modal's code (dialog, form, toasts) once. The first page load stays small; calls to action
 * call this on first intent and the root calls it when the browser is idle. A failed fetch (a dropped mobile
 * connection) is forgotten, so the next call tries again instead of failing forever.
 */
export function preloadBookingModal() {
  // The chunk's name lets the build preload it with the page's scripts; the build reads it from this comment
  // (src/build/gatsby/bookingModalChunk.ts), the one place it is written.
  loading ??= import(/* webpackChunkName: "booking-modal" */ "./BookingModal").catch(
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
