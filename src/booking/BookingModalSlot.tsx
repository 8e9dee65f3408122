import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { StyleSheetManager } from "styled-components";
import { whenIdle } from "../boot/deferredChunk";
import { LoadFailureBoundary } from "../boot/LoadFailureBoundary";
import { openChatAnyway } from "../boot/openChat";
import { useHydrated } from "../boot/useHydrated";
import { useBooking } from "./BookingContext";
import { reasonMessage } from "./reasonMessage";
import { chatAddresses } from "./chatUrl";
import { preloadBookingModal } from "./preloadBookingModal";
// Type-only: the words' context is the modal's, in its chunk.
import type { PracticeWordsLoader } from "./practiceWords";

/**
 * A fresh lazy component each time: React.lazy remembers a failed load for good, a new one tries again. The
 * practice's words come with the code, and the modal is given them.
 */
function lazyBookingModal(loadWords: PracticeWordsLoader) {
  return lazy(() =>
    Promise.all([preloadBookingModal(), loadWords()]).then(([{ BookingModal }, words]) => ({
      default: function BookingModalWithWords() {
        return <BookingModal practiceWords={words} />;
      },
    })),
  );
}

/**
 * Where the booking modal mounts, once, beside the routes. It renders nothing on the server and on the first
 * page load; the modal's code (dialog, form, toasts) is fetched when the browser is idle or on the first call
 * to action, whichever comes first. Once there, the modal stays mounted so its toasts outlive the dialog.
 */
export function BookingModalSlot({ practiceWords }: { practiceWords: PracticeWordsLoader }) {
  const { isOpen, reason, closeModal, practiceWhatsapp } = useBooking();
  // The modal never renders into the static HTML, even if the state says open.
  const isBrowser = useHydrated();
  const [wanted, setWanted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [LazyBookingModal, setLazyBookingModal] = useState(() => lazyBookingModal(practiceWords));

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
            // JavaScript off, in a new tab or, where that is refused, in this one; with evidently no network
            // (a download just failed), the WhatsApp app's own link.
            if (isOpen) {
              openChatAnyway(chatAddresses(practiceWhatsapp, reasonMessage(reason)));
            }
            // Reset so that the next click starts a new download.
            setLazyBookingModal(() => lazyBookingModal(practiceWords));
            setAttempt((n) => n + 1);
            setWanted(false);
            closeModal();
          }}
        >
          <Suspense fallback={null}>
            <LazyBookingModal />
          </Suspense>
        </LoadFailureBoundary>
      )}
    </StyleSheetManager>
  );
}
