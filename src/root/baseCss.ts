import { scrollLockCss } from "../booking/scrollLockCss";
import { globalCss } from "../theme/globalCss";

/**
 * The style every page starts with, written into its head at build time (gatsby-ssr.tsx), and the same in the
 * catalogue and the editor's preview: the theme's base style, then what the booking dialog needs from the start.
 */
export function baseCss(): string {
  return `${globalCss()}\n${scrollLockCss}`;
}
