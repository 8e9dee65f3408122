/**
 * The built site served by Cloudflare Pages' own runtime (workerd, through `wrangler pages dev`): its _headers,
 * its redirects, status codes and not-found pages, and the Pages Functions in functions/, exactly as the host runs
 * them, on 127.0.0.1, offline. The built-site tests and the editor's login test run against it.
 *
 * The functions' bindings come from the repo's wrangler.toml, as on the host: the D1 database `DB` is wrangler's
 * own local D1 (a real SQLite file in a fresh folder for each runtime), with migrations/ applied by
 * `wrangler d1 migrations apply` before the runtime starts. One thing is added for the tests: the rate limiter
 * the events endpoint uses where it is bound (`EVENTS_RATE_LIMIT`). Pages' deploy refuses a rate-limit binding in
 * the configuration file ("does not support ratelimits"), so the repo's file has none (the host limits the
 * endpoint with a WAF rule; docs/deploying.md, step 9), while `pages dev` runs one: the runtime starts from a copy
 * of the repo's file with the limiter added, in a folder of its own (Pages takes no --config), beside a link to
 * functions/. The functions are given the site's own address as `SITE_URL` (the runtime's own, unless the bindings
 * say otherwise), as the host gives them the site's domain: the events endpoint counts only that address, and the
 * staff's functions answer only there (a test that reaches them through another address passes that one).
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import {
  cp,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rename,
  rm,
  symlink,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { assertPortFree } from "./ports.mjs";

/** The Workers runtime's behaviour date for the functions; the same date goes in the host's settings (docs/deploying.md). */
export const compatibilityDate = "2026-10-01";

/** wrangler 4 needs this Node or newer. */
const minimumNode = [22, 12];

function assertNode() {
  const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
  if (major < minimumNode[0] || (major === minimumNode[0] && minor < minimumNode[1]))
    throw new Error(
      `wrangler (Cloudflare's runtime, which serves the built site in the tests) needs Node ${minimumNode.join(".")} ` +
        `or newer; this is ${process.version}. Use Node 22 (.nvmrc).`,
    );
}

/** The repo's root, where wrangler.toml, functions/ and migrations/ are. */
const repoRoot = resolve(import.meta.dirname, "../..");

/** The events endpoint's limiter in the tests: as the WAF rule of docs/deploying.md, 100 requests a minute per address. */
export const eventsRateLimit = { limit: 100, period: 60 };

/** The repo's configuration with the events endpoint's rate limiter added (see the top of this file). */
async function testConfiguration() {
  const own = await readFile(join(repoRoot, "wrangler.toml"), "utf8");
  return (
    own.replace(
      /^migrations_dir = "(.*)"$/m,
      (_, dir) => `migrations_dir = ${JSON.stringify(join(repoRoot, dir))}`,
    ) +
    `\n[[ratelimits]]\nname = "EVENTS_RATE_LIMIT"\nnamespace_id = "1001"\n` +
    `simple = { limit = ${eventsRateLimit.limit}, period = ${eventsRateLimit.period} }\n`
  );
}

/** Runs a wrangler command in `cwd` and resolves with its output, or rejects with it. */
function wrangler(args, cwd) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(join(repoRoot, "node_modules/.bin/wrangler"), args, {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
    });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(String(chunk)));
    child.stderr.on("data", (chunk) => output.push(String(chunk)));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolveRun(output.join(""))
        : reject(
            new Error(`wrangler ${args.join(" ")} failed (exit ${code}):\n${output.join("")}`),
          ),
    );
  });
}

/**
 * The local D1 database's SQLite file under a runtime's state folder (wrangler keeps one file per database), for
 * the tests that read what was written.
 */
