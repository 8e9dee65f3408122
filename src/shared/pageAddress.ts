/**
 * The one address of each page. Gatsby writes a page as a folder's index.html (`catarata/index.html`), which
 * Cloudflare Pages and Netlify answer at `/catarata/` and redirect `/catarata` to. So every address the site hands
 * out (links, canonical, sitemap, share tags, JSON-LD) ends in "/", as gatsby-config's `trailingSlash: "always"`
 * makes Gatsby's own links and sitemap do. A file (`/og-image.jpg`, `/sitemap-index.xml`) keeps its name, and a
 * query or fragment stays after the slash.
 */
export function pageAddress(path: string): string {
  const match = /^([^?#]*)(.*)$/s.exec(path);
  const pathname = match?.[1] || "/";
  const rest = match?.[2] ?? "";
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  if (pathname.endsWith("/") || lastSegment.includes(".")) return `${pathname}${rest}`;
  return `${pathname}/${rest}`;
}

/** Where the articles' Atom feed is published (plugins/share-files/atomFeed.ts writes it; every page's head links to it). */
export const feedPath = "/conteudos/feed.xml";

/** The type the feed is served as, and the page's `<link rel="alternate">` announces. */
export const feedType = "application/atom+xml";

/** Where the web app manifest is published (plugins/share-files/webManifest.ts); every page's head links to it (PageMeta). */
export const webManifestPath = "/manifest.webmanifest";
