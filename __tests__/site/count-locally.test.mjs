/**
 * The documented local counting: `npm run counting:local` over the built public/, with a fresh database folder
 * (COUNTING_STATE) as on a fresh clone. A booking made through the real page in Chromium is counted in the local
 * D1 database, and the events endpoint answers the page's request with 204, as on the host.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { DatabaseSync } from "node:sqlite";
import { freePort, gotoHydrated, launchChromium } from "./siteKit.mjs";
import { localDatabaseFile } from "../../scripts/lib/pages-dev.mjs";

let counting;
let stateDir;
let browser;
let url;
const output = [];

before(async () => {
  stateDir = await mkdtemp(join(tmpdir(), "contagem-local-"));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  counting = spawn("npm", ["run", "counting:local"], {
    env: { ...process.env, PORT: String(port), COUNTING_STATE: stateDir },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  counting.stdout.on("data", (chunk) => output.push(String(chunk)));
  counting.stderr.on("data", (chunk) => output.push(String(chunk)));
  const start = Date.now();
  while (!output.join("").includes(`${url}/`)) {
    if (counting.exitCode !== null || Date.now() - start > 120_000)
      throw new Error(`npm run counting:local did not start:\n${output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  if (counting && counting.exitCode === null) {
    const exited = new Promise((resolve) => counting.once("exit", resolve));
    process.kill(-counting.pid, "SIGTERM");
    await exited;
  }
  await rm(stateDir, { recursive: true, force: true });
});

describe("npm run counting:local", () => {
  it("answers the page's POST /api/events with 204", async () => {
    const response = await fetch(`${url}/api/events`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: url },
      body: JSON.stringify({ events: [{ event: "pageview", page: "/", source: "direto" }] }),
    });
    assert.equal(response.status, 204);
  });

  it("prints how to read the counts", () => {
    assert.match(output.join(""), /npx wrangler d1 execute DB --local --persist-to=/);
  });

  it("counts a booking made through the real page", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ status: 200, body: "chat" }),
    );
    const page = await context.newPage();
    await gotoHydrated(page, `${url}/links/`);
    await page.getByRole("button", { name: "Agende sua consulta", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Agendar Consulta" });
    await dialog.getByLabel("Nome").fill("Pessoa de Teste");
    await dialog.getByLabel("WhatsApp").pressSequentially("98987654321");
    await dialog.getByRole("radio", { name: "Agendar Consulta de Retorno" }).check();
    await Promise.all([
      context.waitForEvent("page"),
      dialog.getByRole("button", { name: "Enviar para WhatsApp" }).click(),
    ]);
    await context.close();
    const file = await localDatabaseFile(stateDir);
    const start = Date.now();
    let rows = [];
    while (Date.now() - start < 15_000) {
      const db = new DatabaseSync(file, { readOnly: true });
      try {
        rows = db
          .prepare(
            "SELECT page, event, interest, count FROM daily_events WHERE event = 'chat_handed'",
          )
          .all()
          .map((row) => ({ ...row }));
      } finally {
        db.close();
      }
      if (rows.length) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.deepEqual(rows, [
      { page: "/links/", event: "chat_handed", interest: "agendar consulta de retorno", count: 1 },
    ]);
  });
});
