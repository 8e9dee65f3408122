/**
 * The built-site tests: build the site (`npm run build`, so post-build steps run too), serve it with
 * `gatsby serve` on 127.0.0.1, run every __tests__/site/*.test.mjs with node's test runner against it (SITE_URL),
 * and stop the server whatever the outcome. SKIP_BUILD=1 reuses public/.
 */
import { spawn } from "node:child_process";
import { run } from "./lib/run.mjs";

const port = Number(process.env.SITE_PORT ?? 9123);
const siteUrl = `http://127.0.0.1:${port}`;
const env = { GATSBY_TELEMETRY_DISABLED: "1" };

async function waitForServer(url, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`gatsby serve did not answer at ${url} within ${timeoutMs} ms`);
}

if (!process.env.SKIP_BUILD) {
  const built = await run("npm", ["run", "build"], { env });
  if (built !== 0) process.exit(built);
}

const server = spawn("node_modules/.bin/gatsby", ["serve", "-p", String(port), "-H", "127.0.0.1"], {
  stdio: "ignore",
  env: { ...process.env, ...env },
  detached: true,
});
let code = 1;
try {
  await waitForServer(siteUrl);
  code = await run(
    process.execPath,
    ["--test", "--test-concurrency=1", "--test-reporter=spec", "__tests__/site/"],
    { env: { ...env, SITE_URL: siteUrl } },
  );
} finally {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    server.kill("SIGTERM");
  }
}
process.exit(code);
