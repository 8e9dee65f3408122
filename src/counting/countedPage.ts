/**
 * Which page an event happened on, as the site names its pages: the page's canonical address (its one address,
 * src/shared/pageAddress.ts, which every published page declares), so "/catarata", "/catarata/?utm_source=x" and
 * "/catarata/" are one page; the not-found page, which declares none, is its registry address, "/404/", whatever
 * the address typed (src/shared/sitePages.ts).
 */
import { pageAddress } from "../shared/pageAddress";
import { notFoundAddress } from "../shared/sitePages";

export interface PageNow {
  /** The path the event was noted on. */
  notedPath: string;
  /** The path the browser shows now. */
  currentPath: string;
  /** The `href` of the page's `<link rel="canonical">` now, or null without one. */
  canonicalHref: string | null;
}

/** The counted page of an event noted on `notedPath`. */
export function countedPage({ notedPath, currentPath, canonicalHref }: PageNow): string {
  if (notedPath !== currentPath) return pageAddress(notedPath);
  if (!canonicalHref) return notFoundAddress;
  try {
    return new URL(canonicalHref, "https://site.invalid").pathname;
  } catch {
    return notFoundAddress;
  }
}
