import {
  behindWafRule,
  receiveEvents,
  type EventsEnv,
} from "../../../src/server/counting/receiveEvents";
import {
  allowanceDay,
  countingStop,
  dailyRowCeiling,
  defaultDailyRows,
} from "../../../src/server/counting/dailyCeiling";
import type { CountingDatabase } from "../../../src/server/counting/dailyCounts";

/** A database that fails the test if anything reaches it: these requests are refused before any query. */
const untouchable: CountingDatabase = {
  prepare() {
    throw new Error("the database was reached");
  },
  batch() {
    throw new Error("the database was reached");
  },
};

const site = "https://www.clinica.example";
const body = JSON.stringify({ events: [{ event: "pageview", page: "/", source: "direto" }] });

function request(url: string, headers: Record<string, string>) {
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
  });
}

const limiterThatRefuses = { limit: () => Promise.resolve({ success: false }) };

describe("receiveEvents: refusals before anything is written", () => {
  it.each<[string, Request, EventsEnv, number]>([
    [
      "a trailing slash",
      request(`${site}/api/events/`, { Origin: site }),
      { SITE_URL: site, EVENTS_RATE_LIMITED_BY: "waf" },
      404,
    ],
    [
      "capitals",
      request(`${site}/API/EVENTS`, { Origin: site }),
      { SITE_URL: site, EVENTS_RATE_LIMITED_BY: "waf" },
      404,
    ],
    [
      "a letter percent-encoded",
      request(`${site}/api/%65vents`, { Origin: site }),
      { SITE_URL: site, EVENTS_RATE_LIMITED_BY: "waf" },
      404,
    ],
    [
      "another spelling, even with nothing else set",
      request(`${site}/Api/Events`, { Origin: site }),
      {},
      404,
    ],
    [
      "a deployment's pages.dev address",
      request("https://abc123.oftalmologia-site.pages.dev/api/events", {
        Origin: "https://abc123.oftalmologia-site.pages.dev",
      }),
      { SITE_URL: site, EVENTS_RATE_LIMITED_BY: "waf" },
      403,
    ],
    [
      "another host with the site's origin",
      request("https://golpe.example/api/events", { Origin: site }),
      { SITE_URL: site, EVENTS_RATE_LIMITED_BY: "waf" },
      403,
    ],
    [
      "no Origin",
      request(`${site}/api/events`, {}),
      { SITE_URL: site, EVENTS_RATE_LIMITED_BY: "waf" },
      403,
    ],
    [
      "http to an https site",
      request("http://www.clinica.example/api/events", { Origin: "http://www.clinica.example" }),
      { SITE_URL: site, EVENTS_RATE_LIMITED_BY: "waf" },
      403,
    ],
    [
      "no SITE_URL",
      request(`${site}/api/events`, { Origin: site }),
      { EVENTS_RATE_LIMITED_BY: "waf" },
      503,
    ],
    [
      "a SITE_URL that is no address",
      request(`${site}/api/events`, { Origin: site }),
      { SITE_URL: "www.clinica.example", EVENTS_RATE_LIMITED_BY: "waf" },
      503,
    ],
    [
      "no limiter, no WAF rule",
      request(`${site}/api/events`, { Origin: site }),
      { SITE_URL: site },
      503,
    ],
    [
      "no limiter, and the site is a pages.dev address (no WAF rule covers it)",
      request("https://oftalmologia-site.pages.dev/api/events", {
        Origin: "https://oftalmologia-site.pages.dev",
      }),
      { SITE_URL: "https://oftalmologia-site.pages.dev", EVENTS_RATE_LIMITED_BY: "waf" },
      503,
    ],
    [
      "no limiter, and the site on plain http",
      request("http://127.0.0.1:8788/api/events", { Origin: "http://127.0.0.1:8788" }),
      { SITE_URL: "http://127.0.0.1:8788", EVENTS_RATE_LIMITED_BY: "waf" },
      503,
    ],
    [
      "a ceiling that is not a whole number",
      request(`${site}/api/events`, { Origin: site }),
      { SITE_URL: site, EVENTS_RATE_LIMITED_BY: "waf", EVENTS_DAILY_ROWS: "muitas" },
      503,
    ],
    [
      "the limiter says no",
      request(`${site}/api/events`, { Origin: site }),
      { SITE_URL: site, EVENTS_RATE_LIMIT: limiterThatRefuses },
      429,
    ],
  ])("%s: %i", async (_, incoming, env, status) => {
    const response = await receiveEvents(incoming, { DB: untouchable, ...env });
    expect(response.status).toBe(status);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("behindWafRule: only the site's own domain on https", () => {
  it.each([
    ["https://www.clinica.example", true],
    ["https://oftalmologia-site.pages.dev", false],
    ["https://abc123.oftalmologia-site.pages.dev", false],
    ["http://www.clinica.example", false],
  ])("%s: %s", (site, behind) => {
    expect(behindWafRule(site)).toBe(behind);
  });
});

describe("dailyRowCeiling: the setting EVENTS_DAILY_ROWS", () => {
  it.each([
    [undefined, defaultDailyRows],
    ["", defaultDailyRows],
    ["5000", 5000],
    [" 5000 ", 5000],
    ["0", 0],
    ["-1", undefined],
    ["1e5", undefined],
    ["muitas", undefined],
  ])("%s is %s", (setting, ceiling) => {
    expect(dailyRowCeiling(setting)).toBe(ceiling);
  });

  it("leaves a tenth of D1's free daily allowance (100,000 rows written) for what it does not count", () => {
    expect(defaultDailyRows).toBe(90_000);
  });
});

describe("allowanceDay and countingStop: the UTC day D1 counts in, the practice's day and time shown", () => {
  it.each([
    ["2026-11-24T17:02:30Z", "2026-11-24", { day: "2026-11-24", time: "14:02" }],
    ["2026-11-25T01:30:00Z", "2026-11-25", { day: "2026-11-24", time: "22:30" }],
    ["2026-11-25T03:00:00Z", "2026-11-25", { day: "2026-11-25", time: "00:00" }],
  ])("%s", (instant, utcDay, stop) => {
    expect(allowanceDay(new Date(instant))).toBe(utcDay);
    expect(countingStop(instant)).toEqual(stop);
  });

  it("an unreadable stop is left out", () => {
    expect(countingStop("ontem")).toBeUndefined();
  });
});
