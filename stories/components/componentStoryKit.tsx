/**
 * What the component stories share: a colour of the theme as the browser computes it, and large text.
 *
 * Many visitors set their phone's text to 200%; every size of the design system is in rem, so a root font size
 * of 200% shows the components as they see them. The breakpoints are in em, and media queries count em from the
 * browser's default size, not the root's: so in Storybook's UI a large-text story also opens in a small phone's
 * window (320 px), where the narrow layout applies as on a real phone. The test runner keeps its wide window,
 * and the story's own 320 px column is then a harder test than the phone: the paddings stay the wide ones.
 */
import type { StoryContext } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect } from "storybook/test";
import { theme } from "../../src/theme/theme";

/**
 * A colour token as getComputedStyle gives it ("rgb(8, 84, 90)"), so a story compares a component's colour with
 * the token and follows it when the token changes. Some tokens are CSS variables; the probe resolves them too.
 * Not inside waitFor: the probe changes the page, and waitFor runs its callback again on every change.
 */
export function themeColor(name: keyof typeof theme.colors): string {
  const probe = document.createElement("span");
  probe.style.color = theme.colors[name];
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

/** The text size of a phone set to "largest". */
const largeText = "200%";

/**
 * A `beforeEach` that sets the text to 200% for one story and puts it back after. Not on the docs page, where
 * every story of the file shares the one document.
 */
export function withLargeText({ viewMode }: StoryContext) {
  if (viewMode === "docs") return undefined;
  const root = document.documentElement;
  const before = root.style.fontSize;
  root.style.fontSize = largeText;
  return () => {
    root.style.fontSize = before;
  };
}

/** A large-text story's `globals`: Storybook's small-phone window (320 px wide), in the UI. */
export const smallPhoneGlobals = { viewport: { value: "mobile1", isRotated: false } };

/** The width of a small phone's screen, in CSS px. */
export const phoneWidth = 320;

/**
 * A column as wide as a small phone, labelled so a play function finds it by role. In Portuguese, as the site
 * is, so that long words hyphenate where the browser knows the language.
 */
export function PhoneColumn({ children }: { children: ReactNode }) {
  return (
    <div lang="pt-BR" role="group" aria-label="Tela de celular" style={{ maxWidth: phoneWidth }}>
      {children}
    </div>
  );
}

/**
 * Nothing inside `container` crosses its left or right edge, and nothing scrolls sideways: the words wrap, so
 * the reader never pans to read a line. (A text input's own value may scroll inside it, as inputs do; a box
 * that lets its content show, like a close button pulled into a corner, does not scroll.)
 */
export async function expectNoOverflow(container: HTMLElement) {
  const edge = container.getBoundingClientRect();
  const problems: string[] = [];
  for (const element of container.querySelectorAll("*")) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const name = `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").slice(0, 30)}"`;
    if (box.left < edge.left - 1 || box.right > edge.right + 1)
      problems.push(`${name} spans ${Math.round(box.left)}-${Math.round(box.right)} px`);
    if (
      !(element instanceof HTMLInputElement) &&
      getComputedStyle(element).overflowX !== "visible" &&
      element.clientWidth > 0 &&
      element.scrollWidth > element.clientWidth + 1
    )
      problems.push(
        `${name} scrolls sideways: ${element.scrollWidth} px in ${element.clientWidth}`,
      );
  }
  await expect(problems).toEqual([]);
}

/** The root font size in px, to prove the story runs at 200% text. */
export function rootFontSize(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize);
}
