import { graphql, type PageProps } from "gatsby";
import { pageFrame, requireContent } from "../root/pageFrame";
import { CatarataView } from "../sections/catarata/CatarataView";

export default function CatarataPage({ data, location }: PageProps<Queries.CatarataPageQuery>) {
  return (
    <CatarataView
      content={requireContent(data.catarataJson, "catarata.json")}
      {...pageFrame(data, location.pathname)}
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
    siteBuild {
      ...SiteBuildFields
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
          ...StatFields
        }
      }
      facts {
        title
        items {
          ...StatFields
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
          confirmed
        }
      }
      profile {
        title
        bio
        stats {
          ...StatFields
        }
      }
      faq {
        title
        items {
          question
          answer
          confirmed
        }
        article {
          ...ArticleLinkFields
        }
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
