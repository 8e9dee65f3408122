/**
 * Cloudflare Pages Function at /api/editor/session: the e-mail sign-in's window. Behind Cloudflare Access, it hands
 * the editor a session for the content gateway (never a GitHub token) through the handshake Decap CMS expects of a
 * GitHub login (src/server/editorSession.ts, src/server/githubLogin.ts).
 */
import { elsewhere } from "../../../src/server/exactPath";
import {
  emailSignInWording,
  startSession,
  type EditorSessionEnv,
} from "../../../src/server/editorSession";
import { callbackHeaders, callbackPage, randomNonce } from "../../../src/server/githubLogin";
import type { StaffSignInEnv } from "../../../src/server/staffSignIn";

export async function onRequestGet({
  request,
  env,
}: {
  request: Request;
  env: EditorSessionEnv & StaffSignInEnv;
}) {
  const notHere = elsewhere(request, "/api/editor/session");
  if (notHere) return notHere;
  const { outcome, status } = await startSession(request, env, Math.floor(Date.now() / 1000));
  const nonce = randomNonce();
  return new Response(
    callbackPage(outcome, new URL(request.url).origin, nonce, emailSignInWording),
    {
      status,
      headers: callbackHeaders(nonce),
    },
  );
}
