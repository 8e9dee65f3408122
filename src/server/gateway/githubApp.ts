/**
 * The gateway's one GitHub credential: a GitHub App's installation token. The App has one permission (contents:
 * read and write) and is installed on this one repository; its id, the installation's id and its private key are the
 * host's secrets (docs/deploying.md). The function signs a ten-minute JWT as the App, trades it for an installation
 * token narrowed to this repository and to contents, and keeps that token for less than its hour. Nothing here ever
 * reaches the browser.
 */
import { importPKCS8, SignJWT } from "jose";

/** What the functions read from the environment. */
export interface GitHubAppEnv {
  /** The App's id (a number, on the App's settings page). */
  GITHUB_APP_ID?: string;
  /** The installation's id (a number, in the address of the installation's settings page). */
  GITHUB_APP_INSTALLATION_ID?: string;
  /** The App's private key, as GitHub hands it out (PEM, PKCS#1 or PKCS#8). A secret. */
  GITHUB_APP_PRIVATE_KEY?: string;
  /** GitHub's API, unless the environment says otherwise; the tests point it at a local stand-in. */
  GITHUB_API_URL?: string;
}

/** Where GitHub's API is. */
export const githubApiOrigin = "https://api.github.com";

/** GitHub's API address from the environment, without a trailing slash. */
export function githubApiBase(env: GitHubAppEnv): string {
  return (env.GITHUB_API_URL || githubApiOrigin).replace(/\/+$/, "");
}

/** The App's settings, checked; undefined when any is missing or malformed (the gateway then refuses). */
export interface GitHubAppSettings {
  appId: string;
  installationId: string;
  privateKeyPem: string;
  apiBase: string;
}

export function gitHubAppSettings(env: GitHubAppEnv): GitHubAppSettings | undefined {
  const appId = env.GITHUB_APP_ID?.trim();
  const installationId = env.GITHUB_APP_INSTALLATION_ID?.trim();
  const key = env.GITHUB_APP_PRIVATE_KEY?.trim();
  if (!appId || !/^\d+$/.test(appId) || !installationId || !/^\d+$/.test(installationId) || !key)
    return undefined;
  const privateKeyPem = pkcs8Pem(key);
  if (!privateKeyPem) return undefined;
  return { appId, installationId, privateKeyPem, apiBase: githubApiBase(env) };
}

