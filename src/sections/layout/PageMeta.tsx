import { Helmet } from "react-helmet";
import type { Seo } from "../../content/contentTypes";

export interface PageMetaProps {
  /** The page's title and description, from its content file. */
  seo: Seo;
  /** The doctor's name, after the page title. */
  siteName: string;
}

/** The page's title and description in the document head (react-helmet, written into the HTML at build time). */
export function PageMeta({ seo, siteName }: PageMetaProps) {
  return (
    <Helmet htmlAttributes={{ lang: "pt-BR" }}>
      <title>{`${seo.title} | ${siteName}`}</title>
      <meta name="description" content={seo.description} />
    </Helmet>
  );
}
