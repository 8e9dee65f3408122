/**
 * The built-site tests: build the site (`npm run build`, so post-build steps run too), serve it with Cloudflare
 * Pages' own runtime (`wrangler pages dev`, scripts/lib/pages-dev.mjs) on 127.0.0.1, run every
 * __tests__/site/*.test.mjs with node's test runner against it (SITE_URL), and stop the server whatever the
 * outcome. SKIP_BUILD=1 reuses public/. The site listens on a free port, or on SITE_PORT where one is given (it
 * stops at once, naming the port, if something already listens there: the tests must never read another server's
 * answers). Test files given as arguments run instead of all of them:
 * `SKIP_BUILD=1 npm run test:site -- __tests__/site/seo.test.mjs`.
 */
import { startPagesDev } from "./lib/pages-dev.mjs";
import { freePort } from "./lib/ports.mjs";
import { run } from "./lib/run.mjs";

const port = process.env.SITE_PORT ? Number(process.env.SITE_PORT) : await freePort();
const env = { GATSBY_TELEMETRY_DISABLED: "1" };
const testFiles = process.argv.slice(2);

if (!process.env.SKIP_BUILD) {
  const built = await run("npm", ["run", "build"], { env });
  if (built !== 0) process.exit(built);
}

const site = await startPagesDev({ port });
let code = 1;
try {
  code = await run(
    process.execPath,
    [
      "--test",
      // One file at a time: two at a time took the suite from about 16 to 12 minutes, but under that load
      // more flows failed now and then on a slower machine (docs/testing.md).
      "--test-concurrency=1",
      "--test-reporter=spec",
      ...(testFiles.length ? testFiles : ["__tests__/site/*.test.mjs"]),
    ],
    { env: { ...env, SITE_URL: site.url } },
  );
} finally {
  await site.close();
}
process.exit(code);
