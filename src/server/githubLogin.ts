/**
 * The editor's login with GitHub on Cloudflare Pages: the OAuth handshake Decap CMS expects from an auth server,
 * as pure functions that the Pages Functions in functions/api/ call (auth.ts starts it, callback.ts ends it).
 *
 * Decap opens a window at `<base_url>/api/auth?provider=github&scope=repo`; the window goes to GitHub, comes back
 * to /api/callback with a code, and the page it gets there says "authorizing:github" to the editor, waits for the
 * editor to answer, then posts `authorization:github:success:{"token":…,"provider":"github"}`. The editor only
 * listens to messages from base_url, and the page only ever posts to the site's own origin.
 *
 * It is off unless the host sets `GITHUB_LOGIN=enabled` beside its two secrets: the token GitHub hands out has the
 * `repo` scope (every repository the developer can reach) and sits in the site origin's `localStorage`, beside the
 * patients' pages. Off, both functions answer 404. The staff's way in is the e-mail sign-in (editorSession.ts).
 */

/** What the functions read from the environment (the host's settings; docs/deploying.md). */
export interface GitHubLoginEnv {
  /**
   * `enabled` turns the login on; anything else, or nothing, leaves it off (404), whatever else is set. The token it
   * hands the browser reaches every repository of the developer's, so the host must ask for it by name.
   */
  GITHUB_LOGIN?: string;
  /** The GitHub OAuth app's client id. */
  GITHUB_CLIENT_ID?: string;
  /** The GitHub OAuth app's client secret. */
  GITHUB_CLIENT_SECRET?: string;
  /** GitHub's address; the tests point it at a local stand-in. */
  GITHUB_OAUTH_URL?: string;
}

/** The cookie that carries the state from /api/auth to /api/callback: only over HTTPS, never to scripts. */
export const stateCookieName = "__Host-decap-oauth-state";
/** How long a login may take between the two, in seconds. */
export const stateLifetimeSeconds = 600;
/** The scope Decap needs to commit to the repository. */
export const githubScope = "repo";
/** Where GitHub is, unless the environment says otherwise. */
export const githubOrigin = "https://github.com";

/** Whether the host turned the login on (`GITHUB_LOGIN=enabled`). */
export function githubLoginEnabled(env: GitHubLoginEnv): boolean {
  return env.GITHUB_LOGIN?.trim() === "enabled";
}

/** What the login's window shows, and tells the editor, where the login is off. */
export const loginOffMessage =
  "O login com o GitHub está desligado neste site. Entre com o seu e-mail.";

/** GitHub's address from the environment, without a trailing slash. */
export function githubBase(env: GitHubLoginEnv): string {
  return (env.GITHUB_OAUTH_URL || githubOrigin).replace(/\/+$/, "");
}

/** The callback's address on the site the request came to. */
export function callbackUrl(requestUrl: string): string {
  return new URL("/api/callback", requestUrl).href;
}

