import {
  breakpoints,
  colors,
  durations,
  fontSizes,
  fontWeights,
  fonts,
  lineHeights,
  radii,
  shadows,
  sizes,
  space,
  zIndices,
  type Breakpoint,
} from "./tokens";

/**
 * The colours that follow the visitor's contrast setting: CSS variables, defined from the tokens by the base
 * style (globalCss), which with `prefers-contrast: more` turns muted text into full ink and faint hairlines into
 * borders that must be seen.
 */
export const adaptiveColorVariables = {
  inkMuted: "--color-ink-muted",
  inkInverseMuted: "--color-ink-inverse-muted",
  borderSubtle: "--color-border-subtle",
} as const satisfies Partial<Record<keyof typeof colors, string>>;

const themeColors = {
  ...colors,
  ...Object.fromEntries(
    Object.entries(adaptiveColorVariables).map(([name, variable]) => [
      name,
      `var(${variable}, ${colors[name as keyof typeof adaptiveColorVariables]})`,
    ]),
  ),
} as Record<keyof typeof colors, string>;

/** Media queries for the visitor's display modes, beside the breakpoints. */
const modes = {
  /** Windows High Contrast and other forced palettes: backgrounds and shadows are gone, borders stay. */
  forcedColors: "@media (forced-colors: active)",
  /** The visitor asked for more contrast. */
  moreContrast: "@media (prefers-contrast: more)",
} as const;

/** `media.md` is "@media (min-width: 48em)": mobile-first queries written once. */
const media = Object.fromEntries(
  Object.entries(breakpoints).map(([name, width]) => [name, `@media (min-width: ${width})`]),
) as Record<Breakpoint, string>;

export const theme = {
  colors: themeColors,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  radii,
  shadows,
  sizes,
  breakpoints,
  media,
  modes,
  zIndices,
  durations,
} as const;

export type Theme = typeof theme;
