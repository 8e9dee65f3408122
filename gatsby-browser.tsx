export { wrapRootElement } from "./src/root/wrapRootElement";
