import type { GatsbySSR } from "gatsby";
import type { ReactElement } from "react";
import { BootStatus } from "./src/boot/BootStatus";
import { baseCss } from "./src/root/baseCss";

export { wrapPageElement, wrapRootElement } from "./src/root/wrapRootElement";
export { replaceRenderer } from "./src/build/gatsby/streamingRender";

/**
 * What gatsby-plugin-image adds to every page's head for its GatsbyImage component, which the site does not
 * use (src/components/Photo.tsx renders the plugin's images as plain HTML): dead CSS and an inline script.
 */
const unusedHeadKeys = new Set([
  "gatsby-image-style",
  "gatsby-image-style-noscript",
  "gatsby-image-style-script",
]);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setPostBodyComponents,
}) => {
  setHtmlAttributes({ lang: "pt-BR" });
  setPostBodyComponents([<BootStatus key="boot-status" />]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const kept = (getHeadComponents() as ReactElement[]).filter(
    (component) => !unusedHeadKeys.has(String(component.key)),
  );
  // The base style (src/root/baseCss.ts), static in the head before the components' styles, as a reset goes.
  const baseStyle = (
    <style key="global-style" id="global-style" dangerouslySetInnerHTML={{ __html: baseCss() }} />
  );
  const firstStyle = kept.findIndex((component) => component.type === "style");
  kept.splice(firstStyle < 0 ? kept.length : firstStyle, 0, baseStyle);
  replaceHeadComponents(kept);
};
