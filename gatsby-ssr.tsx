import type { GatsbySSR } from "gatsby";
import { BootStatus } from "./src/boot/BootStatus";

export { wrapPageElement, wrapRootElement } from "./src/root/wrapRootElement";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setPostBodyComponents,
}) => {
  setHtmlAttributes({ lang: "pt-BR" });
  setPostBodyComponents([<BootStatus key="boot-status" />]);
};
