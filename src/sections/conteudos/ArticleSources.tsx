import styled from "styled-components";
import { Heading } from "../../components/Heading";
import { Stack } from "../../components/Stack";
import type { ArticleContent } from "../../content/contentTypes";

export interface ArticleSourcesProps {
  /** Where the article's facts come from. */
  sources: ArticleContent["sources"];
}

const List = styled.ol`
  padding-inline-start: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }

  a {
    display: inline-block;
    padding-block: ${({ theme }) => theme.space[1]};
  }
`;

/** The article's sources, each a link to the page it comes from. */
export function ArticleSources({ sources }: ArticleSourcesProps) {
  return (
    <Stack gap={3} as="section" aria-labelledby="fontes">
      <Heading level={2} size="lg" id="fontes">
        Fontes
      </Heading>
      <List>
        {sources.map((source) => (
          <li key={source.url}>
            <a href={source.url}>{source.title}</a>
          </li>
        ))}
      </List>
    </Stack>
  );
}
