/**
 * The staff's sign-in, by the host's own identity service: on Cloudflare Pages, `/admin/*` and the editor's `/api/*`
 * paths sit behind Cloudflare Access (a one-time code by e-mail, or Google), with a policy that lists the staff's
 * e-mails. Access then adds a signed JWT to every request it lets through, in the `Cf-Access-Jwt-Assertion` header.
 *
 * The functions never trust that header because it is there: every request verifies the JWT's signature against the
 * team's published keys (fetched once and cached by `jose`), its audience (the Access application's tag), its issuer
 * (the team's domain), its expiry, and that it names a person by e-mail (a service token does not). A request that
 * fails any of these, or reaches a site where Access is not configured, is refused: the functions fail closed.
 *
 * They answer on the site's own address only (the origin of `SITE_URL`, as the events endpoint counts only there):
 * every deployment also has addresses of its own (`<hash>.<project>.pages.dev`) that Access's rules for the site's
 * domain do not cover, so a request to any other address is refused whatever it carries, and no `SITE_URL` (or one
 * that is not an http(s) address) refuses everyone.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";
import { originOfSiteUrl } from "./siteOrigin";

/** What the functions read from the environment (the host's settings; docs/deploying.md). */
export interface StaffSignInEnv {
  /** The Access team's domain, e.g. `https://clinica.cloudflareaccess.com` (https is added if missing). */
  ACCESS_TEAM_DOMAIN?: string;
  /** The Access application's audience tag (its "AUD"), one per application. */
  ACCESS_AUD?: string;
  /** The site's own address (`https://www.example.com`): the only one the staff's functions answer on. */
  SITE_URL?: string;
}

/** The staff member a request comes from, as Access names them. */
export interface StaffIdentity {
  /** The e-mail the staff member signed in with. */
  email: string;
  /** A name for commits and the editor's header: the identity's name where Access has one, else the e-mail. */
  name: string;
  /** Access's stable id of the person (the JWT's `sub`). */
  subject: string;
}

/** Where Access's keys and tokens come from, for one team and application. */
export interface AccessSettings {
  /** The JWT's `iss`: the team's origin. */
  issuer: string;
  /** The team's published key set. */
  certsUrl: string;
  /** The JWT's `aud`. */
  audience: string;
}

/** The header Access puts the JWT in. */
export const accessJwtHeader = "Cf-Access-Jwt-Assertion";

/** The one algorithm Access signs with; anything else, `none` included, is refused. */
export const accessAlgorithms = ["RS256"];

/** Seconds of clock difference allowed between Access and the function. */
export const clockToleranceSeconds = 30;

/** Hosts that may be reached over plain http: only this machine, where the tests stand in for Access. */
const loopbackHosts = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * The team's issuer and key set, from the environment; undefined where Access is not (or not fully, or not safely)
 * configured: no team domain, no audience, or a team domain that is not https (http only on this machine).
 */
export function accessSettings(env: StaffSignInEnv): AccessSettings | undefined {
  const domain = env.ACCESS_TEAM_DOMAIN?.trim();
  const audience = env.ACCESS_AUD?.trim();
  if (!domain || !audience) return undefined;
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(domain) ? domain : `https://${domain}`);
  } catch {
    return undefined;
  }
  const secure = url.protocol === "https:";
  const local = url.protocol === "http:" && loopbackHosts.has(url.hostname);
  if ((!secure && !local) || url.pathname !== "/" || url.search || url.hash || url.username)
    return undefined;
  return { issuer: url.origin, certsUrl: `${url.origin}/cdn-cgi/access/certs`, audience };
}

/** The staff member a verified JWT's claims name, or undefined when they name no person by e-mail. */
export function identityOfClaims(claims: JWTPayload): StaffIdentity | undefined {
  const { email, sub, name } = claims as JWTPayload & { email?: unknown; name?: unknown };
  if (typeof email !== "string" || !/^[^\s@]+@[^\s@]+$/.test(email)) return undefined;
  if (typeof sub !== "string" || !sub) return undefined;
  const shownName = typeof name === "string" && name.trim() ? name.trim() : email;
  return { email: email.toLowerCase(), name: shownName, subject: sub };
}

