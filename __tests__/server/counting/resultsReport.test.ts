import { resultsCsv, resultsReport } from "../../../src/server/counting/resultsReport";
import { chatShare, type EventTotalRow } from "../../../src/shared/resultsReportShape";

const today = "2026-11-24";
const row = (
  day: string,
  event: string,
  count: number,
  more: Partial<EventTotalRow> = {},
): EventTotalRow => ({
  day,
  page: "/",
  source: "instagram",
  event,
  reason: "",
  interest: "",
  count,
  ...more,
});

describe("resultsReport: eight weeks of daily totals", () => {
  it("has eight weeks of seven days, the last ending today, all zero with no data", () => {
    const report = resultsReport(today, [], []);
    expect(report.from).toBe("2026-09-30");
    expect(report.weeks.map((week) => [week.from, week.to])).toEqual([
      ["2026-09-30", "2026-10-06"],
      ["2026-10-07", "2026-10-13"],
      ["2026-10-14", "2026-10-20"],
      ["2026-10-21", "2026-10-27"],
      ["2026-10-28", "2026-11-03"],
      ["2026-11-04", "2026-11-10"],
      ["2026-11-11", "2026-11-17"],
      ["2026-11-18", "2026-11-24"],
    ]);
    expect(report.total).toEqual({
      from: "2026-09-30",
      to: today,
      pageViews: 0,
      visits: 0,
      bookings: 0,
      chats: 0,
    });
    expect(report.speed.map((speed) => [speed.metric, speed.p75, speed.samples])).toEqual([
      ["LCP", null, 0],
      ["INP", null, 0],
      ["CLS", null, 0],
      ["tapToDialog", null, 0],
    ]);
  });

  const rows = [
    row("2026-11-24", "pageview", 10),
    row("2026-11-24", "pageview", 4, { source: "interno", page: "/catarata/" }),
    row("2026-11-20", "pageview", 6, { source: "google", page: "/catarata/" }),
    row("2026-11-24", "booking_opened", 3, { reason: "home" }),
    row("2026-11-24", "chat_handed", 2, { reason: "home", interest: "realizar exames" }),
    row("2026-11-20", "chat_handed", 1, {
      source: "google",
      page: "/catarata/",
      reason: "catarata",
      interest: "agendar consulta",
    }),
    row("2026-10-01", "pageview", 5, { source: "direto" }),
    row("2026-09-29", "pageview", 100, { source: "direto" }),
    row("2026-11-25", "pageview", 100, { source: "direto" }),
  ];
  const report = resultsReport(today, rows, [
    { day: "2026-11-24", page: "/", metric: "LCP", bucket: 900, count: 3 },
    { day: "2026-11-23", page: "/catarata/", metric: "LCP", bucket: 2000, count: 1 },
    { day: "2026-09-01", page: "/", metric: "LCP", bucket: 30_000, count: 50 },
  ]);

  it.each([
    ["page views, arrivals and pages within a visit", report.total.pageViews, 25],
    ["visits: arrivals only, never interno", report.total.visits, 21],
    ["bookings", report.total.bookings, 3],
    ["chats", report.total.chats, 3],
    ["the last week's visits", report.weeks[7]?.visits, 16],
    ["the first week's visits (a day before it left out)", report.weeks[0]?.visits, 5],
  ])("%s", (_what, value, expected) => {
    expect(value).toBe(expected);
  });

  it("breaks the totals down by source (interno left out), page and interest", () => {
    expect(report.bySource).toEqual([
      { source: "instagram", visits: 10, bookings: 3, chats: 2 },
      { source: "facebook", visits: 0, bookings: 0, chats: 0 },
      { source: "google", visits: 6, bookings: 0, chats: 1 },
      { source: "whatsapp", visits: 0, bookings: 0, chats: 0 },
      { source: "outro", visits: 0, bookings: 0, chats: 0 },
      { source: "direto", visits: 5, bookings: 0, chats: 0 },
    ]);
    expect(report.byPage).toEqual([
      { page: "/", pageViews: 15, visits: 15, bookings: 3, chats: 2 },
      { page: "/catarata/", pageViews: 10, visits: 6, bookings: 0, chats: 1 },
    ]);
    expect(report.byInterest).toEqual([
      { interest: "realizar exames", chats: 2 },
      { interest: "agendar consulta", chats: 1 },
    ]);
  });

  it("reads the p75 of the weeks' measures, against the lab's target", () => {
    expect(report.speed[0]).toEqual({ metric: "LCP", p75: 1000, samples: 4, target: 1250 });
  });
});

describe("chatShare", () => {
  it.each([
    [{ visits: 0, bookings: 0, chats: 0 }, null],
    [{ visits: 200, bookings: 12, chats: 9 }, 0.045],
  ])("%o is %p", (totals, share) => {
    expect(chatShare(totals)).toBe(share);
  });
});

describe("resultsCsv", () => {
  it("writes semicolons, a byte-order mark, labels in Portuguese, and defuses formulas", () => {
    const csv = resultsCsv([
      row("2026-11-24", "chat_handed", 2, { reason: "home", interest: "realizar exames" }),
      row("2026-11-24", "pageview", 1, { page: "=HYPERLINK(1)", source: 'a;"b"' }),
    ]);
    expect(csv).toBe(
      "\uFEFFDia;Página;Origem;Evento;Motivo;Interesse;Quantidade\r\n" +
        "2026-11-24;/;instagram;Conversa no WhatsApp;home;realizar exames;2\r\n" +
        `2026-11-24;'=HYPERLINK(1);"a;""b""";Página aberta;;;1\r\n`,
    );
  });
});
