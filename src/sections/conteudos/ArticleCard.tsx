import styled from "styled-components";
import { Card } from "../../components/Card";
import { Heading } from "../../components/Heading";
import { InternalLink } from "../../components/LinkComponent";
import { Text } from "../../components/Text";
import { articlePath } from "../../articles/articlePaths";
import type { ArticleLink } from "../../content/contentTypes";

export interface ArticleCardProps {
  /** The article: its address, title and summary. */
  article: ArticleLink;
  /** The title's heading level where the card stands. */
  level: 2 | 3;
  /** A short line under the summary, e.g. "Revisado em 10 de março de 2026". */
  note?: string;
}

/* The whole card is the link's target area, while only the title is the link's name. */
const TitleLink = styled(InternalLink)`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration-thickness: 0.08em;

  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: ${({ theme }) => theme.sizes.focusRing} solid
      var(--focus-color, ${({ theme }) => theme.colors.focus});
    outline-offset: 3px;
  }
`;

const Item = styled(Card)`
  position: relative;
`;

/** One article in a list: its title as the link, its summary, and a line on its review. */
export function ArticleCard({ article, level, note }: ArticleCardProps) {
  return (
    <Item forwardedAs="li">
      <Heading level={level}>
        <TitleLink to={articlePath(article.slug)}>{article.title}</TitleLink>
      </Heading>
      <Text tone="muted">{article.summary}</Text>
      {note ? (
        <Text size="sm" tone="muted">
          {note}
        </Text>
      ) : null}
    </Item>
  );
}
