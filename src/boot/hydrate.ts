import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { earlyClickGlobal, isFreshEarlyClick } from "./earlyClick";

/**
 * Gatsby's renderer (its replaceHydrateFunction), with two additions:
 * - Hydration is a transition: React works on the page's shell in slices that yield to the browser, and the
 *   page itself hydrates later still, at low priority, from the Suspense boundary around it (PageWrapper).
 * - The early tap: React attaches its event listeners as `hydrateRoot` returns, so the loader stops recording
 *   taps then, and a button tapped shortly before (src/boot/earlyClick.ts) is clicked again for React to
 *   handle, as if the visitor had tapped it now.
 * Like Gatsby's own, it hydrates when the page came with server-rendered content (the focus wrapper has
 * children) and renders otherwise (`gatsby develop`), and returns a clean-up for Gatsby's development overlay.
 */
export function hydrate(element: ReactNode, container: Element | null): () => void {
  if (!container) throw new Error("hydrate: the page has no #___gatsby element to start React in.");
  const early = window[earlyClickGlobal];
  window[earlyClickGlobal] = null;
  const serverRendered = Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length);
  let root: Root | undefined;
  if (serverRendered) {
    startTransition(() => {
      root = hydrateRoot(container, element);
    });
  } else {
    root = createRoot(container);
    root.render(element);
  }
  if (isFreshEarlyClick(early, Date.now())) {
    const { target } = early;
    if (target instanceof HTMLElement && target.isConnected) {
      window.setTimeout(() => target.click(), 0);
    }
  }
  return () => root?.unmount();
}
