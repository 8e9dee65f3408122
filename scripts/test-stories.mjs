/**
 * The Storybook interaction tests: build Storybook, serve the build on a free local port, run every story's
 * play function and accessibility check in headless Chromium, and stop the server whatever the outcome.
 * `--no-build` reuses an existing build. STORYBOOK_STATIC_DIR changes the build folder (default storybook-static).
 * Extra arguments go to test-storybook, e.g. a path pattern: `npm run test:stories -- stories/booking`.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import chromium from "./lib/chromium.cjs";
import { run } from "./lib/run.mjs";
import { serveStatic } from "./lib/static-server.mjs";

const args = process.argv.slice(2);
const build = !args.includes("--no-build");
const passThrough = args.filter((arg) => arg !== "--no-build");
const outDir = process.env.STORYBOOK_STATIC_DIR ?? "storybook-static";

const executablePath = chromium.ensureChromium();
// Every picture compared is a line here (.storybook/test-runner.ts): jest-image-snapshot's own count is 0 now that
// the pictures within tolerance never reach it.
const picturesDir = mkdtempSync(join(tmpdir(), "pictures-"));
const picturesLog = join(picturesDir, "compared.txt");
const env = {
  PICTURES_LOG: picturesLog,
  STORYBOOK_DISABLE_TELEMETRY: "1",
  ...(executablePath ? { CHROMIUM_PATH: executablePath } : {}),
};

if (build) {
  // `--test`: the build the test runner reads, without what only a reader of the catalogue uses (the docs pages);
  // every story is there, and it costs a third less. `npm run build-storybook` makes the whole catalogue.
  const built = await run(
    "node_modules/.bin/storybook",
    ["build", "--quiet", "--test", "-o", outDir],
    { env },
  );
  if (built !== 0) process.exit(built);
}

const server = await serveStatic(outDir);
let code = 1;
try {
  console.log(
    `Storybook served at ${server.url}; testing in ${executablePath ?? "Playwright's Chromium"}`,
  );
  code = await run(
    "node_modules/.bin/test-storybook",
    ["--url", server.url, "--maxWorkers=2", ...passThrough],
    {
      env,
    },
  );
} finally {
  await server.close();
  let compared = [];
  try {
    compared = readFileSync(picturesLog, "utf8").split("\n").filter(Boolean);
  } catch {
    // No picture was taken (the run stopped first).
  }
  console.log(`Pictures compared with their baselines: ${new Set(compared).size}`);
  rmSync(picturesDir, { recursive: true, force: true });
}
process.exit(code);
