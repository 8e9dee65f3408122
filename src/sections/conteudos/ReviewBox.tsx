import type { IGatsbyImageData } from "gatsby-plugin-image";
import styled from "styled-components";
import { Icon } from "../../components/Icon";
import { Photo } from "../../components/Photo";
import type { ReviewText } from "../../articles/articleText";

export interface ReviewBoxProps {
  /** What the article says of its review (src/articles/articleText.ts). */
  review: ReviewText;
  /** The doctor's photo. */
  photo: IGatsbyImageData;
  /** What the photo shows. */
  photoAlt: string;
}

const Box = styled.div<{ $reviewed: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $reviewed }) => ($reviewed ? theme.colors.surfaceAlt : theme.colors.surfaceTint)};
  border: ${({ theme }) => theme.sizes.border} solid
    ${({ theme, $reviewed }) => ($reviewed ? theme.colors.borderSubtle : theme.colors.primary)};
  /* Beside the photo while the words have room (14rem grows with the text size), under it when they would not. */
  flex-flow: row wrap;
  align-items: center;
`;

const Words = styled.div`
  flex: 1 1 14rem;
  min-width: 0;
`;

const Avatar = styled(Photo)`
  flex: none;
  width: ${({ theme }) => theme.sizes.avatarSmall};
  height: ${({ theme }) => theme.sizes.avatarSmall};
  border-radius: ${({ theme }) => theme.radii.round};
`;

/* The icon sits in the line, so on a narrow screen with large text the words wrap under it, not in a sliver. */
const Status = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  svg {
    display: inline-block;
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
    margin-inline-end: ${({ theme }) => theme.space[2]};
    vertical-align: -0.2em;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Detail = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/**
 * Who stands behind an article: the doctor's photo, and either "Revisado por Dr. …, CRM-…, em …" or, for a draft,
 * "Texto em revisão pelo médico": a review is claimed only once it happened.
 */
export function ReviewBox({ review, photo, photoAlt }: ReviewBoxProps) {
  return (
    <Box $reviewed={review.reviewed}>
      <Avatar image={photo} alt={photoAlt} />
      <Words>
        <Status>
          <Icon name={review.reviewed ? "shield" : "clock"} />
          {review.status}
        </Status>
        <Detail>{review.detail}</Detail>
      </Words>
    </Box>
  );
}
