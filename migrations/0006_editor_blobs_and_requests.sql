-- The blobs each staff member uploaded through the content gateway (src/server/gateway/gatewayBlobs.ts): a new tree
-- takes only blobs its person uploaded within the hour, so a publication can never point at a file already in the
-- repository (code, a workflow's secrets) or at another person's upload.
CREATE TABLE editor_blobs (
  sha TEXT NOT NULL,         -- the blob's id, as GitHub answered the gateway's POST git/blobs
  person TEXT NOT NULL,      -- SHA-256 (hex) of the staff member's Access subject, as in editor_writes
  uploaded INTEGER NOT NULL, -- when, in seconds since 1970-01-01 UTC (the last upload of the same bytes)
  PRIMARY KEY (sha, person)
) WITHOUT ROWID;

-- The gateway's requests per staff member and hour (src/server/gateway/requestCeiling.ts): reads too, so that a loop
-- of requests from one session cannot spend the GitHub App's hourly allowance, whatever each request asks.
CREATE TABLE editor_requests (
  person TEXT NOT NULL,  -- as in editor_writes
  hour INTEGER NOT NULL, -- the hour, in whole hours since 1970-01-01 UTC
  requests INTEGER NOT NULL CHECK (requests >= 0),
  PRIMARY KEY (person, hour)
) WITHOUT ROWID;
