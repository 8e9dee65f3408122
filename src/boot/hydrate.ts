import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { earlyClickGlobal } from "./earlyClick";

/**
 * Gatsby's hydration, plus the early tap: React attaches its event listeners to the page as `hydrateRoot`
 * returns, so the loader stops recording taps then, and a button tapped before is clicked again for React to
 * handle, as if the visitor had tapped it now. A page without server-rendered content is rendered instead.
 */
export function hydrate(element: ReactNode, container: Element | null) {
  if (!container) throw new Error("hydrate: the page has no #___gatsby element to start React in.");
  const early = window[earlyClickGlobal];
  window[earlyClickGlobal] = null;
  if (container.hasChildNodes()) {
    // As a transition, hydration runs in slices that yield to the browser, not as one long task: the page is
    // already on screen, and a tap meanwhile makes React finish the part tapped first.
    startTransition(() => {
      hydrateRoot(container, element);
    });
  } else {
    createRoot(container).render(element);
  }
  if (early instanceof HTMLElement && early.isConnected) {
    window.setTimeout(() => early.click(), 0);
  }
}
