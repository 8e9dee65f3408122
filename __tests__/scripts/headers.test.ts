/**
 * The post-build headers step's own rules (scripts/lib/headers.mjs): how `_headers` matches a path, what it refuses,
 * how the pages' block is written with each page's script hashes and each staff page's policy found for it. What the
 * built site's `_headers` says, and what the host's runtime answers with it, is __tests__/site/security.test.mjs's.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import {
  assertOneBlockPerHeader,
  assertPagesListed,
  assertKnownInlineScripts,
  completeHeaders,
  directive,
  headersAt,
  inlineScripts,
  maxRules,
  pageBlockPaths,
  knownInlineScripts,
  parseHeaders,
  pathMatches,
  policyAt,
  scriptHash,
} from "../../scripts/lib/headers.mjs";
import * as registry from "../../src/shared/sitePages";

describe("_headers means the same on every host", () => {
  it("matches paths with * as any characters", () => {
    assert.ok(pathMatches("/*", "/"));
    assert.ok(pathMatches("/*.js", "/app-1b67f913400084f70a24.js"));
    assert.ok(pathMatches("/static/*", "/static/abc/1d916/photo.avif?x=1"));
    assert.ok(!pathMatches("/static/*", "/app.js"));
    assert.ok(!pathMatches("/*.js", "/app.js.map"));
    assert.ok(!pathMatches("/catarata", "/catarata/"));
    assert.ok(!pathMatches("/admin/*", "/admin"));
  });

  it("refuses a header that two blocks set for one path, and any `!` line", () => {
    const overlap = parseHeaders("/*\n  X-A: 1\n/admin/*\n  X-A: 2\n");
    assert.throws(
      () => assertOneBlockPerHeader(overlap, []),
      /\/admin\/ gets X-A from both \/\* and \/admin\/\*/,
    );
    const detach = parseHeaders("/*\n  X-A: 1\n/admin/*\n  ! X-A\n  X-A: 2\n");
    assert.throws(() => assertOneBlockPerHeader(detach, []), /only Cloudflare/);
    assert.doesNotThrow(() =>
      assertOneBlockPerHeader(parseHeaders("/*\n  X-A: 1\n/admin/*\n  X-B: 2\n"), ["/admin/x"]),
    );
  });

  it("writes the pages' block once per page address, each with its own page's scripts in its policy", () => {
    const template =
      "/*\n  X-A: 1\n{{page}}\n  CSP-Hashes: {{script-hashes}}\n/admin/*\n  X-B: 2\n";
    const { headers, hashes, addresses } = completeHeaders(template, [
      { file: "index.html", html: "<script>a()</script><script>b()</script><script>a()</script>" },
      { file: "catarata/index.html", html: "<script>c()</script>" },
      { file: "404.html", html: "<script>d()</script>" },
      { file: "admin/index.html", html: "<script>e()</script>" },
    ]);
    assert.deepEqual(hashes, ["a()", "b()", "c()", "d()"].map(scriptHash).sort());
    assert.deepEqual(addresses, ["/", "/catarata/"]);
    const written = parseHeaders(headers);
    assert.deepEqual(
      written.map((rule) => rule.path),
      ["/*", "/", "/catarata/", "/admin/*"],
    );
    const hashesAt = (path: string) => written.find((rule) => rule.path === path)?.headers[0]?.[1];
    assert.equal(hashesAt("/"), [scriptHash("a()"), scriptHash("b()")].sort().join(" "));
    assert.equal(hashesAt("/catarata/"), scriptHash("c()"));
    assert.equal(hashesAt("/catarata"), undefined, "the old form only redirects");
    assert.throws(() => completeHeaders(template, []), /no page/);
    assert.throws(
      () => completeHeaders("{{page}}\n  X-A: 1\n/x\n  CSP-Hashes: {{script-hashes}}\n", []),
      /needs \{\{script-hashes\}\} in the pages' policy/,
    );
    const policyTemplate =
      "{{page}}\n  Content-Security-Policy: script-src 'self' {{script-hashes}}; object-src 'none'\n";
    assert.equal(
      completeHeaders(policyTemplate, [{ file: "index.html", html: "" }]).policyOf(
        "<script>d()</script>",
      ),
      `script-src 'self' ${scriptHash("d()")}; object-src 'none'`,
    );
  });

  it.each<[string, { address: string; block: string }[], { path: string; block: string }[]]>([
    [
      "articles alike share one block below their folder's page",
      [
        { address: "/", block: "A" },
        { address: "/conteudos/", block: "A" },
        { address: "/conteudos/catarata/", block: "A" },
        { address: "/conteudos/glaucoma/", block: "A" },
      ],
      [
        { path: "/", block: "A" },
        { path: "/conteudos/", block: "A" },
        { path: "/conteudos/*/", block: "A" },
      ],
    ],
    [
      "an article whose scripts differ keeps a block each",
      [
        { address: "/conteudos/", block: "A" },
        { address: "/conteudos/catarata/", block: "A" },
        { address: "/conteudos/glaucoma/", block: "B" },
      ],
      [
        { path: "/conteudos/", block: "A" },
        { path: "/conteudos/catarata/", block: "A" },
        { path: "/conteudos/glaucoma/", block: "B" },
      ],
    ],
    [
      "one article alone keeps its own",
      [
        { address: "/conteudos/", block: "A" },
        { address: "/conteudos/catarata/", block: "A" },
      ],
      [
        { path: "/conteudos/", block: "A" },
        { path: "/conteudos/catarata/", block: "A" },
      ],
    ],
    [
      "the pages below the home page keep their own: `/*/` would be the editor's too",
      [
        { address: "/", block: "A" },
        { address: "/catarata/", block: "A" },
        { address: "/links/", block: "A" },
      ],
      [
        { path: "/", block: "A" },
        { path: "/catarata/", block: "A" },
        { path: "/links/", block: "A" },
      ],
    ],
    [
      "pages with no page above them keep their own",
      [
        { address: "/catarata/", block: "A" },
        { address: "/links/", block: "A" },
      ],
      [
        { path: "/catarata/", block: "A" },
        { path: "/links/", block: "A" },
      ],
    ],
  ])("pageBlockPaths: %s", (_what, pages, expected) => {
    assert.deepEqual(pageBlockPaths(pages), expected);
  });

  it("fits 200 articles: the site's own template, under 80 blocks, each article still given its page's policy", async () => {
    const template = await import("node:fs").then(({ readFileSync }) =>
      readFileSync("static/_headers", "utf8"),
    );
    const same = '<script>window.___webpackCompilationHash="abc";</script>';
    const pages = [
      ...["index.html", "catarata/index.html", "links/index.html", "conteudos/index.html"].map(
        (file) => ({ file, html: same }),
      ),
      ...Array.from({ length: 200 }, (_, index) => ({
        file: `conteudos/artigo-${index}/index.html`,
        html: same,
      })),
    ];
    const { headers } = completeHeaders(template, pages);
    const rules = parseHeaders(headers);
    assert.ok(
      rules.length < 80,
      `${rules.length} blocks, of the ${maxRules} Cloudflare Pages reads`,
    );
    const policy = policyAt(rules, "/conteudos/artigo-199/");
    assert.match(
      policy ?? "",
      new RegExp(scriptHash('window.___webpackCompilationHash="abc";').replace(/[+/]/g, "\\$&")),
    );
    assert.equal(policyAt(rules, "/conteudos/feed.xml"), undefined);
    assert.equal(policyAt(rules, "/conteudos/artigo-1/og-image.jpg"), undefined);
  });

  it.each<[string, string, string[], Record<string, string>]>([
    [
      "a page: every block that matches",
      "/catarata/",
      [],
      { "X-All": "1", CSP: "page", COOP: "same-origin" },
    ],
    [
      "a script: the common block and its own",
      "/app-1.js",
      [],
      { "X-All": "1", "Cache-Control": "year" },
    ],
    [
      "a page, one header left out, in any case",
      "/catarata/",
      ["coop"],
      { "X-All": "1", CSP: "page" },
    ],
    ["an address no block names but /*", "/x", [], { "X-All": "1" }],
  ])("headersAt: %s", (_what, path, leaveOut, expected) => {
    const rules = parseHeaders(
      "/*\n  X-All: 1\n/*.js\n  Cache-Control: year\n/catarata/\n  CSP: page\n  COOP: same-origin\n",
    );
    assert.deepEqual(headersAt(rules, path, leaveOut), expected);
  });

  it("gives each staff page the policy the file gives its address, and stops at one added without a block", () => {
    const template =
      "/*\n  X-A: 1\n{{page}}\n  Content-Security-Policy: script-src 'self' {{script-hashes}}\n" +
      "/admin/*\n  X-Robots-Tag: noindex\n" +
      "/admin/\n  Content-Security-Policy: script-src 'self' 'unsafe-eval'\n" +
      "/admin/index.html\n  Content-Security-Policy: script-src 'self' 'unsafe-eval'\n" +
      "/admin/consultorio/*\n  Content-Security-Policy: script-src 'self'; connect-src 'self' x\n" +
      "/admin/resultados/*\n  Content-Security-Policy: script-src 'self'\n" +
      "/admin/404.html\n  Content-Security-Policy: script-src 'self'\n";
    const { editorPolicyOf } = completeHeaders(template, [{ file: "index.html", html: "" }]);
    for (const [file, policy] of [
      ["admin/index.html", "script-src 'self' 'unsafe-eval'"],
      ["admin/404.html", "script-src 'self'"],
      ["admin/resultados/index.html", "script-src 'self'"],
      ["admin/consultorio/index.html", "script-src 'self'; connect-src 'self' x"],
    ] as [string, string][])
      assert.equal(editorPolicyOf(file), policy, file);
    assert.throws(
      () => editorPolicyOf("admin/novo/index.html"),
      /staff's page \/admin\/novo\/ no Content-Security-Policy/,
    );
    const bare = completeHeaders("{{page}}\n  CSP: {{script-hashes}}\n", [
      { file: "index.html", html: "" },
    ]);
    assert.throws(
      () => bare.editorPolicyOf("admin/index.html"),
      /\/admin\/ no Content-Security-Policy/,
    );
    assert.equal(policyAt(parseHeaders(template), "/x"), undefined);
  });

  it.each([
    ["a patient's page", "/catarata/", "'unsafe-eval'"],
    ["every staff page at once", "/admin/*", "'unsafe-eval'"],
    ["the phone page", "/admin/consultorio/*", "'unsafe-eval'"],
    ["the results, WebAssembly", "/admin/resultados/*", "'wasm-unsafe-eval'"],
  ])("refuses eval anywhere but Decap CMS's page: %s", (_what, path, source) => {
    const template = `{{page}}\n  CSP: {{script-hashes}}\n${path}\n  Content-Security-Policy: script-src 'self' ${source}\n`;
    assert.throws(
      () => completeHeaders(template, [{ file: "index.html", html: "" }]),
      new RegExp(`${path.replace(/[*/]/g, "\\$&")}: script-src must not allow eval`),
    );
  });

  it("refuses two policies for a staff page's address, not only for its file", () => {
    const template =
      "{{page}}\n  CSP: {{script-hashes}}\n" +
      "/admin/ajuda/*\n  Content-Security-Policy: script-src 'self'\n" +
      "/admin/*/\n  Content-Security-Policy: script-src 'self'\n";
    assert.throws(
      () =>
        completeHeaders(template, [
          { file: "index.html", html: "" },
          { file: "admin/ajuda/index.html", html: "" },
        ]),
      /\/admin\/ajuda\/ gets Content-Security-Policy from both \/admin\/ajuda\/\* and \/admin\/\*\//,
    );
  });

  describe("the site's own template, static/_headers, for the staff's pages", () => {
    const template = readFileSync("static/_headers", "utf8");
    const staffPages = ["consultorio", "resultados", "ajuda"].map(
      (name) => `admin/${name}/index.html`,
    );
    const { headers, editorPolicyOf } = completeHeaders(template, [
      { file: "index.html", html: "" },
      ...["admin/index.html", "admin/404.html", ...staffPages].map((file) => ({ file, html: "" })),
    ]);
    const rules = parseHeaders(headers);
    const policiesAt = (path: string) =>
      rules
        .filter((rule) => pathMatches(rule.path, path))
        .flatMap((rule) =>
          rule.headers.filter(([name]) => /^content-security-policy$/i.test(name)),
        );

    it.each([
      ["/admin/consultorio/", "/admin/consultorio/index.html"],
      ["/admin/resultados/", "/admin/resultados/index.html"],
      ["/admin/ajuda/", "/admin/ajuda/index.html"],
      ["/admin/404.html", "/admin/404.html"],
    ])("%s: exactly one policy, with no eval and no GitHub", (address, file) => {
      assert.equal(policiesAt(address).length, 1, address);
      assert.deepEqual(policiesAt(file), policiesAt(address), file);
      const policy = policyAt(rules, address) ?? "";
      assert.doesNotMatch(policy, /unsafe-eval/);
      assert.equal(directive(policy, "script-src"), "'self'");
      assert.doesNotMatch(policy, /github/);
      assert.equal(directive(policy, "frame-ancestors"), "'none'");
    });

    it("only the phone page looks for decap-server, on a staff member's own machine", () => {
      assert.match(
        directive(policyAt(rules, "/admin/consultorio/") ?? "", "connect-src") ?? "",
        /localhost:8081/,
      );
      for (const path of ["/admin/resultados/", "/admin/ajuda/", "/admin/404.html"])
        assert.equal(directive(policyAt(rules, path) ?? "", "connect-src"), "'self'", path);
    });

    it("Decap CMS's page, and only it, keeps what Decap needs: eval, WebAssembly, GitHub's API", () => {
      for (const path of ["/admin", "/admin/", "/admin/index.html"]) {
        assert.equal(policiesAt(path).length, 1, path);
        const policy = policyAt(rules, path) ?? "";
        assert.match(
          directive(policy, "script-src") ?? "",
          /'unsafe-eval' 'wasm-unsafe-eval'/,
          path,
        );
        assert.match(directive(policy, "connect-src") ?? "", /https:\/\/api\.github\.com/, path);
      }
      assert.equal(editorPolicyOf("admin/index.html"), policyAt(rules, "/admin/"));
      for (const file of staffPages) assert.doesNotMatch(editorPolicyOf(file), /unsafe-eval/, file);
    });

    it("an address under /admin/ with no file gets no policy from a header: admin/404.html brings its own", () => {
      assert.deepEqual(policiesAt("/admin/nada-aqui"), []);
      assert.equal(headersAt(rules, "/admin/nada-aqui")["X-Robots-Tag"], "noindex, nofollow");
    });
  });

  it("refuses a built page the page registry does not list, and a page it lists that the build did not make", () => {
    const given = {
      pages: Object.values(registry.sitePages),
      notFoundAddress: registry.notFoundAddress,
      isPagePath: registry.isPagePath,
    };
    const listed = Object.values(registry.sitePages)
      .map(({ address }) => address)
      .filter((address) => !address.includes(":") && address !== registry.notFoundAddress);
    const built = [...listed, ...listed.map((address) => address.replace(/(.)\/$/, "$1"))];
    assert.doesNotThrow(() => assertPagesListed([...built, "/conteudos/glaucoma/"], given));
    assert.throws(
      () => assertPagesListed([...built, "/glaucoma/", "/glaucoma"], given),
      /\/glaucoma\/ was built, but no entry of src\/shared\/sitePages.ts lists it/,
    );
    assert.throws(
      () =>
        assertPagesListed(
          built.filter((address) => !address.startsWith("/links")),
          given,
        ),
      /src\/shared\/sitePages.ts lists \/links\/, but the build made no page there/,
    );
  });

  it("finds only the inline scripts a browser runs, with the hash browsers compute", () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="module">b()</script>' +
      '<script type="application/ld+json">{"@type":"Physician"}</script>';
    assert.deepEqual(inlineScripts(html), ["a()", "b()"]);
    // echo -n 'a()' | openssl dgst -sha256 -binary | base64
    assert.equal(scriptHash("a()"), "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='");
  });
});

