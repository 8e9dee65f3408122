import { toast } from "react-toastify/unstyled";
import { BookingToast } from "./BookingToast";

/*
 * The toasts of the booking form. Always import `toast` from "react-toastify/unstyled", as here: the styled entry
 * is a separate copy of the library with its own store, so its toasts would never reach these containers.
 */

/** The container mounted with the modal code, over the page: it outlives the dialog. */
export const pageToastContainerId = "avisos";

/**
 * The container inside the open dialog. While the dialog is open everything outside it is aria-hidden and
 * outside its focus trap, so an error shown in the page container would be neither announced nor reachable.
 */
export const dialogToastContainerId = "avisos-do-agendamento";

/** The destructive toast of an incomplete form (spec, section 8). Replaces the previous one, not piles up. */
export function noticeMissingFields() {
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
 * The confirmation after a valid submit (spec, section 8). When the browser blocked the new tab, it also offers
 * the chat as a link and stays until closed, so the visitor is never stuck.
 */
export function noticeRedirecting(blockedUrl?: string) {
  toast.success(
    <BookingToast
      tone="success"
      title="Redirecionando para WhatsApp"
      description="Você será direcionado para o WhatsApp para finalizar o agendamento."
      action={blockedUrl ? { href: blockedUrl, label: "Abrir o WhatsApp" } : undefined}
    />,
    { containerId: pageToastContainerId, ...(blockedUrl ? { autoClose: false } : {}) },
  );
}

/** Clears the page's toasts: a notice left from a previous request would be hidden behind the reopened dialog. */
export function dismissPageToasts() {
  toast.dismiss({ containerId: pageToastContainerId });
}
