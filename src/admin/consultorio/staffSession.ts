/**
 * The staff member's session with the content gateway, kept where the full editor keeps it (Decap CMS's stored
 * user, sessionRenewal.ts's `storedUserKey`): signed in on one of the two pages, the staff member is signed in on
 * the other, and "Sair" on either forgets it.
 */
import { storedUserKey, storedUserWithToken, tokenOfStoredUser } from "../sessionRenewal";

/** The session now, read each time (the full editor may have renewed it in another tab). */
export function storedSession(storage: Storage = window.localStorage): string | undefined {
  return tokenOfStoredUser(storage.getItem(storedUserKey));
}

/** Keeps a new session: in the stored user, or as a new stored user the full editor signs in with. */
export function keepSession(token: string, storage: Storage = window.localStorage): void {
  const stored = storage.getItem(storedUserKey);
  storage.setItem(
    storedUserKey,
    storedUserWithToken(stored, token) ?? JSON.stringify({ backendName: "github", token }),
  );
}

/** Forgets the session in this browser. */
export function forgetSession(storage: Storage = window.localStorage): void {
  storage.removeItem(storedUserKey);
}
