/**
 * The editor's login with GitHub on Cloudflare Pages: the Pages Functions in functions/api/ run in Cloudflare's own
 * runtime (a second `wrangler pages dev` over public/, with the OAuth app's settings as bindings), and GitHub is
 * replaced by a stand-in on 127.0.0.1 (GITHUB_OAUTH_URL): its authorize page sends the window straight back with a
 * code, and its token endpoint answers the exchange. Nothing reaches GitHub. Checks the handshake Decap CMS expects
 * (src/admin/githubLogin.ts), that a forged or missing state never gets a token, and, in Chromium, that the built
 * editor's "Entrar com o GitHub" ends with the editor calling GitHub's API with the stand-in's token.
 */
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { after, before, describe, it } from "node:test";
import { freePort, launchChromium } from "./siteKit.mjs";
import { startPagesDev } from "../../scripts/lib/pages-dev.mjs";

const clientId = "Iv1.teste";
const clientSecret = "segredo-de-teste";
const goodCode = "codigo-do-github";
const token = "gho_token_de_teste";

let github;
let site;
let browser;
/** The code exchanges the stand-in answered. */
const exchanges = [];

/** GitHub's two OAuth endpoints, as far as the login uses them. */
function startGitHubStandIn() {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("code", goodCode);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      response.writeHead(302, { location: back.href }).end();
      return;
    }
    if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
      let body = "";
      for await (const chunk of request) body += chunk;
      const asked = JSON.parse(body);
      exchanges.push(asked);
      const good =
        asked.client_id === clientId &&
        asked.client_secret === clientSecret &&
        asked.code === goodCode;
      response
        .writeHead(200, { "content-type": "application/json" })
        .end(
          JSON.stringify(
            good
              ? { access_token: token, token_type: "bearer", scope: "repo" }
              : { error: "bad_verification_code", error_description: "The code is incorrect." },
          ),
        );
      return;
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }),
    ),
  );
}

before(async () => {
  github = await startGitHubStandIn();
  site = await startPagesDev({
    port: await freePort(),
    bindings: {
      GITHUB_CLIENT_ID: clientId,
      GITHUB_CLIENT_SECRET: clientSecret,
      GITHUB_OAUTH_URL: github.url,
    },
  });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await site?.close();
  github?.close();
});

/** Starts a login as the editor's window does, and returns the state cookie and where it was sent. */
async function startLogin() {
  const response = await fetch(`${site.url}/api/auth?provider=github&site_id=x&scope=repo`, {
    redirect: "manual",
  });
  const cookie = response.headers.get("set-cookie") ?? "";
  return { response, cookie, location: new URL(response.headers.get("location") ?? "") };
}

describe("/api/auth", () => {
  it("sends the window to GitHub's authorize page with the client id, the repo scope and a fresh state", async () => {
    const first = await startLogin();
    assert.equal(first.response.status, 302);
    assert.equal(first.response.headers.get("cache-control"), "no-store");
    assert.equal(
      first.location.origin + first.location.pathname,
      `${github.url}/login/oauth/authorize`,
    );
    assert.equal(first.location.searchParams.get("client_id"), clientId);
    assert.equal(first.location.searchParams.get("scope"), "repo");
    assert.equal(first.location.searchParams.get("redirect_uri"), `${site.url}/api/callback`);
    const state = first.location.searchParams.get("state") ?? "";
    assert.match(state, /^[A-Za-z0-9_-]{43}$/, "32 random bytes");
    assert.match(
      first.cookie,
      new RegExp(
        `^__Host-decap-oauth-state=${state}; Path=/; Max-Age=600; Secure; HttpOnly; SameSite=Lax$`,
      ),
    );
    const second = await startLogin();
    assert.notEqual(second.location.searchParams.get("state"), state, "never the same state twice");
  });
});

