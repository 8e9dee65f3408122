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
import type { BookingEventListener } from "./bookingEvents";
import { isBookingReasonKey, reasonKeyAttribute, type BookingReason } from "./bookingReasons";

/** The one piece of shared state of the site (spec, section 3): is the booking modal open, and why. */
export interface BookingState {
  /** Whether the booking modal is open. Starts false. */
  isOpen: boolean;
  /** What the visitor clicked to open it: its key and words, e.g. "Consulta para cirurgia de catarata". Starts empty. */
  reason: BookingReason | null;
}

/** What changes the booking state, and where every request goes. None of it ever changes. */
export interface BookingActions {
  /** Opens the modal; `tappedAt`, the tap's time (performance.now()), times the dialog for the counting. */
  openModal: (tappedAt?: number) => void;
  /** Closes the modal and clears the reason. */
  closeModal: () => void;
  /** Records why the modal is being opened. */
  setReason: (reason: BookingReason) => void;
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
  /** Says what happened to whoever listens at the provider's port. */
  report: BookingEventListener;
  /** Keeps what the page's settings say about preparing for exams, for the confirmation after "Realizar exames". */
  setExamPreparation: (text: string | undefined) => void;
  /** What the page said about preparing for exams. */
  examPreparation: () => string | undefined;
}

function createBookingStore(
  practiceWhatsapp: string,
  initial: BookingState,
  report: BookingEventListener,
): BookingStore {
  let state = initial;
  let examPreparation: string | undefined;
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
    setExamPreparation: (text) => {
      examPreparation = text;
    },
    examPreparation: () => examPreparation,
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
  initialReason?: BookingReason;
  /** The port: told what happened (opened, dialog shown, chat handed). The root wires it; nothing by default. */
  onEvent?: BookingEventListener;
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
    const label = target.getAttribute(callToActionAttribute);
    const key = target.getAttribute(reasonKeyAttribute);
    // No reason on it: the call to action's own click handler decides, once hydrated.
    if (!label || !isBookingReasonKey(key)) {
      target.click();
      return;
    }
    target.focus({ preventScroll: true });
    store.setReason({ key, label });
    store.openModal(tappedAt);
  }, [store]);
}

export function BookingProvider({
  children,
  practiceWhatsapp,
  initialOpen = false,
  initialReason,
  onEvent,
}: BookingProviderProps) {
  const [initial] = useState<BookingState>({ isOpen: initialOpen, reason: initialReason ?? null });
  // The listener of the first render, for good: the root's is a module function that never changes.
  const [report] = useState<BookingEventListener>(() => onEvent ?? (() => {}));
  const store = useMemo(
    () => createBookingStore(practiceWhatsapp, initial, report),
    [practiceWhatsapp, initial, report],
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

/**
 * The page hands the booking what the practice says about preparing for exams (its settings, from the page's own
 * data): the confirmation after "Realizar exames" says it. Kept out of the root, so the first load carries none of it.
 */
export function useExamPreparation(text: string | undefined): void {
  const { setExamPreparation } = useBookingStore();
  useEffect(() => setExamPreparation(text), [setExamPreparation, text]);
}

/** What the page said about preparing for exams, read when the form is sent. */
export function useExamPreparationText(): () => string | undefined {
  return useBookingStore().examPreparation;
}

/** Where the modal says what happened (the dialog shown, the chat handed): the provider's port. */
export function useBookingReport(): BookingEventListener {
  return useBookingStore().report;
}

/** The booking state and actions; re-renders on every change. Throws outside BookingProvider. */
export function useBooking(): BookingContextValue {
  const store = useBookingStore();
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { ...state, ...useBookingActions() };
}
