import styled from "styled-components";
import { BookingButton } from "../../booking/BookingButton";
import { Container } from "../../components/Container";
import { InternalLink } from "../../components/LinkComponent";

export interface CatarataTopBarProps {
  /** The doctor's name, linking home. */
  doctorName: string;
  /** The doctor's title under the name. */
  doctorTitle: string;
  /** The button's label: "Agendar consulta". */
  ctaLabel: string;
}

/* Sticky from xs only: with large text on a small phone it would cover much of the screen. */
const Bar = styled.header`
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.xs} {
    position: sticky;
  }
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[2]};
`;

const Brand = styled(InternalLink)`
  display: flex;
  flex-direction: column;
  min-height: ${({ theme }) => theme.sizes.target};
  justify-content: center;
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  line-height: ${({ theme }) => theme.lineHeights.tight};

  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  span {
    display: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  ${({ theme }) => theme.media.md} {
    span {
      display: block;
    }
  }
`;

/** The cataract page's sticky bar: who the doctor is, and the booking button always in reach. */
export function CatarataTopBar({ doctorName, doctorTitle, ctaLabel }: CatarataTopBarProps) {
  return (
    <Bar>
      <Inner>
        <Brand to="/">
          <strong>{doctorName}</strong>
          <span>{doctorTitle}</span>
        </Brand>
        <BookingButton reasonKey="catarata">{ctaLabel}</BookingButton>
      </Inner>
    </Bar>
  );
}
