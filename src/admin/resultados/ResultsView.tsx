import type { ReactNode } from "react";
import styled from "styled-components";
import { Heading } from "../../components/Heading";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";
import type { ResultsReport, Totals } from "../../shared/resultsReportShape";
import { CountsChart } from "./CountsChart";
import { HeadlineFigures } from "./HeadlineFigures";
import { NumbersTable } from "./NumbersTable";
import { Page, Panel } from "./ResultsFrame";
import { formatCount, formatDay, interestLabel, pageLabel, sourceLabel } from "./resultsLabels";
import { SpeedPanel } from "./SpeedPanel";

export interface ResultsViewProps {
  /** GET /api/results's report. */
  report: ResultsReport;
  /** Where the CSV file of the same days is downloaded from. */
  csvHref: string;
}

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
              Nestes dias o site recebeu mais contagens do que os limites diários permitem, e parte
              do que veio depois da hora mostrada não está nos números. Os limites recomeçam às 21h.
            </Text>
            <ul>
              {report.stops.map((stop) => (
                <li key={`${stop.day} ${stop.ceiling}`}>
                  {stop.ceiling === "rows"
                    ? `${formatDay(stop.day)}: contagem interrompida às ${stop.time}: limite diário`
                    : `${formatDay(stop.day)}: contagem parcial a partir das ${stop.time}: só entraram páginas, origens e pedidos que já tinham aparecido no dia (limite diário de novidades)`}
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
            <HeadlineFigures total={total} />

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

        <SpeedPanel speed={report.speed} />

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
