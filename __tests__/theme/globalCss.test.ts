import { globalCss } from "../../src/theme/globalCss";
import { theme } from "../../src/theme/theme";

describe("globalCss", () => {
  const css = globalCss();

  it.each([
    ["body text size", `font-size: ${theme.fontSizes.md}`],
    ["body line height", `line-height: ${theme.lineHeights.body}`],
    ["body text colour", `color: ${theme.colors.ink}`],
    ["page background", `background: ${theme.colors.surface}`],
    ["system font stack", `font-family: ${theme.fonts.body}`],
    ["link colour", `color: ${theme.colors.primary}`],
    [
      "focus ring",
      `outline: ${theme.sizes.focusRing} solid var(--focus-color, ${theme.colors.focus})`,
    ],
    ["anchor offset under the sticky bar", `scroll-margin-top: ${theme.space[9]}`],
    ["reduced motion", "@media (prefers-reduced-motion: reduce)"],
  ])("writes the %s from the theme", (_what, declaration) => {
    expect(css).toContain(declaration);
  });

  it("follows a changed token", () => {
    // The tokens are literal types; a test theme with another colour has to say it is one.
    const changed = {
      ...theme,
      colors: { ...theme.colors, ink: "#000001" },
    } as unknown as typeof theme;
    expect(globalCss(changed)).toContain("color: #000001");
  });

  it("ships without comments or line breaks, with balanced braces", () => {
    expect(css).not.toMatch(/\/\*|\n/);
    expect(css.split("{").length).toBe(css.split("}").length);
  });
});
