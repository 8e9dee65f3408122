/**
 * The `_headers` file (Cloudflare Pages and Netlify format) as pure functions: completing the template in
 * static/_headers after a build (script hashes for the pages' Content-Security-Policy, the pages' block for each
 * page's address), checking that no path depends on how a host merges blocks, and reading a finished file back.
 */
import { createHash } from "node:crypto";

/** Where the template asks for the inline scripts' hashes, inside the pages' Content-Security-Policy. */
export const hashesPlaceholder = "{{script-hashes}}";
/** The path line of the template's block for the patients' pages, written once for each page's address. */
export const pagePlaceholder = "{{page}}";
/** Cloudflare Pages ignores longer lines. */
export const maxLineLength = 2000;
/** Cloudflare Pages reads at most this many blocks. */
export const maxRules = 100;

/**
 * `type` values a browser runs as script (the HTML standard's JavaScript MIME types, and `module`). Others, like
 * the JSON-LD `application/ld+json`, are data blocks: never run, so CSP does not need their hash.
 */
const scriptTypes = /^(|module|(text|application)\/(x-)?(java|ecma)script|text\/jscript)$/i;

/**
 * The inline scripts a browser would run in `html`, each as its tag's attributes and its body: no `src`, and a
 * script type. The body is everything up to the first `</script`, exactly as the HTML parser ends a script element,
 * so its hash is the one the browser computes.
 * @param {string} html
 * @returns {{ attributes: string, body: string }[]}
 */
export function inlineScriptTags(html) {
  const tags = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)) {
    const attributes = match[1] ?? "";
    if (/(^|\s)src\s*=/i.test(attributes)) continue;
    const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (!scriptTypes.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim())) continue;
    tags.push({ attributes, body: match[2] ?? "" });
  }
  return tags;
}

