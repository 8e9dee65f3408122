import { forwardRef, type ComponentPropsWithoutRef } from "react";
import styled from "styled-components";
import type { FontSize } from "../theme/tokens";

export type HeadingLevel = 1 | 2 | 3 | 4;

export interface HeadingProps extends ComponentPropsWithoutRef<"h2"> {
  /** The outline level: h1 to h4. */
  level: HeadingLevel;
  /** The visual size, when it should differ from the level's own. */
  size?: FontSize;
  /** Colour: ink by default, accent for emphasis, inverse on the dark band. */
  tone?: "ink" | "accent" | "primary" | "inverse";
}

/**
 * Each level's size on a narrow screen (a small phone, or a phone with large text), from the xs breakpoint, and
 * from md. On a narrow screen a heading's longest word still fits its line.
 */
const levelSizes: Record<HeadingLevel, [FontSize, FontSize, FontSize]> = {
  1: ["xl", "2xl", "4xl"],
  2: ["lg", "xl", "3xl"],
  3: ["md", "lg", "lg"],
  4: ["md", "lg", "lg"],
};

const toneColor = {
  ink: "ink",
  accent: "accent",
  primary: "primary",
  inverse: "inkInverse",
} as const;

const StyledHeading = styled.h2<{
  $level: HeadingLevel;
  $size?: FontSize;
  $tone: NonNullable<HeadingProps["tone"]>;
}>`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme, $tone }) => theme.colors[toneColor[$tone]]};
  font-size: ${({ theme, $level, $size }) => theme.fontSizes[$size ?? levelSizes[$level][0]]};
  text-wrap: balance;

  ${({ theme }) => theme.media.xs} {
    font-size: ${({ theme, $level, $size }) => theme.fontSizes[$size ?? levelSizes[$level][1]]};
  }

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme, $level, $size }) => theme.fontSizes[$size ?? levelSizes[$level][2]]};
  }
`;

/**
 * A heading whose level (for the outline) and size (for the eye) are chosen apart. The ref reaches the heading,
 * so a screen that changes can send focus to its title.
 */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size, tone = "ink", ...rest },
  ref,
) {
  return (
    <StyledHeading ref={ref} as={`h${level}`} $level={level} $size={size} $tone={tone} {...rest} />
  );
});
