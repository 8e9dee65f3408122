/**
 * Cloudflare Pages Function at /api/callback: GitHub sends the login window back here with a code and the state.
 * A state that is missing or not the one in this browser's cookie gets an error page, never a token; otherwise the
 * code is exchanged for a token, which the page hands to the editor on the site's own origin only. Off (404)
 * unless the host sets `GITHUB_LOGIN=enabled`.
 */
import { elsewhere } from "../../src/server/exactPath";
import {
  callbackHeaders,
  callbackPage,
  callbackUrl,
  githubBase,
  githubLoginEnabled,
  loginOff,
  outcomeOfTokenAnswer,
  randomNonce,
  readCookie,
  stateCookie,
  stateCookieName,
  stateMatches,
  type GitHubLoginEnv,
  type LoginOutcome,
  type TokenAnswer,
} from "../../src/server/githubLogin";

async function exchangeCode(env: GitHubLoginEnv, code: string, requestUrl: string) {
  const response = await fetch(`${githubBase(env)}/login/oauth/access_token`, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({
      client_id: env.GITHUB_CLIENT_ID,
      client_secret: env.GITHUB_CLIENT_SECRET,
      code,
      redirect_uri: callbackUrl(requestUrl),
    }),
  });
  const answer = (await response.json().catch(() => ({}))) as TokenAnswer;
  return outcomeOfTokenAnswer(answer);
}

export async function onRequestGet({ request, env }: { request: Request; env: GitHubLoginEnv }) {
  const notHere = elsewhere(request, "/api/callback");
  if (notHere) return notHere;
  if (!githubLoginEnabled(env)) return loginOff(request);
  const url = new URL(request.url);
  const code = url.searchParams.get("code");
  const kept = readCookie(request.headers.get("Cookie"), stateCookieName);
  let outcome: LoginOutcome;
  let status = 200;
  if (!stateMatches(url.searchParams.get("state"), kept)) {
    outcome = { status: "error", message: "O pedido de login não veio deste navegador." };
    status = 403;
  } else if (!code) {
    outcome = { status: "error", message: "O GitHub não enviou o código de login." };
    status = 400;
  } else {
    outcome = await exchangeCode(env, code, request.url);
    if (outcome.status === "error") status = 502;
  }
  const nonce = randomNonce();
  const headers = new Headers(callbackHeaders(nonce));
  headers.append("Set-Cookie", stateCookie(""));
  return new Response(callbackPage(outcome, url.origin, nonce), { status, headers });
}
