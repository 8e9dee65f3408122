import type { ReactNode } from "react";
import { GlobalStyle } from "../theme/GlobalStyle";

export interface PageWrapperProps {
  /** The page. */
  children: ReactNode;
}

/**
 * The global style, rendered beside each page rather than in RootWrapper: gatsby-plugin-styled-components
 * collects server-side styles inside its own wrapRootElement, which sits inside the site's, so a global style
 * rendered at the root would be missing from the built HTML and the page would jump when it loads.
 */
export function PageWrapper({ children }: PageWrapperProps) {
  return (
    <>
      <GlobalStyle />
      {children}
    </>
  );
}
