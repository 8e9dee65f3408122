import type { ComponentPropsWithoutRef } from "react";
import styled, { css } from "styled-components";
import { Container } from "./Container";

export type SectionTone = "default" | "alt" | "tint" | "inverse";

export interface SectionProps extends ComponentPropsWithoutRef<"section"> {
  /** Background: sections alternate default and alt; inverse is the dark band. */
  tone?: SectionTone;
}

const tones = {
  default: css`
    background: ${({ theme }) => theme.colors.surface};
  `,
  alt: css`
    background: ${({ theme }) => theme.colors.surfaceAlt};
  `,
  tint: css`
    background: ${({ theme }) => theme.colors.surfaceTint};
  `,
  inverse: css`
    background: ${({ theme }) => theme.colors.surfaceInverse};
    color: ${({ theme }) => theme.colors.inkInverse};
    --focus-color: ${({ theme }) => theme.colors.focusInverse};
  `,
} satisfies Record<SectionTone, ReturnType<typeof css>>;

const StyledSection = styled.section<{ $tone: SectionTone }>`
  padding-block: ${({ theme }) => theme.space[7]};
  ${({ $tone }) => tones[$tone]}

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space[8]};
  }
`;

/** A page band with its own background, holding a centred Container. Label it with `aria-labelledby`. */
export function Section({ tone = "default", children, ...rest }: SectionProps) {
  return (
    <StyledSection $tone={tone} {...rest}>
      <Container>{children}</Container>
    </StyledSection>
  );
}
