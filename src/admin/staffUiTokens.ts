/**
 * The site's tokens as the custom properties staffUi.css reads, so the tokens stay the only place colours live:
 * the editor and the results set them on :root when they start, and the staff's guide, which runs no script, gets
 * them as a rule the build writes into its page.
 */
import { colors, fonts } from "../theme/tokens";

export const staffUiProperties: Readonly<Record<string, string>> = {
  "--staff-ink": colors.ink,
  "--staff-surface": colors.surface,
  "--staff-primary": colors.primary,
  "--staff-focus": colors.focus,
  "--staff-danger": colors.danger,
  "--staff-overlay": colors.overlay,
  "--staff-font": fonts.body,
};

/** The properties as one `:root` rule, for a page written at build time. */
export function staffUiRootCss(): string {
  const declarations = Object.entries(staffUiProperties).map(
    ([name, value]) => `${name}: ${value};`,
  );
  return `:root { ${declarations.join(" ")} }`;
}
