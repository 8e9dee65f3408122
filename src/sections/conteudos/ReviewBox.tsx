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
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $reviewed }) => ($reviewed ? theme.colors.surfaceAlt : theme.colors.surfaceTint)};
  border: ${({ theme }) => theme.sizes.border} solid
    ${({ theme, $reviewed }) => ($reviewed ? theme.colors.borderSubtle : theme.colors.primary)};

  ${({ theme }) => theme.media.xs} {
    flex-direction: row;
    align-items: center;
  }
`;

const Avatar = styled(Photo)`
  flex: none;
  width: ${({ theme }) => theme.sizes.avatarSmall};
  height: ${({ theme }) => theme.sizes.avatarSmall};
  border-radius: ${({ theme }) => theme.radii.round};
`;

const Status = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
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
      <div>
        <Status>
          <Icon name={review.reviewed ? "shield" : "clock"} />
          {review.status}
        </Status>
        <Detail>{review.detail}</Detail>
      </div>
    </Box>
  );
}
