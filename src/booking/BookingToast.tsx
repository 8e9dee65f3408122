import styled, { css, keyframes } from "styled-components";
import { ToastContainer, type CloseButtonProps } from "react-toastify/unstyled";
import { IconButton } from "../components/IconButton";
import { Notice, type NoticeAction, type NoticeProps, type NoticeTone } from "../components/Notice";
import { CloseIcon } from "./BookingIcons";

export type BookingToastTone = NoticeTone;

/** A link offered inside a toast, for doing by hand what the site could not do by itself. */
export type BookingToastAction = NoticeAction;

/** A booking toast says what a Notice says; the close button's corner is the toast's to keep clear. */
export type BookingToastProps = Omit<NoticeProps, "closeButtonSpace">;

/**
 * How long a toast stays, in ms: longer than react-toastify's 5 s, because many visitors read slowly. It pauses
 * while the pointer is over it or the window has lost focus (the visitor went to the WhatsApp tab).
 */
export const toastAutoCloseMs = 8000;

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

  /* On a wide screen, in the bottom corner and narrower. Never at the top: the cataract page's top bar and its
     "Agendar consulta" are there, for the 8 s a toast stays. */
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
      animation-duration: ${toastAutoCloseMs}ms !important;
    }
  }
`;

export interface BookingToastContainerProps {
  /** Which container this is: toasts are sent to one by this id (see bookingNotices). */
  containerId: string;
  /** Inside the dialog: the toasts take a place in its flow instead of floating over it. */
  inDialog?: boolean;
}

/** Where booking toasts appear: at the bottom, the width of the dialog, above everything; or in the dialog. */
export function BookingToastContainer({
  containerId,
  inDialog = false,
}: BookingToastContainerProps) {
  return (
    <StyledToastContainer
      $inDialog={inDialog}
      containerId={containerId}
      position="bottom-center"
      autoClose={toastAutoCloseMs}
      hideProgressBar
      newestOnTop
      closeOnClick={false}
      draggable={false}
      transition={false}
      icon={false}
      closeButton={ToastCloseButton}
      aria-label="Avisos"
    />
  );
}
