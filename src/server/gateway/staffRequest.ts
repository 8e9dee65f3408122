/**
 * What every staff request to the practice's data goes through, whichever door it takes (the content gateway for
 * the full editor, the practice endpoint for the phone page): the Access sign-in (on the site's own host only), the
 * site's GitHub settings, a good editor session, and the person's hourly ceiling of requests; and the JSON answers
 * both give, out of every cache and index.
 */
import {
  checkSession,
  sessionFromAuthorization,
  sessionKey,
  sessionMessages,
  type EditorSessionEnv,
} from "../editorSession";
import { requireStaff, type StaffIdentity, type StaffSignInEnv } from "../staffSignIn";
import { gatewayTarget, type GatewayTarget, type GatewayTargetEnv } from "./gatewayRules";
import { gitHubAppSettings, type GitHubAppEnv, type GitHubAppSettings } from "./githubApp";
import {
  countRequest,
  requestCeiling,
  requestCeilingMessage,
  type RequestCeilingEnv,
} from "./requestCeiling";
import {
  ceilingMessage,
  personKey,
  reserveWrites,
  writeCeiling,
  type WriteCeilingEnv,
  type Writes,
  type WritesDatabase,
} from "./writeCeiling";

/** Everything a staff request reads from the environment. */
export interface StaffRequestEnv
  extends
    StaffSignInEnv,
    EditorSessionEnv,
    GitHubAppEnv,
    GatewayTargetEnv,
    WriteCeilingEnv,
    RequestCeilingEnv {}

/** The words for what is not the staff member's doing. */
export const gatewayMessages = {
  notConfigured:
    "O editor ainda não está ligado ao GitHub neste site (faltam GITHUB_APP_ID, GITHUB_APP_INSTALLATION_ID, GITHUB_APP_PRIVATE_KEY, EDITOR_SESSION_SECRET ou VITE_CMS_REPO).",
  unreachable: "O GitHub não respondeu. Nada foi publicado: tente de novo em alguns minutos.",
  refusedApp: "O GitHub recusou o acesso do site. Nada foi publicado: avise o desenvolvedor.",
  refused: (status: number) => `O GitHub recusou o pedido (${status}). Nada foi publicado.`,
  tooLarge: "O arquivo enviado é grande demais para o editor.",
  notHere: "Este endereço não existe.",
  noCeiling:
    "O editor não pode publicar agora: falta o banco de dados do site (DB), ou EDITOR_HOURLY_COMMITS, EDITOR_HOURLY_BYTES ou EDITOR_HOURLY_REQUESTS não é um número inteiro. Nada foi publicado.",
} as const;

/** The headers of every answer: never cached, never sniffed, never indexed. */
export const noStore = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex, nofollow",
};

/** A JSON answer to the staff's page. */
export function answer(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...noStore, ...headers },
  });
}

/** A signed-in staff member with a good session, and where their publications go. */
export interface StaffRequest {
  readonly staff: StaffIdentity;
  readonly target: GatewayTarget;
  readonly app: GitHubAppSettings;
  /** The request's time, in seconds. */
  readonly now: number;
}

/**
 * The staff member asking, with a good session for the site's GitHub settings; or the answer to give: Access's
 * refusal (401 at any host but the site's), 503 when the site is not set up, 401 with a session's problem.
 */
export async function staffRequest(
  request: Request,
  env: StaffRequestEnv,
): Promise<StaffRequest | Response> {
  const staff = await requireStaff(request, env);
  if (staff instanceof Response) return staff;
  const target = gatewayTarget(env);
  const app = gitHubAppSettings(env);
  const key = sessionKey(env);
  if (!target || !app || !key) return answer(503, { message: gatewayMessages.notConfigured });
  const now = Math.floor(Date.now() / 1000);
  const session = await checkSession(
    sessionFromAuthorization(request.headers.get("Authorization")),
    staff,
    key,
    now,
  );
  if (!session.ok) return answer(401, sessionMessages[session.problem]);
  return { staff, target, app, now };
}

/** Counts the request under the person's hourly ceiling: undefined when it fits, else the answer to give. */
export async function overRequestCeiling(
  env: StaffRequestEnv,
  staff: StaffIdentity,
  now: number,
): Promise<Response | undefined> {
  const ceiling = requestCeiling(env);
  const db = env.DB;
  if (ceiling === undefined || !db) return answer(503, { message: gatewayMessages.noCeiling });
  return ceilingAnswer(
    async () => countRequest(db, await personKey(staff.subject), ceiling, now),
    requestCeilingMessage(ceiling),
  );
}

/**
 * A ceiling's answer: undefined when `fits` says the request fits, 429 with `message` when it does not, and 503
 * when the database cannot say (the door fails closed).
 */
async function ceilingAnswer(
  fits: () => Promise<boolean>,
  message: string,
): Promise<Response | undefined> {
  try {
    return (await fits()) ? undefined : answer(429, { message });
  } catch {
    return answer(503, { message: gatewayMessages.noCeiling });
  }
}

/** Who writes, where their writes are counted and recorded, and when. */
export interface Writer {
  person: string;
  db: WritesDatabase;
  ceiling: Writes;
  now: number;
}

/** The writer for a staff member: undefined without the database or a valid ceiling (nothing is then written). */
export async function writerFor(
  env: WriteCeilingEnv,
  staff: StaffIdentity,
  now: number,
): Promise<Writer | undefined> {
  const ceiling = writeCeiling(env);
  if (!ceiling || !env.DB) return undefined;
  return { person: await personKey(staff.subject), db: env.DB, ceiling, now };
}

/** Reserves `writes` under the person's hourly ceiling: undefined when they fit, else the answer to give. */
export async function overCeiling(writer: Writer, writes: Writes): Promise<Response | undefined> {
  return ceilingAnswer(
    () => reserveWrites(writer.db, writer.person, writes, writer.ceiling, writer.now),
    ceilingMessage(writer.ceiling),
  );
}
