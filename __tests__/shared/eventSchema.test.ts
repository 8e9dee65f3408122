import {
  eventBatches,
  isCountedEvent,
  maxBatchBytes,
  parseEventBatch,
  type CountedEvent,
} from "../../src/shared/eventSchema";

const view = { event: "pageview", page: "/catarata/", source: "instagram" };
const chat = {
  event: "chat_handed",
  page: "/",
  source: "direto",
  reason: "home",
  interest: "realizar exames",
};
const lcp = {
  event: "speed",
  page: "/links/",
  metric: "LCP",
  value: 1830,
  connection: "3g",
  width: "estreita",
};

describe("the events the page may send", () => {
  it.each([
    ["a page view", view, true],
    ["the not-found page", { ...view, page: "/404/" }, true],
    ["an article's page", { ...view, page: "/conteudos/olho-seco/" }, true],
    [
      "a booking opened from an article",
      {
        event: "booking_opened",
        page: "/conteudos/olho-seco/",
        source: "google",
        reason: "artigo",
      },
      true,
    ],
    ["a booking opened, with an interest", { ...chat, event: "booking_opened" }, false],
    [
      "a booking opened",
      { event: "booking_opened", page: "/", source: "google", reason: "catarataDuvidas" },
      true,
    ],
    ["a chat handed", chat, true],
    ["a speed measure", lcp, true],
    ["CLS as a score", { ...lcp, metric: "CLS", value: 0.04 }, true],
    ["a page without its slash", { ...view, page: "/catarata" }, false],
    ["a page with a query", { ...view, page: "/catarata/?utm_source=x" }, false],
    ["a page in capitals", { ...view, page: "/Catarata/" }, false],
    ["three levels deep", { ...view, page: "/a/b/c/" }, false],
    ["the editor", { ...view, page: "/admin/" }, false],
    ["an endpoint", { ...view, page: "/api/events/" }, false],
    ["a page of 101 characters", { ...view, page: `/${"a".repeat(99)}/` }, false],
    ["SQL in the page", { ...view, page: "/'; DROP TABLE daily_events; --/" }, false],
    ["an unknown source", { ...view, source: "tiktok" }, false],
    ["an unknown event", { ...view, event: "purchase" }, false],
    ["an extra field (a name)", { ...chat, name: "Maria da Silva" }, false],
    ["a phone number instead of an interest", { ...chat, interest: "(98) 98765-4321" }, false],
    ["the reason's text instead of its key", { ...chat, reason: "Agendar Consulta" }, false],
    ["an unknown metric", { ...lcp, metric: "FID" }, false],
    ["a negative time", { ...lcp, value: -1 }, false],
    ["a time past two minutes", { ...lcp, value: 120_001 }, false],
    ["a CLS past 10", { ...lcp, metric: "CLS", value: 11 }, false],
    ["a time as text", { ...lcp, value: "1830" }, false],
    ["an unknown connection", { ...lcp, connection: "5g" }, false],
    ["an unknown width", { ...lcp, width: "1280" }, false],
    ["nothing", null, false],
    ["an array", [view], false],
  ])("%s: %s", (_what, event, admitted) => {
    expect(isCountedEvent(event)).toBe(admitted);
  });
});

describe("parseEventBatch: a request's body", () => {
  const body = (events: unknown) => JSON.stringify({ events });
  it.each([
    ["one event", body([view]), 1],
    ["twenty events", body(Array(20).fill(view)), 20],
    ["twenty-one events", body(Array(21).fill(view)), undefined],
    ["no event", body([]), undefined],
    ["one bad event among good ones", body([view, { ...view, source: "x" }]), undefined],
    ["malformed JSON", '{"events": [', undefined],
    ["a bare array", JSON.stringify([view]), undefined],
    ["another key beside events", JSON.stringify({ events: [view], visitor: "abc" }), undefined],
    ["events that are not a list", JSON.stringify({ events: view }), undefined],
    ["JSON null", "null", undefined],
  ])("%s", (_what, text, count) => {
    expect(parseEventBatch(text)?.events.length).toBe(count);
  });
});

describe("eventBatches: events as request bodies", () => {
  it.each([
    ["none", 0, [] as number[]],
    ["one", 1, [1]],
    ["twenty", 20, [20]],
    ["forty-five, in batches of twenty", 45, [20, 20, 5]],
  ])("%s", (_what, count, sizes) => {
    const bodies = eventBatches(Array(count).fill(view) as CountedEvent[]);
    expect(bodies.map((text) => parseEventBatch(text)?.events.length)).toEqual(sizes);
  });

  it("keeps every body within the byte limit, with the longest events there are", () => {
    const longest = {
      event: "speed",
      page: `/conteudos/${"a".repeat(88)}/`,
      metric: "tapToDialog",
      value: 59_999.5,
      connection: "desconhecida",
      width: "estreita",
    } as CountedEvent;
    expect(isCountedEvent(longest)).toBe(true);
    const bodies = eventBatches(Array(60).fill(longest));
    expect(bodies.length).toBeGreaterThan(3);
    for (const text of bodies)
      expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(maxBatchBytes);
    expect(bodies.flatMap((text) => parseEventBatch(text)?.events ?? [])).toHaveLength(60);
  });
});
