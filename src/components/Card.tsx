import type { ComponentPropsWithoutRef, ElementType } from "react";
import styled from "styled-components";

export interface CardProps extends ComponentPropsWithoutRef<"div"> {
  /** The element: `article` for a self-contained item, `li` inside a list. */
  as?: ElementType;
  /** Raises the card with a shadow, for cards on a plain background. */
  elevated?: boolean;
}

const StyledCard = styled.div<{ $elevated: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme, $elevated }) => ($elevated ? theme.shadows.md : "none")};

  ${({ theme }) => theme.media.xs} {
    padding: ${({ theme }) => theme.space[5]};
  }
`;

/** A white panel that groups one item: a condition, a service, a testimonial. */
export function Card({ as, elevated = false, ...rest }: CardProps) {
  return <StyledCard as={as} $elevated={elevated} {...rest} />;
}
