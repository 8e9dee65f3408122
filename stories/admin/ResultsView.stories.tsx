import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ResultsMessage, ResultsView } from "../../src/admin/resultados/ResultsView";
import { dayBefore } from "../../src/server/counting/dailyCounts";
import { resultsReport } from "../../src/server/counting/resultsReport";
import type { EventTotalRow, SpeedTotalRow } from "../../src/shared/resultsReportShape";

/** The practice's "today" in these stories, so the pictures never change with the calendar. */
const today = "2026-11-24";

/** A day's totals for one page and source, as GET /api/results reads them from the database. */
function day(
  daysAgo: number,
  page: string,
  source: string,
  visits: number,
  bookings: number,
  chats: number,
): EventTotalRow[] {
  const date = dayBefore(today, daysAgo);
  const base = { day: date, page, source, reason: "", interest: "" };
  return [
    { ...base, event: "pageview", count: visits },
    ...(bookings > 0
      ? [{ ...base, event: "booking_opened", reason: "home", count: bookings }]
      : []),
    ...(chats > 0
      ? [
          {
            ...base,
            event: "chat_handed",
            reason: "home",
            interest: daysAgo % 3 === 0 ? "realizar exames" : "agendar consulta",
            count: chats,
          },
        ]
      : []),
  ];
}

const speed = (metric: string, bucket: number, count: number): SpeedTotalRow => ({
  day: today,
  page: "/",
  metric,
  bucket,
  count,
});

const phoneSpeed = [
  speed("LCP", 1100, 30),
  speed("LCP", 1800, 12),
  speed("INP", 75, 20),
  speed("INP", 150, 9),
  speed("CLS", 0, 40),
  speed("tapToDialog", 900, 6),
  speed("tapToDialog", 1400, 4),
];

/** A first week: a few days of visits, mostly from the Instagram bio. */
const oneWeek = resultsReport(
  today,
  [
    ...day(0, "/links/", "instagram", 18, 4, 3),
    ...day(1, "/", "google", 9, 1, 1),
    ...day(2, "/links/", "instagram", 22, 5, 4),
    ...day(3, "/catarata/", "direto", 4, 0, 0),
  ],
  phoneSpeed,
);

/** Eight weeks of a practice whose site is found more each week. */
const eightWeeks = resultsReport(
  today,
  Array.from({ length: 56 }, (_, daysAgo) => {
    const growth = Math.floor((56 - daysAgo) / 7) + 1;
    return [
      ...day(daysAgo, "/links/", "instagram", 6 + growth * 2, 1 + (growth >> 1), (growth + 1) >> 1),
      ...day(daysAgo, "/", "google", 3 + growth, daysAgo % 2, daysAgo % 4 === 0 ? 1 : 0),
      ...day(
        daysAgo,
        "/catarata/",
        "whatsapp",
        2,
        daysAgo % 3 === 0 ? 1 : 0,
        daysAgo % 6 === 0 ? 1 : 0,
      ),
      ...day(daysAgo, "/", "direto", 1, 0, 0),
    ];
  }).flat(),
  phoneSpeed,
);

const meta = {
  title: "Admin/Results",
  component: ResultsView,
  args: { report: eightWeeks, csvHref: "/api/results?formato=csv" },
} satisfies Meta<typeof ResultsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first days after publishing: no visit yet, said plainly; the speed table waits for measures too. */
export const Empty: Story = {
  args: { report: resultsReport(today, [], []) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Resultados do site" }),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Ainda não há números" })).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: "Semana a semana" })).toBeNull();
    const speedTable = within(
      canvas.getByRole("region", { name: "Velocidade nos celulares dos pacientes" }),
    );
    await expect(speedTable.getAllByText("Sem medições")).toHaveLength(4);
    await expect(
      canvas.getByRole("link", { name: "Baixar os números por dia (planilha CSV)" }),
    ).toHaveAttribute("href", "/api/results?formato=csv");
  },
};

