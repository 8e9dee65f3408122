import styled from "styled-components";
import { chatShare, type Totals } from "../../shared/resultsReportShape";
import { formatCount, formatShare } from "./resultsLabels";

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, ${({ theme }) => theme.sizes.stat}), 1fr)
  );
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

const Figure = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  dt {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes["2xl"]};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

export interface HeadlineFiguresProps {
  /** The eight weeks' totals. */
  total: Totals;
}

/** The eight weeks in four numbers: visits, bookings opened, chats, and the share of visits that reach the chat. */
export function HeadlineFigures({ total }: HeadlineFiguresProps) {
  return (
    <Figures>
      <Figure>
        <dt>Visitas</dt>
        <dd>{formatCount(total.visits)}</dd>
      </Figure>
      <Figure>
        <dt>Agendamentos abertos</dt>
        <dd>{formatCount(total.bookings)}</dd>
      </Figure>
      <Figure>
        <dt>Conversas no WhatsApp</dt>
        <dd>{formatCount(total.chats)}</dd>
      </Figure>
      <Figure>
        <dt>Visitas que chegam ao WhatsApp</dt>
        <dd>{formatShare(chatShare(total))}</dd>
      </Figure>
    </Figures>
  );
}
