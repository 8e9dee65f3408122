import styled from "styled-components";

export interface Stat {
  /** The figure, e.g. "98%". */
  value: string;
  /** What it counts, e.g. "de taxa de sucesso". */
  label: string;
}

export interface StatListProps {
  /** The figures to show, in order. */
  stats: readonly Stat[];
  /** inverse on the dark band. */
  tone?: "default" | "inverse";
}

const List = styled.dl<{ $tone: "default" | "inverse" }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, ${({ theme }) => theme.sizes.stat}), 1fr)
  );
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  margin: 0;

  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme, $tone }) => ($tone === "inverse" ? "transparent" : theme.colors.surface)};
    border: 1px solid
      ${({ theme, $tone }) => ($tone === "inverse" ? theme.colors.inkInverseMuted : theme.colors.borderSubtle)};
  }

  ${({ theme }) => theme.media.xs} {
    div {
      padding: ${({ theme }) => theme.space[4]};
    }
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme, $tone }) => ($tone === "inverse" ? theme.colors.inkInverseMuted : theme.colors.inkMuted)};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: ${({ theme, $tone }) => ($tone === "inverse" ? theme.colors.inkInverse : theme.colors.accent)};

    ${({ theme }) => theme.media.xs} {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }

    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes["2xl"]};
    }
  }
`;

/** Key figures (a claim and what it counts), as a description list so each figure is read with its label. */
export function StatList({ stats, tone = "default" }: StatListProps) {
  return (
    <List $tone={tone}>
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </List>
  );
}
