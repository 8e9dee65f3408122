/**
 * The service worker: a returning patient's site, offline (docs/how-a-page-starts.md, "Offline"). Bundled at build
 * time with Workbox's modules and given its precache list by workbox-build (plugins/offline-worker/), served at
 * ./workerNames.ts's `workerPath`.
 * - A page: the network first, for up to 3 s, then the copy kept from the patient's last visit, with a line that
 *   says so and when it was saved; a page never opened gets the offline card (the one file downloaded ahead),
 *   with the special dates of the day it is shown (./cardDays.ts).
 * - Hashed scripts and styles: the copy first (they never change); photos: kept once shown, never ahead.
 * - The editor, its apps, the API and the host's own pages (/admin/…, /api/…, /cdn-cgi/…, at any spelling): never
 *   touched (./offlineRoutes.ts); a response marked `no-store` or `private` is never kept, whatever its address.
 * A new deploy's worker takes over at once (skipWaiting, clientsClaim) and the old precache is dropped; pages are
 * always asked of the network first, so no stale page outlives a deploy the patient can reach.
 */
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { practiceDay } from "../shared/practiceTimeZone";
import { cardOnDay } from "./cardDays";
import { mayKeep, overflow, requestKind, type RequestKind } from "./offlineRoutes";
import { savedAt, savedAtHeader, withSavedLine } from "./savedLine";
import { offlineCardPath } from "./workerNames";

/** The worker's global scope, as much of it as this file uses (the project's types are the page's, DOM). */
declare const self: {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** The caches this worker keeps, besides Workbox's precache (the offline card). */
const cacheNames = { pages: "paginas", code: "codigo", photos: "fotos" } as const;

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** A route for one kind of the site's own GET requests. */
const kindIs =
  (kind: RequestKind) =>
  ({ url, request }: { url: URL; request: Request }) =>
    url.origin === self.location.origin &&
    request.method === "GET" &&
    requestKind(url.pathname, request.destination) === kind;

const isHtml = (response: Response) =>
  (response.headers.get("content-type") ?? "").startsWith("text/html");

/**
 * Keeps a cache to its `max` latest files, dropping the oldest written. Not Workbox's ExpirationPlugin, which
 * keeps its own database of addresses and times in IndexedDB: the site keeps nothing in the browser but these
 * copies (docs/how-a-page-starts.md; the privacy page says so, and a site test holds it).
 */
const keepLatest = (max: number) => ({
  cacheDidUpdate: async ({ cacheName }: { cacheName: string }) => {
    const cache = await caches.open(cacheName);
    await Promise.all(overflow(await cache.keys(), max).map((key) => cache.delete(key)));
  },
});

/**
 * Only a whole answer the site lets be kept: status 200, not a redirect's or another origin's, and not marked
 * `no-store` or `private`. Workbox's own check (status 200) gives way to a plugin's, so this one says it all.
 */
const keptWhole = (response: Response) =>
  response.status === 200 &&
  response.type === "basic" &&
  mayKeep(response.headers.get("cache-control"));
const onlyKeepable = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    keptWhole(response) ? response : null,
};

registerRoute(
  kindIs("page"),
  new NetworkFirst({
    cacheName: cacheNames.pages,
    networkTimeoutSeconds: 3,
    plugins: [
      keepLatest(40),
      {
        // Only a whole page the site lets be kept, stamped with the moment it was saved.
        cacheWillUpdate: async ({ response }) => {
          if (!keptWhole(response)) return null;
          const headers = new Headers(response.headers);
          headers.set(savedAtHeader, new Date().toISOString());
          return new Response(await response.blob(), {
            status: response.status,
            statusText: response.statusText,
            headers,
          });
        },
        // A kept page, served because the network failed or was too slow, says so at its top.
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (!cachedResponse || !isHtml(cachedResponse)) return cachedResponse;
          const date = savedAt(cachedResponse.headers) ?? new Date();
          return new Response(withSavedLine(await cachedResponse.text(), date), {
            status: cachedResponse.status,
            statusText: cachedResponse.statusText,
            headers: cachedResponse.headers,
          });
        },
      },
    ],
  }),
);

registerRoute(
  kindIs("code"),
  new CacheFirst({ cacheName: cacheNames.code, plugins: [onlyKeepable, keepLatest(80)] }),
);

registerRoute(
  kindIs("photo"),
  new CacheFirst({ cacheName: cacheNames.photos, plugins: [onlyKeepable, keepLatest(60)] }),
);

// A page neither the network nor the copies have: the offline card, with the special dates of the day it is shown.
setCatchHandler(async ({ request }) => {
  if (request.destination !== "document") return Response.error();
  const card = await matchPrecache(offlineCardPath);
  if (!card) return Response.error();
  return new Response(cardOnDay(await card.text(), practiceDay(Date.now())), {
    status: card.status,
    statusText: card.statusText,
    headers: card.headers,
  });
});
