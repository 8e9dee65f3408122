/**
 * The events endpoint's rules (functions/api/events.ts is the thin door to them). It answers one path, exactly
 * `/api/events`: the host routes `/api/events/` and `/API/EVENTS` here too, which a WAF rule written for the one
 * spelling would not limit, so any other spelling is 404 and writes nothing. It answers only its own site: a
 * request to another address than `SITE_URL` (a deployment's own `<hash>.<project>.pages.dev`, say), or with no
 * `Origin`, is 403. A request is counted only if everything in it is as the page sends it
 * (src/shared/eventSchema.ts); anything else is 400 and nothing is written. It fails closed: no database, no site
 * address, a ceiling that is not a whole number, or no real rate limit (no limiter bound, and not the site's own domain behind the host's WAF rule) is
 * 503. Past the day's ceiling of rows written (./dailyCeiling.ts) it is 429 until the next day. A database error is
 * 503 too, none of which the page shows (it sends with `navigator.sendBeacon` and reads nothing). No answer sets a
 * cookie; the client's address is used only as the rate limiter's key, in memory, and never written anywhere.
 */
import { dailyRows, oldestKept, type CountingDatabase } from "./dailyCounts";
import { practiceDay } from "../../shared/practiceTimeZone";
import {
  allowanceDay,
  countingBatch,
  dailyNewRowCeiling,
  dailyRowCeiling,
  stoppedBy,
} from "./dailyCeiling";
import { eventsEndpoint, maxBatchBytes, parseEventBatch } from "../../shared/eventSchema";
import { boundedText } from "../boundedText";
import { originOfSiteUrl } from "../siteOrigin";

/** Cloudflare's rate-limiting binding (Workers' `RateLimit`). */
export interface RateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** What the endpoint reads from the host's settings and bindings (wrangler.toml; docs/deploying.md, step 9). */
export interface EventsEnv {
  /** The D1 database with the daily totals. */
  DB?: CountingDatabase;
  /** A rate limiter bound to the function, where the host allows one (the tests' runtime). */
  EVENTS_RATE_LIMIT?: RateLimiter;
  /**
   * "waf": the host's WAF rule limits /api/events on the site's own domain (Cloudflare Pages, where no limiter can
   * be bound). It covers that domain only, never a `*.pages.dev` address.
   */
  EVENTS_RATE_LIMITED_BY?: string;
  /** The site's own address, as the build has it (`https://www.example.com`): the only one counted. */
  SITE_URL?: string;
  /** The most rows the counting may write in a UTC day, a whole number (./dailyCeiling.ts has the default). */
  EVENTS_DAILY_ROWS?: string;
  /** The most new rows the counting may add in a UTC day, a whole number (./dailyCeiling.ts has the default). */
  EVENTS_DAILY_NEW_ROWS?: string;
  /** Static assets, to ask whether a page exists (Cloudflare Pages' `ASSETS`). */
  ASSETS?: { fetch(request: Request | string): Promise<Response> };
}

/** The answers, named once. */
export const eventsAnswers = {
  counted: 204,
  notHere: 404,
  refused: 400,
  notThisSite: 403,
  tooMany: 429,
  unavailable: 503,
} as const;

function answer(status: number): Response {
  return new Response(null, {
    status,
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" },
  });
}

/**
 * Whether the site's own address can be behind the host's WAF rule: a custom domain on https. A `*.pages.dev`
 * address is Cloudflare's, outside the zone any WAF rule of the site's covers.
 */
export function behindWafRule(site: string): boolean {
  const { protocol, hostname } = new URL(site);
  return protocol === "https:" && hostname !== "pages.dev" && !hostname.endsWith(".pages.dev");
}

/**
 * Whether a request is addressed to the site's own address and says it comes from a page (a browser always sends
 * `Origin` with a POST, `navigator.sendBeacon`'s included).
 */
function isForThisSite(request: Request, site: string): boolean {
  return new URL(request.url).origin === site && request.headers.get("Origin") !== null;
}

/** Whether the request is one the page would send: JSON, from the site's own pages. */
function looksLikeThePage(request: Request): boolean {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return false;
  return request.headers.get("Origin") === new URL(request.url).origin;
}

/** Answers of the host's asset server, kept per isolate: whether each page exists. */
const knownPages = new Map<string, boolean>();
const knownPagesLimit = 500;

/** Whether the site has a page at `path` (answered 200 by the host's static assets, with no redirect). */
async function pageExists(env: EventsEnv, origin: string, path: string): Promise<boolean> {
  const known = knownPages.get(path);
  if (known !== undefined) return known;
  if (!env.ASSETS) return false;
  const response = await env.ASSETS.fetch(
    new Request(new URL(path, origin), { redirect: "manual" }),
  );
  await response.body?.cancel();
  const exists = response.status === 200;
  if (knownPages.size < knownPagesLimit) knownPages.set(path, exists);
  return exists;
}

/** The day the database last had its oldest days deleted, in this isolate. */
let prunedOn: string | undefined;

/**
 * The UTC day this isolate saw the counting stop at the ceiling: for the rest of it, the answer is 429 without
 * asking the database (which would write nothing either: ./dailyCeiling.ts), so a flood costs D1 no reads.
 */
let stoppedOn: string | undefined;

/** Receives one request of POST /api/events. */
export async function receiveEvents(
  request: Request,
  env: EventsEnv,
  now = new Date(),
): Promise<Response> {
  if (new URL(request.url).pathname !== eventsEndpoint) return answer(eventsAnswers.notHere);
  const db = env.DB;
  const site = originOfSiteUrl(env.SITE_URL);
  const ceiling = dailyRowCeiling(env.EVENTS_DAILY_ROWS);
  const newRows = dailyNewRowCeiling(env.EVENTS_DAILY_NEW_ROWS);
  if (!db || !site || ceiling === undefined || newRows === undefined)
    return answer(eventsAnswers.unavailable);
  if (!isForThisSite(request, site)) return answer(eventsAnswers.notThisSite);
  if (env.EVENTS_RATE_LIMIT) {
    const key = request.headers.get("CF-Connecting-IP") ?? "sem-endereco";
    const { success } = await env.EVENTS_RATE_LIMIT.limit({ key });
    if (!success) return answer(eventsAnswers.tooMany);
  } else if (env.EVENTS_RATE_LIMITED_BY !== "waf" || !behindWafRule(site))
    return answer(eventsAnswers.unavailable);

  if (!looksLikeThePage(request)) return answer(eventsAnswers.refused);
  const body = await boundedText(request, maxBatchBytes);
  const batch = "text" in body ? parseEventBatch(body.text) : undefined;
  if (!batch) return answer(eventsAnswers.refused);
  const { origin } = new URL(request.url);
  const pages = [...new Set(batch.events.map((event) => event.page))];
  for (const page of pages)
    if (!(await pageExists(env, origin, page))) return answer(eventsAnswers.refused);

  const ceilingDay = allowanceDay(now);
  if (stoppedOn === ceilingDay) return answer(eventsAnswers.tooMany);
  const today = practiceDay(now.getTime());
  const oldest = prunedOn === today ? undefined : oldestKept(today);
  const rows = dailyRows(batch.events, today);
  try {
    const results = await db.batch(
      countingBatch(db, rows, { rows: ceiling, newRows }, now, oldest),
    );
    if (stoppedBy(results[0])) {
      stoppedOn = ceilingDay;
      return answer(eventsAnswers.tooMany);
    }
  } catch {
    return answer(eventsAnswers.unavailable);
  }
  if (oldest) prunedOn = today;
  return answer(eventsAnswers.counted);
}
