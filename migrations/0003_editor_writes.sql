-- The editor's writes per staff member and hour (src/server/gateway/writeCeiling.ts): a ceiling on the commits and
-- the bytes of photos and texts one person can send to GitHub through the content gateway in an hour, so that a
-- stolen session cannot publish without end (each commit starts a build on the host).
CREATE TABLE editor_writes (
  person TEXT NOT NULL,   -- SHA-256 (hex) of the staff member's Access subject: who, never their e-mail
  hour INTEGER NOT NULL,  -- the hour, in whole hours since 1970-01-01 UTC
  commits INTEGER NOT NULL CHECK (commits >= 0),
  bytes INTEGER NOT NULL CHECK (bytes >= 0),
  PRIMARY KEY (person, hour)
) WITHOUT ROWID;
