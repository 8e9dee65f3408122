import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from "recharts";
import styled, { useTheme } from "styled-components";
import { Heading } from "../../components/Heading";
import { Text } from "../../components/Text";
import type { Totals } from "../../shared/resultsReportShape";
import { NumbersTable } from "./NumbersTable";
import { Panel } from "./ResultsFrame";
import { formatCount } from "./resultsLabels";

const ChartBox = styled.div`
  width: 100%;
`;

/** The three counts as series, in one order and colour everywhere. */
function useSeries() {
  const { colors } = useTheme();
  return [
    { key: "visits", label: "Visitas", color: colors.primary },
    { key: "bookings", label: "Agendamentos abertos", color: colors.accent },
    { key: "chats", label: "Conversas no WhatsApp", color: colors.success },
  ] as const;
}

export interface CountsChartProps {
  /** The chart's heading. */
  title: string;
  /** What the chart shows, in a sentence: the chart's text alternative, said before it and under the heading. */
  summary: string;
  /** The rows: a label and the three counts. */
  rows: (Totals & { label: string })[];
  /** The first column's heading in the table. */
  rowHeader: string;
}

/** A bar chart of the three counts per row, with a written summary and the same numbers as a table. */
export function CountsChart({ title, summary, rows, rowHeader }: CountsChartProps) {
  const series = useSeries();
  const { fontSizes, colors } = useTheme();
  const tick = { fontSize: fontSizes.sm, fill: colors.ink };
  return (
    <Panel aria-label={title}>
      <Heading level={2} size="lg">
        {title}
      </Heading>
      <Text>{summary}</Text>
      {/* The chart says with bars what the summary and the table say in words: screen readers get those. */}
      <ChartBox aria-hidden="true">
        <ResponsiveContainer width="100%" height={280}>
          <BarChart data={rows} accessibilityLayer={false} margin={{ left: 0, right: 8 }}>
            <CartesianGrid vertical={false} stroke={colors.borderSubtle} />
            {/* Labels that would overlap on a narrow screen are skipped; the table has every one. */}
            <XAxis dataKey="label" tick={tick} minTickGap={8} />
            <YAxis allowDecimals={false} tick={tick} width={48} />
            <Legend wrapperStyle={{ fontSize: fontSizes.sm, color: colors.ink }} />
            {series.map((serie) => (
              <Bar
                key={serie.key}
                dataKey={serie.key}
                name={serie.label}
                fill={serie.color}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </ChartBox>
      <NumbersTable
        caption={`${title}: os números`}
        header={[rowHeader, ...series.map((serie) => serie.label)]}
        rows={rows.map((row) => [row.label, ...series.map((serie) => formatCount(row[serie.key]))])}
      />
    </Panel>
  );
}
