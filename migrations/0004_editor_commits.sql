-- The commits the content gateway made (src/server/gateway/gatewayCommits.ts): the branch moves only to a commit
-- recorded here for the person who asks, so a commit made anywhere else (a fork, another tool, another person) can
-- never become the site, nor skip the per-person ceiling on commits, which counts them as the gateway makes them.
CREATE TABLE editor_commits (
  sha TEXT PRIMARY KEY,   -- the commit's id, as GitHub answered the gateway's POST git/commits
  person TEXT NOT NULL,   -- SHA-256 (hex) of the staff member's Access subject, as in editor_writes: never an e-mail
  made INTEGER NOT NULL   -- when, in seconds since 1970-01-01 UTC
) WITHOUT ROWID;
