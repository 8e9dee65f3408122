import type { BookingEventListener } from "./bookingEvents";
import type { Reason } from "./bookingReasons";

/** The one piece of shared state of the site (spec, section 3): is the booking modal open, and why. */
export interface BookingState {
  /** Whether the booking modal is open. Starts false. */
  isOpen: boolean;
  /** What the visitor tapped to open it: its reason's key and words. Starts empty. */
  reason: Reason | null;
}

/** What changes the booking state, and where every request goes. None of it ever changes. */
export interface BookingActions {
  /** Opens the modal; `tappedAt`, the tap's time (performance.now()), times the dialog for the counting. */
  openModal: (tappedAt?: number) => void;
  /** Closes the modal and clears the reason. */
  closeModal: () => void;
  /** Records why the modal is being opened. */
  setReason: (reason: Reason) => void;
  /** The practice's WhatsApp number (digits with country code 55), where every request goes. */
  practiceWhatsapp: string;
}

/**
 * The booking's state in a small store, not in a context's value: the store never changes, so opening the modal
 * re-renders only what reads the state (the modal), never the page. That matters before the page has hydrated:
 * React hydrates each page later, at low priority (src/root/PageWrapper.tsx), and a context change reaching a page
 * not yet hydrated would make React hydrate all of it first, in one long task, before the dialog could show.
 */
export interface BookingStore extends BookingActions {
  get: () => BookingState;
  /** Calls `listener` after each change of the state; returns what unsubscribes it. */
  subscribe: (listener: () => void) => () => void;
  /** Says what happened to whoever listens at the provider's port (./bookingEvents.ts). */
  report: BookingEventListener;
}

/** The store of a provider: its number, its first state, and the port's listener it reports to. */
export function createBookingStore(
  practiceWhatsapp: string,
  initial: BookingState,
  report: BookingEventListener,
): BookingStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const update = (next: BookingState) => {
    if (
      next.isOpen === state.isOpen &&
      next.reason?.key === state.reason?.key &&
      next.reason?.label === state.reason?.label
    )
      return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    openModal: (tappedAt) => {
      if (!state.isOpen) report(["opened", state.reason?.key, tappedAt]);
      update({ ...state, isOpen: true });
    },
    closeModal: () => update({ isOpen: false, reason: null }),
    setReason: (reason) => update({ ...state, reason }),
    practiceWhatsapp,
    report,
  };
}
