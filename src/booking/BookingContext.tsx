import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { takeEarlyCallToAction } from "../boot/earlyClick";
import { callToActionAttribute } from "../boot/startUpNames";
import { note } from "../counting/countQueue";

/** The one piece of shared state of the site (spec, section 3): is the booking modal open, and why. */
export interface BookingState {
  /** Whether the booking modal is open. Starts false. */
  isOpen: boolean;
  /** What the visitor clicked to open it, e.g. "Consulta para cirurgia de catarata". Starts empty. */
  reason: string;
}

/** What changes the booking state, and where every request goes. None of it ever changes. */
export interface BookingActions {
  /** Opens the modal; `tappedAt`, the tap's time (performance.now()), times the dialog for the counting. */
  openModal: (tappedAt?: number) => void;
  /** Closes the modal and clears the reason. */
  closeModal: () => void;
  /** Records why the modal is being opened. */
  setReason: (reason: string) => void;
  /** The practice's WhatsApp number (digits with country code 55), where every request goes. */
  practiceWhatsapp: string;
}

export type BookingContextValue = BookingState & BookingActions;

/**
 * The state lives in a small store the context hands out, not in the context's value: the value never changes,
 * so opening the modal re-renders only what reads the state (the modal), never the page. That matters before
 * the page has hydrated: React hydrates each page later, at low priority (src/root/PageWrapper.tsx), and a
 * context change reaching a page not yet hydrated would make React hydrate all of it first, in one long task,
 * before the dialog could show.
 */
interface BookingStore extends BookingActions {
  get: () => BookingState;
  subscribe: (listener: () => void) => () => void;
}

function createBookingStore(practiceWhatsapp: string, initial: BookingState): BookingStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const update = (next: BookingState) => {
    if (next.isOpen === state.isOpen && next.reason === state.reason) return;
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
      // Counted (src/metrics): the booking opened, by which call to action; in memory until the page is idle.
      if (!state.isOpen) note("booking", state.reason, tappedAt);
      update({ ...state, isOpen: true });
    },
    closeModal: () => update({ isOpen: false, reason: "" }),
    setReason: (reason) => update({ ...state, reason }),
    practiceWhatsapp,
  };
}

const BookingContext = createContext<BookingStore | null>(null);

export interface BookingProviderProps {
  children: ReactNode;
  /** The practice's WhatsApp number: digits with country code 55, e.g. "5598987654321". */
  practiceWhatsapp: string;
  /** Starts the modal open, for stories and tests. */
  initialOpen?: boolean;
  /** Starts with a reason, for stories and tests. */
  initialReason?: string;
}

/**
 * A call to action the visitor tapped before React ran (src/boot/loader.ts kept it, src/boot/hydrate.ts handed
 * it on) opens the modal as soon as the provider is there, with that call to action's reason, while the page
 * around it is still hydrating. It takes the focus, as the tap would have, so that closing the modal gives
 * the focus back to it.
 */
function useEarlyCallToAction(store: BookingStore) {
  useEffect(() => {
    const early = takeEarlyCallToAction();
    if (!early) return;
    const { target, tappedAt } = early;
    const reason = target.getAttribute(callToActionAttribute);
    // No reason on it: the call to action's own click handler decides, once hydrated.
    if (!reason) {
      target.click();
      return;
    }
    target.focus({ preventScroll: true });
    store.setReason(reason);
    store.openModal(tappedAt);
  }, [store]);
}

export function BookingProvider({
  children,
  practiceWhatsapp,
  initialOpen = false,
  initialReason = "",
}: BookingProviderProps) {
  const [initial] = useState({ isOpen: initialOpen, reason: initialReason });
  const store = useMemo(
    () => createBookingStore(practiceWhatsapp, initial),
    [practiceWhatsapp, initial],
  );
  useEarlyCallToAction(store);
  return <BookingContext.Provider value={store}>{children}</BookingContext.Provider>;
}

function useBookingStore(): BookingStore {
  const store = useContext(BookingContext);
  if (!store) {
    throw new Error(
      "useBooking() must be called inside <BookingProvider>: wrap the tree in src/root/RootWrapper.",
    );
  }
  return store;
}

/**
 * What opens and closes the modal, without its state: a component using only this (a call to action) does not
 * re-render when the modal opens or closes. Throws outside BookingProvider.
 */
export function useBookingActions(): BookingActions {
  const { openModal, closeModal, setReason, practiceWhatsapp } = useBookingStore();
  return { openModal, closeModal, setReason, practiceWhatsapp };
}

/** The booking state and actions; re-renders on every change. Throws outside BookingProvider. */
export function useBooking(): BookingContextValue {
  const store = useBookingStore();
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { ...state, ...useBookingActions() };
}
