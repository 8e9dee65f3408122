import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { handOnEarlyCallToAction, isFreshEarlyClick } from "./earlyClick";
import { callToActionAttribute, earlyClickGlobal } from "./startUpNames";

/**
 * Gatsby's renderer (its replaceHydrateFunction), with two additions for the page itself:
 * - Hydration is a transition: React works on the page's shell in slices that yield to the browser, and the
 *   page itself hydrates later still, at low priority, from the Suspense boundary around it (PageWrapper).
 * - The early tap: React attaches its event listeners as `hydrateRoot` returns, so the loader stops recording
 *   taps then. A call to action tapped shortly before (src/boot/earlyClick.ts) goes to the booking provider,
 *   which opens the modal as soon as it is there, before the page around it has hydrated; any other button is
 *   clicked again for React to handle, as if the visitor had tapped it now (React hydrates the page at once
 *   for that click).
 * Like Gatsby's own, it hydrates server-rendered content and renders into an empty container (`gatsby develop`
 * also renders its loading indicator through it), and returns the clean-up Gatsby's development server expects.
 */
export function hydrate(element: ReactNode, container: Element | null): () => void {
  if (!container) throw new Error("hydrate: there is no element to start React in.");
  const isPage = container.id === "___gatsby";
  const early = isPage ? window[earlyClickGlobal] : undefined;
  if (isPage) window[earlyClickGlobal] = null;
  // Gatsby's test: a page's server HTML is inside its focus wrapper.
  const content = container.querySelector("#gatsby-focus-wrapper") ?? container;
  let root: Root | undefined;
  if (content.children.length > 0) {
    startTransition(() => {
      root = hydrateRoot(container, element);
    });
  } else {
    root = createRoot(container);
    root.render(element);
  }
  if (isFreshEarlyClick(early, Date.now())) {
    const { target, at } = early;
    if (target instanceof HTMLElement && target.isConnected) {
      if (target.hasAttribute(callToActionAttribute)) handOnEarlyCallToAction(target, at);
      else window.setTimeout(() => target.click(), 0);
    }
  }
  return () => root?.unmount();
}
