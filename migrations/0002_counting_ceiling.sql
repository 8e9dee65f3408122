-- The daily ceiling on the rows the counting writes (src/server/counting/dailyCeiling.ts), so that a flood of
-- requests can never use up the database's daily allowance of writes. Per UTC day, as D1 counts that allowance.
CREATE TABLE counting_ceiling (
  day TEXT PRIMARY KEY,                         -- the UTC day, YYYY-MM-DD (D1's daily allowance resets at 00:00 UTC)
  written INTEGER NOT NULL CHECK (written >= 0), -- rows the counting wrote that day, this table's own included
  stopped_at TEXT                               -- when the day's counting stopped at the ceiling (ISO 8601), or NULL
) WITHOUT ROWID;
