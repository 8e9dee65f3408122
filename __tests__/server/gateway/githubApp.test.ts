import { createPrivateKey, generateKeyPairSync } from "node:crypto";
import { decodeJwt, decodeProtectedHeader } from "jose";
import {
  appJwt,
  derLength,
  githubApiBase,
  gitHubAppSettings,
  pkcs8Pem,
  readTokenAnswer,
  tokenIsFresh,
  tokenRequest,
} from "../../../src/server/gateway/githubApp";

const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const pkcs1 = privateKey.export({ type: "pkcs1", format: "pem" }).toString();
const pkcs8 = privateKey.export({ type: "pkcs8", format: "pem" }).toString();

describe("githubApiBase", () => {
  test.each([
    [{}, "https://api.github.com"],
    [{ GITHUB_API_URL: "http://127.0.0.1:9999/" }, "http://127.0.0.1:9999"],
  ])("%j -> %s", (env, base) => expect(githubApiBase(env)).toBe(base));
});

describe("derLength", () => {
  test.each([
    [0, [0x00]],
    [127, [0x7f]],
    [128, [0x81, 0x80]],
    [255, [0x81, 0xff]],
    [256, [0x82, 0x01, 0x00]],
    [1190, [0x82, 0x04, 0xa6]],
    [70000, [0x83, 0x01, 0x11, 0x70]],
  ])("%i -> %j", (length, bytes) => expect(derLength(length)).toEqual(bytes));
});

describe("pkcs8Pem", () => {
  test("GitHub's PKCS#1 key becomes the same key in PKCS#8, byte for byte as Node writes it", () =>
    expect(pkcs8Pem(pkcs1)).toBe(pkcs8.trim()));
  test("a PKCS#8 key stays as it is", () => expect(pkcs8Pem(pkcs8)).toBe(pkcs8.trim()));
  test("line breaks pasted as \\n are read", () =>
    expect(pkcs8Pem(pkcs1.replace(/\n/g, "\\n"))).toBe(pkcs8.trim()));
  test("the converted key is the same private key", () => {
    const converted = createPrivateKey(pkcs8Pem(pkcs1) ?? "");
    expect(converted.export({ type: "pkcs1", format: "pem" })).toBe(pkcs1);
  });
  test.each([
    ["", undefined],
    ["ghp_token", undefined],
    ["-----BEGIN RSA PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----", undefined],
    ["-----BEGIN PUBLIC KEY-----\nabc\n-----END PUBLIC KEY-----", undefined],
    ["-----BEGIN PRIVATE KEY-----\n!!!\n-----END PRIVATE KEY-----", undefined],
  ])("%j -> %j", (key, pem) => expect(pkcs8Pem(key)).toBe(pem));
});

describe("gitHubAppSettings", () => {
  const good = {
    GITHUB_APP_ID: "123",
    GITHUB_APP_INSTALLATION_ID: "456",
    GITHUB_APP_PRIVATE_KEY: pkcs1,
  };
  test("all three set: the settings, with the key in PKCS#8", () =>
    expect(gitHubAppSettings(good)).toEqual({
      appId: "123",
      installationId: "456",
      privateKeyPem: pkcs8.trim(),
      apiBase: "https://api.github.com",
    }));
  test.each([
    [{ ...good, GITHUB_APP_ID: undefined }],
    [{ ...good, GITHUB_APP_ID: "abc" }],
    [{ ...good, GITHUB_APP_INSTALLATION_ID: "" }],
    [{ ...good, GITHUB_APP_INSTALLATION_ID: "4/5" }],
    [{ ...good, GITHUB_APP_PRIVATE_KEY: "" }],
    [{ ...good, GITHUB_APP_PRIVATE_KEY: "não é uma chave" }],
  ])("%j -> none", (env) => expect(gitHubAppSettings(env)).toBeUndefined());
});

describe("appJwt", () => {
  test("issued as the App, a minute back, for nine minutes (GitHub takes ten at most), RS256", async () => {
    const settings = gitHubAppSettings({
      GITHUB_APP_ID: "123",
      GITHUB_APP_INSTALLATION_ID: "456",
      GITHUB_APP_PRIVATE_KEY: pkcs1,
    });
    const jwt = await appJwt(settings!, 1_800_000_000);
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: "RS256" });
    expect(decodeJwt(jwt)).toEqual({
      iss: "123",
      iat: 1_800_000_000 - 60,
      exp: 1_800_000_000 + 540,
    });
  });
});

describe("the installation token", () => {
  const minted = { token: "ghs_x", expiresAt: 10_000 + 3600, mintedAt: 10_000 };
  test.each([
    [undefined, 10_000, false],
    [minted, 10_000, true],
    [minted, 10_000 + 50 * 60 - 1, true],
    [minted, 10_000 + 50 * 60, false],
    [{ ...minted, expiresAt: 10_000 + 600 }, 10_000 + 299, true],
    [{ ...minted, expiresAt: 10_000 + 600 }, 10_000 + 300, false],
  ])("%j at %i: fresh %s", (token, now, fresh) => expect(tokenIsFresh(token, now)).toBe(fresh));

  test.each([
    [
      { token: "ghs_x", expires_at: "2026-11-24T13:00:00Z" },
      { token: "ghs_x", expiresAt: 1795525200, mintedAt: 5 },
    ],
    [{ token: "", expires_at: "2026-11-24T13:00:00Z" }, undefined],
    [{ token: "ghs_x" }, undefined],
    [{ token: "ghs_x", expires_at: "amanhã" }, undefined],
    [{ message: "Bad credentials" }, undefined],
    [null, undefined],
  ])("GitHub's answer %j -> %j", (answer, token) =>
    expect(readTokenAnswer(answer, 5)).toEqual(token),
  );

  test("asked for this repository only, and for its contents only", () =>
    expect(tokenRequest("site")).toEqual({
      repositories: ["site"],
      permissions: { contents: "write" },
    }));
});
