import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates the page, true from the render right after. A component renders
 * its HTML-only form (a link, a <details>) until then, so the server's markup and the browser's first render
 * match, and switches to its scripted form once React handles its events.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
