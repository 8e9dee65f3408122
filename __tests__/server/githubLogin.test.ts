import {
  authorizeUrl,
  callbackHeaders,
  callbackPage,
  callbackUrl,
  githubBase,
  githubLoginEnabled,
  loginOff,
  loginOffMessage,
  newState,
  outcomeMessage,
  outcomeOfTokenAnswer,
  readCookie,
  stateCookie,
  stateCookieName,
  stateMatches,
  type LoginOutcome,
} from "../../src/server/githubLogin";
import { editorLogin } from "../../src/admin/editorConfig";

const site = "https://oftalmo.example.com";

describe("githubLoginEnabled: off unless the host asks for it by name", () => {
  test.each([
    [{}, false],
    [{ GITHUB_CLIENT_ID: "Iv1.abc", GITHUB_CLIENT_SECRET: "segredo" }, false],
    [{ GITHUB_LOGIN: "" }, false],
    [{ GITHUB_LOGIN: "true" }, false],
    [{ GITHUB_LOGIN: "1" }, false],
    [{ GITHUB_LOGIN: "Enabled" }, false],
    [{ GITHUB_LOGIN: "enabled" }, true],
    [{ GITHUB_LOGIN: " enabled " }, true],
  ])("%j -> %s", (env, enabled) => expect(githubLoginEnabled(env)).toBe(enabled));

  it("off, the login's window answers 404 and tells the editor, with no state and no cookie", async () => {
    const response = loginOff(new Request(`${site}/api/auth?provider=github&scope=repo`));
    expect(response.status).toBe(404);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain(loginOffMessage);
    expect(html).toContain("authorization:github:error:");
    expect(html).toContain(`var origin = "${site}";`);
  });
});

describe("githubBase", () => {
  test.each([
    [{}, "https://github.com"],
    [{ GITHUB_OAUTH_URL: "" }, "https://github.com"],
    [{ GITHUB_OAUTH_URL: "http://127.0.0.1:9999/" }, "http://127.0.0.1:9999"],
  ])("%j -> %s", (env, base) => expect(githubBase(env)).toBe(base));
});

describe("authorizeUrl", () => {
  test.each([
    [`${site}/api/auth?provider=github&site_id=x&scope=repo`, `${site}/api/callback`],
    ["http://127.0.0.1:8788/api/auth", "http://127.0.0.1:8788/api/callback"],
  ])("from %s, GitHub sends the window back to %s", (request, callback) => {
    const url = new URL(authorizeUrl({ GITHUB_CLIENT_ID: "Iv1.abc" }, request, "s1"));
    expect(url.origin + url.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "Iv1.abc",
      redirect_uri: callback,
      scope: "repo",
      state: "s1",
    });
    expect(callbackUrl(request)).toBe(callback);
  });
});

describe("newState", () => {
  test.each([
    [new Uint8Array(32).fill(0), "A".repeat(43)],
    [new Uint8Array(32).fill(255), "_".repeat(42) + "8"],
    [new Uint8Array([251, 255]), "-_8"],
  ])("%j -> %s (base64url, no padding)", (bytes, state) => expect(newState(bytes)).toBe(state));
});

describe("stateCookie", () => {
  test.each([
    ["abc", `${stateCookieName}=abc; Path=/; Max-Age=600; Secure; HttpOnly; SameSite=Lax`],
    ["", `${stateCookieName}=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Lax`],
  ])("%j", (state, cookie) => expect(stateCookie(state)).toBe(cookie));
});

describe("readCookie", () => {
  test.each([
    [null, undefined],
    ["", undefined],
    [`${stateCookieName}=abc`, "abc"],
    [`a=1; ${stateCookieName}=a=b; c=2`, "a=b"],
    [`x${stateCookieName}=abc`, undefined],
  ])("%j -> %j", (header, value) => expect(readCookie(header, stateCookieName)).toBe(value));
});

describe("stateMatches", () => {
  test.each([
    ["abc", "abc", true],
    ["abc", "abd", false],
    ["abc", "abcd", false],
    [null, "abc", false],
    ["abc", undefined, false],
    ["", "", false],
  ])("%j against %j: %s", (returned, kept, match) =>
    expect(stateMatches(returned, kept)).toBe(match),
  );
});

describe("outcomeOfTokenAnswer and outcomeMessage", () => {
  test.each<[object, LoginOutcome, string]>([
    [
      { access_token: "gho_1", token_type: "bearer" },
      { status: "success", token: "gho_1" },
      'authorization:github:success:{"token":"gho_1","provider":"github"}',
    ],
    [
      { error: "bad_verification_code", error_description: "The code is incorrect." },
      { status: "error", message: "O GitHub recusou o login (The code is incorrect.)." },
      'authorization:github:error:{"message":"O GitHub recusou o login (The code is incorrect.).","provider":"github"}',
    ],
    [
      {},
      { status: "error", message: "O GitHub recusou o login (sem resposta)." },
      'authorization:github:error:{"message":"O GitHub recusou o login (sem resposta).","provider":"github"}',
    ],
  ])("%j", (answer, outcome, message) => {
    expect(outcomeOfTokenAnswer(answer)).toEqual(outcome);
    expect(outcomeMessage(outcome)).toBe(message);
  });
});

describe("callbackPage", () => {
  test("posts only to the site's own origin, under its nonce, with no way to close its script", () => {
    const page = callbackPage({ status: "success", token: "</script><b>" }, site, "n0nce");
    expect(page).toContain('<script nonce="n0nce">');
    expect(page).toContain(`var origin = "${site}";`);
    expect(page).toContain("window.opener.postMessage(message, origin)");
    expect(page).not.toContain('"*"');
    expect(page).not.toContain("</script><b>");
    expect(page).toContain("\\u003c/script\\u003e\\u003cb\\u003e");
    expect(page).toContain('<html lang="pt-BR">');
  });

  test("an error says so in Portuguese, escaped", () => {
    const page = callbackPage({ status: "error", message: "<falhou>" }, site, "n");
    expect(page).toContain("Não foi possível entrar com o GitHub");
    expect(page).toContain("&lt;falhou&gt;");
    expect(page).not.toContain("token");
  });

  test("its headers: not cached, no referrer, only its own script", () => {
    expect(callbackHeaders("n0nce")).toMatchObject({
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "Content-Security-Policy": expect.stringContaining("script-src 'nonce-n0nce';"),
    });
    expect(callbackHeaders("n")).not.toHaveProperty("Cross-Origin-Opener-Policy");
  });
});

describe("editorLogin", () => {
  test.each([
    [
      { builtOnNetlify: false, origin: site },
      {
        login: "email",
        backend: {
          base_url: site,
          auth_endpoint: "api/editor/session",
          api_root: `${site}/api/github`,
        },
      },
    ],
    [
      { builtOnNetlify: false, origin: site, githubAsked: true },
      { login: "github", backend: { base_url: site, auth_endpoint: "api/auth" } },
    ],
    [
      { builtOnNetlify: true, origin: site },
      { login: "github", backend: {} },
    ],
    [
      { builtOnNetlify: true, origin: site, githubAsked: true },
      { login: "github", backend: {} },
    ],
    [
      { authUrl: "https://auth.example.com", builtOnNetlify: false, origin: site },
      { login: "github", backend: { base_url: "https://auth.example.com" } },
    ],
    [
      { authUrl: "https://auth.example.com", builtOnNetlify: true, origin: site },
      { login: "github", backend: { base_url: "https://auth.example.com" } },
    ],
  ])("%j -> %j", (settings, login) => expect(editorLogin(settings)).toEqual(login));
});