describe("a patient's page carries only the inline scripts the site's code writes", () => {
  const written = {
    loader: "!function(){loader()}();",
    registration: "register()",
    specialDates: "check()",
  };
  const known = knownInlineScripts(written);
  const page = (tags: string) => `<html><head></head><body>${tags}</body></html>`;
  it.each<[string, string, string | null]>([
    [
      "the loader",
      `<script data-deferred-scripts='["/a.js"]' data-preload='[]'>${written.loader}</script>`,
      null,
    ],
    ["the worker's registration", `<script>${written.registration}</script>`, null],
    [
      "the special dates' check",
      `<script data-special-dates>${written.specialDates}</script>`,
      null,
    ],
    [
      "Gatsby's page path",
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/catarata/";/*]]>*/</script>',
      null,
    ],
    [
      "Gatsby's chunk map",
      '<script\n id="gatsby-chunk-mapping"\n >\n window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";\n </script>',
      null,
    ],
    [
      "Gatsby's build hash",
      '<script>window.___webpackCompilationHash="4b182f43f2e8785f8b88";</script>',
      null,
    ],
    ["data, not script", '<script type="application/ld+json">{"a":1}</script>', null],
    ["a script from a file", '<script src="/app-1.js"></script>', null],
    ["a planted script", "<script>alert(1)</script>", "alert(1)"],
    [
      "the loader changed",
      `<script data-deferred-scripts='[]'>${written.loader}x()</script>`,
      "loader()",
    ],
    ["the loader's body without its tag", `<script>${written.loader}</script>`, "loader()"],
    ["the check under another tag", `<script>${written.specialDates}</script>`, "check()"],
    [
      "a page path with a statement after it",
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/x/";alert(1);/*]]>*/</script>',
      "alert(1)",
    ],
    [
      "a page path that leaves its string",
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/x/"+alert(1)+"";/*]]>*/</script>',
      "alert(1)",
    ],
    [
      "a chunk map with a statement after it",
      '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";alert(1);</script>',
      "alert(1)",
    ],
    [
      "a build hash that is not one",
      "<script>window.___webpackCompilationHash=alert(1);</script>",
      "alert(1)",
    ],
    ["a module script", '<script type="module">alert(1)</script>', "alert(1)"],
  ])("%s", (_, tags, refused) => {
    if (refused === null) {
      expect(() =>
        assertKnownInlineScripts("catarata/index.html", page(tags), known),
      ).not.toThrow();
    } else {
      expect(() => assertKnownInlineScripts("catarata/index.html", page(tags), known)).toThrow(
        /^catarata\/index\.html: an inline script that no code of the site writes/,
      );
      expect(() => assertKnownInlineScripts("catarata/index.html", page(tags), known)).toThrow(
        refused,
      );
    }
  });

  it("stops the headers' step for a patient's page, not for the editor's", () => {
    const template = "{{page}}\n  Content-Security-Policy: script-src 'self' {{script-hashes}}\n";
    assert.throws(
      () =>
        completeHeaders(
          template,
          [{ file: "catarata/index.html", html: page("<script>alert(1)</script>") }],
          [],
          known,
        ),
      /catarata\/index\.html: an inline script/,
    );
    assert.doesNotThrow(() =>
      completeHeaders(
        template,
        [
          { file: "index.html", html: page(`<script>${written.registration}</script>`) },
          { file: "admin/index.html", html: page("<script>decap()</script>") },
        ],
        [],
        known,
      ),
    );
  });
});
