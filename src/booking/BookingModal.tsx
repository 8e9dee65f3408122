import { DialogContent, DialogOverlay } from "@reach/dialog";
import {
  createRef,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from "react";
import { createRoot } from "react-dom/client";
import styled, { ThemeProvider, keyframes, useTheme, type DefaultTheme } from "styled-components";
import { Heading } from "../components/Heading";
import { Text } from "../components/Text";
import { IconButton } from "../components/IconButton";
import { note } from "../metrics/countQueue";
import { useBooking } from "./BookingContext";
import { BookingForm } from "./BookingForm";
import { CloseIcon } from "./BookingIcons";
import { dialogToastContainerId, dismissPageToasts, pageToastContainerId } from "./bookingNotices";
import { BookingToastContainer } from "./BookingToast";
import type { InterestValue } from "./interests";

export interface BookingModalProps {
  /** The practice's WhatsApp number: digits with country code 55, e.g. "5598987654321". */
  practiceWhatsapp: string;
}

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

interface DialogBodyProps {
  /** The practice's WhatsApp number, where the form sends the visitor. */
  practiceWhatsapp: string;
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
}

/** What the open dialog shows: the title with its close button, the subtitle and the form. */
function DialogBody({
  practiceWhatsapp,
  titleId,
  subtitleId,
  nameInputRef,
  onClose,
  onSent,
  notices,
}: DialogBodyProps) {
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
      {notices}
      <BookingForm
        practiceWhatsapp={practiceWhatsapp}
        nameInputRef={nameInputRef}
        onSent={onSent}
      />
    </>
  );
}

/**
 * The open dialog's look, drawn once where no one sees it, so that its styles are in the page before the first tap.
 * styled-components adds a component's CSS to the page's style sheet the first time the component renders. Added during
 * the tap, those rules (some inside @media blocks) make Chrome match every element of the page against the whole sheet
 * again: DevTools traces of taps at 4x CPU put that at 15-30 ms, besides about 13 ms writing the CSS. Drawn here, in a
 * root of its own on an element that is never in the document (not on screen, not for a screen reader, not in any
 * query), it costs that once, while the browser is idle, and the tap finds every rule there. The root is dropped once
 * it has rendered; the rules stay. The page's toast container mounts with the closed modal; the dialog's own (in its
 * flow, a variant with rules of its own) is drawn here too, under an id no toast is ever sent to.
 */
function primeDialogStyles(theme: DefaultTheme, practiceWhatsapp: string): void {
  const root = createRoot(document.createElement("div"));
  // Later, not from the root's own effect: a root cannot be unmounted while it is rendering.
  const dropRoot = () => {
    window.setTimeout(() => root.unmount(), 0);
  };
  startTransition(() => {
    root.render(
      <ThemeProvider theme={theme}>
        <DialogLook practiceWhatsapp={practiceWhatsapp} />
        <Rendered onRendered={dropRoot} />
      </ThemeProvider>,
    );
  });
}

/** The open dialog as it looks, without Reach's behaviour: what primeDialogStyles draws off the page. */
function DialogLook({ practiceWhatsapp }: { practiceWhatsapp: string }) {
  return (
    <Overlay as="div">
      <Content as="div">
        <DialogBody
          practiceWhatsapp={practiceWhatsapp}
          titleId="primed-title"
          subtitleId="primed-subtitle"
          nameInputRef={createRef()}
          onClose={() => {}}
          onSent={() => {}}
          notices={<BookingToastContainer containerId="primed-toasts" inDialog />}
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
 * with the call to action, focused again, thousands of pixels off screen (issue 19).
 */
function releaseCaret(dialog: HTMLElement | null) {
  const selection = window.getSelection();
  if (dialog && selection?.anchorNode && dialog.contains(selection.anchorNode))
    selection.removeAllRanges();
}

/**
 * The shared booking dialog (spec, section 2), opened by every call to action through useBooking(). Reach's
 * dialog moves focus in, traps it, hides the page from screen readers and gives focus back to the opener on
 * close; Escape and a click on the veil close it too. Closing unmounts the form, so its values are gone.
 * The page's toast container lives here too, so react-toastify loads with this chunk, not with the page.
 * Mounted closed (as it is when the browser is idle), it draws the open dialog's styles at once, off the page.
 */
export function BookingModal({ practiceWhatsapp }: BookingModalProps) {
  const { isOpen, reason, closeModal } = useBooking();
  const theme = useTheme();
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

  useEffect(() => {
    if (mountedClosed) primeDialogStyles(theme, practiceWhatsapp);
  }, [mountedClosed, theme, practiceWhatsapp]);

  useEffect(() => {
    if (isOpen) dismissPageToasts();
  }, [isOpen]);

  // Counted (src/metrics): the frame that shows the dialog ends the tap-to-dialog measure.
  useLayoutEffect(() => {
    if (isOpen) requestAnimationFrame((frameTime) => note("dialog", frameTime));
  }, [isOpen]);
  const sent = useCallback(
    (interest: InterestValue) => {
      // Counted (src/metrics): the chat handed, with the reason and interest; the form's values go nowhere.
      note("chat", reason, interest);
      close();
    },
    [reason, close],
  );

  return (
    <>
      <BookingToastContainer containerId={pageToastContainerId} />
      <Overlay isOpen={isOpen} onDismiss={close} initialFocusRef={nameInputRef}>
        {/* data-reason: the reason recorded, for the built-site tests to see what a tap opened. */}
        <Content
          ref={contentRef}
          aria-labelledby={titleId}
          aria-describedby={subtitleId}
          data-reason={reason}
        >
          <DialogBody
            practiceWhatsapp={practiceWhatsapp}
            titleId={titleId}
            subtitleId={subtitleId}
            nameInputRef={nameInputRef}
            onClose={close}
            onSent={sent}
            notices={<BookingToastContainer containerId={dialogToastContainerId} inDialog />}
          />
        </Content>
      </Overlay>
    </>
  );
}
