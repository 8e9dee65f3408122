import type { FocusEvent } from "react";
import styled, { css, keyframes } from "styled-components";
import { toast, ToastContainer, type CloseButtonProps } from "react-toastify/unstyled";
import { IconButton } from "../components/IconButton";
import { Notice, type NoticeAction, type NoticeProps, type NoticeTone } from "../components/Notice";
import { CloseIcon } from "./BookingIcons";
import { confirmationShownMs } from "./noticeTiming";

export type BookingToastTone = NoticeTone;

/** A link offered inside a toast, for doing by hand what the site could not do by itself. */
export type BookingToastAction = NoticeAction;

/** A booking toast says what a Notice says; the close button's corner is the toast's to keep clear. */
export type BookingToastProps = Omit<NoticeProps, "closeButtonSpace">;

const toneColor = { success: "success", danger: "danger" } as const satisfies Record<
  BookingToastTone,
  "success" | "danger"
>;

/**
 * What a booking toast says: an icon, a bold title, a sentence and, at times, a link. On a narrow screen the
 * close button sits in the toast's corner (below), so the title keeps clear of it.
 */
export function BookingToast(props: BookingToastProps) {
  return <Notice {...props} closeButtonSpace />;
}

/**
 * react-toastify's close button says "close"; this one speaks Portuguese. "Fechar aviso", not just "Fechar",
 * because an error toast shows inside the booking dialog, beside the dialog's own "Fechar".
 */
function ToastCloseButton({ closeToast }: CloseButtonProps) {
  return (
    <IconButton
      label="Fechar aviso"
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <CloseIcon />
    </IconButton>
  );
}

const trackProgress = keyframes`
  from { transform: scaleX(1); }
  to { transform: scaleX(0); }
`;

const enter = keyframes`
  from { opacity: 0; transform: translateY(-0.5rem); }
  to { opacity: 1; transform: none; }
`;

const toastTone = (tone: BookingToastTone) => css`
  border-left-color: ${({ theme }) => theme.colors[toneColor[tone]]};
`;

/**
 * react-toastify's unstyled build, themed here with the tokens: its own stylesheet would add bytes and fight the
 * design. The class names are react-toastify's; `className` lands on each position's container.
 */
const StyledToastContainer = styled(ToastContainer)<{ $inDialog: boolean }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  bottom: ${({ theme }) => theme.space[3]};
  left: 0;
  right: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  width: calc(100% - 2 * ${({ theme }) => theme.space[3]});
  max-width: ${({ theme }) => theme.sizes.dialog};
  margin: 0 auto;

  /* Never taller than the screen: a way forward with large text scrolls inside. */
  max-height: ${({ theme }) => theme.sizes.dialogMaxHeight};
  overflow-y: auto;
  overscroll-behavior: contain;

  /* On a wide screen, in the bottom corner and narrower. Never at the top: the cataract page's top bar and its
     "Agendar consulta" are there, for as long as a confirmation stays. */
  ${({ theme }) => theme.media.xl} {
    left: auto;
    right: ${({ theme }) => theme.space[4]};
    bottom: ${({ theme }) => theme.space[4]};
    max-width: ${({ theme }) => theme.sizes.toast};
  }

  /* In the dialog, a toast takes its own place between the title and the form, so it hides none of the
     dialog's controls (on a phone, a fixed toast sat over the title and the close button). */
  ${({ $inDialog, theme }) =>
    $inDialog &&
    css`
      &&& {
        position: static;
        width: 100%;
        max-width: none;
        max-height: none;
        overflow: visible;
        margin: 0 0 ${theme.space[4]};
      }
      &&&:empty {
        display: none;
      }
    `}

  .Toastify__toast {
    position: relative;
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
    padding: ${({ theme }) => theme.space[3]};
    border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderSubtle};
    border-left-width: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    box-shadow: ${({ theme }) => theme.shadows.lg};
    overflow: hidden;
    animation: ${enter} ${({ theme }) => theme.durations.normal} ease-out;

    /* Narrow screen: the close button in the corner, the words across the whole toast. */
    > button {
      position: absolute;
      top: ${({ theme }) => theme.space[1]};
      right: ${({ theme }) => theme.space[1]};
      margin: 0;
    }

    ${({ theme }) => theme.media.xs} {
      padding: ${({ theme }) => theme.space[4]};

      > button {
        position: static;
        margin: ${({ theme }) => `-${theme.space[2]} -${theme.space[2]} 0 0`};
      }
    }
  }

  .Toastify__toast--success {
    ${toastTone("success")}
  }

  .Toastify__toast--error {
    ${toastTone("danger")}
  }

  .Toastify__toast--default {
    border-left-color: ${({ theme }) => theme.colors.primary};
  }

  /* The bar is hidden, but it must keep animating: react-toastify closes a toast when the animation ends. */
  .Toastify__progress-bar--wrp {
    position: absolute;
    left: 0;
    bottom: 0;
    width: 100%;
    height: 0;
    overflow: hidden;
  }

  .Toastify__progress-bar {
    width: 100%;
    height: 100%;
    transform-origin: left;
  }

  .Toastify__progress-bar--animated {
    animation: ${trackProgress} linear 1 forwards;
  }

  /* The global reduced-motion rule shortens every animation to nothing, which would close toasts at once. */
  @media (prefers-reduced-motion: reduce) {
    .Toastify__progress-bar--animated {
      animation-duration: ${confirmationShownMs}ms !important;
    }
  }
`;

export interface BookingToastContainerProps {
  /** Which container this is: toasts are sent to one by this id (see bookingNotices). */
  containerId: string;
  /** Inside the dialog: the toasts take a place in its flow instead of floating over it. */
  inDialog?: boolean;
}

/** A wrapper that lays nothing out: the container inside it is placed as if it were not there. */
const Holder = styled.div`
  display: contents;
`;

/**
 * What pauses a container's timed toasts while the visitor holds one: a finger on it, or the focus in it (a
 * keyboard or a screen reader reading it). react-toastify pauses on its own for a mouse over it and while the
 * window has no focus (the visitor is in WhatsApp), and starts again after.
 */
function pausedWhileHeld(containerId: string) {
  const pause = () => toast.pause({ containerId });
  const play = () => toast.play({ containerId });
  return {
    onTouchStart: pause,
    onTouchEnd: play,
    onTouchCancel: play,
    onFocus: pause,
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Not when the window lost the focus (react-toastify keeps it paused then), nor within the toasts.
      const next = event.relatedTarget;
      if (document.hasFocus() && !(next instanceof Node && event.currentTarget.contains(next)))
        play();
    },
  };
}

/**
 * Where booking toasts appear: at the bottom, the width of the dialog, above everything; or in the dialog. A timed
 * toast (the confirmation) stays `confirmationShownMs` (./noticeTiming.ts) of its being shown and not paused; the
 * others say so when they are shown.
 */
export function BookingToastContainer({
  containerId,
  inDialog = false,
}: BookingToastContainerProps) {
  return (
    <Holder {...pausedWhileHeld(containerId)}>
      <StyledToastContainer
        $inDialog={inDialog}
        containerId={containerId}
        position="bottom-center"
        autoClose={confirmationShownMs}
        hideProgressBar
        newestOnTop
        closeOnClick={false}
        draggable={false}
        transition={false}
        icon={false}
        closeButton={ToastCloseButton}
        aria-label="Avisos"
      />
    </Holder>
  );
}
