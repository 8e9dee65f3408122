/**
 * The built-site tests read only their own site's answers: `npm run test:site` with SITE_PORT naming a port that
 * another server already holds stops at once, naming the port, before a single test runs; without SITE_PORT it
 * takes a free port (the suite running now is that case).
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { after, before, describe, it } from "node:test";
import { freePort } from "./siteKit.mjs";

let squatter;
let port;

before(async () => {
  port = await freePort();
  // Another site on the port, answering every request as a site would: the tests must not read it.
  squatter = createServer((request, response) => response.end("outro site"));
  await new Promise((resolve) => squatter.listen(port, "127.0.0.1", resolve));
});

after(() => new Promise((resolve) => squatter.close(resolve)));

describe("npm run test:site on a port in use", () => {
  it("stops before any test, naming the port", async () => {
    const run = spawn(process.execPath, ["scripts/test-site.mjs", "__tests__/site/seo.test.mjs"], {
      env: { ...process.env, SKIP_BUILD: "1", SITE_PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output = [];
    run.stdout.on("data", (chunk) => output.push(String(chunk)));
    run.stderr.on("data", (chunk) => output.push(String(chunk)));
    const code = await new Promise((resolve) => run.on("exit", resolve));
    const text = output.join("");
    assert.notEqual(code, 0, text);
    assert.match(text, new RegExp(`Port ${port} on 127\\.0\\.0\\.1 is already in use`));
    // No test ran: node's test runner never started.
    assert.doesNotMatch(text, /# tests \d+/);
  });
});
