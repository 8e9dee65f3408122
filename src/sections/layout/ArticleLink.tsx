import styled from "styled-components";
import { Icon } from "../../components/Icon";
import { InternalLink } from "../../components/LinkComponent";
import type { ArticleLink as LinkedArticle } from "../../content/contentTypes";
import { articlePath } from "../../articles/articlePaths";

export interface ArticleLinkProps {
  /** The article a card or a section links to, as GraphQL hands it over; nothing is shown without one. */
  article: LinkedArticle | null | undefined;
  /** On the dark band. */
  inverse?: boolean;
}

const Link = styled(InternalLink)<{ $inverse: boolean }>`
  padding-block: ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $inverse }) => ($inverse ? theme.colors.inkInverse : theme.colors.primary)};

  /* Inline, so the arrow follows the last word when the title wraps. */
  svg {
    display: inline-block;
    vertical-align: middle;
    margin-left: ${({ theme }) => theme.space[1]};
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
  }
`;

/** "Leia o artigo: <title>", a link from a card or a section to the article about its subject. */
export function ArticleLink({ article, inverse = false }: ArticleLinkProps) {
  if (!article) return null;
  return (
    <Link to={articlePath(article.slug)} $inverse={inverse}>
      Leia o artigo: {article.title}
      <Icon name="arrowRight" />
    </Link>
  );
}
