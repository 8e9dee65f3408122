/**
 * A stand-in for Cloudflare Access, which cannot run here: a team's key set served on 127.0.0.1 (at the path Access
 * publishes it, /cdn-cgi/access/certs), and JWTs signed with that key as Access signs them for a signed-in staff
 * member. The functions under test verify them exactly as they verify Access's own (src/server/staffSignIn.ts); the
 * tests pass `teamDomain` and `audience` to the runtime as ACCESS_TEAM_DOMAIN and ACCESS_AUD, and put a token in
 * the `Cf-Access-Jwt-Assertion` header, where Access puts it.
 */
import { createServer, request as httpRequest } from "node:http";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

/** The header Access adds to every request it lets through. */
export const accessJwtHeader = "Cf-Access-Jwt-Assertion";

/**
 * Starts the key set and resolves with what signs tokens for it.
 * @param {{ audience?: string }} [options]
 */
export async function startAccessStandIn({ audience = "aud-editor-de-teste" } = {}) {
  const team = await generateKeyPair("RS256");
  const stranger = await generateKeyPair("RS256");
  const kid = "chave-da-equipe";
  const jwk = { ...(await exportJWK(team.publicKey)), kid, alg: "RS256", use: "sig" };
  const server = createServer((request, response) => {
    if (request.method === "GET" && request.url === "/cdn-cgi/access/certs")
      response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ keys: [jwk], public_cert: { kid } }));
    else response.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const teamDomain = `http://127.0.0.1:${server.address().port}`;

  /**
   * A token as Access issues it for `email`; each option breaks one thing, for the refusal tests.
   * @param {{ email?: string, subject?: string, name?: string, audience?: string, issuer?: string,
   *   expiresAt?: number, signedByStranger?: boolean }} [options]
   */
  function mint({
    email = "recepcao@clinica.example",
    subject = `id-${email}`,
    name,
    audience: aud = audience,
    issuer = teamDomain,
    expiresAt = Math.floor(Date.now() / 1000) + 3600,
    signedByStranger = false,
  } = {}) {
    return new SignJWT({ email, type: "app", ...(name ? { name } : {}) })
      .setProtectedHeader({ alg: "RS256", kid })
      .setSubject(subject)
      .setIssuer(issuer)
      .setAudience(aud)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(signedByStranger ? stranger.privateKey : team.privateKey);
  }

  /** A token with `alg: none`: claims that would pass, and no signature. */
  function unsigned({ email = "recepcao@clinica.example" } = {}) {
    const part = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      email,
      sub: `id-${email}`,
      aud: [audience],
      iss: teamDomain,
      iat: now,
      exp: now + 600,
    };
    return `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.`;
  }

  return {
    teamDomain,
    audience,
    /** The runtime's settings for this stand-in. */
    bindings: { ACCESS_TEAM_DOMAIN: teamDomain, ACCESS_AUD: audience },
    mint,
    unsigned,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Cloudflare Access in front of the site, as it stands on the host: every request passed on to `target` (method,
 * headers, body, and the Host the browser asked for, so the site's functions see the address the browser uses)
 * with a signed-in staff member's JWT added, and every answer passed back as it came. The browsers that cannot
 * add a header to each request themselves (Firefox and WebKit through their drivers) reach the site through it.
 * It listens on 127.0.0.2: an address of this machine that is not "localhost", as the host's is not, so the staff's
 * pages do not look for the local backend there. Its address is the site's, as the domain in front of the host is:
 * the staff's functions answer only on `SITE_URL`'s origin, so the runtime behind it is given the proxy's `url` as
 * `SITE_URL`. That is why `target` may be a function, read at each request: the proxy starts first, the runtime
 * after it, with the proxy's address.
 * @param {{ target: string | (() => string), jwt: () => Promise<string> | string, host?: string }} options
 */
export async function startAccessProxy({ target, jwt, host = "127.0.0.2" }) {
  const server = createServer(async (request, response) => {
    const upstream = new URL(typeof target === "function" ? target() : target);
    const token = await jwt();
    const forwarded = request.pipe(
      httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, [accessJwtHeader.toLowerCase()]: token },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      ),
    );
    forwarded.on("error", (error) => {
      if (!response.headersSent) response.writeHead(502);
      response.end(String(error));
    });
  });
  await new Promise((resolve) => server.listen(0, host, resolve));
  return {
    url: `http://${host}:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
