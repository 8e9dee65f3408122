/**
 * The ceiling on the requests one staff member sends through the content gateway in an hour, reads included. Each
 * one the gateway passes on costs the GitHub App's allowance (5,000 requests an hour for the installation), so a loop
 * from one session, stolen or stuck, would stop every other editor's work for the hour; the write ceiling
 * (./writeCeiling.ts) counts only what is written. Counted per person (the Access subject, hashed) and clock hour in
 * the site's D1 database (migrations/0006_editor_blobs_and_requests.sql), in one statement before the request goes
 * on; without the database, nothing goes on (503).
 */
import { wholeNumberSetting } from "../wholeNumberSetting";
import { hourlyDeletion, type WritesDatabase } from "./gatewayTables";
import { hourOf } from "./writeCeiling";

/** What the ceiling reads from the environment. */
export interface RequestCeilingEnv {
  /** Requests one person may send through the gateway in an hour, a whole number (`defaultRequestCeiling`). */
  EDITOR_HOURLY_REQUESTS?: string;
}

/**
 * The default: 1,000 requests an hour. Opening the full editor or the phone page reads every content file (a few
 * dozen requests), and a publication from the phone page reads them again (about 30 in all); the phone page's six
 * tasks of the staff's guide take some 200. A fifth of the App's allowance, so a loop in one session leaves the rest
 * for the others; and each counted request is a row written in D1, so a loop at the ceiling writes 24,000 rows a day
 * (docs/deploying.md, "The database's daily writes").
 */
export const defaultRequestCeiling = 1000;

/** The ceiling the settings ask for; undefined when it is not a whole number (then nothing goes on). */
export function requestCeiling(env: RequestCeilingEnv): number | undefined {
  return wholeNumberSetting(env.EDITOR_HOURLY_REQUESTS, defaultRequestCeiling, 9);
}

/** The message the editor shows when the ceiling is reached. */
export function requestCeilingMessage(ceiling: number): string {
  return (
    `O editor já fez o máximo de pedidos ao site nesta hora (${ceiling} por pessoa). ` +
    "Nada foi publicado agora: tente de novo na próxima hora."
  );
}

const count = `INSERT INTO editor_requests (person, hour, requests) VALUES (?, ?, 1)
  ON CONFLICT (person, hour) DO UPDATE SET requests = requests + 1
  WHERE requests < ?
  RETURNING requests`;

/** The hours past a day, deleted. */
const deleteOldHours = hourlyDeletion("DELETE FROM editor_requests WHERE hour < ?");

/**
 * Counts one request of `person` in the hour of `now` (seconds). Resolves true when it fits within `ceiling`, false
 * when the hour is full (and nothing is counted).
 */
export async function countRequest(
  db: WritesDatabase,
  person: string,
  ceiling: number,
  now: number,
): Promise<boolean> {
  if (ceiling < 1) return false;
  const hour = hourOf(now);
  await deleteOldHours(db, now, hour - 24);
  const { results } = await db.prepare(count).bind(person, hour, ceiling).all();
  return results.length > 0;
}
