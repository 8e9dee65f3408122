import { buildSync } from "esbuild";

/**
 * The elements of the page with a role and an accessible name, found in the page by dom-accessibility-api (the W3C
 * accessible-name algorithm Testing Library computes with): the source of an expression whose value is the finder
 * `(role, name) => elements`, bundled once by esbuild, which both drivers evaluate in the page. Firefox's own
 * accessibility tree, which puppeteer's ARIA queries and BiDi's accessibility locator read, is built anew for each
 * query: nearly a second of the machine's time each, some three in four of what the engines tests cost in Firefox;
 * WebKitWebDriver answers the name and role one element at a time, three requests for each candidate. With
 * JavaScript off, where the page runs no script, Firefox's locator is still used.
 */
let finderSource;
export function byRoleAndName() {
  finderSource ??= `(() => {${
    buildSync({
      stdin: {
        contents: `import { computeAccessibleName, getRole, isInaccessible } from "dom-accessibility-api";
          export default (role, name) =>
            [...document.querySelectorAll("*")].filter(
              (element) =>
                getRole(element) === role &&
                !isInaccessible(element) &&
                computeAccessibleName(element).trim() === name,
            );`,
        resolveDir: import.meta.dirname,
        loader: "js",
      },
      bundle: true,
      write: false,
      format: "iife",
      globalName: "finder",
      target: "es2020",
      minify: true,
    }).outputFiles[0].text
  }; return finder.default; })()`;
  return finderSource;
}
