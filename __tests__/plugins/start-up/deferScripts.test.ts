import { parse } from "acorn";
import { loaderScript } from "../../../plugins/start-up/compileLoader";
import {
  deferScripts,
  startUpPagePath,
  startUpScripts,
} from "../../../plugins/start-up/deferScripts";
import {
  deferredScriptsAttribute,
  pagePathAttribute,
  preloadAttribute,
} from "../../../src/boot/startUpNames";

const gatsbyTail =
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>' +
  '<script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1.js" async></script>' +
  '<script src="/framework-2.js" async=""></script>' +
  '<script src="/app-3.js" async></script>';

const loaderFor = (list: string, path?: string) =>
  `<script ${deferredScriptsAttribute}='${list}'${path === undefined ? "" : ` ${pagePathAttribute}='${path}'`}>${loaderScript()}</script>`;

describe("deferScripts", () => {
  it.each([
    ["a page without scripts", "<html><body><p>Olá</p></body></html>"],
    ["an inline script", "<body><script>window.x=1</script></body>"],
    ["JSON-LD", '<head><script type="application/ld+json">{"@type":"Physician"}</script></head>'],
    ["a script that is not async", '<body><script src="/app.js"></script></body>'],
    [
      "a script from another site",
      '<body><script src="https://example.com/a.js" async></script></body>',
    ],
  ])("leaves %s as it is", (_what, html) => {
    expect(deferScripts(html)).toBe(html);
  });

  const head = "<head><title>Olá</title></head>";
  it.each([
    [
      "Gatsby's three scripts, in order, at the end of the head, after Gatsby's inline settings; the page's path in the loader",
      `${head}<body><main>…</main>${gatsbyTail}</body>`,
      `<head><title>Olá</title>${loaderFor('["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]', "/")}</head>` +
        '<body><main>…</main><script>window.___webpackCompilationHash="abc";</script>' +
        "</body>",
    ],
    [
      "a page's path that needs escaping, as Gatsby writes it and as an attribute",
      `${head}<body><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/a'b\\"c/";/*]]>*/</script><script src="/app-3.js" async></script></body>`,
      `<head><title>Olá</title>${loaderFor('["/app-3.js"]', '/a&#39;b"c/')}</head><body></body>`,
    ],
    [
      "a single script",
      `${head}<body><script src="/app-3.js" async></script></body>`,
      `<head><title>Olá</title>${loaderFor('["/app-3.js"]')}</head><body></body>`,
    ],
    [
      "a script whose name needs escaping in an attribute",
      `${head}<body><script src="/a'b&c<d.js" async></script></body>`,
      `<head><title>Olá</title>${loaderFor('["/a&#39;b&amp;c&lt;d.js"]')}</head><body></body>`,
    ],
  ])("replaces %s with one loader", (_what, html, expected) => {
    expect(deferScripts(html)).toBe(expected);
  });

  it("refuses a page with Gatsby's scripts but no head to put the loader in", () => {
    expect(() => deferScripts(`<body>${gatsbyTail}</body>`)).toThrow(/no <\/head>/);
  });

  it("gives the loader what to preload, escaped as the script list is", () => {
    const html = deferScripts('<head></head><body><script src="/app-3.js" async></script></body>', [
      ["/page-data/index/page-data.json", "fetch"],
      ["/booking-modal-'1.js", "script"],
    ]);
    expect(html).toContain(
      `${preloadAttribute}='[["/page-data/index/page-data.json","fetch"],["/booking-modal-&#39;1.js","script"]]'`,
    );
    expect(startUpScripts(html)).toEqual(["/app-3.js"]);
  });

  it("replaces a loader an earlier build left in the page (Gatsby keeps unchanged pages) with this build's, in the head", () => {
    const earlier = `<head></head><body><main>…</main><script ${deferredScriptsAttribute}='["/app-3.js"]' ${preloadAttribute}='[["/old.js","script"]]'>var old=1</script></body>`;
    expect(deferScripts(earlier, [["/page-data/index/page-data.json", "fetch"]])).toBe(
      `<head><script ${deferredScriptsAttribute}='["/app-3.js"]' ${preloadAttribute}='[["/page-data/index/page-data.json","fetch"]]'>${loaderScript()}</script></head><body><main>…</main></body>`,
    );
  });

  it("keeps the page's path an earlier build moved into its loader", () => {
    const once = deferScripts(
      `<head></head><body>${gatsbyTail.replace('"/"', '"/conteudos/x/"')}</body>`,
    );
    expect(startUpPagePath(once)).toBe("/conteudos/x/");
    expect(deferScripts(once, [["/page-data/x.json", "fetch"]])).toContain(
      `${pagePathAttribute}='/conteudos/x/'`,
    );
    expect(startUpPagePath("<body><p>Olá</p></body>")).toBeUndefined();
  });

  it("is idempotent: a page already deferred stays the same", () => {
    const once = deferScripts(`<head></head><body>${gatsbyTail}</body>`);
    expect(deferScripts(once)).toBe(once);
  });
});

describe("loaderScript", () => {
  it("is ES5 that any phone parses", () => {
    expect(() => parse(loaderScript(), { ecmaVersion: 5 })).not.toThrow();
  });

  it("is the same on every page, so the security policy needs one hash for it", () => {
    const a = deferScripts('</head><script src="/app-1.js" async></script>');
    const b = deferScripts(
      '</head><script src="/app-2.js" async></script><script src="/x.js" async></script>',
    );
    const body = (html: string) => html.slice(html.indexOf(">") + 1, html.lastIndexOf("</script>"));
    expect(body(a)).toBe(body(b));
  });
});

describe("startUpScripts", () => {
  const sources = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];
  it.each([
    ["Gatsby's tags", `<body>${gatsbyTail}</body>`, sources],
    [
      "the loader that replaced them",
      deferScripts(`<head></head><body>${gatsbyTail}</body>`),
      sources,
    ],
    [
      "an escaped name",
      deferScripts(`</head><script src="/a'b&c.js" async></script>`),
      ["/a'b&c.js"],
    ],
    ["a page without scripts", "<body><p>Olá</p></body>", []],
  ])("reads them from %s", (_from, html, expected) => {
    expect(startUpScripts(html)).toEqual(expected);
  });
});