/** Why a request was refused, in the staff's words. */
export type SignInRefusal =
  | { readonly status: 401; readonly message: string }
  | { readonly status: 503; readonly message: string };

/** The refusals, named once. */
export const signInRefusals = {
  notConfigured: {
    status: 503,
    message:
      "O acesso da equipe não está configurado neste site (ACCESS_TEAM_DOMAIN e ACCESS_AUD).",
  },
  missing: {
    status: 401,
    message: "Entre com o seu e-mail para usar o editor do site.",
  },
  invalid: {
    status: 401,
    message: "Sua entrada não vale mais (ou não é deste site). Entre de novo com o seu e-mail.",
  },
  noSiteAddress: {
    status: 503,
    message:
      "O endereço do site não está configurado (SITE_URL): o editor só abre no endereço do site.",
  },
  notTheSiteAddress: {
    status: 401,
    message: "Este não é o endereço do site. Abra o editor pelo endereço do site e entre de novo.",
  },
} as const satisfies Record<string, SignInRefusal>;

/**
 * Why a request to `requestUrl` is refused for its address, or undefined when it is addressed to the site's own
 * origin (scheme, host and port of `siteUrl`, the `SITE_URL` setting).
 */
export function addressRefusal(
  requestUrl: string,
  siteUrl: string | undefined,
): SignInRefusal | undefined {
  const site = originOfSiteUrl(siteUrl);
  if (!site) return signInRefusals.noSiteAddress;
  return new URL(requestUrl).origin === site ? undefined : signInRefusals.notTheSiteAddress;
}

/** The team's key sets, kept between requests so the keys are fetched once per isolate, not per request. */
const keySets = new Map<string, JWTVerifyGetKey>();

function keySetFor(certsUrl: string): JWTVerifyGetKey {
  let keySet = keySets.get(certsUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(certsUrl), {
      cacheMaxAge: 10 * 60_000,
      cooldownDuration: 30_000,
    });
    keySets.set(certsUrl, keySet);
  }
  return keySet;
}

/** The outcome of checking one request's sign-in. */
export type SignInOutcome =
  | { readonly ok: true; readonly identity: StaffIdentity }
  | { readonly ok: false; readonly refusal: SignInRefusal };

/**
 * Verifies that a request is addressed to the site and carries a valid Access JWT, and says who sent it or why it
 * is refused.
 */
export async function verifyStaff(request: Request, env: StaffSignInEnv): Promise<SignInOutcome> {
  const settings = accessSettings(env);
  if (!settings) return { ok: false, refusal: signInRefusals.notConfigured };
  const elsewhere = addressRefusal(request.url, env.SITE_URL);
  if (elsewhere) return { ok: false, refusal: elsewhere };
  const token = request.headers.get(accessJwtHeader);
  if (!token) return { ok: false, refusal: signInRefusals.missing };
  try {
    const { payload } = await jwtVerify(token, keySetFor(settings.certsUrl), {
      issuer: settings.issuer,
      audience: settings.audience,
      algorithms: accessAlgorithms,
      clockTolerance: clockToleranceSeconds,
      requiredClaims: ["exp", "iat", "sub"],
    });
    const identity = identityOfClaims(payload);
    if (!identity) return { ok: false, refusal: signInRefusals.invalid };
    return { ok: true, identity };
  } catch {
    return { ok: false, refusal: signInRefusals.invalid };
  }
}

/** The JSON answer to a refused request: never cached, never indexed, no cookie. */
export function refusalResponse(refusal: { status: number; message: string }): Response {
  return new Response(JSON.stringify({ message: refusal.message }), {
    status: refusal.status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}

/**
 * For a function that only staff may use: the identity, or the response that refuses the request
 * (`const staff = await requireStaff(request, env); if (staff instanceof Response) return staff;`).
 */
export async function requireStaff(
  request: Request,
  env: StaffSignInEnv,
): Promise<StaffIdentity | Response> {
  const outcome = await verifyStaff(request, env);
  return outcome.ok ? outcome.identity : refusalResponse(outcome.refusal);
}