/**
 * The bodies of the inline scripts a browser would run in `html` (inlineScriptTags).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  return inlineScriptTags(html).map(({ body }) => body);
}

/** Whether a tag's attributes carry `name`, alone or with a value (`id="gatsby-script-loader"`). */
const hasAttribute = (attributes, name, value) =>
  new RegExp(
    `(?:^|\\s)${name}${value === undefined ? "(?:\\s|=|$)" : `\\s*=\\s*["']${value}["']`}`,
  ).test(attributes);

/**
 * The inline scripts a patient's page may carry, each from the code that writes it, told by its tag and its body:
 * the start-up loader (plugins/start-up/, src/boot/loader.ts), the worker's registration (plugins/offline-worker/),
 * the special dates' check (plugins/start-up/specialDatesScript.ts), each exactly as that code writes it, and
 * Gatsby's three, by their shape: the page's path, the chunks' map (each a string, nothing else) and the build's
 * hash. Any other inline script stops the build (completeHeaders), whoever put it there: its hash would otherwise
 * be allowed on its page without a word.
 * @param {{ loader: string, registration: string, specialDates: string }} written the scripts as the site's code
 *   writes them
 * @returns {{ name: string, matches: (tag: { attributes: string, body: string }) => boolean }[]}
 */
export function knownInlineScripts({ loader, registration, specialDates }) {
  const jsString = '"(?:[^"\\\\<\\n]|\\\\.)*"';
  return [
    {
      name: "the start-up loader",
      matches: ({ attributes, body }) =>
        hasAttribute(attributes, "data-deferred-scripts") && body === loader,
    },
    {
      name: "the worker's registration",
      matches: ({ attributes, body }) => attributes.trim() === "" && body === registration,
    },
    {
      name: "the special dates' check",
      matches: ({ attributes, body }) =>
        attributes.trim() === "data-special-dates" && body === specialDates,
    },
    {
      name: "Gatsby's page path",
      matches: ({ attributes, body }) =>
        hasAttribute(attributes, "id", "gatsby-script-loader") &&
        new RegExp(`^/\\*<!\\[CDATA\\[\\*/window\\.pagePath=${jsString};/\\*\\]\\]>\\*/$`).test(
          body,
        ),
    },
    {
      name: "Gatsby's chunk map",
      matches: ({ attributes, body }) =>
        hasAttribute(attributes, "id", "gatsby-chunk-mapping") &&
        new RegExp(`^\\s*window\\.___chunkMapping=${jsString};\\s*$`).test(body),
    },
    {
      name: "Gatsby's build hash",
      matches: ({ attributes, body }) =>
        attributes.trim() === "" && /^window\.___webpackCompilationHash="[0-9a-f]+";$/.test(body),
    },
  ];
}

/**
 * Throws, naming the page and the script's start, when `html` (the page `file`) carries an inline script that none
 * of `known` (knownInlineScripts) wrote.
 * @param {string} file
 * @param {string} html
 * @param {ReturnType<typeof knownInlineScripts>} known
 */
export function assertKnownInlineScripts(file, html, known) {
  for (const tag of inlineScriptTags(html))
    if (!known.some((script) => script.matches(tag)))
      throw new Error(
        `${file}: an inline script that no code of the site writes (<script${tag.attributes}>${tag.body.slice(0, 80)}…). ` +
          "Its hash would be allowed on the page: the build stops. Write it from the site's code and add it to " +
          "knownInlineScripts (scripts/lib/headers.mjs), or take it out.",
      );
}

/**
 * The CSP source expression that allows one inline script: `'sha256-<base64>'` of its UTF-8 bytes.
 * @param {string} body
 */
export function scriptHash(body) {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

/** The staff's paths (/admin: Decap CMS, the phone page, the results, the guide), which have policies of their own. */
export function isEditorPath(path) {
  return path === "/admin" || path.startsWith("/admin/");
}

/**
 * Decap CMS's own page, the only one whose policy may allow eval: Decap compiles its configuration's checks with
 * Ajv (new Function) and ships WebAssembly. The other staff pages run the content's checks compiled ahead
 * (src/content/schemas/validators.js) and allow neither.
 */
export const decapPaths = ["/admin", "/admin/", "/admin/index.html"];

/** The address a built staff page is served at: `admin/index.html` is `/admin/`, `admin/404.html` itself. */
export function editorAddress(file) {
  return `/${file}`.replace(/(^|\/)index\.html$/, "$1");
}

/**
 * The not-found page's files. A host serves 404.html at any address it has no file for, so no header block can
 * name its addresses without also naming the editor's: the page carries its policy in a <meta> (policyMeta).
 * @param {string} file path relative to public/, with `/`
 */
export function isNotFoundPage(file) {
  return file === "404.html" || file === "404/index.html";
}

/**
 * The addresses a patient's page is given its headers at, for a built HTML file (path relative to public/):
 * `index.html` is `/`; `catarata/index.html` is `/catarata/`, the address the site hands out. The old form
 * (`/catarata`) needs no block: both hosts only redirect it (tested), and `/*` gives the redirect its headers.
 * Other files, the not-found page and the editor's have none.
 * @param {string} file
 * @returns {string[]}
 */
export function pageAddresses(file) {
  if (isNotFoundPage(file) || isEditorPath(`/${file}`)) return [];
  if (file === "index.html") return ["/"];
  if (!file.endsWith("/index.html")) return [];
  return [`/${file.slice(0, -"index.html".length)}`];
}

/**
 * The paths the pages' blocks are written for: each page's address, except that the pages one folder below a page
 * (the articles, `/conteudos/<slug>/`, below `/conteudos/`) whose blocks are all the same share one block, the
 * folder's address with a splat and a slash after it (`/conteudos/` + `*` + `/`), so the file's size does not grow
 * with the articles (Cloudflare Pages reads 100 blocks). That pattern matches no file (a file's path does not end
 * in `/`) and not the folder's own page. Pages whose blocks differ (an inline script of their own) keep a block
 * each.
 * @param {{ address: string, block: string }[]} pages sorted by address
 * @returns {{ path: string, block: string }[]}
 */
export function pageBlockPaths(pages) {
  const blocks = new Map(pages.map(({ address, block }) => [address, block]));
  const childrenOf = new Map();
  for (const { address } of pages) {
    const parent = address.replace(/[^/]+\/$/, "");
    // Never below `/`: `/*/` would match the editor's addresses too.
    if (parent !== address && parent !== "/" && blocks.has(parent))
      childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), address]);
  }
  const shared = new Map();
  for (const [parent, children] of childrenOf) {
    const kinds = new Set(children.map((child) => blocks.get(child)));
    if (children.length > 1 && kinds.size === 1) shared.set(parent, children);
  }
  const covered = new Set([...shared.values()].flat());
  const written = [];
  for (const { address, block } of pages) {
    if (covered.has(address)) continue;
    written.push({ path: address, block });
    const children = shared.get(address);
    if (children) written.push({ path: `${address}*/`, block: blocks.get(children[0]) });
  }
  return written;
}

