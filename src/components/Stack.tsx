import type { ComponentPropsWithoutRef, ElementType } from "react";
import styled from "styled-components";
import type { Space } from "../theme/tokens";

export interface StackProps extends ComponentPropsWithoutRef<"div"> {
  /** Column (default) or row. */
  direction?: "column" | "row";
  /** The space between children, as an index into the spacing scale. */
  gap?: Space;
  /** Cross-axis alignment. */
  align?: "stretch" | "start" | "center" | "end";
  /** Main-axis distribution. */
  justify?: "start" | "center" | "end" | "space-between";
  /** Lets a row wrap onto more lines on narrow screens. */
  wrap?: boolean;
  /** The element: `ul` for a list of items. */
  as?: ElementType;
}

const flexValue = {
  stretch: "stretch",
  start: "flex-start",
  center: "center",
  end: "flex-end",
  "space-between": "space-between",
} as const;

const StyledStack = styled.div<{
  $direction: "column" | "row";
  $gap: Space;
  $align: NonNullable<StackProps["align"]>;
  $justify: NonNullable<StackProps["justify"]>;
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => flexValue[$align]};
  justify-content: ${({ $justify }) => flexValue[$justify]};
  flex-wrap: ${({ $wrap }) => ($wrap ? "wrap" : "nowrap")};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Lays children out in a column or a row with a gap from the spacing scale. */
export function Stack({
  direction = "column",
  gap = 4,
  align = "stretch",
  justify = "start",
  wrap = false,
  as,
  ...rest
}: StackProps) {
  return (
    <StyledStack
      as={as}
      $direction={direction}
      $gap={gap}
      $align={align}
      $justify={justify}
      $wrap={wrap}
      {...rest}
    />
  );
}
