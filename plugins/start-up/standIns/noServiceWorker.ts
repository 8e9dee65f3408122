/**
 * Stands in, in the browser bundle, for Gatsby's `register-service-worker` module (../moduleSwaps.ts swaps it in).
 * Gatsby's app only runs that module when a plugin asks for a service worker, and none here does (the site is
 * online-only, served fresh by the host), yet its code ships in every page's first-load JavaScript: about
 * 0.4 KB of gzip that every patient downloaded for nothing.
 */
export {};
