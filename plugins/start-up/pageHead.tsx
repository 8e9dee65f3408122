import type { GatsbySSR } from "gatsby";
import type { ReactElement } from "react";
import { baseCss } from "../../src/root/baseCss";

/**
 * What gatsby-plugin-image adds to every page's head for its GatsbyImage component, which the site does not
 * use (src/components/Photo.tsx renders the plugin's images as plain HTML): dead CSS and an inline script.
 */
const unusedHeadKeys = new Set([
  "gatsby-image-style",
  "gatsby-image-style-noscript",
  "gatsby-image-style-script",
]);

/**
 * Gatsby's onPreRenderHTML: the head without gatsby-plugin-image's unused parts, and with the base style
 * (src/root/baseCss.ts), static, before the components' styles, as a reset goes. On a Gatsby upgrade, check the
 * keys above against what the plugin writes.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const kept = (getHeadComponents() as ReactElement[]).filter(
    (component) => !unusedHeadKeys.has(String(component.key)),
  );
  const baseStyle = (
    <style key="global-style" id="global-style" dangerouslySetInnerHTML={{ __html: baseCss() }} />
  );
  const firstStyle = kept.findIndex((component) => component.type === "style");
  kept.splice(firstStyle < 0 ? kept.length : firstStyle, 0, baseStyle);
  replaceHeadComponents(kept);
};
