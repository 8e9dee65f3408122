import type { ComponentPropsWithoutRef, ElementType } from "react";
import styled from "styled-components";

export type TextSize = "sm" | "md" | "lg";
export type TextTone = "ink" | "muted" | "inverse" | "inverseMuted";

export interface TextProps extends ComponentPropsWithoutRef<"p"> {
  /** sm for fine print (16 px), md for body text (18 px), lg for lead paragraphs. */
  size?: TextSize;
  /** Colour: muted for secondary text; inverse variants on the dark band. */
  tone?: TextTone;
  /** Bold weight. */
  strong?: boolean;
  /** The element: a paragraph by default. */
  as?: ElementType;
}

const toneColor = {
  ink: "ink",
  muted: "inkMuted",
  inverse: "inkInverse",
  inverseMuted: "inkInverseMuted",
} as const;

const StyledText = styled.p<{ $size: TextSize; $tone: TextTone; $strong: boolean }>`
  /* Lead text (lg) stays at body size on phones, where width is short, and grows from md. */
  font-size: ${({ theme, $size }) => theme.fontSizes[$size === "lg" ? "md" : $size]};
  line-height: ${({ theme }) => theme.lineHeights.body};
  font-weight: ${({ theme, $strong }) => ($strong ? theme.fontWeights.bold : theme.fontWeights.regular)};
  color: ${({ theme, $tone }) => theme.colors[toneColor[$tone]]};
  max-width: ${({ theme }) => theme.sizes.prose};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme, $size }) => theme.fontSizes[$size]};
  }
`;

/** Running text at the site's large, high-contrast reading size. */
export function Text({ size = "md", tone = "ink", strong = false, as, ...rest }: TextProps) {
  return <StyledText as={as} $size={size} $tone={tone} $strong={strong} {...rest} />;
}
