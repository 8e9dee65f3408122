import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

/** The one piece of shared state of the site (spec, section 3): is the booking modal open, and why. */
export interface BookingContextValue {
  /** Whether the booking modal is open. Starts false. */
  isOpen: boolean;
  /** What the visitor clicked to open it, e.g. "Consulta para cirurgia de catarata". Starts empty. */
  reason: string;
  /** Opens the modal. */
  openModal: () => void;
  /** Closes the modal and clears the reason. */
  closeModal: () => void;
  /** Records why the modal is being opened. */
  setReason: (reason: string) => void;
  /** The practice's WhatsApp number (digits with country code 55), where every request goes. */
  practiceWhatsapp: string;
}

const BookingContext = createContext<BookingContextValue | null>(null);

export interface BookingProviderProps {
  children: ReactNode;
  /** The practice's WhatsApp number: digits with country code 55, e.g. "5598987654321". */
  practiceWhatsapp: string;
  /** Starts the modal open, for stories and tests. */
  initialOpen?: boolean;
  /** Starts with a reason, for stories and tests. */
  initialReason?: string;
}

export function BookingProvider({
  children,
  practiceWhatsapp,
  initialOpen = false,
  initialReason = "",
}: BookingProviderProps) {
  const [isOpen, setIsOpen] = useState(initialOpen);
  const [reason, setReason] = useState(initialReason);
  const openModal = useCallback(() => setIsOpen(true), []);
  const closeModal = useCallback(() => {
    setIsOpen(false);
    setReason("");
  }, []);
  const value = useMemo(
    () => ({ isOpen, reason, openModal, closeModal, setReason, practiceWhatsapp }),
    [isOpen, reason, openModal, closeModal, practiceWhatsapp],
  );
  return <BookingContext.Provider value={value}>{children}</BookingContext.Provider>;
}

/** The booking state and actions; throws when a component is rendered outside BookingProvider. */
export function useBooking(): BookingContextValue {
  const value = useContext(BookingContext);
  if (!value) {
    throw new Error(
      "useBooking() must be called inside <BookingProvider>: wrap the tree in src/root/RootWrapper.",
    );
  }
  return value;
}
