import { SignJWT } from "jose";
import {
  checkSession,
  sessionAudience,
  sessionFromAuthorization,
  sessionIssuer,
  sessionKey,
  sessionLifetimeSeconds,
  sessionMessages,
  signSession,
  startSession,
} from "../../src/server/editorSession";
import type { StaffIdentity } from "../../src/server/staffSignIn";

const secret = "um-segredo-de-teste-com-mais-de-32-caracteres";
const key = new TextEncoder().encode(secret);
const ana: StaffIdentity = { email: "ana@clinica.example", name: "Ana", subject: "id-ana" };
const bia: StaffIdentity = { email: "bia@clinica.example", name: "Bia", subject: "id-bia" };
const now = 1_800_000_000;

describe("sessionKey", () => {
  test.each([
    [{}, false],
    [{ EDITOR_SESSION_SECRET: "" }, false],
    [{ EDITOR_SESSION_SECRET: "x".repeat(31) }, false],
    [{ EDITOR_SESSION_SECRET: "x".repeat(32) }, true],
  ])("%j -> a key: %s", (env, hasKey) => expect(sessionKey(env) !== undefined).toBe(hasKey));
});

describe("sessionFromAuthorization", () => {
  test.each([
    [null, undefined],
    ["", undefined],
    ["token abc.def.ghi", "abc.def.ghi"],
    ["Bearer abc.def.ghi", "abc.def.ghi"],
    ["  token   abc-_.x  ", "abc-_.x"],
    ["Basic dXNlcjpwYXNz", undefined],
    ["token a b", undefined],
    ["token <script>", undefined],
  ])("%j -> %j", (header, session) => expect(sessionFromAuthorization(header)).toBe(session));
});

describe("checkSession", () => {
  /** A token shaped like a session, with one thing changed. */
  async function forged(claims: { aud?: string; iss?: string; alg?: "HS256" | "HS512" }) {
    return new SignJWT({ email: ana.email })
      .setProtectedHeader({ alg: claims.alg ?? "HS256" })
      .setSubject(ana.subject)
      .setAudience(claims.aud ?? sessionAudience)
      .setIssuer(claims.iss ?? sessionIssuer)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(key);
  }

  test.each<[string, () => Promise<string | undefined>, StaffIdentity, number, string | undefined]>(
    [
      [
        "a fresh session for the same person",
        () => signSession(ana, key, now),
        ana,
        now + 10,
        undefined,
      ],
      [
        "one second before it ends",
        () => signSession(ana, key, now),
        ana,
        now + sessionLifetimeSeconds - 1,
        undefined,
      ],
      ["no session", async () => undefined, ana, now, "missing"],
      [
        "an expired session",
        () => signSession(ana, key, now),
        ana,
        now + sessionLifetimeSeconds + 1,
        "expired",
      ],
      ["another person's session", () => signSession(bia, key, now), ana, now, "another-person"],
      [
        "a session signed with another secret",
        () =>
          signSession(
            ana,
            new TextEncoder().encode("outro-segredo-com-mais-de-32-caracteres!"),
            now,
          ),
        ana,
        now,
        "invalid",
      ],
      ["a token for another audience", () => forged({ aud: "outra-coisa" }), ana, now, "invalid"],
      ["a token from another issuer", () => forged({ iss: "outro-site" }), ana, now, "invalid"],
      ["a token with another algorithm", () => forged({ alg: "HS512" }), ana, now, "invalid"],
      ["not a token", async () => "abc.def.ghi", ana, now, "invalid"],
    ],
  )("%s", async (_, session, staff, at, problem) => {
    expect(await checkSession(await session(), staff, key, at)).toEqual(
      problem ? { ok: false, problem } : { ok: true },
    );
  });

  test("every problem has a code and a Portuguese sentence for the editor", () => {
    for (const { code, message } of Object.values(sessionMessages)) {
      expect(code).toMatch(/^[a-z-]+$/);
      expect(message).toMatch(/^[A-ZÉ].{20,}\.$/);
    }
  });
});

describe("startSession", () => {
  const request = () => new Request("https://site.example/api/editor/session");

  test("where Access is not configured, no session: the window says so", async () => {
    expect(await startSession(request(), { EDITOR_SESSION_SECRET: secret }, now)).toEqual({
      outcome: { status: "error", message: expect.stringMatching(/não está configurado/) },
      status: 503,
    });
  });
});
