import type { GatsbySSR } from "gatsby";

export { wrapRootElement } from "./src/root/wrapRootElement";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "pt-BR" });
};
