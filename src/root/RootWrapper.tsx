import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { GlobalStyle } from "../theme/GlobalStyle";
import { theme } from "../theme/theme";

export interface RootWrapperProps {
  /** The page Gatsby renders. */
  children: ReactNode;
}

/** Everything every page shares, mounted once around the routes. */
export function RootWrapper({ children }: RootWrapperProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

/** Gatsby's wrapRootElement, shared by gatsby-browser and gatsby-ssr so both render the same tree. */
export function wrapRootElement({ element }: { element: ReactNode }) {
  return <RootWrapper>{element}</RootWrapper>;
}
