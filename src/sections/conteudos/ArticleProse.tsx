import styled from "styled-components";

export interface ArticleProseProps {
  /** The text's id, for what reads it aloud ("Ouvir"). */
  id?: string;
  /** The article's body as HTML, made and sanitised at build time (src/articles/articleBody.ts). */
  html: string;
}

/*
 * Long text for readers who see badly: the body's large size, lines of at most about 65 characters, room between
 * paragraphs, headings that stand out, underlined links with the site's focus ring, photos that never overflow.
 */
const Prose = styled.div`
  max-width: ${({ theme }) => theme.sizes.measure};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.body};
  color: ${({ theme }) => theme.colors.ink};

  > * + * {
    margin-top: ${({ theme }) => theme.space[4]};
  }

  h2,
  h3,
  h4 {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    text-wrap: balance;
  }

  h2 {
    margin-top: ${({ theme }) => theme.space[7]};
    font-size: ${({ theme }) => theme.fontSizes.lg};

    ${({ theme }) => theme.media.xs} {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
  }

  h3 {
    margin-top: ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  h4 {
    margin-top: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space[5]};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }

  a {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration-thickness: 0.08em;
  }

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  blockquote {
    padding-inline-start: ${({ theme }) => theme.space[4]};
    border-inline-start: ${({ theme }) => theme.space[1]} solid
      ${({ theme }) => theme.colors.primary};
  }

  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }

  img {
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

/** An article's body: the HTML the build made from its Markdown, in the site's reading style. */
export function ArticleProse({ html, id }: ArticleProseProps) {
  return <Prose id={id} dangerouslySetInnerHTML={{ __html: html }} />;
}
