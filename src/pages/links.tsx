import { graphql, type PageProps } from "gatsby";
import { pageFrame, requireContent } from "../root/pageFrame";
import { LinksView } from "../sections/links/LinksView";

export default function LinksPage({ data, location }: PageProps<Queries.LinksPageQuery>) {
  return (
    <LinksView
      content={requireContent(data.linksJson, "links.json")}
      {...pageFrame(data, location.pathname)}
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
    siteBuild {
      ...SiteBuildFields
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
      directionsLabel
      socialLabel
    }
  }
`;
