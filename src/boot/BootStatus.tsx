import type { CSSProperties } from "react";
import { bootStatusId } from "./startUpNames";

/** The same rules as the design system's VisuallyHidden, inline: this element is outside React's tree. */
const visuallyHidden: CSSProperties = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
};

/**
 * A polite live region for the page's script loader (src/boot/loader.ts): it says "Abrindo o
 * agendamento…" while a tapped call to action waits for the app. It is written after React's root, not inside
 * it, so that text the loader puts in before React starts can never make the server's markup and React's
 * first render disagree.
 */
export function BootStatus() {
  return <div id={bootStatusId} role="status" style={visuallyHidden} />;
}
