import { deferredChunk } from "../boot/deferredChunk";
import { openChatAnyway, type ChatHandOff } from "../boot/openChat";
// Type-only imports: erased from the build, so the toasts stay in their own chunk.
import type { ChatWayOut } from "./ChatNotOpened";
import { watchHandOff } from "./handOffWatch";
import type { FormNotice } from "./missingFields";
import { dialogToastContainerId, pageToastContainerId } from "./noticeContainers";
import type * as ToastNotices from "./toastNotices";

/*
 * The booking form's notices, as the form and the modal call them. The toasts themselves (react-toastify, their
 * look, their words: toastNotices.tsx) are a chunk of their own, "booking-toasts", that the modal asks for once the
 * dialog is drawn, or while the browser is idle once the closed modal has mounted: never in the way of a tap that
 * opens the dialog. A notice asked for before that chunk and its container are there waits for both.
 */

/** The toasts' chunk. */
export const bookingToasts = deferredChunk<typeof ToastNotices>(
  () => import(/* webpackChunkName: "booking-toasts" */ "./toastNotices"),
);

/** The containers on the page now, and the notices waiting for one. */
const mounted = new Set<string>();
const waiting = new Map<string, Array<() => void>>();

/** Handed to each toast container, which calls it as it mounts; returns what to call as it unmounts. */
export function toastContainerMounted(containerId: string): () => void {
  mounted.add(containerId);
  for (const show of waiting.get(containerId) ?? []) show();
  waiting.delete(containerId);
  return () => {
    mounted.delete(containerId);
  };
}

/** Drops the notices still waiting for a container: the dialog closed before its container came. */
export function forgetWaitingNotices(containerId: string): void {
  waiting.delete(containerId);
}

type Toasts = typeof ToastNotices;

/** Shows a notice in `containerId` once the toasts' chunk and that container are there. */
function whenShown(containerId: string, show: (module: Toasts) => void): Promise<void> {
  return bookingToasts.load().then((module) => {
    if (mounted.has(containerId)) show(module);
    else waiting.set(containerId, [...(waiting.get(containerId) ?? []), () => show(module)]);
  });
}

/**
 * The destructive toast of a form that cannot be sent (spec, section 8), saying `notice`; the fields say it too,
 * each with its line, marked and the first focused. It stays until the form changes or the dialog closes
 * (`dismissFieldsNotice`).
 */
export function noticeFormProblem(notice: FormNotice): void {
  whenShown(dialogToastContainerId, (module) => module.showFormNotice(notice)).catch(() => {
    // No toasts' chunk (offline): the fields' own lines say what is wrong, and the first one has the focus.
  });
}

/** The form changed: the notice of its fields has done its job (each field's own line stays while it is wrong). */
export function dismissFieldsNotice(): void {
  bookingToasts.loaded()?.dismissDialogToasts();
}

/** What the confirmation needs: what the hand-off did, and another way to the chat should it not open. */
export interface HandOffNotice extends ChatWayOut {
  /** What the hand-off did (src/boot/openChat.ts). */
  handOff: ChatHandOff;
}

/** The watch of the last hand-off, while it lasts. */
let stopWatching: (() => void) | undefined;
/** Each confirmation's own toast id, so that the watch turns that one, and no other, into a way forward. */
let confirmations = 0;

/**
 * The confirmation after a valid submit (spec, section 8), which becomes a way forward when the chat did not
 * open. Where the browser refused the new tab, it says so at once and offers the chat as a link to tap, the
 * number, a call and the message to copy (toastNotices.tsx), until closed; if the toasts cannot arrive then,
 * this tab goes to the chat instead, so the visitor is never stuck. Otherwise it says the chat is opening, for
 * `confirmationShownMs` (./noticeTiming.ts), and the hand-off is watched (./handOffWatch.ts): if the page is still
 * in front of the visitor a few seconds later, the same confirmation turns into that way forward.
 */
export function noticeHandOff(notice: HandOffNotice): void {
  stopWatching?.();
  stopWatching = undefined;
  const id = `confirmacao-${++confirmations}`;
  if (notice.handOff.opened === null) {
    whenShown(pageToastContainerId, (module) => module.showNotOpened(id, "blocked", notice)).catch(
      () => openChatAnyway(notice.chat),
    );
    return;
  }
  whenShown(pageToastContainerId, (module) => module.showRedirecting(id, notice.detail)).catch(
    () => {
      // No toasts' chunk: the chat is on its way all the same.
    },
  );
  stopWatching = watchHandOff(notice.handOff, () => {
    stopWatching = undefined;
    whenShown(pageToastContainerId, (module) => module.showNotOpened(id, "stayed", notice)).catch(
      () => {
        // No toasts' chunk: nothing more this page can show.
      },
    );
  });
}

/**
 * Clears the page's toasts and stops watching the last hand-off: a notice left from a previous request would be
 * hidden behind the reopened dialog.
 */
export function dismissPageToasts(): void {
  stopWatching?.();
  stopWatching = undefined;
  bookingToasts.loaded()?.dismissPageToasts();
}