/** One week of visits: the summary figures, each chart's sentence and its table, the share that reaches the chat. */
export const OneWeek: Story = {
  args: { report: oneWeek },
  play: async ({ canvas }) => {
    const figure = (name: string) => canvas.getByText(name, { selector: "dt" }).nextElementSibling;
    await expect(figure("Visitas")).toHaveTextContent("53");
    await expect(figure("Agendamentos abertos")).toHaveTextContent("10");
    await expect(figure("Conversas no WhatsApp")).toHaveTextContent("8");
    await expect(figure("Visitas que chegam ao WhatsApp")).toHaveTextContent("15,1%");
    const weekly = within(canvas.getByRole("region", { name: "Semana a semana" }));
    await expect(
      weekly.getByText(
        "Na última semana (18/11 a 24/11): 53 visitas, 10 agendamentos abertos e 8 conversas no WhatsApp.",
      ),
    ).toBeVisible();
    await expect(weekly.getByRole("rowheader", { name: "18/11 a 24/11" })).toBeVisible();
    const sources = within(canvas.getByRole("region", { name: "De onde vêm as visitas" }));
    await expect(
      sources.getByText(/^Quem mais chega ao WhatsApp vem de: Instagram \(7 conversas\)\./),
    ).toBeVisible();
    const row = sources.getByRole("row", { name: /^Instagram/ });
    await expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["40", "9", "7"]);
  },
};

/** Eight weeks: the weekly chart's growth, the pages, the interests, and the phones' speed against the lab. */
export const EightWeeks: Story = {
  parameters: { largeTextPicture: true },
  play: async ({ canvas }) => {
    const weekly = within(canvas.getByRole("region", { name: "Semana a semana" }));
    await expect(weekly.getAllByRole("row")).toHaveLength(9);
    const speedTable = within(
      canvas.getByRole("region", { name: "Velocidade nos celulares dos pacientes" }),
    );
    const lcp = within(speedTable.getByRole("row", { name: /^Página aparece/ }));
    await expect(lcp.getByText("Acima da meta")).toBeVisible();
    const cls = within(speedTable.getByRole("row", { name: /^Página sem pulos/ }));
    await expect(cls.getByText("Dentro da meta")).toBeVisible();
    const interests = within(canvas.getByRole("region", { name: "O que pedem no formulário" }));
    await expect(interests.getByRole("rowheader", { name: "Agendar Consulta" })).toBeVisible();
  },
};

/**
 * Days that reached a ceiling (src/server/counting/dailyCeiling.ts): one whose new rows filled up, so it went on
 * adding only to what the day had counted; one that stopped counting at its ceiling of rows written.
 */
export const CountingStopped: Story = {
  args: {
    report: resultsReport(today, day(0, "/links/", "instagram", 18, 4, 3), phoneSpeed, [
      { day: dayBefore(today, 2), time: "10:15", ceiling: "newRows" },
      { day: dayBefore(today, 1), time: "09:40", ceiling: "newRows" },
      { day: dayBefore(today, 1), time: "14:02", ceiling: "rows" },
    ]),
  },
  play: async ({ canvas }) => {
    const stops = within(canvas.getByRole("region", { name: "Contagem interrompida" }));
    await expect(stops.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "22/11: contagem parcial a partir das 10:15: só entraram páginas, origens e pedidos que já tinham aparecido no dia (limite diário de novidades)",
      "23/11: contagem parcial a partir das 09:40: só entraram páginas, origens e pedidos que já tinham aparecido no dia (limite diário de novidades)",
      "23/11: contagem interrompida às 14:02: limite diário",
    ]);
  },
};

/** While the report loads, and when the endpoint refuses (not signed in, or the database unavailable). */
export const NotSignedIn: StoryObj<typeof ResultsMessage> = {
  render: () => (
    <ResultsMessage>Entre com o seu e-mail da equipe para ver os resultados.</ResultsMessage>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Entre com o seu e-mail da equipe para ver os resultados.",
    );
  },
};
