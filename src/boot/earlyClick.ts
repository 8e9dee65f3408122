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

declare global {
  interface Window {
    [earlyClickGlobal]?: EarlyClick | null;
  }
}
