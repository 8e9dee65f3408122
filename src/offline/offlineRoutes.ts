/**
 * What the service worker does with each request of the site's own (./serviceWorker.ts): pure, so the rules are
 * tested apart from any browser.
 * - "never": the staff's editor and results (/admin/…), the API (/api/…) and the host's own pages (/cdn-cgi/…)
 *   always go to the network, as if there were no worker: no copy of a staff page or of an answer is ever kept or
 *   served. The path is read as the host reads it: decoded and in lower case (`/API/EDITOR/SESSION`, `/%61dmin/`),
 *   and a path that cannot be decoded is left alone too.
 * - "page": a page, or the data a page reads (/page-data/…): the network first, within a few seconds, then the
 *   copy kept from the last visit.
 * - "code": a file whose name carries its content's hash (Gatsby's scripts and styles): the copy first, since it
 *   can never change.
 * - "photo": an image, kept only once the page showed it: nothing is downloaded ahead for it.
 * - "other": anything else (the manifest, the feed, the worker itself): the network, as without a worker.
 */
export type RequestKind = "never" | "page" | "code" | "photo" | "other";

/**
 * A path as the host matches it: percent-escapes decoded, in lower case, runs of slashes as one; null when it
 * cannot be decoded (a stray `%`), which the worker leaves to the network.
 */
export function hostPath(path: string): string | null {
  try {
    return decodeURIComponent(path)
      .toLowerCase()
      .replace(/\/{2,}/g, "/");
  } catch {
    return null;
  }
}

/** The paths the worker leaves alone, whatever is asked and however spelt: the editor, its apps, the API, the host's. */
export function neverServed(path: string): boolean {
  const read = hostPath(path);
  return read === null || /^\/(?:admin|api|cdn-cgi)(?:\/|$)/.test(read);
}

/**
 * Whether the worker may keep a copy of a response, from its `Cache-Control`: never one marked `no-store` or
 * `private` (a staff session's page, whatever its address), whatever else the header says.
 */
export function mayKeep(cacheControl: string | null): boolean {
  return !(cacheControl ?? "")
    .toLowerCase()
    .split(",")
    .some((directive) => ["no-store", "private"].includes(directive.split("=", 1).join("").trim()));
}

/** Gatsby's hashed file names: `app-3f2a…(20 hex).js`, `styles.1a2b….css`, and all of /static/. */
const hashedFile = /^\/(?:static\/.*|[^/]*[-.][0-9a-f]{16,}\.(?:js|css))$/;

/**
 * The kind of a same-site GET request, from its path and the browser's `destination` for it ("document" for a
 * page, "image", "script", "style", or "" for a fetch).
 */
export function requestKind(path: string, destination: string): RequestKind {
  if (neverServed(path)) return "never";
  if (destination === "document" || path.startsWith("/page-data/")) return "page";
  if (destination === "image") return "photo";
  if (hashedFile.test(path)) return "code";
  return "other";
}

/**
 * The entries a cache drops to keep its `max` latest: the first ones, since a cache lists its entries in the order
 * they were written (a file written again moves to the end).
 */
export function overflow<T>(entries: readonly T[], max: number): T[] {
  return entries.slice(0, Math.max(0, entries.length - max));
}
