/**
 * The blobs the content gateway uploaded, for whom (migrations/0006_editor_blobs_and_requests.sql), so that a new
 * tree takes only blobs its person uploaded within the hour. A blob upload names no file: without this, a tree could
 * put at a content file's path any blob of the repository (the code, a workflow) or one another person uploaded,
 * which passed no check of this person's. Uploading the same bytes again (GitHub gives them the same id) renews the
 * record. Records older than the hour are deleted as they pass.
 */
import { hourlyDeletion, type WritesDatabase } from "./gatewayTables";

/** How long an upload may wait for its tree: an hour, a session's length (../editorSession.ts). */
export const uploadKeptSeconds = 60 * 60;

/** What the editor shows when a tree points at a blob this person did not upload within the hour. */
export const notUploadedHere =
  "Um dos arquivos desta versão não foi enviado por você na última hora. Nada foi publicado: recarregue o editor e publique de novo.";

/** The records past the hour, deleted. */
const deleteOldRecords = hourlyDeletion("DELETE FROM editor_blobs WHERE uploaded < ?");

/** Records that `person` uploaded blob `sha` through the gateway at `now` (seconds). */
export async function recordBlob(
  db: WritesDatabase,
  sha: string,
  person: string,
  now: number,
): Promise<void> {
  await deleteOldRecords(db, now, now - uploadKeptSeconds);
  await db
    .prepare(
      `INSERT INTO editor_blobs (sha, person, uploaded) VALUES (?, ?, ?)
  ON CONFLICT (sha, person) DO UPDATE SET uploaded = excluded.uploaded`,
    )
    .bind(sha, person, now)
    .all();
}

/** Whether `person` uploaded every one of `shas` through the gateway within the hour before `now` (seconds). */
export async function uploadedBy(
  db: WritesDatabase,
  shas: readonly string[],
  person: string,
  now: number,
): Promise<boolean> {
  const wanted = [...new Set(shas)];
  if (!wanted.length) return true;
  const { results } = await db
    .prepare(
      `SELECT sha FROM editor_blobs
  WHERE person = ? AND uploaded >= ? AND sha IN (SELECT value FROM json_each(?))`,
    )
    .bind(person, now - uploadKeptSeconds, JSON.stringify(wanted))
    .all();
  return results.length === wanted.length;
}
