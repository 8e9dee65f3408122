/**
 * The events endpoint's rules (functions/api/events.ts is the thin door to them). A request is counted only if
 * everything in it is as the page sends it (./eventSchema.ts); anything else is 400 and nothing is written. It
 * fails closed: no database, or no rate limit (neither the binding nor the host's rule declared), is 503. A
 * database error is 503 too, which the page never shows (it sends with `navigator.sendBeacon` and reads nothing).
 * No answer sets a cookie; the client's address is used only as the rate limiter's key, in memory, and never
 * written anywhere.
 */
import { countStatements, dailyRows, practiceDay, type CountingDatabase } from "./dailyCounts";
import { maxBatchBytes, parseEventBatch } from "../../shared/eventSchema";

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
  /** "waf": the host's WAF rule limits /api/events (Cloudflare Pages, where no limiter can be bound). */
  EVENTS_RATE_LIMITED_BY?: string;
  /** Static assets, to ask whether a page exists (Cloudflare Pages' `ASSETS`). */
  ASSETS?: { fetch(request: Request | string): Promise<Response> };
}

/** The answers, named once. */
export const eventsAnswers = {
  counted: 204,
  refused: 400,
  tooMany: 429,
  unavailable: 503,
} as const;

function answer(status: number): Response {
  return new Response(null, {
    status,
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" },
  });
}

/** The request's body as text, or undefined past `maxBatchBytes` (read no further than that). */
async function boundedBody(request: Request): Promise<string | undefined> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (!Number.isFinite(declared) || declared > maxBatchBytes) return undefined;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBatchBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Whether the request is one the page would send: JSON, from the site's own pages if it says where from. */
function looksLikeThePage(request: Request): boolean {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return false;
  const origin = request.headers.get("Origin");
  return origin === null || origin === new URL(request.url).origin;
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

/** Receives one request of POST /api/events. */
export async function receiveEvents(
  request: Request,
  env: EventsEnv,
  now = new Date(),
): Promise<Response> {
  const db = env.DB;
  if (!db) return answer(eventsAnswers.unavailable);
  if (env.EVENTS_RATE_LIMIT) {
    const key = request.headers.get("CF-Connecting-IP") ?? "sem-endereco";
    const { success } = await env.EVENTS_RATE_LIMIT.limit({ key });
    if (!success) return answer(eventsAnswers.tooMany);
  } else if (env.EVENTS_RATE_LIMITED_BY !== "waf") return answer(eventsAnswers.unavailable);

  if (!looksLikeThePage(request)) return answer(eventsAnswers.refused);
  const text = await boundedBody(request);
  const batch = text === undefined ? undefined : parseEventBatch(text);
  if (!batch) return answer(eventsAnswers.refused);
  const { origin } = new URL(request.url);
  const pages = [...new Set(batch.events.map((event) => event.page))];
  for (const page of pages)
    if (!(await pageExists(env, origin, page))) return answer(eventsAnswers.refused);

  const today = practiceDay(now);
  const prune = prunedOn === today ? undefined : { today };
  try {
    await db.batch(countStatements(db, dailyRows(batch.events, today), prune));
  } catch {
    return answer(eventsAnswers.unavailable);
  }
  if (prune) prunedOn = today;
  return answer(eventsAnswers.counted);
}
