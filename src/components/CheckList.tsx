import styled from "styled-components";
import { Icon } from "./Icon";

export interface CheckListProps {
  /** The items, one line each. */
  items: readonly string[];
  /** The ticks' colour: primary for facts, success for benefits. */
  tone?: "primary" | "success";
  /** Two columns from the md breakpoint, for long lists. */
  twoColumns?: boolean;
}

const List = styled.ul<{ $tone: "primary" | "success"; $twoColumns: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: ${({ $twoColumns }) =>
      $twoColumns ? "repeat(2, minmax(0, 1fr))" : "minmax(0, 1fr)"};
  }

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
  }

  svg {
    flex: none;
    margin-top: ${({ theme }) => theme.space[1]};
    color: ${({ theme, $tone }) => theme.colors[$tone]};
  }
`;

/** A list whose items each start with a tick: highlights, risk factors, benefits. */
export function CheckList({ items, tone = "primary", twoColumns = false }: CheckListProps) {
  return (
    <List $tone={tone} $twoColumns={twoColumns}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" />
          {item}
        </li>
      ))}
    </List>
  );
}
