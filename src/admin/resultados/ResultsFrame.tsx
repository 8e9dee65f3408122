import styled from "styled-components";

/** The results page's column. */
export const Page = styled.main`
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    padding-inline: ${({ theme }) => theme.space[5]};
  }
`;

/** A panel of the page: a chart, a table, a notice, each on its own card. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.modes.forcedColors} {
    border: ${({ theme }) => theme.sizes.border} solid;
  }
`;