/** 32 random bytes as base64url: the state no one else can guess. */
export function newState(randomBytes: Uint8Array): string {
  return btoa(String.fromCharCode(...randomBytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** GitHub's authorize page for this login. */
export function authorizeUrl(env: GitHubLoginEnv, requestUrl: string, state: string): string {
  const url = new URL(`${githubBase(env)}/login/oauth/authorize`);
  url.searchParams.set("client_id", env.GITHUB_CLIENT_ID ?? "");
  url.searchParams.set("redirect_uri", callbackUrl(requestUrl));
  url.searchParams.set("scope", githubScope);
  url.searchParams.set("state", state);
  return url.href;
}

/**
 * The Set-Cookie value that keeps the state (or, with an empty state, forgets it). SameSite=Lax, because the
 * callback is a top-level navigation from GitHub's page, which Strict would send without the cookie.
 */
export function stateCookie(state: string): string {
  const maxAge = state ? stateLifetimeSeconds : 0;
  return `${stateCookieName}=${state}; Path=/; Max-Age=${maxAge}; Secure; HttpOnly; SameSite=Lax`;
}

/** One cookie's value from a Cookie header, or undefined. */
export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** Whether the state GitHub sent back is the one this browser was given: both present and equal. */
export function stateMatches(returned: string | null, kept: string | undefined): boolean {
  if (!returned || !kept || returned.length !== kept.length) return false;
  let difference = 0;
  for (let index = 0; index < returned.length; index += 1)
    difference |= returned.charCodeAt(index) ^ kept.charCodeAt(index);
  return difference === 0;
}

/** The outcome the callback page reports to the editor. */
export type LoginOutcome =
  | { readonly status: "success"; readonly token: string }
  | { readonly status: "error"; readonly message: string };

/** The message Decap CMS reads: `authorization:github:success:{"token":"…","provider":"github"}`. */
export function outcomeMessage(outcome: LoginOutcome): string {
  const body =
    outcome.status === "success"
      ? { token: outcome.token, provider: "github" }
      : { message: outcome.message, provider: "github" };
  return `authorization:github:${outcome.status}:${JSON.stringify(body)}`;
}

/** JSON that is safe inside a `<script>` element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026");
}

/** Text that is safe inside HTML. */
function htmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The login window's headings: the GitHub login's, or the e-mail sign-in's (functions/api/editor/session.ts). */
export interface LoginWording {
  /** The heading when the editor got its token. */
  success: string;
  /** The heading when it did not. */
  failure: string;
}

/** The GitHub login's wording. */
export const githubWording: LoginWording = {
  success: "Login concluído",
  failure: "Não foi possível entrar com o GitHub",
};

/**
 * The page /api/callback answers with: it tells the editor (its opener, on `origin` only) how the login went, after
 * the editor has answered its "authorizing:github". Its one inline script runs under the nonce in the response's
 * policy (callbackHeaders). The e-mail sign-in answers with the same page and its own wording: Decap CMS's GitHub
 * backend expects this handshake whoever hands out the token.
 */
export function callbackPage(
  outcome: LoginOutcome,
  origin: string,
  nonce: string,
  wording: LoginWording = githubWording,
): string {
  const heading = outcome.status === "success" ? wording.success : wording.failure;
  const detail =
    outcome.status === "success"
      ? "Você pode fechar esta janela e voltar ao editor."
      : `${outcome.message} Feche esta janela e tente de novo no editor.`;
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${htmlText(heading)}</title></head>
<body>
<h1>${htmlText(heading)}</h1>
<p>${htmlText(detail)}</p>
<script nonce="${nonce}">
(function () {
  var origin = ${scriptJson(origin)};
  var message = ${scriptJson(outcomeMessage(outcome))};
  if (!window.opener) return;
  window.addEventListener("message", function (event) {
    if (event.origin !== origin || event.data !== "authorizing:github") return;
    window.opener.postMessage(message, origin);
  });
  window.opener.postMessage("authorizing:github", origin);
})();
</script>
</body>
</html>
`;
}

/**
 * The headers of every /api answer: never cached or indexed, no referrer (the URL carries the code), and a policy
 * that runs only the page's own script. No opener policy: the login window must keep its opener to report back.
 */
export function callbackHeaders(nonce: string): Record<string, string> {
  return {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Robots-Tag": "noindex, nofollow",
    "Content-Security-Policy": `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  };
}

/** GitHub's answer to the code exchange, as far as the login needs it. */
export interface TokenAnswer {
  access_token?: string;
  error?: string;
  error_description?: string;
}

/** What the code exchange came to, in the editor's words when it failed. */
export function outcomeOfTokenAnswer(answer: TokenAnswer): LoginOutcome {
  if (answer.access_token) return { status: "success", token: answer.access_token };
  return {
    status: "error",
    message: `O GitHub recusou o login (${answer.error_description || answer.error || "sem resposta"}).`,
  };
}

/** A fresh nonce for one answer's Content-Security-Policy. */
export function randomNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))));
}

/**
 * The answer of /api/auth and /api/callback where the login is off: 404, with the window's page telling the editor
 * so (no state, no cookie, nothing asked of GitHub).
 */
export function loginOff(request: Request): Response {
  const nonce = randomNonce();
  return new Response(
    callbackPage({ status: "error", message: loginOffMessage }, new URL(request.url).origin, nonce),
    { status: 404, headers: callbackHeaders(nonce) },
  );
}
