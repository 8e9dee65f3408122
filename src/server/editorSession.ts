/**
 * The editor's session with the content gateway (functions/api/github/): what the editor gets instead of a GitHub
 * token. A short-lived JWT, signed with a secret only the functions hold (HS256, `jose`), for the gateway's audience
 * only, and bound to the staff member Access signed in: the gateway accepts it only beside an Access JWT for the same
 * person. Stolen, it opens nothing but the gateway, for that person's signed-in browser, for its lifetime; it is
 * worth nothing at GitHub or anywhere else.
 */
import { jwtVerify, SignJWT } from "jose";
import type { LoginOutcome } from "./githubLogin";
import { verifyStaff, type StaffIdentity, type StaffSignInEnv } from "./staffSignIn";
import type { SessionProblem } from "../shared/editorSessionWording";

export {
  emailSignInWording,
  sessionMessages,
  type SessionProblem,
} from "../shared/editorSessionWording";

/** What the functions read from the environment. */
export interface EditorSessionEnv {
  /** The secret sessions are signed with: at least 32 characters (docs/deploying.md). */
  EDITOR_SESSION_SECRET?: string;
}

/** How long a session lasts, in seconds: an hour; then the editor asks the staff member to sign in again. */
export const sessionLifetimeSeconds = 60 * 60;

/** The one audience a session is valid for. */
export const sessionAudience = "gateway-do-editor";

/** The issuer sessions carry, so no other token signed with the same secret could pass for one. */
export const sessionIssuer = "site-oftalmologia/editor";

/** The shortest secret accepted. */
export const minimumSecretLength = 32;

/** The key sessions are signed with, or undefined when the secret is missing or too short (then nothing is signed). */
export function sessionKey(env: EditorSessionEnv): Uint8Array | undefined {
  const secret = env.EDITOR_SESSION_SECRET;
  if (!secret || secret.length < minimumSecretLength) return undefined;
  return new TextEncoder().encode(secret);
}

/** A new session for `staff`, valid from `now` (seconds) for the session's lifetime. */
export function signSession(staff: StaffIdentity, key: Uint8Array, now: number): Promise<string> {
  return new SignJWT({ email: staff.email })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(staff.subject)
    .setAudience(sessionAudience)
    .setIssuer(sessionIssuer)
    .setIssuedAt(now)
    .setExpirationTime(now + sessionLifetimeSeconds)
    .sign(key);
}

/** The session's checks, as the gateway reports them. */
export type SessionOutcome =
  { readonly ok: true } | { readonly ok: false; readonly problem: SessionProblem };

/** The session in an `Authorization` header, as Decap CMS sends a token (`token …`, or `Bearer …`). */
export function sessionFromAuthorization(header: string | null): string | undefined {
  const match = /^(?:token|bearer)\s+([A-Za-z0-9_.-]+)$/i.exec(header?.trim() ?? "");
  return match?.[1];
}

/**
 * Checks a session: signed with `key`, for the gateway, not expired at `now` (seconds), and for the same person as
 * the Access identity of the request it came with.
 */
export async function checkSession(
  session: string | undefined,
  staff: StaffIdentity,
  key: Uint8Array,
  now: number,
): Promise<SessionOutcome> {
  if (!session) return { ok: false, problem: "missing" };
  try {
    const { payload } = await jwtVerify(session, key, {
      algorithms: ["HS256"],
      audience: sessionAudience,
      issuer: sessionIssuer,
      currentDate: new Date(now * 1000),
      requiredClaims: ["exp", "iat", "sub"],
    });
    if (payload.sub !== staff.subject || payload.email !== staff.email)
      return { ok: false, problem: "another-person" };
    return { ok: true };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { ok: false, problem: code === "ERR_JWT_EXPIRED" ? "expired" : "invalid" };
  }
}

/**
 * What the sign-in window tells the editor: a new session for the staff member Access signed in, or why there is
 * none (with the HTTP status the window's page is answered with).
 */
export async function startSession(
  request: Request,
  env: EditorSessionEnv & StaffSignInEnv,
  now: number,
): Promise<{ outcome: LoginOutcome; status: number }> {
  const signedIn = await verifyStaff(request, env);
  if (!signedIn.ok)
    return {
      outcome: { status: "error", message: signedIn.refusal.message },
      status: signedIn.refusal.status,
    };
  const key = sessionKey(env);
  if (!key)
    return {
      outcome: {
        status: "error",
        message:
          "O editor não está configurado neste site (EDITOR_SESSION_SECRET, de 32 caracteres ou mais).",
      },
      status: 503,
    };
  return {
    outcome: { status: "success", token: await signSession(signedIn.identity, key, now) },
    status: 200,
  };
}
