/**
 * The built-site tests: build the site (`npm run build`, so post-build steps run too), serve it with Cloudflare
 * Pages' own runtime (`wrangler pages dev`, scripts/lib/pages-dev.mjs) on 127.0.0.1, run every
 * __tests__/site/*.test.mjs with node's test runner against it (SITE_URL), and stop the server whatever the
 * outcome. SKIP_BUILD=1 reuses public/; SITE_PORT changes the port. Test files given as arguments run instead of
 * all of them: `SKIP_BUILD=1 npm run test:site -- __tests__/site/seo.test.mjs`.
 */
import { startPagesDev } from "./lib/pages-dev.mjs";
import { run } from "./lib/run.mjs";

const port = Number(process.env.SITE_PORT ?? 9123);
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
