/**
 * Cloudflare Pages Function at /api/auth: the editor's login window starts here (src/server/githubLogin.ts says
 * how the handshake goes). It sends the window to GitHub's authorize page with a fresh state, kept in a cookie. Off
 * (404) unless the host sets `GITHUB_LOGIN=enabled`.
 */
import { elsewhere } from "../../src/server/exactPath";
import {
  authorizeUrl,
  callbackHeaders,
  callbackPage,
  githubLoginEnabled,
  loginOff,
  newState,
  randomNonce,
  stateCookie,
  type GitHubLoginEnv,
} from "../../src/server/githubLogin";

export async function onRequestGet({ request, env }: { request: Request; env: GitHubLoginEnv }) {
  const notHere = elsewhere(request, "/api/auth");
  if (notHere) return notHere;
  if (!githubLoginEnabled(env)) return loginOff(request);
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) {
    const nonce = randomNonce();
    const outcome = {
      status: "error",
      message: "O login com o GitHub não está configurado neste site (GITHUB_CLIENT_ID).",
    } as const;
    return new Response(callbackPage(outcome, new URL(request.url).origin, nonce), {
      status: 500,
      headers: callbackHeaders(nonce),
    });
  }
  const state = newState(crypto.getRandomValues(new Uint8Array(32)));
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorizeUrl(env, request.url, state),
      "Set-Cookie": stateCookie(state),
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}
