import type { GatsbyBrowser } from "gatsby";
import { hydrate } from "./src/boot/hydrate";
import { specialDatesCheckGlobal } from "./src/boot/startUpNames";
import { notePageShown } from "./src/counting/countQueue";

export { wrapPageElement, wrapRootElement } from "./src/root/wrapRootElement";

type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

/**
 * React's start on the page (src/boot/hydrate.ts): docs/how-a-page-starts.md says what it adds to Gatsby's own, and
 * what follows a tap.
 * Gatsby types the function with the legacy ReactDOM.render signature; it calls it with the element and the
 * #___gatsby container.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrate as unknown as Renderer;

/**
 * Each page shown is counted (src/counting/countQueue.ts: noted in memory, counted after idle), unless the build
 * turned counting off with GATSBY_COUNTING=off (docs/counting.md): then no counting code is loaded. A page React
 * draws itself (one reached by a link) gets the inline check of its special dates (src/boot/specialDatesCheck.ts),
 * which the page's HTML ran for the first.
 */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  window[specialDatesCheckGlobal]?.();
  if (process.env.GATSBY_COUNTING !== "off") notePageShown(location.pathname);
};
