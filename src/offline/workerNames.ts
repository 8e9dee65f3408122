/**
 * The names the service worker (./serviceWorker.ts), the pages that register it and the build
 * (plugins/offline-worker/) share: where the worker and the offline card are, and the one inline line that
 * registers the worker once the page is idle.
 */

/**
 * The worker's address. Not `.js`: every `/*.js` is a hashed file the hosts keep a year (static/_headers), and the
 * worker must be asked for again at each visit, so it has a block of its own there, which a `.js` name would
 * collide with. A `.mjs` file is served as JavaScript by both hosts; the worker itself is a classic script.
 */
export const workerPath = "/sw.mjs";

/** The offline card, the one file the worker downloads ahead (at install): a page for any page never opened. */
export const offlineCardPath = "/sem-internet.html";

/**
 * The registration, inline at the end of every patient's page: once the page has loaded and the browser is idle,
 * so it never competes with the page's own start. ES5, no helper: a few dozen bytes of every first load.
 * A refused registration (a private window, a browser without the worker) changes nothing for the page.
 */
export const registrationScript =
  `"serviceWorker"in navigator&&addEventListener("load",function(){function r(){` +
  `navigator.serviceWorker.register("${workerPath}")["catch"](function(){})}` +
  `window.requestIdleCallback?requestIdleCallback(r):setTimeout(r,1)})`;
