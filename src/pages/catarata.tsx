import { graphql, type PageProps } from "gatsby";
import { requireImage } from "../root/requireImage";
import { requireSiteUrl } from "../seo/shareMeta";
import { CatarataView } from "../sections/catarata/CatarataView";

export default function CatarataPage({ data, location }: PageProps<Queries.CatarataPageQuery>) {
  const { catarataJson, siteSettingsJson } = data;
  if (!catarataJson || !siteSettingsJson) {
    throw new Error("src/content/catarata.json or site-settings.json is missing.");
  }
  return (
    <CatarataView
      content={catarataJson}
      settings={siteSettingsJson}
      photo={requireImage(siteSettingsJson.photo, "site-settings.json photo")}
      currentPath={location.pathname}
      siteUrl={requireSiteUrl(data.site?.siteMetadata?.siteUrl)}
    />
  );
}

export const query = graphql`
  query CatarataPage {
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
            width: 448
            aspectRatio: 0.75
            transformOptions: { cropFocus: NORTH }
            sizes: "(min-width: 48em) 28rem, 100vw"
            breakpoints: [320, 448, 672, 896]
          )
        }
      }
    }
    catarataJson {
      seo {
        title
        description
      }
      topBar {
        ctaLabel
      }
      hero {
        eyebrow
        title
        lead
        scrollLabel
        stats {
          value
          label
        }
      }
      facts {
        title
        items {
          value
          label
        }
      }
      symptoms {
        title
        intro
        items
      }
      technique {
        title
        intro
        steps {
          title
          description
        }
        benefitsTitle
        benefits
      }
      testimonials {
        title
        items {
          name
          ageText
          text
          rating
        }
      }
      profile {
        title
        bio
        stats {
          value
          label
        }
        photoAlt
      }
      finalCta {
        title
        text
        ctaLabel
        doubtsLabel
      }
    }
  }
`;
