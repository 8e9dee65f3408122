import type { ComponentPropsWithoutRef } from "react";
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

/** Mobile sizes and, from the md breakpoint, desktop sizes for each level. */
const levelSizes: Record<HeadingLevel, [FontSize, FontSize]> = {
  1: ["2xl", "4xl"],
  2: ["xl", "3xl"],
  3: ["lg", "lg"],
  4: ["lg", "lg"],
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
  /* A long word in a narrow card wraps rather than crossing the card's edge. */
  overflow-wrap: anywhere;
  hyphens: auto;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme, $level, $size }) => theme.fontSizes[$size ?? levelSizes[$level][1]]};
  }
`;

/** A heading whose level (for the outline) and size (for the eye) are chosen apart. */
export function Heading({ level, size, tone = "ink", ...rest }: HeadingProps) {
  return <StyledHeading as={`h${level}`} $level={level} $size={size} $tone={tone} {...rest} />;
}
