import type { ComponentPropsWithoutRef } from "react";
import styled from "styled-components";

export type EyebrowTone = "primary" | "inverse";

export interface EyebrowProps extends ComponentPropsWithoutRef<"p"> {
  /** primary on light surfaces, inverse (the warm accent) on the dark band. */
  tone?: EyebrowTone;
}

const toneColor = { primary: "primary", inverse: "focusInverse" } as const satisfies Record<
  EyebrowTone,
  "primary" | "focusInverse"
>;

/*
 * Capitals and tracking only where a line is wide enough: set in capitals, "ESPECIALIDADE" is wider than a small
 * phone's line at 200% text and would break in the middle.
 */
const StyledEyebrow = styled.p<{ $tone: EyebrowTone }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $tone }) => theme.colors[toneColor[$tone]]};

  ${({ theme }) => theme.media.xs} {
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

/** The short line above a hero's headline that says what the page is about. */
export function Eyebrow({ tone = "primary", ...rest }: EyebrowProps) {
  return <StyledEyebrow $tone={tone} {...rest} />;
}
