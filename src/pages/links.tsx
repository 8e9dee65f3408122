import { graphql, type PageProps } from "gatsby";
import { requireImage } from "../root/requireImage";
import { requireSiteUrl } from "../seo/shareMeta";
import { LinksView } from "../sections/links/LinksView";

export default function LinksPage({ data, location }: PageProps<Queries.LinksPageQuery>) {
  const { linksJson, siteSettingsJson } = data;
  if (!linksJson || !siteSettingsJson)
    throw new Error("src/content/links.json or site-settings.json is missing.");
  return (
    <LinksView
      content={linksJson}
      settings={siteSettingsJson}
      photo={requireImage(siteSettingsJson.photo, "site-settings.json photo")}
      currentPath={location.pathname}
      siteUrl={requireSiteUrl(data.site?.siteMetadata?.siteUrl)}
    />
  );
}

export const query = graphql`
  query LinksPage {
    site {
      siteMetadata {
        siteUrl
      }
    }
    siteSettingsJson {
      ...SiteSettingsFields
      photo {
        childImageSharp {
          gatsbyImageData(
            width: 144
            height: 144
            layout: FIXED
            transformOptions: { cropFocus: NORTH }
          )
        }
      }
    }
    linksJson {
      seo {
        title
        description
      }
      ctaLabel
      siteToggleLabel
      siteLinks {
        label
        to
      }
      socialLabel
      photoAlt
    }
  }
`;
