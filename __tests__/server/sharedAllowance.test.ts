/**
 * The counting and the editor write to one D1 database, whose free plan allows 100,000 rows written a day for the
 * whole account: past it, every statement fails until 00:00 UTC, the editor's too. Here, the real endpoint and the
 * real SQL run on SQLite with the migrations applied, with that allowance scaled down a hundredfold (1,000 rows, the
 * counting's ceiling at 900, as the defaults are 100,000 and 90,000): whatever an outsider sends to /api/events, the
 * counting stops at its ceiling and writes nothing more, and the rest is left for the staff to publish.
 */
import type { DatabaseSync } from "node:sqlite";
import type {
  EventsEnv,
  receiveEvents as ReceiveEvents,
} from "../../src/server/counting/receiveEvents";
import { madeThroughGateway, recordCommit } from "../../src/server/gateway/gatewayCommits";
import { defaultWriteCeiling, reserveWrites } from "../../src/server/gateway/writeCeiling";
import { d1, migrated, totalChanges } from "./d1OnSqlite";

const site = "https://www.clinica.example";
const allowance = 1000;
const ceiling = 900;
const now = new Date("2026-11-24T15:00:00Z");

/** The endpoint as a fresh isolate of the host runs it: its own memory of pages, prunes and stops. */
async function isolate(): Promise<typeof ReceiveEvents> {
  let receive: typeof ReceiveEvents | undefined;
  await jest.isolateModulesAsync(async () => {
    ({ receiveEvents: receive } = await import("../../src/server/counting/receiveEvents"));
  });
  if (!receive) throw new Error("the endpoint did not load");
  return receive;
}

/** What a phone, or anyone with curl, can send: 20 page views of 20 pages that exist (articles, which the registry admits by their address). */
function beacon(client: number) {
  const events = Array.from({ length: 20 }, (_, index) => ({
    event: "pageview",
    page: `/conteudos/artigo-${index}/`,
    source: "direto",
  }));
  return new Request(`${site}/api/events`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: site,
      "CF-Connecting-IP": `203.0.113.${client % 250}`,
    },
    body: JSON.stringify({ events }),
  });
}

function env(sqlite: DatabaseSync): EventsEnv {
  return {
    DB: d1(sqlite, { allowance }),
    SITE_URL: site,
    EVENTS_DAILY_ROWS: String(ceiling),
    // The host's limiter lets each address through; the flood comes from many.
    EVENTS_RATE_LIMIT: { limit: () => Promise.resolve({ success: true }) },
    // The host's static assets, which cannot run here: every page asked for exists.
    ASSETS: { fetch: () => Promise.resolve(new Response(null, { status: 200 })) },
  };
}

describe("the counting and the editor share D1's daily allowance, never one budget", () => {
  it("with the counting's ceiling reached by a flood from many addresses and isolates, a staff member still publishes", async () => {
    const sqlite = migrated();
    const hostEnv = env(sqlite);
    const start = totalChanges(sqlite);
    const statuses = new Map<number, number>();
    // Ten isolates, each taking 200 requests: 2,000 requests, 21 rows each if they were all counted.
    for (let which = 0; which < 10; which += 1) {
      const receive = await isolate();
      for (let sent = 0; sent < 200; sent += 1) {
        const { status } = await receive(beacon(which * 200 + sent), hostEnv, now);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }
    const counting = totalChanges(sqlite) - start;

    // A publication: a photo and a text, then the commit, recorded for the branch update.
    const db = hostEnv.DB!;
    const person = "a".repeat(64);
    const at = Math.floor(now.getTime() / 1000);
    for (const bytes of [900_000, 2_000])
      expect(await reserveWrites(db, person, { commits: 0, bytes }, defaultWriteCeiling, at)).toBe(
        true,
      );
    expect(await reserveWrites(db, person, { commits: 1, bytes: 0 }, defaultWriteCeiling, at)).toBe(
      true,
    );
    await recordCommit(db, "c".repeat(40), person, at);
    expect(await madeThroughGateway(db, "c".repeat(40), person, at)).toBe(true);
    expect([...statuses.keys()].sort()).toEqual([204, 429]);
    // The counting wrote its ceiling at most, and the one row that notes the stop.
    expect(counting).toBeLessThanOrEqual(ceiling + 1);
  });
});