export async function localDatabaseFile(stateDir) {
  const dir = join(stateDir, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = (await readdir(dir)).filter((name) => /^[0-9a-f]{64}\.sqlite$/.test(name));
  if (files.length !== 1)
    throw new Error(`Expected one D1 database in ${dir}, found: ${files.join(", ")}`);
  return join(dir, files[0]);
}

/**
 * A runtime's state folder with the migrations applied, made once for this set of migrations and copied after
 * that: the copy is a real SQLite file, as `wrangler d1 migrations apply` leaves it.
 */
async function migratedState(project) {
  const hash = createHash("sha256");
  hash.update(await readFile(join(repoRoot, "wrangler.toml")));
  const migrationsDir = join(repoRoot, "migrations");
  for (const name of (await readdir(migrationsDir)).sort()) {
    hash.update(name);
    hash.update(await readFile(join(migrationsDir, name)));
  }
  const template = join(repoRoot, ".wrangler", `migrated-${hash.digest("hex").slice(0, 16)}`);
  if (existsSync(template)) return template;
  await mkdir(join(repoRoot, ".wrangler"), { recursive: true });
  const making = await mkdtemp(`${template}-making-`);
  await wrangler(["d1", "migrations", "apply", "DB", "--local", `--persist-to=${making}`], project);
  // Another runtime may have made it meanwhile: the first one there is kept.
  await rename(making, template).catch(() => rm(making, { recursive: true, force: true }));
  return template;
}

async function waitForServer(url, server, output, timeoutMs) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (server.exitCode !== null)
      throw new Error(`wrangler pages dev stopped (exit ${server.exitCode}):\n${output.join("")}`);
    try {
      await fetch(url);
      return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `wrangler pages dev did not answer at ${url} within ${timeoutMs} ms:\n${output.join("")}`,
  );
}

/**
 * Serves `dir` (and functions/) with `wrangler pages dev` on 127.0.0.1:`port`, with `bindings` as the
 * environment's variables (the host's settings), and resolves once it answers. `database: "no-tables"` leaves
 * the migrations out, so that every query fails as a broken database would.
 * `stateDir` keeps the local D1 database (and the limiter's state) in a folder that outlives the runtime, as the
 * local counting does (scripts/count-locally.mjs); without it the state goes with the runtime.
 * @param {{ dir?: string, port: number, bindings?: Record<string, string>, timeoutMs?: number,
 *   database?: "migrated" | "no-tables", stateDir?: string }} options
 * @returns {Promise<{ url: string, stateDir: string, close: () => Promise<void> }>}
 */
export async function startPagesDev({
  dir = "public",
  port,
  bindings = {},
  timeoutMs = 90_000,
  database = "migrated",
  stateDir,
}) {
  assertNode();
  // Whatever answers on the port is taken for the runtime: it must be ours.
  await assertPortFree(port, "Cloudflare's runtime (wrangler pages dev)");
  const root = await mkdtemp(join(tmpdir(), "pages-dev-"));
  const state = stateDir ? resolve(stateDir) : join(root, "state");
  const project = join(root, "project");
  await mkdir(project);
  await writeFile(join(project, "wrangler.toml"), await testConfiguration());
  await symlink(join(repoRoot, "functions"), join(project, "functions"), "dir");
  if (database === "migrated") {
    if (existsSync(join(state, "v3", "d1"))) {
      // A state kept between runs (the local counting): only the migrations it lacks are applied.
      await wrangler(
        ["d1", "migrations", "apply", "DB", "--local", `--persist-to=${state}`],
        project,
      );
    } else await cp(await migratedState(project), state, { recursive: true });
  }
  const args = [
    "pages",
    "dev",
    resolve(dir),
    `--compatibility-date=${compatibilityDate}`,
    "--ip=127.0.0.1",
    `--port=${port}`,
    `--persist-to=${state}`,
    "--show-interactive-dev-session=false",
    "--log-level=warn",
    ...Object.entries({ SITE_URL: `http://127.0.0.1:${port}`, ...bindings }).flatMap(
      ([key, value]) => ["--binding", `${key}=${value}`],
    ),
  ];
  const server = spawn(join(repoRoot, "node_modules/.bin/wrangler"), args, {
    cwd: project,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
    detached: true,
  });
  const output = [];
  server.stdout.on("data", (chunk) => output.push(String(chunk)));
  server.stderr.on("data", (chunk) => output.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        server.kill("SIGTERM");
      }
      await exited;
    }
    await rm(root, { recursive: true, force: true });
  };
  try {
    await waitForServer(url, server, output, timeoutMs);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, stateDir: state, close };
}