/**
 * Checks the pages given their headers against the page registry (src/shared/sitePages.ts): each is a page the
 * registry lists, and each page the registry lists at an address of its own was built and given its block (a page
 * made from data, an article, is built only once published; the not-found page carries its policy in a <meta>).
 * Throws naming the first page that disagrees.
 * @param {string[]} addresses the addresses given a block ("/", "/catarata/", "/catarata")
 * @param {{ pages: { address: string }[], notFoundAddress: string, isPagePath: (path: string) => boolean }} registry
 */
export function assertPagesListed(addresses, { pages, notFoundAddress, isPagePath }) {
  const built = addresses.filter((address) => address.endsWith("/"));
  const unlisted = built.find((address) => !isPagePath(address));
  if (unlisted)
    throw new Error(
      `_headers: ${unlisted} was built, but no entry of src/shared/sitePages.ts lists it: add the page there.`,
    );
  const listed = pages
    .map(({ address }) => address)
    .filter((address) => !address.includes(":") && address !== notFoundAddress);
  const unbuilt = listed.find((address) => !built.includes(address));
  if (unbuilt)
    throw new Error(
      `_headers: src/shared/sitePages.ts lists ${unbuilt}, but the build made no page there (src/pages/).`,
    );
}

/**
 * The block of the template whose path line is `{{page}}`: its text, to be written once per page address.
 * @param {string} template
 */
function pageBlockOf(template) {
  const lines = template.split("\n");
  const start = lines.findIndex((line) => line.trim() === pagePlaceholder);
  if (start < 0) throw new Error(`The _headers template needs a block for "${pagePlaceholder}".`);
  let end = start + 1;
  while (end < lines.length && /^\s+\S/.test(lines[end] ?? "")) end += 1;
  return { start, end, body: lines.slice(start + 1, end).join("\n"), lines };
}

/** Paths that stand for the ones the site never lists: an unknown address, a missing file, the editor's. */
const probePaths = ["/pagina-que-nao-existe", "/x.js", "/x.css", "/x.html", "/admin", "/admin/"];

/**
 * Checks what the hosts would each do differently: a `! Name` line (only Cloudflare knows it), or a header that
 * two blocks set for one path (Cloudflare joins them, Netlify keeps one). Probes every path given and a few that
 * stand for the rest.
 * @param {{ path: string, headers: [string, string][], detach: string[] }[]} rules
 * @param {string[]} paths
 */
export function assertOneBlockPerHeader(rules, paths) {
  const detaching = rules.find((rule) => rule.detach.length);
  if (detaching)
    throw new Error(
      `_headers: ${detaching.path} takes back a header with "!", which only Cloudflare reads.`,
    );
  for (const path of new Set([...paths, ...probePaths])) {
    const setters = new Map();
    for (const rule of rules.filter((r) => pathMatches(r.path, path)))
      for (const [name] of rule.headers) {
        const key = name.toLowerCase();
        const earlier = setters.get(key);
        if (earlier && earlier !== rule.path)
          throw new Error(`_headers: ${path} gets ${name} from both ${earlier} and ${rule.path}.`);
        setters.set(key, rule.path);
      }
  }
}

/**
 * The pages' policy as a <meta> may carry it: frame-ancestors is ignored there (and browsers complain of it).
 * @param {string} policy
 */
export function metaPolicy(policy) {
  return policy
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !/^frame-ancestors\b/i.test(part))
    .join("; ");
}

