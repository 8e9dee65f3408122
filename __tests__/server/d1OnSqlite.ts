/**
 * Cloudflare D1's API over node:sqlite, for the jest tests of the server's SQL: D1 is SQLite, so the statements the
 * counting and the editor's write ceiling send run here as they run on the host, on a database made from
 * migrations/. The one adapter both sides' tests use. A batch is one transaction, and each statement's rows are its
 * results, as D1 answers them.
 *
 * What D1 adds and cannot run here is its free plan's daily allowance of rows written (100,000 per account, for
 * every database together): with `allowance`, statements fail once that many rows have been written, as D1's do
 * until the next day. Rows written are SQLite's own count of rows changed (`total_changes()`), which is what D1
 * bills: an upsert that changes no value still counts one.
 */
import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import type { CountingDatabase, CountingStatement } from "../../src/server/counting/dailyCounts";

/** A fresh database in memory with every migration applied, in order. */
export function migrated(): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  for (const file of readdirSync("migrations").sort())
    db.exec(readFileSync(`migrations/${file}`, "utf8"));
  return db;
}

/** The rows the connection has written since it opened (SQLite's `total_changes()`). */
export function totalChanges(db: DatabaseSync): number {
  return (db.prepare("SELECT total_changes() AS n").get() as { n: number }).n;
}

/** D1 over `db`; with `allowance`, D1's daily allowance of rows written, counted from now. */
export function d1(db: DatabaseSync, { allowance }: { allowance?: number } = {}): CountingDatabase {
  const start = totalChanges(db);
  // Each query is compiled once, as D1 keeps its prepared statements.
  const statements = new Map<string, StatementSync>();
  const checkAllowance = () => {
    if (allowance !== undefined && totalChanges(db) - start >= allowance)
      throw new Error("D1: the day's allowance of rows written is used up");
  };
  const statement = (
    query: string,
    values: (string | number | null)[] = [],
  ): CountingStatement => ({
    bind: (...more) => statement(query, [...values, ...more]),
    all: <Row>() => {
      try {
        checkAllowance();
        let prepared = statements.get(query);
        if (!prepared) statements.set(query, (prepared = db.prepare(query)));
        return Promise.resolve({ results: prepared.all(...values) as Row[] });
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  });
  return {
    prepare: (query) => statement(query),
    batch: async (statements) => {
      db.exec("BEGIN");
      try {
        const results = [];
        for (const one of statements) results.push(await one.all());
        db.exec("COMMIT");
        return results;
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },
  };
}
