import { useEffect } from "react";
import { toast } from "react-toastify/unstyled";
import {
  BookingToast,
  BookingToastContainer,
  type BookingToastContainerProps,
} from "./BookingToast";
import { dialogToastContainerId, pageToastContainerId } from "./noticeContainers";

/*
 * The booking toasts' chunk ("booking-toasts"), loaded by bookingNotices.ts after the dialog's code. Always import
 * `toast` from "react-toastify/unstyled", as here: the styled entry is a separate copy of the library with its own
 * store, so its toasts would never reach these containers.
 */

export interface NoticeContainerProps extends BookingToastContainerProps {
  /** Called as the container mounts, so that notices waiting for it are shown; returns what to call as it goes. */
  onMounted: (containerId: string) => () => void;
}

/** A booking toast container that says when it is there to show a notice. */
export function NoticeContainer({ onMounted, ...props }: NoticeContainerProps) {
  const { containerId } = props;
  // After react-toastify's own effects (a child's run first), so the container is registered by then.
  useEffect(() => onMounted(containerId), [onMounted, containerId]);
  return <BookingToastContainer {...props} />;
}

/** The destructive toast of an incomplete form (spec, section 8). Replaces the previous one, not piles up. */
export function showMissingFields() {
  toast.dismiss({ containerId: dialogToastContainerId });
  toast.error(
    <BookingToast
      tone="danger"
      title="Campos obrigatórios"
      description="Por favor, preencha todos os campos."
    />,
    { containerId: dialogToastContainerId },
  );
}

/**
 * The confirmation after a valid submit; with `detail`, a line of its own (after "Realizar exames", how to prepare
 * for them); with `blockedUrl`, the chat as a link, until closed.
 */
export function showRedirecting(blockedUrl?: string, detail?: string) {
  toast.success(
    <BookingToast
      tone="success"
      title="Redirecionando para WhatsApp"
      description="Você será direcionado para o WhatsApp para finalizar o agendamento."
      detail={detail}
      action={blockedUrl ? { href: blockedUrl, label: "Abrir o WhatsApp" } : undefined}
    />,
    { containerId: pageToastContainerId, ...(blockedUrl ? { autoClose: false } : {}) },
  );
}

/** Clears the page's toasts. */
export function dismissPageToasts() {
  toast.dismiss({ containerId: pageToastContainerId });
}