/**
 * A page with its policy in a <meta http-equiv> at the top of its head, before any script: just after the
 * character encoding's <meta>, which HTML wants within the file's first 1024 bytes (a policy of some 1,100 bytes
 * before it made the page invalid), else first thing. An older one is replaced, so the step can run twice.
 * @param {string} html
 * @param {string} policy
 */
export function withPolicyMeta(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy).replace(/"/g, "&quot;")}"/>`;
  const without = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, "");
  if (!/<head[^>]*>/i.test(without)) throw new Error("withPolicyMeta: the page has no <head>.");
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (charset.test(without)) return without.replace(charset, (tag) => `${tag}${meta}`);
  return without.replace(/<head[^>]*>/i, (head) => `${head}${meta}`);
}

/** The hashes of the inline scripts a browser would run in `html`, each once, in order. */
function scriptHashesOf(html) {
  return [...new Set(inlineScripts(html).map(scriptHash))].sort();
}

/**
 * Completes the template: the pages' block is written once for each page address, with the hashes of that page's
 * own inline scripts in its policy, and no other page's: a page runs the scripts it was built with, nothing else.
 * Throws when the template lacks a placeholder, when there is no page, when a header would be set twice for one path
 * (each staff page's address probed too) or taken back with `!`, when a policy would allow any inline script, or
 * eval (`'unsafe-eval'`, `'wasm-unsafe-eval'`) anywhere but Decap CMS's page, or when the file is over Cloudflare's
 * limits.
 * @param {string} template the contents of static/_headers
 * @param {{ file: string, html: string }[]} pages every built HTML file, path relative to public/
 * @param {string[]} [files] every file the site has, as paths from its root ("/app-1a2b.js"), to probe
 * @param {ReturnType<typeof knownInlineScripts>} [known] the inline scripts a patient's page may carry: with it,
 *   any other stops here (assertKnownInlineScripts)
 * @returns {{ headers: string, hashes: string[], addresses: string[], policyOf: (html: string) => string,
 *   editorPolicyOf: (file: string) => string }}
 *   `hashes`, every patient page's together; `policyOf`, the pages' policy for a page of the given HTML;
 *   `editorPolicyOf`, the policy the finished file gives a staff page at its address (`admin/index.html` is
 *   `/admin/`, `admin/ajuda/index.html` is `/admin/ajuda/`), or a throw when it gives none
 */
export function completeHeaders(template, pages, files = [], known = undefined) {
  const { start, end, body, lines } = pageBlockOf(template);
  if (!body.includes(hashesPlaceholder))
    throw new Error(`The _headers template needs ${hashesPlaceholder} in the pages' policy.`);
  const blockFor = (html) => body.replace(hashesPlaceholder, scriptHashesOf(html).join(" "));
  // The patients' policy lists the patients' pages' inline scripts; the editor's page has a policy of its own.
  const patientPages = pages.filter((page) => !isEditorPath(`/${page.file}`));
  if (known) for (const page of patientPages) assertKnownInlineScripts(page.file, page.html, known);
  const hashes = [...new Set(patientPages.flatMap((page) => scriptHashesOf(page.html)))].sort();
  const addressed = patientPages
    .flatMap((page) => pageAddresses(page.file).map((address) => ({ address, page })))
    .sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
  if (!addressed.length) throw new Error("_headers: no page to write the pages' block for.");
  const addresses = addressed.map(({ address }) => address);
  const editorAddresses = pages
    .filter((page) => isEditorPath(`/${page.file}`))
    .map((page) => editorAddress(page.file));
  const pageBlocks = pageBlockPaths(
    addressed.map(({ address, page }) => ({ address, block: blockFor(page.html) })),
  ).map(({ path, block }) => `${path}\n${block}`);
  const headers = [...lines.slice(0, start), ...pageBlocks, ...lines.slice(end)].join("\n");
  const rules = parseHeaders(headers);
  assertOneBlockPerHeader(rules, [...addresses, ...editorAddresses, ...files]);
  for (const rule of rules) {
    const csp = rule.headers.find(([name]) => name.toLowerCase() === "content-security-policy");
    const scriptSrc = csp && directive(csp[1], "script-src");
    if (scriptSrc && /'unsafe-inline'/.test(scriptSrc))
      throw new Error(`${rule.path}: script-src must not allow inline scripts.`);
    // Only Decap CMS's own page may evaluate code (it compiles its configuration's checks); never a patient's
    // page, nor the staff's other pages, which run checks compiled ahead.
    if (scriptSrc && /'(wasm-)?unsafe-eval'/.test(scriptSrc) && !decapPaths.includes(rule.path))
      throw new Error(
        `${rule.path}: script-src must not allow eval; only Decap CMS's page (${decapPaths.join(", ")}) may.`,
      );
  }
  const long = headers.split("\n").find((line) => line.length > maxLineLength);
  if (long)
    throw new Error(`A _headers line is longer than ${maxLineLength}: ${long.slice(0, 80)}…`);
  if (rules.length > maxRules)
    throw new Error(`_headers has ${rules.length} blocks; Cloudflare Pages reads ${maxRules}.`);
  const policyOf = (html) =>
    parseHeaders(`/\n${blockFor(html)}`)[0]?.headers.find(([name]) =>
      /^content-security-policy$/i.test(name),
    )?.[1] ?? "";
  const editorPolicyOf = (file) => {
    const address = editorAddress(file);
    const policy = policyAt(rules, address);
    if (!policy)
      throw new Error(
        `_headers gives the staff's page ${address} no Content-Security-Policy: give it a block in static/_headers.`,
      );
    return policy;
  };
  return { headers, hashes, addresses, policyOf, editorPolicyOf };
}

