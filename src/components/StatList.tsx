import styled from "styled-components";

export interface Stat {
  /** The figure, e.g. "98%". */
  value: string;
  /** What it counts, in a few words, e.g. "de sucesso nas cirurgias". */
  label: string;
  /** Exactly what it counts, in a sentence; shown under the figure. */
  definition?: string | null;
  /** Where it comes from, e.g. "Registros do consultório, de 2019 a 2025"; shown under the figure. */
  source?: string | null;
}

export interface StatListProps {
  /** The figures to show, in order. */
  stats: readonly Stat[];
  /** inverse on the dark band. */
  tone?: "default" | "inverse";
}

type Tone = "default" | "inverse";

const List = styled.dl<{ $tone: Tone }>`
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
    flex-direction: column;
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
    order: 1;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme, $tone }) => ($tone === "inverse" ? theme.colors.inkInverseMuted : theme.colors.inkMuted)};
  }
`;

/** The figure itself, large, drawn above what it counts (a screen reader reads the label first). */
const Figure = styled.dd<{ $tone: Tone }>`
  order: 0;
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
`;

/** What exactly the figure counts and where it comes from, under its label. */
const Note = styled.dd<{ $tone: Tone }>`
  order: 2;
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};
  color: ${({ theme, $tone }) => ($tone === "inverse" ? theme.colors.inkInverseMuted : theme.colors.inkMuted)};
`;

/** "Fonte: …", ending with one full stop. */
function sourceLine(source: string): string {
  return `Fonte: ${source.trim().replace(/\.+$/, "")}.`;
}

/**
 * Key figures (a claim and what it counts), as a description list so each figure is read with its label, then
 * what exactly it counts and where it comes from (Resolução CFM 2.336/2023: a figure the doctor can show).
 */
export function StatList({ stats, tone = "default" }: StatListProps) {
  return (
    <List $tone={tone}>
      {stats.map((stat) => {
        const note = [stat.definition?.trim(), stat.source ? sourceLine(stat.source) : undefined]
          .filter(Boolean)
          .join(" ");
        return (
          <div key={stat.label}>
            <dt>{stat.label}</dt>
            <Figure $tone={tone}>{stat.value}</Figure>
            {note ? <Note $tone={tone}>{note}</Note> : null}
          </div>
        );
      })}
    </List>
  );
}
