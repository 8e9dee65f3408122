import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Helmet } from "react-helmet";
import type { Seo } from "../../content/contentTypes";

export interface PageMetaProps {
  /** The page's title and description, from its content file. */
  seo: Seo;
  /** The doctor's name, after the page title. */
  siteName: string;
  /** The photo above the fold, fetched first and at high priority. */
  heroImage?: IGatsbyImageData;
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

/** The page's title and description in the document head (react-helmet, written into the HTML at build time). */
export function PageMeta({ seo, siteName, heroImage }: PageMetaProps) {
  return (
    <Helmet htmlAttributes={{ lang: "pt-BR" }} link={heroImage ? preloadLink(heroImage) : []}>
      <title>{`${seo.title} | ${siteName}`}</title>
      <meta name="description" content={seo.description} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </Helmet>
  );
}
