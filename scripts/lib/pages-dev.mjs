/**
 * The built site served by Cloudflare Pages' own runtime (workerd, through `wrangler pages dev`): its _headers,
 * its redirects, status codes and not-found pages, and the Pages Functions in functions/, exactly as the host runs
 * them, on 127.0.0.1, offline. The built-site tests and the editor's login test run against it.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The Workers runtime's behaviour date for the functions; the same date goes in the host's settings (README). */
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
 * environment's variables (the host's settings), and resolves once it answers.
 * @param {{ dir?: string, port: number, bindings?: Record<string, string>, timeoutMs?: number }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startPagesDev({ dir = "public", port, bindings = {}, timeoutMs = 90_000 }) {
  assertNode();
  const state = await mkdtemp(join(tmpdir(), "pages-dev-"));
  const args = [
    "pages",
    "dev",
    dir,
    `--compatibility-date=${compatibilityDate}`,
    "--ip=127.0.0.1",
    `--port=${port}`,
    `--persist-to=${state}`,
    "--show-interactive-dev-session=false",
    "--log-level=warn",
    ...Object.entries(bindings).flatMap(([key, value]) => ["--binding", `${key}=${value}`]),
  ];
  const server = spawn("node_modules/.bin/wrangler", args, {
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
    await rm(state, { recursive: true, force: true });
  };
  try {
    await waitForServer(url, server, output, timeoutMs);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, close };
}
