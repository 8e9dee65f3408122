import type { GatsbySSR } from "gatsby";

export { wrapPageElement, wrapRootElement } from "./src/root/wrapRootElement";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "pt-BR" });
};
