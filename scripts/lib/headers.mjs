/**
 * The `_headers` file (Netlify and Cloudflare Pages format) as pure functions: completing the template in
 * static/_headers after a build (script hashes for the Content-Security-Policy, cache rules for each HTML route),
 * and reading a finished file back to apply it, as the CDN would, in the tests' own static server.
 */
import { createHash } from "node:crypto";

/** Where the template asks for the inline scripts' hashes, inside the Content-Security-Policy value. */
export const hashesPlaceholder = "{{script-hashes}}";
/** The comment line the template keeps for the HTML routes' cache rules. */
export const routesPlaceholder = "# {{html-routes}}";
/** What HTML and page data get: always asked for again, so a new deploy shows at once. */
export const revalidate = "public, max-age=0, must-revalidate";
/** Cloudflare Pages ignores longer lines. */
export const maxLineLength = 2000;

/**
 * `type` values a browser runs as script (the HTML standard's JavaScript MIME types, and `module`). Others, like
 * the JSON-LD `application/ld+json`, are data blocks: never run, so CSP does not need their hash.
 */
const scriptTypes = /^(|module|(text|application)\/(x-)?(java|ecma)script|text\/jscript)$/i;

/**
 * The bodies of the inline scripts a browser would run in `html`: no `src`, and a script type. The body is
 * everything up to the first `</script`, exactly as the HTML parser ends a script element, so its hash is the
 * one the browser computes.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  const bodies = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)) {
    const attributes = match[1] ?? "";
    if (/(^|\s)src\s*=/i.test(attributes)) continue;
    const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (!scriptTypes.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim())) continue;
    bodies.push(match[2] ?? "");
  }
  return bodies;
}

/**
 * The CSP source expression that allows one inline script: `'sha256-<base64>'` of its UTF-8 bytes.
 * @param {string} body
 */
export function scriptHash(body) {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

/**
 * The address(es) a visitor uses for a built HTML file (path relative to public/, with `/`): `index.html` is `/`,
 * `catarata/index.html` is `/catarata` (Gatsby's `trailingSlash: "never"`) and `/catarata/` (which some CDNs
 * redirect to). Other files are reached by their own name, which the template's `/*.html` rule already covers.
 * @param {string} file
 * @returns {string[]}
 */
export function routesFor(file) {
  if (file === "index.html") return ["/"];
  if (!file.endsWith("/index.html")) return [];
  const dir = `/${file.slice(0, -"/index.html".length)}`;
  return [dir, `${dir}/`];
}

/** The web editor's paths (/admin, Decap CMS), which have a policy of their own. */
export function isEditorPath(path) {
  return path === "/admin" || path.startsWith("/admin/");
}

/**
 * Completes the template: the hashes of every inline script of every page go into the CSP, and each HTML route
 * gets a block asking for revalidation. Throws when the template lacks a placeholder, when the finished CSP would
 * allow any inline script, or eval outside the editor's paths, or when a line is too long for Cloudflare Pages.
 * @param {string} template the contents of static/_headers
 * @param {{ file: string, html: string }[]} pages every built HTML file, path relative to public/
 * @returns {{ headers: string, hashes: string[], routes: string[] }}
 */
export function completeHeaders(template, pages) {
  if (!template.includes(hashesPlaceholder) || !template.includes(routesPlaceholder))
    throw new Error(`The _headers template needs ${hashesPlaceholder} and "${routesPlaceholder}".`);
  // The patients' policy lists the patients' pages' inline scripts; the editor's page has a policy of its own.
  const patientPages = pages.filter((page) => !isEditorPath(`/${page.file}`));
  const hashes = [
    ...new Set(patientPages.flatMap((page) => inlineScripts(page.html).map(scriptHash))),
  ];
  hashes.sort();
  const routes = [...new Set(pages.flatMap((page) => routesFor(page.file)))].sort();
  // A route the template already has a block for gets its cache rule there: some CDNs keep one block per path.
  const templatePaths = new Set(parseHeaders(template).map((rule) => rule.path));
  let headers = template.replace(hashesPlaceholder, hashes.join(" "));
  for (const route of routes.filter((path) => templatePaths.has(path)))
    headers = headers.replace(
      new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "m"),
      `${route}\n  Cache-Control: ${revalidate}`,
    );
  const routeBlocks = routes
    .filter((path) => !templatePaths.has(path))
    .map((route) => `${route}\n  Cache-Control: ${revalidate}`)
    .join("\n");
  headers = headers.replace(routesPlaceholder, routeBlocks);
  const rules = parseHeaders(headers);
  const repeated = rules.find(
    (rule, index) => rules.findIndex((r) => r.path === rule.path) !== index,
  );
  if (repeated) throw new Error(`_headers has two blocks for ${repeated.path}.`);
  for (const rule of rules) {
    const csp = rule.headers.find(([name]) => name.toLowerCase() === "content-security-policy");
    const scriptSrc = csp && directive(csp[1], "script-src");
    if (scriptSrc && /'unsafe-inline'/.test(scriptSrc))
      throw new Error(`${rule.path}: script-src must not allow inline scripts.`);
    // Only the staff's editor may evaluate code (Decap CMS compiles its configuration's checks); never a page.
    if (scriptSrc && /'unsafe-eval'/.test(scriptSrc) && !isEditorPath(rule.path))
      throw new Error(`${rule.path}: script-src must not allow eval.`);
  }
  const long = headers.split("\n").find((line) => line.length > maxLineLength);
  if (long)
    throw new Error(`A _headers line is longer than ${maxLineLength}: ${long.slice(0, 80)}…`);
  return { headers, hashes, routes };
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

/**
 * The headers the CDN sends for `urlPath`: every matching rule's, in file order; a header set by two matching
 * rules gets both values joined by a comma, as Cloudflare Pages and Netlify do (so a rule set meant to replace
 * another shows up as a doubled value instead of hiding), unless the later rule first detaches it with `! Name`.
 * Names are lower-case.
 * @param {{ path: string, headers: [string, string][], detach?: string[] }[]} rules
 * @param {string} urlPath
 * @returns {Record<string, string>}
 */
export function headersFor(rules, urlPath) {
  /** @type {Record<string, string>} */
  const result = {};
  for (const rule of rules) {
    if (!pathMatches(rule.path, urlPath)) continue;
    for (const name of rule.detach ?? []) delete result[name.toLowerCase()];
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result[key] = key in result ? `${result[key]}, ${value}` : value;
    }
  }
  return result;
}
