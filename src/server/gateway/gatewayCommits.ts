/**
 * The commits the content gateway made (migrations/0004_editor_commits.sql), so that the branch moves only to one of
 * them. When GitHub answers the gateway's `POST git/commits`, the new commit's id is recorded with the person who made
 * it (the key of the write ceiling: the SHA-256 of their Access subject); a branch update to any other commit is
 * refused with 403 (./branchUpdate.ts). So a commit from elsewhere (a fork of a public repository, another tool,
 * another staff member's session) can never become the site, and none skips the per-person ceiling, which counts
 * commits where the gateway makes them (./writeCeiling.ts). A record is good for a session's lifetime: Decap moves
 * the branch right after the commit, and a staff member who signs in again in between (a session that ran out) is
 * still the same person.
 */
import { sessionLifetimeSeconds } from "../editorSession";
import { hourlyDeletion, type WritesDatabase } from "./gatewayTables";

/** What the editor shows when the branch update's commit was not made here, by this person. */
export const notMadeHere =
  "Esta versão não foi preparada neste editor por você. Nada foi publicado: recarregue o editor e publique de novo.";

/** How long a record is kept: a day (each one is a row written when made, and one more when deleted). */
const keptSeconds = 24 * 60 * 60;

/** The records past a day, deleted. */
const deleteOldRecords = hourlyDeletion("DELETE FROM editor_commits WHERE made < ?");

/** Records that `person` made commit `sha` through the gateway at `now` (seconds). */
export async function recordCommit(
  db: WritesDatabase,
  sha: string,
  person: string,
  now: number,
): Promise<void> {
  await deleteOldRecords(db, now, now - keptSeconds);
  await db
    .prepare(
      `INSERT INTO editor_commits (sha, person, made) VALUES (?, ?, ?)
  ON CONFLICT (sha) DO UPDATE SET made = excluded.made WHERE person = excluded.person`,
    )
    .bind(sha, person, now)
    .all();
}

/** Whether `person` made commit `sha` through the gateway within a session's lifetime before `now` (seconds). */
export async function madeThroughGateway(
  db: WritesDatabase,
  sha: string,
  person: string,
  now: number,
): Promise<boolean> {
  const { results } = await db
    .prepare("SELECT 1 AS made FROM editor_commits WHERE sha = ? AND person = ? AND made >= ?")
    .bind(sha, person, now - sessionLifetimeSeconds)
    .all();
  return results.length > 0;
}
