import { DialogContent, DialogOverlay } from "@reach/dialog";
import {
  createRef,
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from "react";
import { createPortal } from "react-dom";
import styled, { keyframes } from "styled-components";
import { EmergencyLine } from "../components/EmergencyLine";
import { Heading } from "../components/Heading";
import { Text } from "../components/Text";
import { IconButton } from "../components/IconButton";
import { LoadFailureBoundary } from "../boot/LoadFailureBoundary";
import { useBooking, useBookingReport } from "./BookingContext";
import { PracticeWordsContext, usePracticeWords, type PracticeWords } from "./practiceWords";
import { BookingForm } from "./BookingForm";
import { CloseIcon } from "./BookingIcons";
import {
  bookingToasts,
  dismissPageToasts,
  forgetWaitingNotices,
  toastContainerMounted,
} from "./bookingNotices";
import { dialogToastContainerId, pageToastContainerId } from "./noticeContainers";
import type { Reason } from "./bookingReasons";
import type { InterestValue } from "./interests";
import { trickOff } from "../boot/startUpTricks";

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Overlay = styled(DialogOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  padding: 0;
  overflow-y: auto;

  ${({ theme }) => theme.media.xs} {
    padding: ${({ theme }) => theme.space[3]};
  }
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.durations.normal} ease-out;
`;

/*
 * margin: auto centres the dialog but, unlike align-items: center, never pushes its top off screen when the
 * viewport is shorter than the dialog. No transform here: it would trap the position: fixed toasts inside.
 */
const Content = styled(DialogContent)`
  position: relative;
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.dialog};
  max-height: ${({ theme }) => theme.sizes.dialogMaxHeight};
  margin: auto;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.xs} {
    padding: ${({ theme }) => theme.space[4]};
  }

  /* Forced colours drop the shadow that sets the dialog apart from the page: a border does it instead. */
  ${({ theme }) => theme.modes.forcedColors} {
    border: ${({ theme }) => theme.sizes.border} solid;
  }

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[5]};
  }
`;

/* The close button sits beside the title only; the subtitle takes the full width below, on one line at 1280. */
const Header = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  column-gap: ${({ theme }) => theme.space[3]};
  row-gap: ${({ theme }) => theme.space[1]};
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space[5]};

  /* A size step down on phones, so the title keeps to one line beside the close button. */
  h2 {
    padding-top: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.lg};

    ${({ theme }) => theme.media.sm} {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
  }

  p {
    grid-column: 1 / -1;
  }
`;

/** The emergency line, between the subtitle and the form: read before anything is typed. */
const Emergency = styled.div`
  margin: -${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
`;

interface DialogBodyProps {
  /** The title's id, which names the dialog. */
  titleId: string;
  /** The subtitle's id, which describes the dialog. */
  subtitleId: string;
  /** Receives the name field, which the dialog focuses when it opens. */
  nameInputRef: RefObject<HTMLInputElement>;
  /** Closes the dialog: the close button. */
  onClose: () => void;
  /** The form was sent with this interest: the chat is open, and the dialog closes. */
  onSent: (interest: InterestValue) => void;
  /** The dialog's toasts, between the title and the form. */
  notices?: ReactNode;
  /** Why the dialog was opened (the call to action's reason), for the form's message. */
  reason?: Reason | null;
}

/**
 * What the open dialog shows: the title with its close button, the subtitle, the practice's emergency line (the
 * chat is no place for an emergency) and the form.
 */
function DialogBody({
  titleId,
  subtitleId,
  nameInputRef,
  onClose,
  onSent,
  notices,
  reason,
}: DialogBodyProps) {
  const { emergency } = usePracticeWords();
  return (
    <>
      <Header>
        <Heading level={2} size="xl" id={titleId}>
          Agendar Consulta
        </Heading>
        <IconButton label="Fechar" onClick={onClose}>
          <CloseIcon />
        </IconButton>
        <Text id={subtitleId} tone="muted">
          Preencha os dados para entrar em contato
        </Text>
      </Header>
      {emergency && (
        <Emergency>
          <EmergencyLine text={emergency} />
        </Emergency>
      )}
      {notices}
      <BookingForm reason={reason} nameInputRef={nameInputRef} onSent={onSent} />
    </>
  );
}

/** The toasts' container, from their own chunk (bookingNotices.ts); fetched the first time one is drawn. */
const LazyNoticeContainer = lazy(() =>
  bookingToasts.load().then(({ NoticeContainer }) => ({ default: NoticeContainer })),
);

interface ToastSlotProps {
  /** Which container: toasts are sent to one by this id (bookingNotices.ts). */
  containerId: string;
  /** Inside the dialog: the toasts take a place in its flow. */
  inDialog?: boolean;
  /** Called once the container has been drawn. */
  onDrawn?: () => void;
}

/** Where a toast container goes once the toasts' chunk is there; nothing until then, and nothing if it fails. */
function ToastSlot({ containerId, inDialog, onDrawn }: ToastSlotProps) {
  return (
    // Without the toasts' chunk (offline) the booking goes on without toasts: bookingNotices.ts says how.
    <LoadFailureBoundary>
      <Suspense fallback={null}>
        <LazyNoticeContainer
          containerId={containerId}
          inDialog={inDialog}
          onMounted={toastContainerMounted}
        />
        {onDrawn && <Rendered onRendered={onDrawn} />}
      </Suspense>
    </LoadFailureBoundary>
  );
}

