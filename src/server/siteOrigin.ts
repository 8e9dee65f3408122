/**
 * The site's own address, as the host's setting `SITE_URL` gives it: what the events endpoint counts for and the
 * staff's functions answer at (any other address, a deployment's own `*.pages.dev` included, is not the site).
 */

/** The site's own origin from `SITE_URL`, or undefined when it is missing or not an http(s) address. */
export function originOfSiteUrl(setting: string | undefined): string | undefined {
  try {
    const url = new URL(setting ?? "");
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
