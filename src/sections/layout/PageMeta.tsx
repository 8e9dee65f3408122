import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Helmet } from "react-helmet";
import type { Seo } from "../../content/contentTypes";
import { shareMeta } from "../../seo/shareMeta";
import { feedPath, feedType, webManifestPath } from "../../shared/pageAddress";
import { colors } from "../../theme/tokens";
import {
  articleImagePath,
  serializeJsonLd,
  structuredDataFor,
  type ArticleJsonLdInput,
  type FaqEntry,
  type StructuredDataSettings,
} from "../../seo/structuredData";
import type { PagePath } from "../../shared/sitePages";

/** What a published page needs for search engines and link previews. */
export interface PageShare {
  /** The site's address (`siteMetadata.siteUrl`), for the canonical URL and the share image. */
  siteUrl: string;
  /** The page's address (src/shared/sitePages.ts). */
  path: PagePath;
  /** The doctor and practice, for the structured data. */
  settings: StructuredDataSettings;
  /** The questions the page answers, for a FAQPage in the structured data. */
  faq?: readonly FaqEntry[];
  /** The article the page is: its structured data, its own share image. */
  article?: ArticleJsonLdInput;
  /** Whether the page points feed readers to the articles' feed (the articles' pages). */
  feed?: boolean;
}

export interface PageMetaProps {
  /** The page's title and description, from its content file. */
  seo: Seo;
  /** The doctor's name, after the page title. */
  siteName: string;
  /** The photo above the fold, fetched first and at high priority. */
  heroImage?: IGatsbyImageData;
  /** Canonical URL, Open Graph, Twitter card and JSON-LD; left out on the not-found page and in stories. */
  share?: PageShare;
  /** A preview build's page: search engines are asked not to index it (`robots: noindex`), whatever its address. */
  preview?: boolean;
}

/** A preload of the image's best format, so the browser asks for it before it has laid out the page. */
function preloadLink(image: IGatsbyImageData) {
  const source = image.images.sources?.find((candidate) => candidate.type === "image/avif");
  const fallback = image.images.fallback;
  const srcSet = source?.srcSet ?? fallback?.srcSet;
  if (!srcSet) return [];
  return [
    {
      rel: "preload",
      as: "image",
      ...(source ? { type: source.type } : {}),
      imagesrcset: srcSet,
      imagesizes: source?.sizes ?? fallback?.sizes ?? "100vw",
      fetchpriority: "high",
    },
  ];
}

/**
 * The page's head (react-helmet, written into the HTML at build time): title, description, icons and, for a
 * published page, what search engines and link previews read; the web app manifest (plugins/share-files/webManifest.ts) and
 * the brand colour for the browser's bar.
 */
export function PageMeta({ seo, siteName, heroImage, share, preview = false }: PageMetaProps) {
  const title = `${seo.title} | ${siteName}`;
  const tags = share
    ? shareMeta({
        siteUrl: share.siteUrl,
        path: share.path,
        title,
        description: seo.description,
        siteName,
        ...(share.article
          ? {
              article: {
                image: articleImagePath(share.article.slug),
                imageAlt: `${share.article.title}: artigo de ${siteName}`,
                publishedOn: share.article.publishedOn,
              },
            }
          : {}),
      })
    : null;
  const jsonLd = share
    ? serializeJsonLd(structuredDataFor({ ...share, description: seo.description }))
    : null;
  return (
    <Helmet
      htmlAttributes={{ lang: "pt-BR" }}
      link={[
        { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
        { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
        { rel: "manifest", href: webManifestPath },
        ...(tags ? [{ rel: "canonical", href: tags.canonical }] : []),
        ...(share?.feed
          ? [
              {
                rel: "alternate",
                type: feedType,
                href: feedPath,
                title: `Conteúdos de ${siteName}`,
              },
            ]
          : []),
        ...(heroImage ? preloadLink(heroImage) : []),
      ]}
      meta={[
        { name: "description", content: seo.description },
        { name: "theme-color", content: colors.primary },
        ...(preview ? [{ name: "robots", content: "noindex" }] : []),
        ...(tags?.meta ?? []),
      ]}
      script={jsonLd ? [{ type: "application/ld+json", innerHTML: jsonLd }] : []}
    >
      <title>{title}</title>
    </Helmet>
  );
}
