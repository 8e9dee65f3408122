import { createGlobalStyle } from "styled-components";

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    /* The visitor's own root size is kept: many enlarge it, and every size here is in rem. */
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.surface};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }

  h1, h2, h3, h4, h5, h6, p, ul, ol, figure, blockquote {
    margin: 0;
  }

  /* In-page targets stop below the cataract page's sticky top bar. */
  [id] {
    scroll-margin-top: ${({ theme }) => theme.space[9]};
  }

  img, svg {
    display: block;
    max-width: 100%;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-underline-offset: 0.2em;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  /* One visible focus ring for keyboard users everywhere; dark surfaces set --focus-color. */
  :focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid var(--focus-color, ${({ theme }) => theme.colors.focus});
    outline-offset: 3px;
  }

  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
