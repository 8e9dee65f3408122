import styled from "styled-components";
import { Icon } from "./Icon";

export interface StarRatingProps {
  /** Whole stars from 1 to 5. */
  rating: number;
  /** The number of stars drawn. */
  outOf?: number;
}

const Stars = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.star};

  svg {
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
  }

  svg[data-empty] {
    color: ${({ theme }) => theme.colors.borderSubtle};
  }
`;

/** A rating drawn as stars, read by screen readers as one phrase: "5 de 5 estrelas". */
export function StarRating({ rating, outOf = 5 }: StarRatingProps) {
  return (
    <Stars role="img" aria-label={`${rating} de ${outOf} estrelas`}>
      {Array.from({ length: outOf }, (_, index) => (
        <Icon key={index} name="star" filled data-empty={index >= rating ? "" : undefined} />
      ))}
    </Stars>
  );
}
