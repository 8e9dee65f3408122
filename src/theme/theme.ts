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

/** `media.md` is "@media (min-width: 48em)": mobile-first queries written once. */
const media = Object.fromEntries(
  Object.entries(breakpoints).map(([name, width]) => [name, `@media (min-width: ${width})`]),
) as Record<Breakpoint, string>;

export const theme = {
  colors,
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
  zIndices,
  durations,
} as const;

export type Theme = typeof theme;
