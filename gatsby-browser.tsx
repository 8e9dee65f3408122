import type { GatsbyBrowser } from "gatsby";
import { hydrate } from "./src/boot/hydrate";

export { wrapPageElement, wrapRootElement } from "./src/root/wrapRootElement";

type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

/**
 * React's start on the page: see src/boot/hydrate.ts for what it adds to Gatsby's own. Gatsby types the function
 * with the legacy ReactDOM.render signature; it calls it with the element and the #___gatsby container.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrate as unknown as Renderer;
