-- A counting whose size has a ceiling (src/server/counting/dailyCeiling.ts, docs/counting.md "Its size").
--
-- 1. The speed histograms are kept per day, page, metric and bucket; the connection and width classes of the
--    measures are counted apart, per day and metric, in a table of at most 48 rows a day. What the results page
--    reads (a metric's histogram per page) is the same sum as before.
CREATE TABLE daily_speed_by_page (
  day TEXT NOT NULL,
  page TEXT NOT NULL,
  metric TEXT NOT NULL,   -- LCP, INP, CLS, tapToDialog
  bucket INTEGER NOT NULL, -- the bucket's lower bound (src/server/counting/speedBuckets.ts)
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, page, metric, bucket)
) WITHOUT ROWID;
INSERT INTO daily_speed_by_page (day, page, metric, bucket, count)
  SELECT day, page, metric, bucket, SUM(count) FROM daily_speed GROUP BY day, page, metric, bucket;

CREATE TABLE daily_speed_devices (
  day TEXT NOT NULL,
  metric TEXT NOT NULL,
  connection TEXT NOT NULL, -- 4g, 3g, 2g, desconhecida
  width TEXT NOT NULL,      -- estreita, media, larga
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, metric, connection, width)
) WITHOUT ROWID;
INSERT INTO daily_speed_devices (day, metric, connection, width, count)
  SELECT day, metric, connection, width, SUM(count) FROM daily_speed GROUP BY day, metric, connection, width;

DROP TABLE daily_speed;
ALTER TABLE daily_speed_by_page RENAME TO daily_speed;

-- 2. New rows a UTC day have a ceiling of their own, reserved with the day's writes: `added` is how many rows the
--    day's requests added to the counting's tables (a row that already existed and was added to is not one), and
--    `full_at` when a request's new rows would have passed the ceiling. From then on that day adds to existing rows
--    only, until its writes stop too.
ALTER TABLE counting_ceiling ADD COLUMN added INTEGER NOT NULL DEFAULT 0 CHECK (added >= 0);
ALTER TABLE counting_ceiling ADD COLUMN full_at TEXT;
