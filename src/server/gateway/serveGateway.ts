/**
 * The content gateway at /api/github/*, as the Pages Function runs it (functions/api/github/[[path]].ts): who is
 * asking (Access), with which session (editorSession.ts), for what (gatewayRules.ts), then GitHub with the App's
 * token (githubApp.ts). Every refusal happens before anything is written; a publication's last step, the branch
 * update, is checked against GitHub's own view of the change and of the new commit's tree, so a publication is one
 * commit of plain content files or nothing. Blobs and commits count against the person's hourly ceiling
 * (writeCeiling.ts) before they are sent.
 */
import {
  checkSession,
  sessionFromAuthorization,
  sessionKey,
  sessionMessages,
  type EditorSessionEnv,
} from "../editorSession";
import { requireStaff, type StaffIdentity, type StaffSignInEnv } from "../staffSignIn";
import {
  changedKindsRefusal,
  checkBlob,
  checkCommit,
  checkRefUpdate,
  checkTree,
  gatewayLink,
  gatewayPrefix,
  gatewayTarget,
  gatewayUser,
  holdsReadableBlob,
  listedEntries,
  readableListing,
  readableRoots,
  readTarget,
  refUpdateRefusal,
  refusals,
  routeOf,
  withEditorPermissions,
  type BranchHead,
  type ChangedEntry,
  type Checked,
  type GatewayTarget,
  type GatewayTargetEnv,
  type ListedEntry,
} from "./gatewayRules";
import {
  blobBytes,
  ceilingMessage,
  personKey,
  reserveWrites,
  writeCeiling,
  type WriteCeilingEnv,
  type Writes,
} from "./writeCeiling";
import {
  GitHubAppError,
  gitHubAppSettings,
  githubHeaders,
  installationToken,
  type GitHubAppEnv,
  type GitHubAppSettings,
} from "./githubApp";

/** Everything the gateway reads from the environment. */
export interface GatewayEnv
  extends StaffSignInEnv, EditorSessionEnv, GitHubAppEnv, GatewayTargetEnv, WriteCeilingEnv {}

/** The gateway's own words for what is not the editor's doing. */
export const gatewayMessages = {
  notConfigured:
    "O editor ainda não está ligado ao GitHub neste site (faltam GITHUB_APP_ID, GITHUB_APP_INSTALLATION_ID, GITHUB_APP_PRIVATE_KEY, EDITOR_SESSION_SECRET ou VITE_CMS_REPO).",
  unreachable: "O GitHub não respondeu. Nada foi publicado: tente de novo em alguns minutos.",
  refusedApp: "O GitHub recusou o acesso do site. Nada foi publicado: avise o desenvolvedor.",
  refused: (status: number) => `O GitHub recusou o pedido (${status}). Nada foi publicado.`,
  tooLarge: "O arquivo enviado é grande demais para o editor.",
  noCeiling:
    "O editor não pode publicar agora: falta o banco de dados do site (DB), ou EDITOR_HOURLY_COMMITS ou EDITOR_HOURLY_BYTES não é um número inteiro. Nada foi publicado.",
} as const;

/** The largest body the gateway reads, in characters: a photo's blob, else a small JSON. */
const maxBlobBody = 14_100_000;
const maxJsonBody = 64 * 1024;

const noStore = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex, nofollow",
};

/** A JSON answer to the editor. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...noStore, ...headers },
  });
}

/** GitHub could not be reached, or would not let the App in: nothing was written. */
class Unreachable extends Error {
  constructor(
    message: string,
    readonly refusedApp = false,
  ) {
    super(message);
  }
}

/** GitHub, as the App, for one request of the editor. */
class GitHub {
  private token?: string;
  /** The repository's path in GitHub's API. */
  readonly repository: string;

  constructor(
    private readonly app: GitHubAppSettings,
    private readonly target: GatewayTarget,
    private readonly now: number,
  ) {
    this.repository = `/repos/${target.owner}/${target.name}`;
  }

