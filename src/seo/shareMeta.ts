/**
 * The head tags that search engines and link previews (WhatsApp, Facebook, X) read: canonical address, Open
 * Graph and Twitter card. Pure: PageMeta turns the result into Helmet tags.
 */
import { OG_HEIGHT, OG_WIDTH, ogImagePath } from "./shareImage";
import { absoluteUrl } from "./structuredData";

/** One `<meta>`: Open Graph uses `property`, Twitter and the rest use `name`. */
export type MetaTag =
  | { readonly property: string; readonly content: string }
  | { readonly name: string; readonly content: string };

/** What a page's sharing tags are built from. */
export interface ShareMetaInput {
  /** `siteMetadata.siteUrl`. */
  siteUrl: string;
  /** The page's path. */
  path: string;
  /** The page's full title, as in `<title>`. */
  title: string;
  /** The page's description. */
  description: string;
  /** The site's name: the doctor's name. */
  siteName: string;
  /** An article's own share image and its dates; other pages share the site's image. */
  article?: {
    /** The image's path, e.g. "/conteudos/glaucoma/og-image.jpg", and what it shows. */
    image: string;
    imageAlt: string;
    /** year-month-day. */
    publishedOn: string;
  };
}

/** The canonical address and the Open Graph and Twitter tags of a page. */
export function shareMeta({
  siteUrl,
  path,
  title,
  description,
  siteName,
  article,
}: ShareMetaInput): {
  canonical: string;
  meta: MetaTag[];
} {
  const canonical = absoluteUrl(siteUrl, path);
  const image = absoluteUrl(siteUrl, article?.image ?? ogImagePath);
  const imageAlt = article?.imageAlt ?? `${siteName}: oftalmologia e cirurgia de catarata`;
  return {
    canonical,
    meta: [
      { property: "og:type", content: article ? "article" : "website" },
      ...(article ? [{ property: "article:published_time", content: article.publishedOn }] : []),
      { property: "og:locale", content: "pt_BR" },
      { property: "og:site_name", content: siteName },
      { property: "og:url", content: canonical },
      { property: "og:title", content: title },
      { property: "og:description", content: description },
      { property: "og:image", content: image },
      { property: "og:image:type", content: "image/jpeg" },
      { property: "og:image:width", content: String(OG_WIDTH) },
      { property: "og:image:height", content: String(OG_HEIGHT) },
      { property: "og:image:alt", content: imageAlt },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: description },
      { name: "twitter:image", content: image },
      { name: "twitter:image:alt", content: imageAlt },
    ],
  };
}

/** The site's address from a page query, or a build error: canonical URLs must never be guessed. */
export function requireSiteUrl(siteUrl: string | null | undefined): string {
  if (!siteUrl) throw new Error("gatsby-config.ts: siteMetadata.siteUrl is missing.");
  return siteUrl;
}
