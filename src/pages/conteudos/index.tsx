import { graphql, type PageProps } from "gatsby";
import { pageFrame, requireContent } from "../../root/pageFrame";
import { ArticleListView } from "../../sections/conteudos/ArticleListView";

export default function ConteudosPage({ data, location }: PageProps<Queries.ConteudosPageQuery>) {
  return (
    <ArticleListView
      content={requireContent(data.conteudosJson, "conteudos.json")}
      articles={data.allArtigoJson.nodes}
      {...pageFrame(data, location.pathname)}
    />
  );
}

export const query = graphql`
  query ConteudosPage {
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
            width: 64
            height: 64
            layout: FIXED
            transformOptions: { cropFocus: NORTH }
          )
        }
      }
    }
    conteudosJson {
      seo {
        title
        description
      }
      title
      intro
      articleNote
      articleCta {
        title
        text
        ctaLabel
      }
    }
    allArtigoJson {
      nodes {
        slug
        title
        summary
        condition
        publishedOn
        reviewedOn
        confirmed
      }
    }
  }
`;
