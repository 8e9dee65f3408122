/**
 * Stands in, in the browser bundle, for Gatsby's browser side of its Head API (../moduleSwaps.ts swaps it in). No page
 * here exports a `Head`: every page's head is written by react-helmet (src/seo/), and the server side of the Head API
 * stays. Yet Gatsby's page renderer imports that browser side, so every page's first-load JavaScript carried its
 * head-diffing code for nothing: about 1.4 KB of gzip. A page that exported a `Head` would get it in its HTML but
 * never updated on a client-side navigation, which is why a built-site test fails if any page's HTML carries one.
 */
export function headHandlerForBrowser(): void {}
