/**
 * The staff's sign-in: the settings and claims rules as tables, and the whole verification against a key set served
 * on this machine (as Cloudflare Access serves its team's keys), with tokens signed by keys the test makes.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from "jose";
import {
  accessSettings,
  addressRefusal,
  identityOfClaims,
  requireStaff,
  signInRefusals,
  verifyStaff,
  type StaffSignInEnv,
} from "../../src/server/staffSignIn";

describe("accessSettings", () => {
  test.each([
    [{}, undefined],
    [{ ACCESS_TEAM_DOMAIN: "clinica.cloudflareaccess.com" }, undefined],
    [{ ACCESS_AUD: "aud1" }, undefined],
    [{ ACCESS_TEAM_DOMAIN: " ", ACCESS_AUD: "aud1" }, undefined],
    [{ ACCESS_TEAM_DOMAIN: "clinica.cloudflareaccess.com", ACCESS_AUD: " " }, undefined],
    [
      { ACCESS_TEAM_DOMAIN: "clinica.cloudflareaccess.com", ACCESS_AUD: "aud1" },
      {
        issuer: "https://clinica.cloudflareaccess.com",
        certsUrl: "https://clinica.cloudflareaccess.com/cdn-cgi/access/certs",
        audience: "aud1",
      },
    ],
    [
      { ACCESS_TEAM_DOMAIN: "https://clinica.cloudflareaccess.com/", ACCESS_AUD: " aud1 " },
      {
        issuer: "https://clinica.cloudflareaccess.com",
        certsUrl: "https://clinica.cloudflareaccess.com/cdn-cgi/access/certs",
        audience: "aud1",
      },
    ],
    [
      { ACCESS_TEAM_DOMAIN: "http://127.0.0.1:9400", ACCESS_AUD: "aud1" },
      {
        issuer: "http://127.0.0.1:9400",
        certsUrl: "http://127.0.0.1:9400/cdn-cgi/access/certs",
        audience: "aud1",
      },
    ],
    // Plain http anywhere but this machine, a path, a query or credentials: not a team domain.
    [{ ACCESS_TEAM_DOMAIN: "http://clinica.cloudflareaccess.com", ACCESS_AUD: "a" }, undefined],
    [{ ACCESS_TEAM_DOMAIN: "https://clinica.cloudflareaccess.com/x", ACCESS_AUD: "a" }, undefined],
    [
      { ACCESS_TEAM_DOMAIN: "https://clinica.cloudflareaccess.com?a=1", ACCESS_AUD: "a" },
      undefined,
    ],
    [
      { ACCESS_TEAM_DOMAIN: "https://u:p@clinica.cloudflareaccess.com", ACCESS_AUD: "a" },
      undefined,
    ],
    [{ ACCESS_TEAM_DOMAIN: "ftp://clinica.cloudflareaccess.com", ACCESS_AUD: "a" }, undefined],
    [{ ACCESS_TEAM_DOMAIN: "https://", ACCESS_AUD: "a" }, undefined],
  ])("%j -> %j", (env: StaffSignInEnv, settings) => expect(accessSettings(env)).toEqual(settings));
});

describe("addressRefusal: the staff's functions answer on the site's own address only", () => {
  const site = "https://www.clinica.example";
  test.each([
    ["the site's own address", `${site}/api/editor/identity`, site, undefined],
    ["the site's own address, SITE_URL with a slash", `${site}/api/results`, `${site}/`, undefined],
    [
      "this machine's runtime in the tests",
      "http://127.0.0.1:8788/api/github/user",
      "http://127.0.0.1:8788",
      undefined,
    ],
    ["another site", "https://golpe.example/api/results", site, signInRefusals.notTheSiteAddress],
    [
      "a deployment's own address",
      "https://abc123.oftalmologia-site.pages.dev/api/github/user",
      site,
      signInRefusals.notTheSiteAddress,
    ],
    [
      "the project's address when the site has a domain",
      "https://oftalmologia-site.pages.dev/api/editor/session",
      site,
      signInRefusals.notTheSiteAddress,
    ],
    [
      "the site's host on another port",
      "https://www.clinica.example:8443/api/results",
      site,
      signInRefusals.notTheSiteAddress,
    ],
    [
      "the site's host on plain http",
      "http://www.clinica.example/api/results",
      site,
      signInRefusals.notTheSiteAddress,
    ],
    [
      "a subdomain of the site",
      "https://admin.www.clinica.example/api/results",
      site,
      signInRefusals.notTheSiteAddress,
    ],
    [
      "the runtime on another port",
      "http://127.0.0.1:9999/api/results",
      "http://127.0.0.1:8788",
      signInRefusals.notTheSiteAddress,
    ],
    ["no SITE_URL", `${site}/api/results`, undefined, signInRefusals.noSiteAddress],
    ["an empty SITE_URL", `${site}/api/results`, "", signInRefusals.noSiteAddress],
    [
      "a SITE_URL without a scheme",
      `${site}/api/results`,
      "www.clinica.example",
      signInRefusals.noSiteAddress,
    ],
    [
      "a SITE_URL that is not http(s)",
      `${site}/api/results`,
      "ftp://www.clinica.example",
      signInRefusals.noSiteAddress,
    ],
  ])("%s", (_, requestUrl, siteUrl, refusal) =>
    expect(addressRefusal(requestUrl, siteUrl)).toEqual(refusal),
  );
});

describe("identityOfClaims", () => {
  test.each([
    [
      { email: "Maria@Clinica.com.br", sub: "u1" },
      { email: "maria@clinica.com.br", name: "Maria@Clinica.com.br", subject: "u1" },
    ],
    [
      { email: "maria@clinica.com.br", sub: "u1", name: " Maria Souza " },
      { email: "maria@clinica.com.br", name: "Maria Souza", subject: "u1" },
    ],
    [
      { email: "maria@clinica.com.br", sub: "u1", name: "" },
      { email: "maria@clinica.com.br", name: "maria@clinica.com.br", subject: "u1" },
    ],
    // A service token names no person; nor does a claim set without a subject or with a malformed e-mail.
    [{ common_name: "token.access", sub: "" }, undefined],
    [{ email: "maria@clinica.com.br" }, undefined],
    [{ email: "maria", sub: "u1" }, undefined],
    [{ email: "ma ria@x.com", sub: "u1" }, undefined],
    [{ email: ["maria@x.com"], sub: "u1" }, undefined],
  ])("%j -> %j", (claims, identity) =>
    expect(identityOfClaims(claims as JWTPayload)).toEqual(identity),
  );
});

describe("verifyStaff, against a key set served like Access's", () => {
  const audience = "aud-do-editor";
  const email = "recepcao@clinica.com.br";
  let server: Server;
  let issuer: string;
  let teamKey: CryptoKey;
  let otherKey: CryptoKey;
  let env: StaffSignInEnv;

  beforeAll(async () => {
    const team = await generateKeyPair("RS256");
    teamKey = team.privateKey;
    otherKey = (await generateKeyPair("RS256")).privateKey;
    const jwk = { ...(await exportJWK(team.publicKey)), kid: "chave-1", alg: "RS256", use: "sig" };
    server = createServer((request, response) => {
      if (request.url === "/cdn-cgi/access/certs")
        response
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ keys: [jwk] }));
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    env = { ACCESS_TEAM_DOMAIN: issuer, ACCESS_AUD: audience, SITE_URL: "https://site.example" };
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  interface Minted {
    key?: "team" | "other";
    claims?: Record<string, unknown>;
    aud?: string;
    iss?: string;
    expiresIn?: string | number;
  }
  async function mint({
    key = "team",
    claims = {},
    aud = audience,
    iss,
    expiresIn = "10m",
  }: Minted) {
    return new SignJWT({ email, type: "app", ...claims })
      .setProtectedHeader({ alg: "RS256", kid: "chave-1" })
      .setSubject("id-da-recepcao")
      .setIssuer(iss ?? issuer)
      .setAudience(aud)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key === "team" ? teamKey : otherKey);
  }
  /** A token with `alg: none`: a header and claims, and no signature at all. */
  function unsigned() {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const now = Math.floor(Date.now() / 1000);
    return `${part({ alg: "none", typ: "JWT" })}.${part({ email, sub: "x", aud: [audience], iss: issuer, iat: now, exp: now + 600 })}.`;
  }
  const request = (token?: string, url = "https://site.example/api/x") =>
    new Request(url, {
      headers: token ? { "Cf-Access-Jwt-Assertion": token } : {},
    });

  test("a token Access signed for this application names the staff member", async () => {
    const outcome = await verifyStaff(request(await mint({})), env);
    expect(outcome).toEqual({
      ok: true,
      identity: { email, name: email, subject: "id-da-recepcao" },
    });
  });

  test.each<
    [
      string,
      () => Promise<string | undefined>,
      (typeof signInRefusals)[keyof typeof signInRefusals],
    ]
  >([
    ["no token", async () => undefined, signInRefusals.missing],
    [
      "an expired token",
      () => mint({ expiresIn: Math.floor(Date.now() / 1000) - 120 }),
      signInRefusals.invalid,
    ],
    [
      "another application's audience",
      () => mint({ aud: "outra-aplicacao" }),
      signInRefusals.invalid,
    ],
    [
      "another issuer",
      () => mint({ iss: "https://outra.cloudflareaccess.com" }),
      signInRefusals.invalid,
    ],
    ["a key that is not the team's", () => mint({ key: "other" }), signInRefusals.invalid],
    ["alg: none", async () => unsigned(), signInRefusals.invalid],
    [
      "a service token (no e-mail)",
      () => mint({ claims: { email: undefined, common_name: "svc" } }),
      signInRefusals.invalid,
    ],
    ["not a JWT", async () => "abc.def", signInRefusals.invalid],
  ])("%s is refused", async (_, token, refusal) => {
    expect(await verifyStaff(request(await token()), env)).toEqual({ ok: false, refusal });
  });

  test("a site where Access is not configured refuses everyone, a good token too", async () => {
    const token = await mint({});
    expect(await verifyStaff(request(token), {})).toEqual({
      ok: false,
      refusal: signInRefusals.notConfigured,
    });
    expect(await verifyStaff(request(token), { ACCESS_TEAM_DOMAIN: issuer })).toEqual({
      ok: false,
      refusal: signInRefusals.notConfigured,
    });
  });

  test.each([
    ["a deployment's own address", "https://abc123.oftalmologia-site.pages.dev/api/x"],
    ["another site", "https://golpe.example/api/x"],
    ["the site's host on another port", "https://site.example:8443/api/x"],
  ])("a good token sent to %s is refused (401)", async (_, url) => {
    expect(await verifyStaff(request(await mint({}), url), env)).toEqual({
      ok: false,
      refusal: signInRefusals.notTheSiteAddress,
    });
    expect(signInRefusals.notTheSiteAddress.status).toBe(401);
  });

  test.each([
    ["no SITE_URL", undefined],
    ["a SITE_URL that is not an address", "site.example"],
  ])("%s refuses everyone, a good token too (503)", async (_, siteUrl) => {
    expect(await verifyStaff(request(await mint({})), { ...env, SITE_URL: siteUrl })).toEqual({
      ok: false,
      refusal: signInRefusals.noSiteAddress,
    });
    expect(signInRefusals.noSiteAddress.status).toBe(503);
  });

  test("requireStaff answers a refusal as JSON that is never cached and sets no cookie", async () => {
    const refused = await requireStaff(request(), env);
    expect(refused).toBeInstanceOf(Response);
    const response = refused as Response;
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.json()).toEqual({ message: signInRefusals.missing.message });
    expect(await requireStaff(request(await mint({})), env)).toEqual({
      email,
      name: email,
      subject: "id-da-recepcao",
    });
  });
});
