/**
 * Counting visits on this machine (`npm run counting:local`, after `npm run build`): serves public/ and functions/
 * with Cloudflare Pages' own runtime, as the built-site tests do (scripts/lib/pages-dev.mjs), with what the
 * counting needs and the host gives it: a local D1 database with migrations/ applied, a rate limiter bound to the
 * events endpoint, and the site's address (SITE_URL, here http://127.0.0.1:<port>). Open the address it prints,
 * make a booking, and read the counts with the command it prints. The database is kept in .wrangler/contagem-local
 * (COUNTING_STATE changes it) from one run to the next; PORT changes the port (8788). Ctrl-C stops it.
 */
import { access } from "node:fs/promises";
import { relative } from "node:path";
import { startPagesDev } from "./lib/pages-dev.mjs";

const port = Number(process.env.PORT ?? 8788);
const stateDir = process.env.COUNTING_STATE ?? ".wrangler/contagem-local";

try {
  await access("public/index.html");
} catch {
  console.error("counting:local: no public/index.html. Run `npm run build` first.");
  process.exit(1);
}

const site = await startPagesDev({ port, stateDir });
const shownState = relative(process.cwd(), site.stateDir);
const query =
  "SELECT day, page, source, event, reason, interest, count FROM daily_events ORDER BY day, page";
console.log(
  [
    `counting:local: the site, counting, at ${site.url}/ (Ctrl-C stops it).`,
    "The counts, from another terminal:",
    `  npx wrangler d1 execute DB --local --persist-to=${shownState.startsWith("..") ? site.stateDir : shownState} --command "${query}"`,
  ].join("\n"),
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await site.close();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
