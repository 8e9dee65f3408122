import { globalCss } from "../../src/theme/globalCss";
import { theme } from "../../src/theme/theme";
import { colors } from "../../src/theme/tokens";

/** The declarations of each rule, by selector; the first rule wins, so media queries do not hide the base. */
function rules(css: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const key = (selector ?? "").trim();
    if (!found.has(key)) found.set(key, (body ?? "").trim());
  }
  return found;
}

describe("globalCss", () => {
  const css = globalCss();
  const bySelector = rules(css);

  it.each([
    ["body", `font-size: ${theme.fontSizes.md}`],
    ["body", `line-height: ${theme.lineHeights.body}`],
    ["body", `color: ${theme.colors.ink}`],
    ["body", `background: ${theme.colors.surface}`],
    ["body", `font-family: ${theme.fonts.body}`],
    ["a", `color: ${theme.colors.primary}`],
    [
      ":focus-visible",
      `outline: ${theme.sizes.focusRing} solid var(--focus-color, ${theme.colors.focus})`,
    ],
    ["[id]", `scroll-margin-top: ${theme.space[9]}`],
    ["*, *::before, *::after", "box-sizing: border-box"],
  ])("gives %s the theme's %s", (selector, declaration) => {
    expect(bySelector.get(selector)).toContain(declaration);
  });

  it("cuts motion for visitors who ask for less", () => {
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{ html \{ scroll-behavior: auto; \}/,
    );
  });

  it.each([
    ["--color-ink-muted", colors.inkMuted, colors.ink],
    ["--color-ink-inverse-muted", colors.inkInverseMuted, colors.inkInverse],
    ["--color-border-subtle", colors.borderSubtle, colors.border],
  ])(
    "defines %s as %s, and as %s for visitors who ask for more contrast",
    (variable, base, strong) => {
      expect(bySelector.get(":root")).toContain(`${variable}: ${base};`);
      const moreContrast = css.match(/@media \(prefers-contrast: more\) \{ :root \{([^}]*)\}/)?.[1];
      expect(moreContrast).toContain(`${variable}: ${strong};`);
    },
  );

  it.each([
    ["inkMuted", "--color-ink-muted", colors.inkMuted],
    ["inkInverseMuted", "--color-ink-inverse-muted", colors.inkInverseMuted],
    ["borderSubtle", "--color-border-subtle", colors.borderSubtle],
  ] as const)(
    "gives components %s as its variable, with the token as fallback",
    (name, variable, token) => {
      expect(theme.colors[name]).toBe(`var(${variable}, ${token})`);
    },
  );

  it("keeps icons visible in forced colours, in the colour of the text beside them", () => {
    expect(css).toMatch(
      /@media \(forced-colors: active\) \{ svg \{ color: inherit !important; \} \}/,
    );
  });

  it("knows nothing of the booking dialog's scroll lock (src/booking/scrollLockCss.ts)", () => {
    expect(css).not.toContain("--removed-body-scroll-bar-size");
  });

  it("follows a changed token", () => {
    // The tokens are literal types; a test theme with another colour has to say it is one.
    const changed = {
      ...theme,
      colors: { ...theme.colors, ink: "#000001" },
    } as unknown as typeof theme;
    expect(rules(globalCss(changed)).get("body")).toContain("color: #000001");
  });

  it("ships without comments or line breaks, with balanced braces", () => {
    expect(css).not.toMatch(/\/\*|\n/);
    expect(css.split("{").length).toBe(css.split("}").length);
  });
});
