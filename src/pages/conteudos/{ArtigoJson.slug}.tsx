import { graphql, type PageProps } from "gatsby";
import { pageFrame, requireContent } from "../../root/pageFrame";
import { ArticleView } from "../../sections/conteudos/ArticleView";

/** One page per article of src/content/artigos/, at /conteudos/<slug>/ (Gatsby's File System Route API). */
export default function ArticlePage({ data, location }: PageProps<Queries.ArticlePageQuery>) {
  const article = requireContent(data.artigoJson, "artigos/");
  return (
    <ArticleView
      article={article}
      bodyHtml={article.bodyHtml}
      conteudos={requireContent(data.conteudosJson, "conteudos.json")}
      {...pageFrame(data, location.pathname)}
    />
  );
}

export const query = graphql`
  query ArticlePage($id: String!) {
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
      articleNote
      articleCta {
        title
        text
        ctaLabel
      }
    }
    artigoJson(id: { eq: $id }) {
      title
      slug
      summary
      condition
      bodyHtml
      sources {
        title
        url
      }
      publishedOn
      reviewedOn
      confirmed
      related {
        ...ArticleLinkFields
      }
    }
  }
`;