/**
 * The open dialog's look, drawn once where no one sees it, so that its styles are written before the first tap.
 * styled-components writes a component's CSS the first time the component renders. Written during the tap, rules
 * (some inside @media blocks) make Chrome match elements against them again, a visible part of a tap on a slow
 * phone (docs/how-a-page-starts.md has the traces). Drawn here, through a
 * portal on an element that is never in the document (not on screen, not for a screen reader, not in any query),
 * it costs that once, while the browser is idle, and the tap finds every rule there. The toasts' container in the
 * dialog's flow (a variant with rules of its own) is drawn too, under an id no toast is ever sent to, once its
 * chunk is there; then the look is dropped, and the rules stay.
 */
function DialogLook({ onDrawn }: { onDrawn: () => void }) {
  return (
    <Overlay as="div">
      <Content as="div">
        <DialogBody
          titleId="primed-title"
          subtitleId="primed-subtitle"
          nameInputRef={createRef()}
          onClose={() => {}}
          onSent={() => {}}
          notices={<ToastSlot containerId="primed-toasts" inDialog onDrawn={onDrawn} />}
        />
      </Content>
    </Overlay>
  );
}

/** Calls `onRendered` once, after the tree around it has been committed. */
function Rendered({ onRendered }: { onRendered: () => void }) {
  useEffect(() => {
    onRendered();
  }, [onRendered]);
  return null;
}

/**
 * Takes the document's caret out of the dialog before it closes. WebKit keeps a caret where the dialog put focus
 * (the untouched name field); when the dialog, the body's last child, is removed around it, the caret falls to
 * the end of the body, and the key's handling then scrolls it into view: Escape sent the page to its very end,
 * with the call to action, focused again, thousands of pixels off screen.
 */
function releaseCaret(dialog: HTMLElement | null) {
  const selection = window.getSelection();
  if (dialog && selection?.anchorNode && dialog.contains(selection.anchorNode))
    selection.removeAllRanges();
}

/** No landline and no emergency line: one object, so the words' readers never render again for nothing. */
const noWords: PracticeWords = {};

/**
 * The shared booking dialog (spec, section 2), opened by every call to action through useBooking(). Reach's
 * dialog moves focus in, traps it, hides the page from screen readers and gives focus back to the opener on
 * close; Escape and a click on the veil close it too. Closing unmounts the form, so its values are gone.
 *
 * Opening it touches nothing else on the page. Its styles go to a style element of its own (a StyleSheetManager
 * on the head), so the page's sheet never changes on a tap, even a tap that mounts the modal; mounted closed (as
 * it is when the browser is idle), it draws the open dialog's look off the page first (DialogLook). The toasts,
 * page's and dialog's, come from their own chunk, asked for once the closed modal has mounted or once the dialog
 * has been drawn: never on a tap's path.
 *
 * `practiceWords` (the landline and the emergency line) came with this code (BookingModalSlot): the dialog, its
 * look drawn ahead and the form read them from here.
 */
export function BookingModal({ practiceWords = noWords }: { practiceWords?: PracticeWords }) {
  const { isOpen, reason, closeModal } = useBooking();
  const report = useBookingReport();
  const titleId = useId();
  const subtitleId = useId();
  const nameInputRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    releaseCaret(contentRef.current);
    closeModal();
  }, [closeModal]);
  // Only when it mounts closed: mounted by a tap, the dialog is drawn for real in the same render.
  const [mountedClosed] = useState(!isOpen);
  // A benchmark build may leave the trick off (src/boot/startUpTricks.ts).
  const [predraw] = useState(mountedClosed && !trickOff("predrawnDialog"));
  const [lookTarget] = useState(() => (predraw ? document.createElement("div") : null));
  const [lookDrawn, setLookDrawn] = useState(!predraw);
  const [toastsWanted, setToastsWanted] = useState(mountedClosed);
  const dropLook = useCallback(() => setLookDrawn(true), []);

  useEffect(() => {
    if (isOpen) dismissPageToasts();
    else forgetWaitingNotices(dialogToastContainerId);
  }, [isOpen]);

  // The frame that shows the dialog is reported (it ends the tap-to-dialog measure). Then the toasts.
  useLayoutEffect(() => {
    if (isOpen)
      requestAnimationFrame((frameTime) => {
        report(["dialogShown", frameTime]);
        startTransition(() => setToastsWanted(true));
      });
  }, [isOpen, report]);
  const sent = useCallback(
    (interest: InterestValue) => {
      // Reported with the reason's key and the interest only: the form's values go nowhere.
      report(["chatHanded", reason?.key, interest]);
      close();
    },
    [reason, report, close],
  );

  return (
    <PracticeWordsContext.Provider value={practiceWords}>
      {toastsWanted && <ToastSlot containerId={pageToastContainerId} />}
      {!lookDrawn && lookTarget && createPortal(<DialogLook onDrawn={dropLook} />, lookTarget)}
      <Overlay isOpen={isOpen} onDismiss={close} initialFocusRef={nameInputRef}>
        {/* data-reason: the reason recorded, for the built-site tests to see what a tap opened. */}
        <Content
          ref={contentRef}
          aria-labelledby={titleId}
          aria-describedby={subtitleId}
          data-reason={reason?.label ?? ""}
        >
          <DialogBody
            titleId={titleId}
            subtitleId={subtitleId}
            nameInputRef={nameInputRef}
            onClose={close}
            onSent={sent}
            reason={reason}
            notices={toastsWanted && <ToastSlot containerId={dialogToastContainerId} inDialog />}
          />
        </Content>
      </Overlay>
    </PracticeWordsContext.Provider>
  );
}
