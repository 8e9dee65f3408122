import styled from "styled-components";

/**
 * A list of cards in as many columns as fit: one on phones, up to four on wide screens; `$wide` cards (longer
 * texts) go up to two.
 */
export const CardGrid = styled.ul<{ $wide?: boolean }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, ${({ theme, $wide }) => theme.sizes[$wide ? "cardWide" : "card"]}), 1fr)
  );
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
