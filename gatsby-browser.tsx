export { wrapRootElement } from "./src/root/RootWrapper";
