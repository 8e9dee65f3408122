/**
 * The ceiling on what one staff member can write through the content gateway in an hour: commits (each one the
 * editor publishes starts a build on the host) and bytes of blobs (a photo can be about 10 MB). A session lasts an
 * hour (../editorSession.ts), so this bounds what a stolen session can do too, and signing in again does not reset
 * it: the count is per person (the Access subject, hashed) and clock hour, in the site's D1 database
 * (migrations/0003_editor_writes.sql). A write is reserved before it goes to GitHub, in one statement, so requests
 * at once cannot pass the ceiling together; without the database, nothing is written (503).
 */
import { wholeNumberSetting } from "../wholeNumberSetting";
import { hourlyDeletion, type WritesDatabase } from "./gatewayTables";

export type { WritesDatabase };

/** What the ceiling reads from the environment. */
export interface WriteCeilingEnv {
  /** The site's D1 database (the same binding as the counting's). */
  DB?: WritesDatabase;
  /** Commits one person may make in an hour, a whole number (`defaultWriteCeiling` when unset). */
  EDITOR_HOURLY_COMMITS?: string;
  /** Bytes of blobs one person may upload in an hour, a whole number (`defaultWriteCeiling` when unset). */
  EDITOR_HOURLY_BYTES?: string;
}

/** One person's writes in an hour: commits, and bytes of blobs. */
export interface Writes {
  commits: number;
  bytes: number;
}

/**
 * The default ceiling: 20 commits (a busy hour of editing publishes a handful; Cloudflare Pages' free plan builds
 * 500 times a month) and 50 MB of blobs (five photos at the editor's largest, about 10 MB each).
 */
export const defaultWriteCeiling: Writes = { commits: 20, bytes: 50 * 1024 * 1024 };

/** The ceiling the settings ask for; undefined when one is not a whole number (then nothing is written). */
export function writeCeiling(env: WriteCeilingEnv): Writes | undefined {
  const commits = wholeNumberSetting(env.EDITOR_HOURLY_COMMITS, defaultWriteCeiling.commits, 12);
  const bytes = wholeNumberSetting(env.EDITOR_HOURLY_BYTES, defaultWriteCeiling.bytes, 12);
  return commits === undefined || bytes === undefined ? undefined : { commits, bytes };
}

/** The bytes a blob's content stands for: decoded from base64, or its UTF-8 length. */
export function blobBytes(content: string, encoding: "base64" | "utf-8"): number {
  if (encoding === "utf-8") return new TextEncoder().encode(content).byteLength;
  const digits = content.replace(/[^A-Za-z0-9+/]/g, "").length;
  return Math.floor((digits * 3) / 4);
}

/** The hour of `now` (seconds), in whole hours since 1970. */
export function hourOf(now: number): number {
  return Math.floor(now / 3600);
}

/** A staff member's key in the table: the SHA-256 of their Access subject, in hex. */
export async function personKey(subject: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(subject));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The message the editor shows when the ceiling is reached. */
export function ceilingMessage(ceiling: Writes): string {
  const megabytes = Math.floor(ceiling.bytes / (1024 * 1024));
  return (
    `Você já publicou o máximo permitido nesta hora (${ceiling.commits} publicações e ${megabytes} MB de ` +
    "fotos e textos por pessoa). Nada foi publicado agora: tente de novo na próxima hora."
  );
}

const reserve = `INSERT INTO editor_writes (person, hour, commits, bytes) VALUES (?, ?, ?, ?)
  ON CONFLICT (person, hour) DO UPDATE SET
    commits = commits + excluded.commits, bytes = bytes + excluded.bytes
  WHERE commits + excluded.commits <= ? AND bytes + excluded.bytes <= ?
  RETURNING commits`;

/** The hours past a day, deleted. */
const deleteOldHours = hourlyDeletion("DELETE FROM editor_writes WHERE hour < ?");

/**
 * Reserves `writes` for `person` in the hour of `now` (seconds). Resolves true when they fit within `ceiling`,
 * false when they would pass it (and nothing is reserved).
 */
export async function reserveWrites(
  db: WritesDatabase,
  person: string,
  writes: Writes,
  ceiling: Writes,
  now: number,
): Promise<boolean> {
  if (writes.commits > ceiling.commits || writes.bytes > ceiling.bytes) return false;
  const hour = hourOf(now);
  await deleteOldHours(db, now, hour - 24);
  const { results } = await db
    .prepare(reserve)
    .bind(person, hour, writes.commits, writes.bytes, ceiling.commits, ceiling.bytes)
    .all();
  return results.length > 0;
}
