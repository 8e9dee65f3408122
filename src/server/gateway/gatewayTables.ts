/**
 * What the gateway's tables in the site's D1 database share (the write and request ceilings, the blobs uploaded and
 * the commits made): the part of D1's API they use, and the deletion of rows they no longer need.
 */

/** The part of D1's API the gateway's tables use. */
export interface WritesDatabase {
  prepare(query: string): {
    bind(...values: (string | number)[]): { all(): Promise<{ results: unknown[] }> };
  };
}

/**
 * The deletion `query` of a table's old rows (one `?`: the first value kept), run at most once per clock hour in
 * this isolate, before the table's next write: rows past their use cost nothing until then, and a row more per hour.
 */
export function hourlyDeletion(query: string) {
  let doneHour: number | undefined;
  return async (db: WritesDatabase, now: number, keptFrom: number): Promise<void> => {
    const hour = Math.floor(now / 3600);
    if (doneHour === hour) return;
    await db.prepare(query).bind(keptFrom).all();
    doneHour = hour;
  };
}
