/**
 * The design tokens: the only place where raw colours, sizes and fonts live.
 * Many visitors are over 60 and see badly, so the scale starts large and every text pair is checked for
 * contrast (see `contrastPairs` below, tested in __tests__/theme and shown in Storybook's "Design tokens" page).
 */

export const colors = {
  /** Body text: near-black with a hint of teal. */
  ink: "#13262c",
  /** Secondary text; still 7:1 on every light surface. */
  inkMuted: "#34494f",
  /** Page background. */
  surface: "#ffffff",
  /** Alternating section background. */
  surfaceAlt: "#eef5f5",
  /** Tinted panels and icon badges. */
  surfaceTint: "#d9ecea",
  /** Dark band (footer, closing call to action). */
  surfaceInverse: "#0c3136",
  /** Text on the dark band. */
  inkInverse: "#ffffff",
  /** Secondary text on the dark band. */
  inkInverseMuted: "#c9dedd",
  /** Brand teal: primary buttons, links, icons. */
  primary: "#08545a",
  /** Primary on hover and press. */
  primaryStrong: "#07454b",
  /** Text and icons on primary. */
  onPrimary: "#ffffff",
  /** A calm blue for highlights and accents. */
  accent: "#1c4f8c",
  /** Input borders and dividers that must be seen (3:1 against the surface). */
  border: "#5f777c",
  /** Decorative hairlines that carry no meaning. */
  borderSubtle: "#c6d8d9",
  /** The keyboard focus ring on light surfaces. */
  focus: "#b3400a",
  /** The keyboard focus ring on the dark band. */
  focusInverse: "#ffd166",
  /** Errors and destructive messages. */
  danger: "#a4161a",
  /** Success messages. */
  success: "#146c34",
  /** Rating stars. */
  star: "#8a5a00",
  /** The veil behind a dialog: the dark band's teal, translucent, so the page stays faintly visible. */
  overlay: "rgba(12, 49, 54, 0.72)",
} as const;

export type ColorName = keyof typeof colors;

/** Font stacks: system fonts only, so no request leaves the site and text shows at once. */
export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  heading:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
} as const;

/** Type scale in rem, on the visitor's own root size (16 px unless they changed it). Body text is `md`: 18 px. */
export const fontSizes = {
  sm: "1rem",
  md: "1.125rem",
  lg: "1.3125rem",
  xl: "1.625rem",
  "2xl": "2rem",
  "3xl": "2.5rem",
  "4xl": "3rem",
} as const;

export type FontSize = keyof typeof fontSizes;

export const fontWeights = {
  regular: 400,
  medium: 500,
  bold: 700,
} as const;

export const lineHeights = {
  tight: 1.2,
  snug: 1.35,
  body: 1.6,
} as const;

/** Spacing scale in rem: index 0 to 9 (0, 4, 8, 12, 16, 24, 32, 48, 64, 96 px). */
export const space = [
  "0",
  "0.25rem",
  "0.5rem",
  "0.75rem",
  "1rem",
  "1.5rem",
  "2rem",
  "3rem",
  "4rem",
  "6rem",
] as const;

export type Space = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export const radii = {
  sm: "0.375rem",
  md: "0.75rem",
  lg: "1.25rem",
  pill: "999px",
  round: "50%",
} as const;

export const shadows = {
  sm: "0 1px 2px rgba(12, 49, 54, 0.08), 0 1px 3px rgba(12, 49, 54, 0.10)",
  md: "0 4px 12px rgba(12, 49, 54, 0.10), 0 2px 4px rgba(12, 49, 54, 0.06)",
  lg: "0 16px 40px rgba(12, 49, 54, 0.18), 0 4px 12px rgba(12, 49, 54, 0.08)",
} as const;

