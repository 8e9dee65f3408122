import type { ReactNode } from "react";
import styled from "styled-components";
import { VisuallyHidden } from "../../components/VisuallyHidden";

/* Positioned, so the caption's visually hidden text stays inside it instead of widening the page. */
const TableScroll = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
  overflow-x: auto;
`;

/* Its natural width, never squeezed: on a phone the table scrolls sideways in its box instead. */
const Table = styled.table`
  width: max-content;
  min-width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};

  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: ${({ theme }) => theme.sizes.border} solid
      ${({ theme }) => theme.colors.borderSubtle};
    text-align: right;
  }

  th:first-child,
  td:first-child {
    text-align: left;
  }

  thead th {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

export interface NumbersTableProps {
  caption: string;
  header: string[];
  rows: ReactNode[][];
}

/** A table of numbers, which scrolls sideways in its box on a phone rather than squeezing its columns. */
export function NumbersTable({ caption, header, rows }: NumbersTableProps) {
  return (
    // Focusable, so a keyboard can scroll it where it is wider than the screen.
    <TableScroll role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {header.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest], index) => (
            <tr key={index}>
              <th scope="row">{first}</th>
              {rest.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
