import { useEffect } from "react";
import { toast } from "react-toastify/unstyled";
import {
  BookingToast,
  BookingToastContainer,
  type BookingToastContainerProps,
} from "./BookingToast";
import { ChatNotOpened, type ChatWayOut, type NotOpenedWhy } from "./ChatNotOpened";
import type { FormNotice } from "./missingFields";
import { dialogToastContainerId, pageToastContainerId } from "./noticeContainers";
import { confirmationShownMs } from "./noticeTiming";

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

/**
 * The destructive toast of a form that cannot be sent (spec, section 8), saying what `notice` says (./missingFields.ts,
 * `formNotice`). Replaces the previous one, not piles up; stays until the form changes or the dialog closes (its
 * container goes with it).
 */
export function showFormNotice(notice: FormNotice) {
  toast.dismiss({ containerId: dialogToastContainerId });
  toast.error(
    <BookingToast tone="danger" title={notice.title} description={notice.description} />,
    { containerId: dialogToastContainerId, autoClose: false },
  );
}

/** Clears the dialog's notice: the form changed. */
export function dismissDialogToasts() {
  toast.dismiss({ containerId: dialogToastContainerId });
}

/**
 * The confirmation after a valid submit, as toast `id`, for `confirmationShownMs` of its being shown and not
 * paused; with `detail`, a line of its own (after "Realizar exames", how to prepare for them).
 */
export function showRedirecting(id: string, detail?: string) {
  toast.success(
    <BookingToast
      tone="success"
      title="Redirecionando para WhatsApp"
      description="Você será direcionado para o WhatsApp para finalizar o agendamento."
      detail={detail}
    />,
    { containerId: pageToastContainerId, toastId: id, autoClose: confirmationShownMs },
  );
}

/**
 * The way forward when the chat did not open (./ChatNotOpened.tsx), until closed: confirmation `id` turned into
 * it, or a new toast where the visitor had closed that one already.
 */
export function showNotOpened(id: string, why: NotOpenedWhy, notice: ChatWayOut) {
  const content = (
    <ChatNotOpened
      why={why}
      chat={notice.chat}
      message={notice.message}
      practiceWhatsapp={notice.practiceWhatsapp}
      practiceLandline={notice.practiceLandline}
      emergency={notice.emergency}
      detail={notice.detail}
    />
  );
  const options = { containerId: pageToastContainerId, autoClose: false, type: "default" } as const;
  if (toast.isActive(id, pageToastContainerId)) toast.update(id, { ...options, render: content });
  else toast(content, { ...options, toastId: id });
}

/** Clears the page's toasts. */
export function dismissPageToasts() {
  toast.dismiss({ containerId: pageToastContainerId });
}
