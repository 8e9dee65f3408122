import { graphql, type PageProps } from "gatsby";
import { pageFrame, requireContent } from "../root/pageFrame";
import { HomeView } from "../sections/home/HomeView";

export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  return (
    <HomeView
      content={requireContent(data.homeJson, "home.json")}
      {...pageFrame(data, location.pathname)}
    />
  );
}

export const query = graphql`
  query HomePage {
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
            sizes: "(min-width: 48em) 28rem, 6.5rem"
            breakpoints: [104, 208, 312, 448, 672, 896]
          )
        }
      }
    }
    homeJson {
      seo {
        title
        description
      }
      hero {
        eyebrow
        title
        lead
        ctaLabel
        highlights
      }
      refractive {
        title
        intro
        conditions {
          title
          description
          article {
            ...ArticleLinkFields
          }
        }
        examTitle
        examText
      }
      glaucoma {
        title
        what
        riskFactorsTitle
        riskFactors
        diagnosisTitle
        diagnosis
        article {
          ...ArticleLinkFields
        }
      }
      retina {
        title
        intro
        cards {
          title
          what
          importance
          article {
            ...ArticleLinkFields
          }
        }
        whatLabel
        importanceLabel
      }
      services {
        title
        items {
          title
          description
          link
          linkLabel
          article {
            ...ArticleLinkFields
          }
        }
      }
      closing {
        title
        text
        ctaLabel
      }
    }
  }
`;