describe("/api/callback", () => {
  /** The callback as GitHub's redirect reaches it, with this browser's cookie (or none). */
  function callback({ state, cookie, code = goodCode }) {
    const url = new URL(`${site.url}/api/callback`);
    if (code) url.searchParams.set("code", code);
    if (state !== undefined) url.searchParams.set("state", state);
    return fetch(url, { headers: cookie ? { cookie: cookie.split(";")[0] } : {} });
  }

  it("a forged, missing or cookieless state gets an error page, and the code is never exchanged", async () => {
    const { cookie, location } = await startLogin();
    const state = location.searchParams.get("state");
    const exchangesBefore = exchanges.length;
    for (const attempt of [
      { state: "forjado", cookie },
      { state: `${state}x`, cookie },
      { state: undefined, cookie },
      { state, cookie: undefined },
    ]) {
      const response = await callback(attempt);
      assert.equal(response.status, 403, JSON.stringify(attempt));
      const html = await response.text();
      assert.match(html, /Não foi possível entrar com o GitHub/);
      assert.doesNotMatch(html, new RegExp(token));
      assert.match(html, /authorization:github:error:/);
    }
    assert.equal(exchanges.length, exchangesBefore, "no code was exchanged");
  });

  it("the right state: the code is exchanged, and the page hands the token to the site's own origin only", async () => {
    const { cookie, location } = await startLogin();
    const response = await callback({ state: location.searchParams.get("state"), cookie });
    assert.equal(response.status, 200);
    assert.deepEqual(exchanges.at(-1), {
      client_id: clientId,
      client_secret: clientSecret,
      code: goodCode,
      redirect_uri: `${site.url}/api/callback`,
    });
    const html = await response.text();
    assert.ok(
      html.includes(
        `authorization:github:success:{\\"token\\":\\"${token}\\",\\"provider\\":\\"github\\"}`,
      ),
    );
    assert.ok(html.includes(`var origin = "${site.url}";`));
    assert.doesNotMatch(html, /postMessage\([^)]*"\*"/);
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    assert.ok(nonce && html.includes(`<script nonce="${nonce}">`), csp);
    assert.equal(response.headers.get("cache-control"), "no-store");
    assert.equal(response.headers.get("referrer-policy"), "no-referrer");
    assert.match(
      response.headers.get("set-cookie") ?? "",
      /^__Host-decap-oauth-state=; Path=\/; Max-Age=0;/,
    );
  });

  it("a code GitHub refuses gets an error page, never a token", async () => {
    const { cookie, location } = await startLogin();
    const response = await callback({
      state: location.searchParams.get("state"),
      cookie,
      code: "velho",
    });
    assert.equal(response.status, 502);
    const html = await response.text();
    assert.match(html, /The code is incorrect/);
    assert.doesNotMatch(html, new RegExp(token));
  });
});

describe("in the built editor", () => {
  it("'Entrar com o GitHub' logs in through the site's own functions: the editor then calls GitHub with the token", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const authorizations = [];
    // GitHub's API is the one thing that cannot run here: answer it, and keep what the editor sent.
    await context.route("https://api.github.com/**", async (route) => {
      authorizations.push(route.request().headers().authorization);
      await route.fulfill({
        status: 401,
        contentType: "application/json",
        body: '{"message":"Bad credentials"}',
      });
    });
    const page = await context.newPage();
    const complaints = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Cross-Origin-Opener-Policy/i.test(message.text()))
        complaints.push(message.text());
    });
    context.on("page", (popup) =>
      popup.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) complaints.push(message.text());
      }),
    );
    await page.goto(`${site.url}/admin/`);
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: "Entrar com o GitHub" }).click(),
    ]);
    await popup.waitForEvent("close", { timeout: 15_000 });
    const start = Date.now();
    while (!authorizations.length && Date.now() - start < 15_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    assert.ok(
      authorizations.some((header) => header === `token ${token}` || header === `Bearer ${token}`),
      `the editor called GitHub with the token, sent: ${JSON.stringify(authorizations)}`,
    );
    assert.deepEqual(complaints, []);
    await context.close();
  });
});
