/**
 * Everything the events endpoint admits, as an outsider would send it to fill the counting (issue: "a counting whose
 * size has a ceiling"): every value of every field of src/shared/eventSchema.ts, on the pages given, and a speed
 * measure in every bucket of src/server/counting/speedBuckets.ts. The lists are written out here so that the
 * built-site tests (plain node) and the bench can use them; a jest test holds them equal to the schema's own
 * (__tests__/scripts/eventKeySpace.test.ts), so a value added there is added here or that test fails.
 */

const values = {
  sources: ["instagram", "facebook", "google", "whatsapp", "outro", "direto", "interno"],
  reasons: ["home", "catarata", "catarataDuvidas", "conteudos", "artigo", "links"],
  interests: ["agendar consulta", "realizar exames", "agendar consulta de retorno"],
  connections: ["4g", "3g", "2g", "desconhecida"],
  widths: ["estreita", "media", "larga"],
};
const timeBuckets = [
  0, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1400,
  1600, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000, 15_000, 20_000, 30_000,
];
export const eventValues = {
  ...values,
  /** Each metric's buckets by their lower bounds (milliseconds; thousandths for CLS). */
  buckets: {
    LCP: timeBuckets,
    INP: timeBuckets,
    tapToDialog: timeBuckets,
    CLS: [0, 1, 5, 10, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 2000],
  },
};

/** Every event the schema admits on `pages`: each page view, booking, chat and speed measure, once. */
export function everyEvent(pages) {
  const { sources, reasons, interests, connections, widths, buckets } = eventValues;
  const events = [];
  for (const page of pages) {
    for (const source of sources) {
      events.push({ event: "pageview", page, source });
      for (const reason of reasons) {
        events.push({ event: "booking_opened", page, source, reason });
        for (const interest of interests)
          events.push({ event: "chat_handed", page, source, reason, interest });
      }
    }
    for (const [metric, bounds] of Object.entries(buckets))
      for (const bound of bounds)
        for (const connection of connections)
          for (const width of widths)
            events.push({
              event: "speed",
              page,
              metric,
              value: metric === "CLS" ? bound / 1000 : bound,
              connection,
              width,
            });
  }
  return events;
}

/** The request bodies that send `events`, 20 to a request (the endpoint's most), in order. */
export function requestBodies(events) {
  const bodies = [];
  for (let start = 0; start < events.length; start += 20)
    bodies.push(JSON.stringify({ events: events.slice(start, start + 20) }));
  return bodies;
}
