/**
 * What the page counts and the events endpoint admits (functions/api/events.ts): the one schema both import. The
 * page checks each event against it before sending, so one event the endpoint would refuse never costs the batch;
 * the endpoint checks every request against it and refuses anything else whole, writing nothing.
 *
 * Counted, and nothing else (docs/counting.md): a page shown, with where the visit came from; the booking
 * opened, with which call to action; the chat handed, with the interest chosen; and how fast the page was on the
 * patient's phone, with a coarse class of connection and of screen width. Never a name, a phone number, an
 * address, a device or anything that tells one visitor from another.
 */
import * as v from "valibot";
import { isPagePath, reasonKeys, type ReasonKey } from "./sitePages";

/**
 * Where a visit came from (src/counting/trafficSource.ts): the place the link was, read from `utm_source` or the
 * referrer's host; `direto` without either; `interno` for a page opened from another page of the site, which is
 * the same visit going on, not a new arrival.
 */
export const trafficSources = [
  "instagram",
  "facebook",
  "google",
  "whatsapp",
  "outro",
  "direto",
  "interno",
] as const;
export type TrafficSource = (typeof trafficSources)[number];

/** The events counted per day (the migrations' `daily_events.event`). */
export const countedEvents = ["pageview", "booking_opened", "chat_handed"] as const;
export type CountedEventName = (typeof countedEvents)[number];

/**
 * Which call to action opened the booking, by its reason's key (the pages' reasons, ./sitePages.ts): `artigo` is an
 * article's "Dúvidas sobre <assunto>", whose page says which. An event's `reason`, as sent and as stored (the
 * migrations' `daily_events.reason`), is always such a key, never the reason's words.
 */
export const countedReasonKeys = reasonKeys;
export type CountedReasonKey = ReasonKey;

/**
 * The form's interests, by the value that goes into the chat message (src/booking/interests.ts); held to the
 * booking's list by the same adapter.
 */
export const countedInterests = [
  "agendar consulta",
  "realizar exames",
  "agendar consulta de retorno",
] as const;
export type CountedInterest = (typeof countedInterests)[number];

/**
 * The speed measured on the patient's phone: Google's Core Web Vitals (web-vitals) and the time from a tap on a
 * call to action to the frame that shows the dialog, as the bench measures it (npm run bench).
 */
export const speedMetrics = ["LCP", "INP", "CLS", "tapToDialog"] as const;
export type SpeedMetric = (typeof speedMetrics)[number];

/** The largest value admitted for each metric (milliseconds; CLS is a score): past it, a measure is broken. */
export const speedMetricMaximum = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 10,
  tapToDialog: 60_000,
} as const satisfies Record<SpeedMetric, number>;

/** The connection, as coarse as the browser says it (`navigator.connection.effectiveType`, Chrome on Android). */
export const connectionClasses = ["4g", "3g", "2g", "desconhecida"] as const;
export type ConnectionClass = (typeof connectionClasses)[number];

/** The screen's width, in three classes (src/counting/deviceClasses.ts). */
export const widthClasses = ["estreita", "media", "larga"] as const;
export type WidthClass = (typeof widthClasses)[number];

/**
 * Where the page sends its events (functions/api/events.ts): the endpoint answers this path exactly, and any other
 * spelling of it (`/api/events/`, `/API/EVENTS`) is 404.
 */
export const eventsEndpoint = "/api/events";

/** At most this many events in one request; the page sends more as several. */
export const maxEventsPerBatch = 20;
/** At most this many bytes in one request's body. */
export const maxBatchBytes = 4096;

/**
 * A page's address as the site hands it out: the one address of a page of the registry (./sitePages.ts), "/",
 * "/catarata/", an article's "/conteudos/olho-seco/"; the not-found page counts as "/404/". The endpoint also asks
 * the host that the page exists (functions/api/events.ts), so an article is admitted once it is published, and a
 * made-up address never is.
 */
export const maxPagePathLength = 100;

const page = v.pipe(v.string(), v.maxLength(maxPagePathLength), v.check(isPagePath));
const source = v.picklist(trafficSources);
const reason = v.picklist(countedReasonKeys);

const pageView = v.strictObject({ event: v.literal("pageview"), page, source });
const bookingOpened = v.strictObject({
  event: v.literal("booking_opened"),
  page,
  source,
  reason,
});
const chatHanded = v.strictObject({
  event: v.literal("chat_handed"),
  page,
  source,
  reason,
  interest: v.picklist(countedInterests),
});
const speed = v.pipe(
  v.strictObject({
    event: v.literal("speed"),
    page,
    metric: v.picklist(speedMetrics),
    value: v.pipe(v.number(), v.finite(), v.minValue(0)),
    connection: v.picklist(connectionClasses),
    width: v.picklist(widthClasses),
  }),
  v.check((measure) => measure.value <= speedMetricMaximum[measure.metric]),
);

/** One event, as the page sends it. */
export const CountedEvent = v.variant("event", [pageView, bookingOpened, chatHanded, speed]);
export type CountedEvent = v.InferOutput<typeof CountedEvent>;

/** One request's body: `{ "events": [...] }`, 1 to 20 events. */
export const EventBatch = v.strictObject({
  events: v.pipe(v.array(CountedEvent), v.minLength(1), v.maxLength(maxEventsPerBatch)),
});
export type EventBatch = v.InferOutput<typeof EventBatch>;

/** Whether one event is one the endpoint admits. */
export function isCountedEvent(event: unknown): event is CountedEvent {
  return v.is(CountedEvent, event);
}

/** A request body's text as a batch, or undefined when it is anything else (malformed JSON included). */
export function parseEventBatch(text: string): EventBatch | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(EventBatch, json);
  return parsed.success ? parsed.output : undefined;
}

/** Events as request bodies: at most `maxEventsPerBatch` each and at most `maxBatchBytes` long. */
export function eventBatches(events: readonly CountedEvent[]): string[] {
  const bodies: string[] = [];
  let current: CountedEvent[] = [];
  const body = (list: CountedEvent[]) => JSON.stringify({ events: list });
  for (const event of events) {
    const next = [...current, event];
    if (
      current.length > 0 &&
      (next.length > maxEventsPerBatch || byteLength(body(next)) > maxBatchBytes)
    ) {
      bodies.push(body(current));
      current = [event];
    } else current = next;
  }
  if (current.length > 0) bodies.push(body(current));
  return bodies.filter((text) => byteLength(text) <= maxBatchBytes);
}

/** UTF-8 bytes of a text. */
export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * How long the daily totals are kept: two years, then the oldest days are deleted (src/server/counting/dailyCounts.ts).
 * The privacy page says so to the patient, from this same number.
 */
export const keptDays = 731;