  async send(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<Response> {
    try {
      this.token ??= await installationToken(this.app, this.target.name, this.now);
    } catch (error) {
      if (error instanceof GitHubAppError) throw new Unreachable(error.message, error.refused);
      throw error;
    }
    try {
      return await fetch(`${this.app.apiBase}${path}`, {
        method,
        headers: {
          ...githubHeaders(`token ${this.token}`),
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          ...extra,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new Unreachable(String(error));
    }
  }

  /** A JSON answer GitHub must give for the publication to go on. */
  async json(path: string): Promise<unknown> {
    const response = await this.send("GET", path);
    if (!response.ok) throw new Unreachable(`GitHub answered ${response.status} to ${path}`);
    return response.json();
  }

  /**
   * The entries of a folder's listing at `treeish` (a branch or a commit), with their paths from the repository's
   * root; none when the folder is not there.
   */
  async listing(treeish: string, folder: string, recursive: boolean): Promise<ListedEntry[]> {
    const response = await this.send(
      "GET",
      `${this.repository}/git/trees/${encodeURIComponent(treeish)}:${encodeURIComponent(folder)}${recursive ? "?recursive=1" : ""}`,
    );
    if (response.status === 404) return [];
    if (!response.ok) throw new Unreachable(`GitHub answered ${response.status} to a listing`);
    const entries = listedEntries(await response.json(), folder);
    if (!entries) throw new Unreachable("GitHub sent a listing of another shape");
    return entries;
  }

  /** The branch's head commit and tree. */
  async head(): Promise<BranchHead> {
    const branch = (await this.json(
      `${this.repository}/branches/${encodeURIComponent(this.target.branch)}`,
    )) as {
      commit?: { sha?: unknown; commit?: { tree?: { sha?: unknown } } };
    };
    const commit = branch.commit?.sha;
    const tree = branch.commit?.commit?.tree?.sha;
    if (typeof commit !== "string" || typeof tree !== "string")
      throw new Unreachable("GitHub sent no head");
    return { commit, tree };
  }
}

/** GitHub's answer passed to the editor: its status and body, and only the headers the editor uses. */
async function relay(
  response: Response,
  request: Request,
  app: GitHubAppSettings,
): Promise<Response> {
  if (response.status === 401 || response.status === 403)
    return answer(502, { message: gatewayMessages.refusedApp });
  if (response.status >= 500) return answer(502, { message: gatewayMessages.unreachable });
  if (response.status >= 400 && response.status !== 404)
    return answer(response.status, { message: gatewayMessages.refused(response.status) });
  const headers: Record<string, string> = {};
  for (const name of ["Content-Type", "ETag", "Last-Modified"]) {
    const value = response.headers.get(name);
    if (value) headers[name] = value;
  }
  const link = response.headers.get("Link");
  if (link) {
    const gatewayBase = `${new URL(request.url).origin}${gatewayPrefix}`;
    const rewritten = gatewayLink(link, app.apiBase, gatewayBase);
    if (rewritten) headers.Link = rewritten;
  }
  return new Response(response.status === 304 ? null : await response.arrayBuffer(), {
    status: response.status,
    headers: { ...noStore, "Cache-Control": "private, no-cache", ...headers },
  });
}

/** The request's JSON body, read up to `limit` characters; undefined when it is too large or not JSON. */
async function readBody(
  request: Request,
  limit: number,
): Promise<{ body?: unknown; tooLarge?: true }> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) return { tooLarge: true };
  const text = await request.text();
  if (text.length > limit) return { tooLarge: true };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return {};
  }
}

/** A checked body sent on to GitHub, or the check's refusal. */
async function sendChecked<T>(
  github: GitHub,
  checked: Checked<T>,
  path: string,
  method: string,
  request: Request,
  app: GitHubAppSettings,
): Promise<Response> {
  if (!checked.ok) return answer(checked.status, { message: checked.message });
  return relay(await github.send(method, path, checked.body), request, app);
}

/** The ceiling on a person's writes, where the gateway counts them. */
interface WriteLimit {
  env: WriteCeilingEnv;
  staff: StaffIdentity;
  now: number;
}

/** Reserves `writes` under the person's hourly ceiling: undefined when they fit, else the answer to give. */
async function overCeiling(limit: WriteLimit, writes: Writes): Promise<Response | undefined> {
  const ceiling = writeCeiling(limit.env);
  const db = limit.env.DB;
  if (!ceiling || !db) return answer(503, { message: gatewayMessages.noCeiling });
  let fits: boolean;
  try {
    fits = await reserveWrites(
      db,
      await personKey(limit.staff.subject),
      writes,
      ceiling,
      limit.now,
    );
  } catch {
    return answer(503, { message: gatewayMessages.noCeiling });
  }
  return fits ? undefined : answer(429, { message: ceilingMessage(ceiling) });
}

/** One publication step, or read, of the editor's, from a signed-in staff member with a good session. */
async function serveRoute(
  request: Request,
  staff: StaffIdentity,
  target: GatewayTarget,
  app: GitHubAppSettings,
  now: number,
  env: WriteCeilingEnv,
): Promise<Response> {
  const url = new URL(request.url);
  const route = routeOf(
    request.method,
    url.pathname.slice(gatewayPrefix.length) || "/",
    url.searchParams,
    target,
  );
  if (route.kind === "refused") return answer(route.status, { message: route.message });
  if (route.kind === "user") return answer(200, gatewayUser(staff));
  const github = new GitHub(app, target, now);
  const repository = github.repository;

  if (route.kind === "repository") {
    const response = await github.send("GET", repository);
    if (!response.ok) return relay(response, request, app);
    return answer(200, withEditorPermissions(await response.json()));
  }
  if (route.kind === "read") {
    const wanted = readTarget(route.path, target);
    if (wanted && "blob" in wanted) {
      const held = await Promise.all(
        readableRoots.map((folder) => github.listing(target.branch, folder, true)),
      );
      if (!holdsReadableBlob(wanted.blob, held.flat()))
        return answer(403, { message: refusals.notReadable });
    }
    if (wanted && "listing" in wanted) {
      // Filtered, so never answered from the browser's cache with GitHub's validators.
      const response = await github.send("GET", `${route.path}${route.query}`);
      if (response.status !== 200) return relay(response, request, app);
      const listing = readableListing(await response.json(), wanted.listing);
      if (listing === undefined) return answer(502, { message: gatewayMessages.unreachable });
      return answer(200, listing);
    }
    const ifNoneMatch = request.headers.get("If-None-Match");
    const response = await github.send("GET", `${route.path}${route.query}`, undefined, {
      ...(ifNoneMatch ? { "If-None-Match": ifNoneMatch } : {}),
    });
    return relay(response, request, app);
  }
  const limit: WriteLimit = { env, staff, now };

  const { body, tooLarge } = await readBody(
    request,
    route.kind === "blob" ? maxBlobBody : maxJsonBody,
  );
  if (tooLarge) return answer(413, { message: gatewayMessages.tooLarge });
  switch (route.kind) {
    case "blob": {
      const checked = checkBlob(body);
      if (checked.ok) {
        const refusal = await overCeiling(limit, {
          commits: 0,
          bytes: blobBytes(checked.body.content, checked.body.encoding),
        });
        if (refusal) return refusal;
      }
      return sendChecked(github, checked, `${repository}/git/blobs`, "POST", request, app);
    }
    case "tree":
      return sendChecked(
        github,
        checkTree(body, await github.head()),
        `${repository}/git/trees`,
        "POST",
        request,
        app,
      );
    case "commit": {
      const checked = checkCommit(body, await github.head(), staff);
      if (checked.ok) {
        const refusal = await overCeiling(limit, { commits: 1, bytes: 0 });
        if (refusal) return refusal;
      }
      return sendChecked(github, checked, `${repository}/git/commits`, "POST", request, app);
    }
    case "ref": {
      const checked = checkRefUpdate(body);
      if (!checked.ok) return answer(checked.status, { message: checked.message });
      const head = await github.head();
      const commit = (await github.json(`${repository}/git/commits/${checked.body.sha}`)) as {
        parents?: { sha?: unknown }[];
      };
      const compare = (await github.json(
        `${repository}/compare/${head.commit}...${checked.body.sha}`,
      )) as {
        files?: { filename: string; previous_filename?: string; status?: string }[];
      };
      const files = Array.isArray(compare.files) ? compare.files : [];
      const refusal = refUpdateRefusal(
        {
          parents: (commit.parents ?? []).map(({ sha }) => String(sha)),
          files,
          complete: Array.isArray(compare.files) && files.length < 300,
        },
        head,
      );
      if (refusal) return answer(refusal.status, { message: refusal.message });
      // What each changed path is in the new commit's own tree: a plain file, or nothing (a deletion).
      const folders = [...new Set(files.map(({ filename }) => filename.replace(/\/[^/]*$/, "")))];
      const listed = new Map<string, ListedEntry>();
      for (const folder of folders)
        for (const entry of await github.listing(checked.body.sha, folder, false))
          listed.set(entry.path, entry);
      const changed: ChangedEntry[] = files.map(({ filename, status }) => ({
        path: filename,
        status,
        entry: listed.get(filename),
      }));
      const kinds = changedKindsRefusal(changed);
      if (kinds) return answer(kinds.status, { message: kinds.message });
      const response = await github.send(
        "PATCH",
        `${repository}/git/refs/heads/${target.branch}`,
        checked.body,
      );
      // GitHub refuses an update that is not a fast-forward: someone published in between.
      if (response.status === 422 || response.status === 409)
        return answer(409, { message: refusals.notOnHead });
      return relay(response, request, app);
    }
  }
}

/** Answers one request to /api/github/*. */
export async function serveGateway(request: Request, env: GatewayEnv): Promise<Response> {
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
  try {
    return await serveRoute(request, staff, target, app, now, env);
  } catch (error) {
    if (error instanceof Unreachable)
      return answer(502, {
        message: error.refusedApp ? gatewayMessages.refusedApp : gatewayMessages.unreachable,
      });
    throw error;
  }
}
