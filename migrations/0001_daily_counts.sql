-- What the site counts (src/metrics/eventSchema.ts): only totals per day, never a visit, a visitor or anything a
-- patient typed, so the database grows with days and pages, not with visits.

-- Page views, bookings opened and chats handed: how many, per day, page, source, event, reason and interest.
-- A column that does not apply to an event (the reason of a page view) holds ''.
CREATE TABLE daily_events (
  day TEXT NOT NULL,       -- the practice's day, YYYY-MM-DD (America/Fortaleza)
  page TEXT NOT NULL,      -- the page's address, e.g. '/catarata/'
  source TEXT NOT NULL,    -- where the visit came from: instagram, facebook, google, whatsapp, outro, direto, interno
  event TEXT NOT NULL,     -- pageview, booking_opened, chat_handed
  reason TEXT NOT NULL,    -- which call to action, e.g. 'catarata'
  interest TEXT NOT NULL,  -- what the form asked for, e.g. 'realizar exames'
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, page, source, event, reason, interest)
) WITHOUT ROWID;

-- The real phones' speed as histograms: how many measures fell in each bucket, per day, page, metric, connection
-- class and width class. A bucket is its lower bound (milliseconds; thousandths for CLS; src/metrics/speedBuckets.ts).
CREATE TABLE daily_speed (
  day TEXT NOT NULL,
  page TEXT NOT NULL,
  metric TEXT NOT NULL,      -- LCP, INP, CLS, tapToDialog
  connection TEXT NOT NULL,  -- 4g, 3g, 2g, desconhecida
  width TEXT NOT NULL,       -- estreita, media, larga
  bucket INTEGER NOT NULL,
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, page, metric, connection, width, bucket)
) WITHOUT ROWID;
