import { keptDays } from "../../../src/shared/eventSchema";
import { dailyRows, dayBefore } from "../../../src/server/counting/dailyCounts";
import type { CountedEvent } from "../../../src/shared/eventSchema";

describe("dayBefore", () => {
  it.each([
    ["2026-11-24", 0, "2026-11-24"],
    ["2026-11-24", 1, "2026-11-23"],
    ["2026-03-01", 1, "2026-02-28"],
    ["2026-11-24", 55, "2026-09-30"],
    ["2026-11-24", -7, "2026-12-01"],
    ["2026-11-24", keptDays, "2024-11-23"],
  ])("%s minus %i days is %s", (day, days, expected) => {
    expect(dayBefore(day, days)).toBe(expected);
  });
});

describe("dailyRows: a batch as the rows it adds to", () => {
  const day = "2026-11-24";
  const view = { event: "pageview", page: "/", source: "google" } as const;
  const chat = {
    event: "chat_handed",
    page: "/catarata/",
    source: "instagram",
    reason: "catarata",
    interest: "agendar consulta",
  } as const;
  const lcp = (value: number) =>
    ({
      event: "speed",
      page: "/",
      metric: "LCP",
      value,
      connection: "4g",
      width: "estreita",
    }) as const;

  it.each<[string, CountedEvent[], ReturnType<typeof dailyRows>]>([
    ["nothing", [], { events: [], speed: [], devices: [] }],
    [
      "two views of one page from one source: one row of 2",
      [view, view],
      {
        events: [
          {
            day,
            page: "/",
            source: "google",
            event: "pageview",
            reason: "",
            interest: "",
            count: 2,
          },
        ],
        speed: [],
        devices: [],
      },
    ],
    [
      "a chat handed: reason and interest kept",
      [chat],
      {
        events: [
          {
            day,
            page: "/catarata/",
            source: "instagram",
            event: "chat_handed",
            reason: "catarata",
            interest: "agendar consulta",
            count: 1,
          },
        ],
        speed: [],
        devices: [],
      },
    ],
    [
      "speed: measures in one bucket add up, another bucket is another row; the phones' classes apart",
      [lcp(910), lcp(990), lcp(1300)],
      {
        events: [],
        speed: [
          { day, page: "/", metric: "LCP", bucket: 900, count: 2 },
          { day, page: "/", metric: "LCP", bucket: 1200, count: 1 },
        ],
        devices: [{ day, metric: "LCP", connection: "4g", width: "estreita", count: 3 }],
      },
    ],
    [
      "speed from two classes of phone: one histogram row, a row per class",
      [lcp(910), { ...lcp(950), connection: "3g" }, { ...lcp(990), width: "larga" }],
      {
        events: [],
        speed: [{ day, page: "/", metric: "LCP", bucket: 900, count: 3 }],
        devices: [
          { day, metric: "LCP", connection: "4g", width: "estreita", count: 1 },
          { day, metric: "LCP", connection: "3g", width: "estreita", count: 1 },
          { day, metric: "LCP", connection: "4g", width: "larga", count: 1 },
        ],
      },
    ],
  ])("%s", (_what, events, expected) => {
    expect(dailyRows(events, day)).toEqual(expected);
  });
});
