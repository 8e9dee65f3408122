import type { ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from "recharts";
import styled, { useTheme } from "styled-components";
import { Heading } from "../../components/Heading";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";
import { VisuallyHidden } from "../../components/VisuallyHidden";
import { chatShare, type ResultsReport, type Totals } from "../../shared/resultsReportShape";
import {
  formatCount,
  formatDay,
  formatMeasure,
  formatShare,
  interestLabel,
  metricLabels,
  pageLabel,
  sourceLabel,
} from "./resultsLabels";

export interface ResultsViewProps {
  /** GET /api/results's report. */
  report: ResultsReport;
  /** Where the CSV file of the same days is downloaded from. */
  csvHref: string;
}

const Page = styled.main`
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    padding-inline: ${({ theme }) => theme.space[5]};
  }
`;

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

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.modes.forcedColors} {
    border: ${({ theme }) => theme.sizes.border} solid;
  }
`;

const ChartBox = styled.div`
  width: 100%;
`;

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

const Download = styled.a`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.target};
  padding-inline: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  ${({ theme }) => theme.modes.forcedColors} {
    border: ${({ theme }) => theme.sizes.border} solid;
  }
`;

const Verdict = styled.span<{ $met: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.danger)};
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

interface CountsChartProps {
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
function CountsChart({ title, summary, rows, rowHeader }: CountsChartProps) {
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

interface NumbersTableProps {
  caption: string;
  header: string[];
  rows: ReactNode[][];
}

function NumbersTable({ caption, header, rows }: NumbersTableProps) {
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

/** Which of the rows has the most of `key`, for the summaries. */
function top<Row extends Totals & { label: string }>(
  rows: Row[],
  key: keyof Totals,
): Row | undefined {
  return [...rows].sort((a, b) => b[key] - a[key])[0];
}

/**
 * The practice's results (/admin/resultados/): whether the site brings patients, over the last eight weeks, and
 * how fast it is on the patients' own phones, for staff who are not technical. Every chart has a sentence that
 * says what it shows and a table with its numbers.
 */
export function ResultsView({ report, csvHref }: ResultsViewProps) {
  const { total } = report;
  const share = chatShare(total);
  const empty = total.pageViews === 0 && report.speed.every((speed) => speed.samples === 0);
  const weeks = report.weeks.map((week) => ({
    ...week,
    label: `${formatDay(week.from)} a ${formatDay(week.to)}`,
  }));
  const sources = report.bySource.map((row) => ({ ...row, label: sourceLabel(row.source) }));
  const pages = report.byPage.map((row) => ({ ...row, label: pageLabel(row.page) }));
  const bestSource = top(sources, "chats");
  const bestPage = top(pages, "chats");
  const lastWeek = weeks.at(-1);

  return (
    <Page>
      <Stack gap={5}>
        <Stack gap={2}>
          <Heading level={1} size="2xl">
            Resultados do site
          </Heading>
          <Text size="lg" tone="muted">
            Últimas 8 semanas: de {formatDay(report.from)} a {formatDay(report.to)}. Só totais por
            dia: nenhum nome, telefone ou dado de quem visitou.
          </Text>
        </Stack>

        {report.stops.length > 0 && (
          <Panel aria-label="Contagem interrompida">
            <Heading level={2} size="lg">
              Contagem interrompida
            </Heading>
            <Text>
              Nestes dias o site recebeu mais contagens do que o limite diário permite e parou de
              contar até as 21h, quando o limite recomeça: o que veio nesse intervalo não está nos
              números.
            </Text>
            <ul>
              {report.stops.map((stop) => (
                <li key={stop.day}>
                  {`${formatDay(stop.day)}: contagem interrompida às ${stop.time}: limite diário`}
                </li>
              ))}
            </ul>
          </Panel>
        )}

        {empty ? (
          <Panel aria-label="Ainda sem dados">
            <Heading level={2} size="lg">
              Ainda não há números
            </Heading>
            <Text>
              O site começou a contar há pouco tempo, ou ainda não recebeu visitas. Os números
              aparecem aqui a partir das primeiras visitas: volte em alguns dias.
            </Text>
          </Panel>
        ) : (
          <>
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
                <dd>{formatShare(share)}</dd>
              </Figure>
            </Figures>

            <CountsChart
              title="Semana a semana"
              rowHeader="Semana"
              rows={weeks}
              summary={
                lastWeek
                  ? `Na última semana (${lastWeek.label}): ${formatCount(lastWeek.visits)} visitas, ${formatCount(lastWeek.bookings)} agendamentos abertos e ${formatCount(lastWeek.chats)} conversas no WhatsApp.`
                  : ""
              }
            />
            <CountsChart
              title="De onde vêm as visitas"
              rowHeader="Origem"
              rows={sources}
              summary={`${
                bestSource && bestSource.chats > 0
                  ? `Quem mais chega ao WhatsApp vem de: ${bestSource.label} (${formatCount(bestSource.chats)} conversas).`
                  : "Ainda nenhuma conversa no WhatsApp nestas semanas."
              } “Direto” é quem digitou o endereço ou usou um link salvo.`}
            />
            <CountsChart
              title="Por página"
              rowHeader="Página"
              rows={pages}
              summary={
                bestPage && bestPage.chats > 0
                  ? `A página que mais leva ao WhatsApp: ${bestPage.label} (${formatCount(bestPage.chats)} conversas).`
                  : "Ainda nenhuma conversa no WhatsApp nestas semanas."
              }
            />

            <Panel aria-label="O que pedem no formulário">
              <Heading level={2} size="lg">
                O que pedem no formulário
              </Heading>
              <NumbersTable
                caption="Conversas no WhatsApp por interesse"
                header={["Interesse", "Conversas no WhatsApp"]}
                rows={
                  report.byInterest.length > 0
                    ? report.byInterest.map((row) => [
                        interestLabel(row.interest),
                        formatCount(row.chats),
                      ])
                    : [["Nenhuma conversa ainda", "0"]]
                }
              />
            </Panel>
          </>
        )}

        <Panel aria-label="Velocidade nos celulares dos pacientes">
          <Heading level={2} size="lg">
            Velocidade nos celulares dos pacientes
          </Heading>
          <Text>
            Medido nos aparelhos de quem visitou o site. O número vale para 3 de cada 4 visitas (o
            “p75”, como o Google mede); a meta é a do nosso teste de laboratório.
          </Text>
          <NumbersTable
            caption="Velocidade: medido e meta"
            header={["Medida", "Medido (3 de 4 visitas)", "Meta", "Resultado", "Medições"]}
            rows={report.speed.map((speed) => [
              metricLabels[speed.metric],
              formatMeasure(speed.metric, speed.p75),
              formatMeasure(speed.metric, speed.target),
              speed.p75 === null ? (
                "Sem medições"
              ) : (
                <Verdict $met={speed.p75 <= speed.target}>
                  {speed.p75 <= speed.target ? "Dentro da meta" : "Acima da meta"}
                </Verdict>
              ),
              formatCount(speed.samples),
            ])}
          />
        </Panel>

        <Download href={csvHref} download>
          Baixar os números por dia (planilha CSV)
        </Download>
      </Stack>
    </Page>
  );
}

export interface ResultsMessageProps {
  /** What to say instead of the results: loading, or why they cannot be shown. */
  children: ReactNode;
}

/** The page while the results load, or when they cannot be shown. */
export function ResultsMessage({ children }: ResultsMessageProps) {
  return (
    <Page>
      <Stack gap={3}>
        <Heading level={1} size="2xl">
          Resultados do site
        </Heading>
        <Text size="lg" role="status">
          {children}
        </Text>
      </Stack>
    </Page>
  );
}
