import { deferredChunk } from "../boot/deferredChunk";
import { openChatHere } from "../boot/openChat";
import { dialogToastContainerId, pageToastContainerId } from "./noticeContainers";
// A type-only import: erased from the build, so the toasts stay in their own chunk.
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

/** The destructive toast of an incomplete form (spec, section 8); the fields say it too, marked and focused. */
export function noticeMissingFields(): void {
  whenShown(dialogToastContainerId, (module) => module.showMissingFields()).catch(() => {
    // No toasts' chunk (offline): the empty fields are marked invalid and the first one has the focus.
  });
}

/**
 * The confirmation after a valid submit (spec, section 8). When the browser blocked the new tab, it also offers
 * the chat as a link and stays until closed; if the toasts cannot arrive, this tab goes to the chat instead, so
 * the visitor is never stuck. `detail`, a line of its own: after "Realizar exames", how to prepare for them.
 */
export function noticeRedirecting(blockedUrl?: string, detail?: string): void {
  whenShown(pageToastContainerId, (module) => module.showRedirecting(blockedUrl, detail)).catch(
    () => {
      if (blockedUrl) openChatHere(blockedUrl);
    },
  );
}

/** Clears the page's toasts: a notice left from a previous request would be hidden behind the reopened dialog. */
export function dismissPageToasts(): void {
  bookingToasts.loaded()?.dismissPageToasts();
}
