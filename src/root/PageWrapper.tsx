import { Suspense, type ReactNode } from "react";

export interface PageWrapperProps {
  /** The page. */
  children: ReactNode;
}

/**
 * Each page sits in a Suspense boundary so that React hydrates it in small slices instead of one long task: the
 * server's HTML is already on screen, so React 18 hydrates a server-rendered boundary at low priority and
 * yields to the browser every few milliseconds. A tap on the page before then hydrates it at once and is
 * handled as usual. It is Gatsby's wrapPageElement, inside Gatsby's router, so every page gets its own.
 */
export function PageWrapper({ children }: PageWrapperProps) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
