import {
  handshakeOutcome,
  needsNewSession,
  storedUserWithToken,
  tokenOfStoredUser,
} from "../../src/admin/sessionRenewal";

describe("tokenOfStoredUser", () => {
  test.each([
    [null, undefined],
    ["", undefined],
    ["{", undefined],
    ['{"token":"abc","login":"a@b"}', "abc"],
    ['{"token":""}', undefined],
    ['{"token":1}', undefined],
    ["null", undefined],
  ])("%j -> %j", (stored, token) => expect(tokenOfStoredUser(stored)).toBe(token));
});

describe("storedUserWithToken", () => {
  test.each([
    [
      '{"token":"velho","login":"a@b","backendName":"github"}',
      '{"token":"novo","login":"a@b","backendName":"github"}',
    ],
    [null, undefined],
    ["[]", undefined],
    ["{", undefined],
  ])("%j -> %j", (stored, updated) => expect(storedUserWithToken(stored, "novo")).toBe(updated));
});

describe("needsNewSession", () => {
  test.each([
    [401, { code: "sessao-expirada", message: "…" }, true],
    [401, { code: "sem-sessao" }, true],
    [401, { code: "sessao-invalida" }, true],
    [401, { code: "sessao-de-outra-pessoa" }, true],
    // Access's own refusal (no code): a new gateway session would not mend it.
    [401, { message: "Entre com o seu e-mail" }, false],
    [403, { code: "sessao-expirada" }, false],
    [401, "sessao-expirada", false],
    [401, null, false],
  ])("%i %j -> %s", (status, body, renew) => expect(needsNewSession(status, body)).toBe(renew));
});

describe("handshakeOutcome", () => {
  test.each([
    ['authorization:github:success:{"token":"abc","provider":"github"}', { token: "abc" }],
    [
      'authorization:github:error:{"message":"Sua entrada não vale.","provider":"github"}',
      { error: "Sua entrada não vale." },
    ],
    ['authorization:github:success:{"token":""}', { error: "Não foi possível entrar." }],
    ["authorization:github:success:{", undefined],
    ["authorizing:github", undefined],
    ['authorization:gitlab:success:{"token":"abc"}', undefined],
    [{ token: "abc" }, undefined],
  ])("%j -> %j", (data, outcome) => expect(handshakeOutcome(data)).toEqual(outcome));
});
