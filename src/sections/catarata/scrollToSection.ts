/**
 * Scrolls to the element with `id`, smoothly unless the visitor prefers reduced motion, and moves keyboard
 * focus there so the next Tab continues from it. Updates the address bar as the plain link would.
 */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, "", `#${id}`);
}