/** Layout sizes. `target` is the smallest touch target: 48 px, above WCAG's 44 px, for unsteady hands. */
export const sizes = {
  target: "3rem",
  targetLarge: "3.5rem",
  container: "72rem",
  prose: "42rem",
  /**
   * The longest line of an article's running text, in its own font's em: 62-70 Portuguese characters, easy to
   * follow back. (65ch measured up to 76: "ch" is the width of a zero, wider than the average letter.)
   */
  measure: "34em",
  /** The doctor's small round photo beside an article's review line. */
  avatarSmall: "4rem",
  dialog: "28rem",
  /** The tallest a dialog gets: the rest of its content scrolls. */
  dialogMaxHeight: "90vh",
  /** A toast in the corner of a wide screen, clear of a centred dialog. */
  toast: "22rem",
  icon: "1.5rem",
  /** The narrowest a card gets before the grid drops a column. */
  card: "15rem",
  /** The narrowest a card with long text gets: two columns at most on a wide screen. */
  cardWide: "22rem",
  /** The narrowest a key-figure box gets. */
  stat: "12rem",
  /** The round photo beside the doctor's name on phones. */
  avatar: "6.5rem",
  /** The round photo of the links page. */
  avatarLarge: "9rem",
  /** The white frame around photos. */
  photoFrame: "4px",
  iconLarge: "2.5rem",
  focusRing: "3px",
  border: "2px",
  /** The busy ring of a button waiting for the page's scripts: as tall as its text. */
  spinner: "1em",
  spinnerStroke: "0.15em",
} as const;

/**
 * Mobile-first breakpoints (min-width), in em so they follow the visitor's font size: a phone with its text at
 * 200% is a narrow screen (360 px is 11.25em), and gets the narrow layout.
 * Below `xs` (a 320 px phone, or any phone with large text) paddings and headings are smaller, so that a line
 * still holds a long Portuguese word.
 */
export const breakpoints = {
  xs: "22em",
  sm: "30em",
  md: "48em",
  lg: "64em",
  xl: "80em",
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const zIndices = {
  header: 10,
  overlay: 100,
  toast: 200,
} as const;

export const durations = {
  fast: "120ms",
  normal: "200ms",
  /** One turn of the busy ring. */
  spin: "800ms",
} as const;

/** A foreground on a background, where it is used, and the least contrast it must keep. */
export interface ContrastPair {
  /** Foreground token. */
  fg: ColorName;
  /** Background token. */
  bg: ColorName;
  /** Where the pair is used. */
  usage: string;
  /** The least contrast ratio it must have: 7 for body text (WCAG AAA), 4.5 for other text, 3 for non-text. */
  minimum: 7 | 4.5 | 3;
}

export const contrastPairs: readonly ContrastPair[] = [
  { fg: "ink", bg: "surface", usage: "Body text", minimum: 7 },
  { fg: "ink", bg: "surfaceAlt", usage: "Body text on alternate sections", minimum: 7 },
  { fg: "ink", bg: "surfaceTint", usage: "Text on tinted panels", minimum: 7 },
  { fg: "inkMuted", bg: "surface", usage: "Secondary text", minimum: 7 },
  { fg: "inkMuted", bg: "surfaceAlt", usage: "Secondary text on alternate sections", minimum: 7 },
  { fg: "inkInverse", bg: "surfaceInverse", usage: "Text on the dark band", minimum: 7 },
  {
    fg: "inkInverseMuted",
    bg: "surfaceInverse",
    usage: "Secondary text on the dark band",
    minimum: 7,
  },
  { fg: "onPrimary", bg: "primary", usage: "Primary button label", minimum: 7 },
  { fg: "onPrimary", bg: "primaryStrong", usage: "Primary button label on hover", minimum: 7 },
  { fg: "primary", bg: "surface", usage: "Links and outline buttons", minimum: 7 },
  { fg: "primary", bg: "surfaceAlt", usage: "Links on alternate sections", minimum: 7 },
  { fg: "accent", bg: "surface", usage: "Accent headings and figures", minimum: 7 },
  { fg: "danger", bg: "surface", usage: "Error text", minimum: 4.5 },
  { fg: "success", bg: "surface", usage: "Success text", minimum: 4.5 },
  { fg: "star", bg: "surface", usage: "Rating stars", minimum: 4.5 },
  { fg: "border", bg: "surface", usage: "Input borders", minimum: 3 },
  { fg: "focus", bg: "surface", usage: "Focus ring", minimum: 3 },
  { fg: "focus", bg: "surfaceAlt", usage: "Focus ring on alternate sections", minimum: 3 },
  { fg: "focusInverse", bg: "surfaceInverse", usage: "Focus ring on the dark band", minimum: 3 },
];
