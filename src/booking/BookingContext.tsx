import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import type { BookingEventListener } from "./bookingEvents";
import type { Reason } from "./bookingReasons";
import {
  createBookingStore,
  type BookingActions,
  type BookingState,
  type BookingStore,
} from "./bookingStore";
import { pickUpEarlyCallToAction } from "./earlyCallToAction";
import { ExamPreparationProvider } from "./ExamPreparation";

export type { BookingActions, BookingState };
export type BookingContextValue = BookingState & BookingActions;

const BookingContext = createContext<BookingStore | null>(null);

export interface BookingProviderProps {
  children: ReactNode;
  /**
   * The practice's WhatsApp number: digits with country code 55, e.g. "5598987654321". Given here only: the calls to
   * action, the form and the fallbacks all read it from the provider (`usePracticeWhatsapp`).
   */
  practiceWhatsapp: string;
  /** Starts the modal open, for stories and tests. */
  initialOpen?: boolean;
  /** Starts with a reason, for stories and tests. */
  initialReason?: Reason;
  /** The port: told what happened (opened, dialog shown, chat handed). The root wires it; nothing by default. */
  onEvent?: BookingEventListener;
}

/**
 * The booking, wired: its store (./bookingStore.ts), its port (`onEvent`, ./bookingEvents.ts), the pickup of a call
 * to action tapped before React ran (./earlyCallToAction.ts), and the page's words about exams
 * (./ExamPreparation.tsx).
 */
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
  useEffect(() => pickUpEarlyCallToAction(store), [store]);
  return (
    <BookingContext.Provider value={store}>
      <ExamPreparationProvider>{children}</ExamPreparationProvider>
    </BookingContext.Provider>
  );
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

/** The practice's WhatsApp number, where every request goes: the provider's, the one road it takes. */
export function usePracticeWhatsapp(): string {
  return useBookingStore().practiceWhatsapp;
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