function base64ToBytes(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

function bytesToBase64(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

/** A DER length: short form under 128, else the count of length bytes, then the length. */
export function derLength(length: number): number[] {
  if (length < 0x80) return [length];
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return [0x80 | bytes.length, ...bytes];
}

/** rsaEncryption's algorithm identifier, with its NULL parameters. */
const rsaAlgorithm = [
  0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00,
];

/** A PKCS#1 RSA key (what GitHub hands out) inside PKCS#8's PrivateKeyInfo, which Web Crypto imports. */
export function pkcs8FromPkcs1(pkcs1: Uint8Array): Uint8Array {
  const octets = [0x04, ...derLength(pkcs1.length)];
  const inner = [0x02, 0x01, 0x00, ...rsaAlgorithm, ...octets];
  const total = inner.length + pkcs1.length;
  const out = new Uint8Array([
    0x30,
    ...derLength(total),
    ...inner,
    ...new Array<number>(pkcs1.length),
  ]);
  out.set(pkcs1, out.length - pkcs1.length);
  return out;
}

/**
 * The key as PKCS#8 PEM: as it is when it already is, converted when it is GitHub's PKCS#1, undefined when it is
 * neither (the secret was pasted wrong). Line breaks written as `\n` (as some settings forms keep them) are read too.
 */
export function pkcs8Pem(key: string): string | undefined {
  const text = key.replace(/\\n/g, "\n").trim();
  const match =
    /^-----BEGIN (RSA )?PRIVATE KEY-----([A-Za-z0-9+/=\s]+)-----END (RSA )?PRIVATE KEY-----$/.exec(
      text,
    );
  if (!match || match[1] !== match[3] || !match[2]) return undefined;
  const body = match[2].replace(/\s+/g, "");
  let der: Uint8Array;
  try {
    der = base64ToBytes(body);
  } catch {
    return undefined;
  }
  const pkcs8 = match[1] ? pkcs8FromPkcs1(der) : der;
  const lines = bytesToBase64(pkcs8).match(/.{1,64}/g) ?? [];
  return `-----BEGIN PRIVATE KEY-----\n${lines.join("\n")}\n-----END PRIVATE KEY-----`;
}

/** The JWT that proves the function is the App: issued a minute back (clock drift), valid nine minutes. */
export async function appJwt(settings: GitHubAppSettings, now: number): Promise<string> {
  const key = await importPKCS8(settings.privateKeyPem, "RS256");
  return new SignJWT({})
    .setProtectedHeader({ alg: "RS256" })
    .setIssuer(settings.appId)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + 9 * 60)
    .sign(key);
}

/** An installation token and when it is good until, in seconds. */
export interface InstallationToken {
  token: string;
  /** When GitHub says it expires. */
  expiresAt: number;
  /** When the function got it. */
  mintedAt: number;
}

/** A token is kept at most this long (GitHub's last an hour), and never into its last minutes. */
export const tokenKeptSeconds = 50 * 60;
export const tokenMarginSeconds = 5 * 60;

/** Whether a kept token may still be used at `now`. */
export function tokenIsFresh(
  token: InstallationToken | undefined,
  now: number,
): token is InstallationToken {
  return (
    token !== undefined &&
    now < token.mintedAt + tokenKeptSeconds &&
    now < token.expiresAt - tokenMarginSeconds
  );
}

/** What the function asks GitHub for: a token for this repository only, and for its contents only. */
export function tokenRequest(repositoryName: string) {
  return { repositories: [repositoryName], permissions: { contents: "write" } };
}

/** GitHub's answer to the token request, read; undefined when it is not one. */
export function readTokenAnswer(answer: unknown, now: number): InstallationToken | undefined {
  const { token, expires_at: expires } = (answer ?? {}) as {
    token?: unknown;
    expires_at?: unknown;
  };
  if (typeof token !== "string" || !token || typeof expires !== "string") return undefined;
  const expiresAt = Math.floor(Date.parse(expires) / 1000);
  if (!Number.isFinite(expiresAt)) return undefined;
  return { token, expiresAt, mintedAt: now };
}

/** The headers of every request to GitHub's API. */
export function githubHeaders(authorization: string): Record<string, string> {
  return {
    Authorization: authorization,
    Accept: "application/vnd.github+json",
    "X-GitHub-Api-Version": "2022-11-28",
    "User-Agent": "site-oftalmologia-editor",
  };
}

/** Tokens kept between requests (per isolate), one per installation and repository. */
const kept = new Map<string, InstallationToken>();

/** Why no token could be had: GitHub unreachable, or GitHub refusing the App (`refused`). */
export class GitHubAppError extends Error {
  constructor(
    message: string,
    readonly refused: boolean,
  ) {
    super(message);
  }
}

/**
 * The installation token for `repositoryName`: the kept one while it is fresh, else a new one from GitHub.
 * Throws GitHubAppError when GitHub cannot be reached or refuses.
 */
export async function installationToken(
  settings: GitHubAppSettings,
  repositoryName: string,
  now: number,
): Promise<string> {
  const cacheKey = `${settings.apiBase}|${settings.installationId}|${repositoryName}`;
  const cached = kept.get(cacheKey);
  if (tokenIsFresh(cached, now)) return cached.token;
  let response: Response;
  try {
    response = await fetch(
      `${settings.apiBase}/app/installations/${settings.installationId}/access_tokens`,
      {
        method: "POST",
        headers: {
          ...githubHeaders(`Bearer ${await appJwt(settings, now)}`),
          "Content-Type": "application/json",
        },
        body: JSON.stringify(tokenRequest(repositoryName)),
      },
    );
  } catch (error) {
    throw new GitHubAppError(`GitHub did not answer (${String(error)})`, false);
  }
  const token = readTokenAnswer(await response.json().catch(() => undefined), now);
  if (!response.ok || !token)
    throw new GitHubAppError(
      `GitHub refused the App's token (${response.status})`,
      response.status < 500,
    );
  kept.set(cacheKey, token);
  return token.token;
}