/**
 * The Content-Security-Policy the rules give a path (one block at most sets it: assertOneBlockPerHeader), or
 * undefined.
 * @param {{ path: string, headers: [string, string][] }[]} rules
 * @param {string} path
 */
export function policyAt(rules, path) {
  for (const rule of rules.filter((r) => pathMatches(r.path, path)))
    for (const [name, value] of rule.headers)
      if (name.toLowerCase() === "content-security-policy") return value;
  return undefined;
}

/**
 * One directive's value from a CSP (`"'self' 'sha256-…'"` for `script-src`), or undefined.
 * @param {string} policy
 * @param {string} name
 */
export function directive(policy, name) {
  for (const part of policy.split(";")) {
    const [key, ...values] = part.trim().split(/\s+/);
    if (key?.toLowerCase() === name) return values.join(" ");
  }
  return undefined;
}

/**
 * Reads a `_headers` file: a path (or pattern) on its own line, then its indented `Name: value` lines, and
 * `! Name` lines, which detach a header that an earlier matching rule set (Cloudflare Pages' syntax); `#` starts
 * a comment.
 * @param {string} text
 * @returns {{ path: string, headers: [string, string][], detach: string[] }[]}
 */
export function parseHeaders(text) {
  const rules = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ path: line, headers: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (rule && line.startsWith("!")) {
      rule.detach.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(":");
    if (!rule || colon < 1) throw new Error(`_headers: "${line}" is not under a path.`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * The headers `_headers`' rules give a request path, as the hosts apply them: those of every block whose path
 * matches (one block at most sets each header: assertOneBlockPerHeader), less the names in `leaveOut` (any case),
 * which the benchmark leaves out to measure what each costs.
 * @param {{ path: string, headers: [string, string][] }[]} rules
 * @param {string} urlPath
 * @param {string[]} [leaveOut]
 * @returns {Record<string, string>}
 */
export function headersAt(rules, urlPath, leaveOut = []) {
  const left = new Set(leaveOut.map((name) => name.toLowerCase()));
  const headers = {};
  for (const rule of rules)
    if (pathMatches(rule.path, urlPath))
      for (const [name, value] of rule.headers)
        if (!left.has(name.toLowerCase())) headers[name] = value;
  return headers;
}

/**
 * Whether a rule's path matches a request path: `*` stands for any characters, `/` included; the query string
 * is ignored.
 * @param {string} pattern
 * @param {string} urlPath
 */
export function pathMatches(pattern, urlPath) {
  const path = urlPath.split(/[?#]/)[0] ?? "/";
  const source = pattern
    .split("*")
    .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${source}$`).test(path);
}
