import styled from "styled-components";

/** Centres content at a readable width, with side margins on phones. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.container};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.xs} {
    padding-inline: ${({ theme }) => theme.space[4]};
  }

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;
