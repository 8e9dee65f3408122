import {
  Component,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ReactNode,
} from "react";
import { StyleSheetManager } from "styled-components";
import { useHydrated } from "../boot/useHydrated";
import { useBooking } from "./BookingContext";
import { reasonMessage } from "./bookingMessage";
import { bookingReasons } from "./bookingReasons";
import { chatUrl } from "./chatUrl";
import { openChat } from "./openChat";
import { preloadBookingModal } from "./preloadBookingModal";

export interface BookingModalSlotProps {
  /** The practice's WhatsApp number, passed on to the modal. */
  practiceWhatsapp: string;
}

/** A fresh lazy component each time: React.lazy remembers a failed load for good, a new one tries again. */
function lazyBookingModal() {
  return lazy(() => preloadBookingModal().then(({ BookingModal }) => ({ default: BookingModal })));
}

/** How long to wait for an idle moment before fetching the modal anyway. */
const idleTimeoutMs = 5000;
/** The delay where there is no requestIdleCallback (Safari). */
const fallbackDelayMs = 2000;

/** Runs `task` when the browser is idle, or after a delay where requestIdleCallback does not exist. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: idleTimeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, fallbackDelayMs);
  return () => window.clearTimeout(handle);
}

interface LoadFailureBoundaryProps {
  children: ReactNode;
  /** Called when the modal's code could not be loaded. */
  onFailure: () => void;
}

/** Without it, a chunk that fails to download would unmount the whole page, leaving it blank. */
class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onFailure();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Where the booking modal mounts, once, beside the routes. It renders nothing on the server and on the first
 * page load; the modal's code (dialog, form, toasts) is fetched when the browser is idle or on the first call
 * to action, whichever comes first. Once there, the modal stays mounted so its toasts outlive the dialog.
 */
export function BookingModalSlot({ practiceWhatsapp }: BookingModalSlotProps) {
  const { isOpen, reason, closeModal } = useBooking();
  // The modal never renders into the static HTML, even if the state says open.
  const isBrowser = useHydrated();
  const [wanted, setWanted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [LazyBookingModal, setLazyBookingModal] = useState(lazyBookingModal);

  // Adjusting state while rendering (React's pattern for state that follows a change): an open modal is
  // wanted, and stays wanted after it closes.
  if (isOpen && !wanted) setWanted(true);

  useEffect(() => {
    let active = true;
    const cancel = whenIdle(() => {
      preloadBookingModal().then(
        () => {
          // Mounting the closed modal is not urgent: as a transition, React does it in slices between the
          // browser's own work instead of one long task.
          if (active) startTransition(() => setWanted(true));
        },
        () => {
          // Offline for now: the first call to action will try again.
        },
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);

  if (!isBrowser) return null;
  // The modal's styles go to a style element of their own, so the page's sheet never changes when it opens.
  // Mounted with the page, before the modal: a sheet made in a render React then set aside (the modal's first
  // mount is a transition) would leave a second element behind.
  return (
    <StyleSheetManager target={document.head}>
      {wanted && (
        <LoadFailureBoundary
          key={attempt}
          onFailure={() => {
            // The dialog cannot open (its code did not arrive): the visitor still gets the chat, as with
            // JavaScript off, in a new tab or, where that is refused, in this one.
            if (isOpen) {
              const url = chatUrl(practiceWhatsapp, reasonMessage(reason || bookingReasons.home));
              if (!openChat(url)) window.location.assign(url);
            }
            // Reset so that the next click starts a new download.
            setLazyBookingModal(lazyBookingModal);
            setAttempt((n) => n + 1);
            setWanted(false);
            closeModal();
          }}
        >
          <Suspense fallback={null}>
            <LazyBookingModal practiceWhatsapp={practiceWhatsapp} />
          </Suspense>
        </LoadFailureBoundary>
      )}
    </StyleSheetManager>
  );
}
