import { adaptiveColorVariables, theme as siteTheme, type Theme } from "./theme";
import { colors } from "./tokens";

/** The adaptive colours' variables, as declarations: each from its token, or from `strong` ones. */
function colorVariables(strong: boolean): string {
  const stronger = {
    inkMuted: "ink",
    inkInverseMuted: "inkInverse",
    borderSubtle: "border",
  } as const;
  return Object.entries(adaptiveColorVariables)
    .map(([name, variable]) => {
      const token = name as keyof typeof adaptiveColorVariables;
      return `${variable}: ${colors[strong ? stronger[token] : token]};`;
    })
    .join(" ");
}

/**
 * The site-wide base style (box sizing, body type, focus ring, reduced motion) as plain CSS from the theme's
 * tokens. It is written into every page's <head> at build time (gatsby-ssr.tsx) rather than through
 * styled-components' createGlobalStyle, which would compile and inject it again in the browser on every page
 * load: about 40 ms of main-thread work on a low-end phone for a style that never changes. Comments and line
 * breaks are for the reader and are dropped from the output.
 */
export function globalCss(theme: Theme = siteTheme): string {
  return `
*, *::before, *::after {
  box-sizing: border-box;
}

:root {
  ${colorVariables(false)}
}

/* More contrast asked for: muted text at full ink, hairlines as strong as input borders. */
@media (prefers-contrast: more) {
  :root {
    ${colorVariables(true)}
  }
}

html {
  /* The visitor's own root size is kept: many enlarge it, and every size here is in rem. */
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
}

body {
  margin: 0;
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.lineHeights.body};
  color: ${theme.colors.ink};
  background: ${theme.colors.surface};
  -webkit-font-smoothing: antialiased;
  text-rendering: optimizeLegibility;
  /* Large text on a narrow screen: a word longer than its line is broken; it never pushes the page sideways.
     Only such a word: hyphens: auto hyphenated words that fit (in Firefox, and Safari and Chrome on Android,
     which carry a Portuguese dictionary: "Agende sua con-sulta"). */
  overflow-wrap: anywhere;
  -webkit-hyphens: manual;
  hyphens: manual;
}

h1, h2, h3, h4, h5, h6, p, ul, ol, figure, blockquote {
  margin: 0;
}

/* In-page targets stop below the cataract page's sticky top bar. */
[id] {
  scroll-margin-top: ${theme.space[9]};
}

img, svg {
  display: block;
  max-width: 100%;
}

a {
  color: ${theme.colors.primary};
  text-underline-offset: 0.2em;
}

button, input, select, textarea {
  font: inherit;
  color: inherit;
}

/* One visible focus ring for keyboard users everywhere; dark surfaces set --focus-color. */
:focus-visible {
  outline: ${theme.sizes.focusRing} solid var(--focus-color, ${theme.colors.focus});
  outline-offset: 3px;
}

/* Forced colours (Windows High Contrast): the palette is the visitor's, and icons that carried a brand colour
   take the colour of the text beside them, so a tick or a warning sign stays visible. */
@media (forced-colors: active) {
  svg {
    color: inherit !important;
  }
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
`
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .trim();
}
