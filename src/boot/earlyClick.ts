/**
 * The global the page's script loader (src/boot/deferScripts.ts) leaves an early-tapped button in: a button the
 * visitor tapped before React was there to handle it. `hydrate` (src/boot/hydrate.ts) sets it to null as React
 * takes over the page, which tells the loader to stop recording: from then on React handles every click.
 */
export const earlyClickGlobal = "___earlyClick";

declare global {
  interface Window {
    [earlyClickGlobal]?: Element | null;
  }
}
