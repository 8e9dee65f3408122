import styled from "styled-components";

/** The column of an information page (privacy, accessibility): a line length that reads well. */
export const Prose = styled.div`
  max-width: ${({ theme }) => theme.sizes.prose};
`;

/** A bulleted list in an information page's text. */
export const ProseList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

/** A numbered list of steps in an information page's text. */
export const ProseSteps = styled(ProseList).attrs({ as: "ol" })``;
