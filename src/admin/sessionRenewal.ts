/**
 * An expired editor session, renewed without losing what the staff member was writing. The gateway's sessions last
 * an hour (editorSession.ts); Decap CMS keeps the one it got at sign-in in memory and in localStorage, and would
 * otherwise fail every request after that hour. So, in the e-mail sign-in, every request to the gateway goes out with
 * the newest session; when the gateway answers that the session is over, the editor asks the staff member to sign in
 * again (the same window and handshake as the first time), then sends the request again with the new session. The
 * entry on screen is never touched: a publication that met an expired session simply goes on after the sign-in.
 *
 * Decap offers no hook to change its token, hence the wrapper around `fetch` for the gateway's address alone.
 */
import { sessionMessages } from "../shared/editorSessionWording";
import { openWindow } from "../boot/openWindow";

/** Where Decap CMS keeps the signed-in user, the session with it. */
export const storedUserKey = "decap-cms-user";

/** The session in Decap's stored user, if there is one. */
export function tokenOfStoredUser(stored: string | null): string | undefined {
  try {
    const { token } = JSON.parse(stored ?? "null") as { token?: unknown };
    return typeof token === "string" && token ? token : undefined;
  } catch {
    return undefined;
  }
}

/** Decap's stored user with a new session, or undefined when there is no stored user to update. */
export function storedUserWithToken(stored: string | null, token: string): string | undefined {
  try {
    const user = JSON.parse(stored ?? "null") as unknown;
    if (typeof user !== "object" || user === null || Array.isArray(user)) return undefined;
    return JSON.stringify({ ...user, token });
  } catch {
    return undefined;
  }
}

/** The gateway's codes that a new sign-in mends. */
const renewable = new Set(Object.values(sessionMessages).map(({ code }) => code));

/** Whether the gateway's answer (status and JSON body) says the session must be renewed. */
export function needsNewSession(status: number, body: unknown): boolean {
  if (status !== 401 || typeof body !== "object" || body === null) return false;
  const { code } = body as { code?: unknown };
  return typeof code === "string" && renewable.has(code);
}

/** What the sign-in window's message says: the new session, an error in its words, or nothing of ours. */
export function handshakeOutcome(data: unknown): { token: string } | { error: string } | undefined {
  if (typeof data !== "string") return undefined;
  const match = /^authorization:github:(success|error):([\s\S]*)$/.exec(data);
  if (!match) return undefined;
  try {
    const body = JSON.parse(match[2] ?? "") as { token?: unknown; message?: unknown };
    if (match[1] === "success" && typeof body.token === "string" && body.token)
      return { token: body.token };
    return { error: typeof body.message === "string" ? body.message : "Não foi possível entrar." };
  } catch {
    return undefined;
  }
}

/** The gateway request's init with `token` as its session. */
function withSession(init: RequestInit | undefined, token: string | undefined): RequestInit {
  const headers = new Headers(init?.headers);
  if (token) headers.set("Authorization", `token ${token}`);
  return { ...init, headers };
}

/** What the renewal needs from the page: where things are, and how to ask the staff member. */
export interface SessionRenewalOptions {
  /** The gateway's address (`<origin>/api/github`). */
  gatewayBase: string;
  /** The sign-in window's address. */
  signInUrl: string;
  /** Asks the staff member to sign in again; resolves with the new session, or undefined if they decline. */
  askToSignIn(signIn: () => Promise<string>): Promise<string | undefined>;
}

/** Opens the sign-in window and resolves with the session it hands over (the handshake of githubLogin.ts). */
export function signInThroughWindow(signInUrl: string): Promise<string> {
  const origin = window.location.origin;
  return new Promise((resolve, reject) => {
    const popup = openWindow(signInUrl, "keep", "entrar-no-editor", "width=560,height=640");
    if (!popup) {
      reject(
        new Error(
          "O navegador bloqueou a janela de entrada. Permita janelas deste site e tente de novo.",
        ),
      );
      return;
    }
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== popup) return;
      if (event.data === "authorizing:github") {
        popup.postMessage("authorizing:github", origin);
        return;
      }
      const outcome = handshakeOutcome(event.data);
      if (!outcome) return;
      window.removeEventListener("message", listen);
      popup.close();
      if ("token" in outcome) resolve(outcome.token);
      else reject(new Error(outcome.error));
    };
    window.addEventListener("message", listen);
  });
}

/** Sends every request to the gateway with the newest session, and renews an expired one (see the module's top). */
export function installSessionRenewal({
  gatewayBase,
  signInUrl,
  askToSignIn,
}: SessionRenewalOptions): void {
  const send = window.fetch.bind(window);
  let renewing: Promise<string | undefined> | undefined;
  const current = () => tokenOfStoredUser(window.localStorage.getItem(storedUserKey));

  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(`${gatewayBase}/`) || input instanceof Request) return send(input, init);
    const first = await send(url, withSession(init, current()));
    if (first.status !== 401) return first;
    const body: unknown = await first
      .clone()
      .json()
      .catch(() => undefined);
    if (!needsNewSession(first.status, body)) return first;
    renewing ??= askToSignIn(() => signInThroughWindow(signInUrl)).finally(() => {
      renewing = undefined;
    });
    const token = await renewing;
    if (!token) return first;
    const updated = storedUserWithToken(window.localStorage.getItem(storedUserKey), token);
    if (updated) window.localStorage.setItem(storedUserKey, updated);
    return send(url, withSession(init, token));
  };
}
