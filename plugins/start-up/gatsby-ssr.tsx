/** The start-up's part of each page's render: the head trimmed and given the base style, the body without U+0000. */
export { onPreRenderHTML } from "./pageHead";
export { replaceRenderer } from "./streamingRender";
