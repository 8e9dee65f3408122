/**
 * The way back: the worker a build ships instead of ./serviceWorker.ts when it is built with
 * `SERVICE_WORKER=remove` (plugins/offline-worker/). Browsers that kept the old worker fetch this one at the next
 * visit (the worker's file is asked for again each time); it takes over, deletes every cache the site's worker
 * kept, and unregisters itself. The pages of such a build do not register any worker.
 */

export {};

/** The worker's global scope, as much of it as this file uses. */
declare const self: {
  skipWaiting(): Promise<void>;
  readonly registration: { unregister(): Promise<boolean> };
  addEventListener(
    type: "install" | "activate",
    listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
};

self.addEventListener("install", () => {
  void self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
      await self.registration.unregister();
    })(),
  );
});
