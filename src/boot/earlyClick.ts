import type { earlyClickGlobal } from "./startUpNames";
import { earlyClickLifetimeMs } from "./startUpNames";

/**
 * A button the visitor tapped before React was there to handle it, as the page's script loader
 * (src/boot/loader.ts) records it in the global `earlyClickGlobal` (./startUpNames): the button and when (Date.now()).
 */
export interface EarlyClick {
  target: Element;
  at: number;
}

/** Whether an early tap recorded by the loader should be repeated now. */
export function isFreshEarlyClick(record: unknown, now: number): record is EarlyClick {
  if (typeof record !== "object" || record === null) return false;
  const { target, at } = record as Partial<EarlyClick>;
  return (
    typeof target === "object" &&
    target !== null &&
    typeof at === "number" &&
    now - at >= 0 &&
    now - at <= earlyClickLifetimeMs
  );
}

/** A call to action tapped early, and when (performance.now() time, for the counting's tap-to-dialog). */
export interface EarlyCallToAction {
  target: HTMLElement;
  tappedAt: number;
}

let earlyCallToAction: EarlyCallToAction | undefined;

/**
 * Keeps a call to action tapped early (at `at`, Date.now() time) for the booking provider, which opens the modal
 * with its reason as soon as it is there, without waiting for the page around the call to action to hydrate
 * (src/booking/earlyCallToAction.ts).
 */
export function handOnEarlyCallToAction(target: HTMLElement, at: number) {
  earlyCallToAction = { target, tappedAt: at - performance.timeOrigin };
}

/** The call to action tapped early, once: the second call gets nothing. */
export function takeEarlyCallToAction(): EarlyCallToAction | undefined {
  const early = earlyCallToAction;
  earlyCallToAction = undefined;
  return early;
}

declare global {
  interface Window {
    [earlyClickGlobal]?: EarlyClick | null;
  }
}
