/**
 * A button the visitor tapped before React was there to handle it, as the page's script loader
 * (src/boot/deferScripts.ts) records it: the button and when (Date.now()).
 */
export interface EarlyClick {
  target: Element;
  at: number;
}

/**
 * The global the loader keeps the early tap in. `hydrate` (src/boot/hydrate.ts) sets it to null as React takes
 * over the page, which tells the loader to stop recording: from then on React handles every click. A tap on
 * anything but a button clears it: the visitor has moved on.
 */
export const earlyClickGlobal = "___earlyClick";

/** How long an early tap stays worth repeating: after this, the dialog opening would come as a surprise. */
export const earlyClickLifetimeMs = 10_000;

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
