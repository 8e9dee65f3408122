/**
 * The content gateway at /api/github/*, as the Pages Function runs it (functions/api/github/[[path]].ts): who is
 * asking (Access), with which session (editorSession.ts), for what (gatewayRules.ts), then GitHub with the App's
 * token (gatewayGitHub.ts, githubApp.ts). It answers that one spelling of its path: `/API/GITHUB/...`, which the host
 * routes here too, is 404. Every refusal happens before anything is written; a body is read as it streams and cut at
 * its limit. Every request that goes on to GitHub counts against the person's hourly ceiling of requests
 * (requestCeiling.ts), blobs and commits against the ceiling of writes (writeCeiling.ts), before they are sent. Each
 * blob and each commit GitHub makes is recorded for its person (gatewayBlobs.ts, gatewayCommits.ts): a new tree takes
 * only blobs its person uploaded within the hour, and each content file in it must pass its content model
 * (storedContent.ts). A publication's last step, the branch
 * update (branchUpdate.ts), goes only to such a commit, and is checked against GitHub's own view of the change and of
 * the new commit's tree, so a publication is one commit of plain content files, made here, or nothing.
 */
import type { StaffIdentity } from "../staffSignIn";
import { boundedText } from "../boundedText";
import { updateBranch } from "./branchUpdate";
import { notUploadedHere, recordBlob, uploadedBy } from "./gatewayBlobs";
import { photoFormat } from "./storedBlob";
import { contentFileOf, storedContentRefusal, type StoredBefore } from "./storedContent";
import { practiceDay } from "../../shared/practiceTimeZone";
import { madeThroughGateway, notMadeHere, recordCommit } from "./gatewayCommits";
import { GitHub, Unreachable } from "./gatewayGitHub";
import {
  checkBlob,
  checkCommit,
  checkRefUpdate,
  checkTree,
  gatewayLink,
  gatewayPrefix,
  gatewayUser,
  holdsReadableBlob,
  isPhotoPath,
  objectId,
  readableListing,
  readableRoots,
  readTarget,
  refusals,
  routeOf,
  withEditorPermissions,
  type Checked,
  type GatewayTarget,
  type TreeEntry,
} from "./gatewayRules";
import { blobBytes, type WritesDatabase } from "./writeCeiling";
import type { GitHubAppSettings } from "./githubApp";
import {
  answer,
  gatewayMessages,
  noStore,
  overCeiling,
  overRequestCeiling,
  staffRequest,
  writerFor,
  type StaffRequestEnv,
  type Writer,
} from "./staffRequest";

/** Everything the gateway reads from the environment. */
export type GatewayEnv = StaffRequestEnv;

/** The largest body the gateway reads, in bytes: a photo's blob, else a small JSON. */
const maxBlobBody = 14_100_000;
const maxJsonBody = 64 * 1024;

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

/** The request's JSON body, read as it streams up to `limit` bytes; undefined when it is not JSON. */
async function readBody(
  request: Request,
  limit: number,
): Promise<{ body?: unknown; tooLarge?: true }> {
  const read = await boundedText(request, limit);
  if (!("text" in read)) return read.problem === "too-large" ? { tooLarge: true } : {};
  try {
    return { body: JSON.parse(read.text) as unknown };
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

/**
 * Sends a checked blob or commit to GitHub, and records what it made for the person (`record`): the blob for their
 * tree to take, the commit for the branch update to find.
 */
async function createAndRecord(
  github: GitHub,
  objects: "blobs" | "commits",
  body: unknown,
  writer: Writer,
  record: (db: WritesDatabase, sha: string, person: string, now: number) => Promise<void>,
  request: Request,
  app: GitHubAppSettings,
): Promise<Response> {
  const response = await github.send("POST", `${github.repository}/git/${objects}`, body);
  if (response.status !== 201) return relay(response, request, app);
  const made = (await response.json()) as { sha?: unknown };
  if (typeof made.sha !== "string" || !objectId.test(made.sha))
    return answer(502, { message: gatewayMessages.unreachable });
  try {
    await record(writer.db, made.sha, writer.person, writer.now);
  } catch {
    return answer(503, { message: gatewayMessages.noCeiling });
  }
  return answer(201, made);
}

/**
 * Why a tree's files may not go in (storedContent.ts): each blob put at a content file's path, read back from GitHub,
 * must pass that file's content model, and each one put at a photo's path must be a photo by its bytes. Undefined when
 * every one does.
 */
async function contentRefusal(
  github: GitHub,
  target: GatewayTarget,
  entries: readonly TreeEntry[],
  now: number,
): Promise<string | undefined> {
  const bytesOf = (sha: string) => github.blobBytes(sha);
  for (const { path, sha } of entries) {
    // A photo's path holds a photo's bytes: a JSON blob (which a blob upload may be) named .png never reaches the build.
    if (sha !== null && isPhotoPath(path) && !photoFormat(await bytesOf(sha)))
      return `O arquivo ${path} não é uma foto JPEG, PNG ou WebP. Nada foi publicado.`;
    const file = sha === null ? undefined : contentFileOf(path);
    if (!file || sha === null) continue;
    // The settings as the head has them, to tell which special dates the change adds.
    let before: StoredBefore | undefined;
    if (file === "site-settings.json") {
      const held = (await github.listing(target.branch, "src/content", false)).find(
        (entry) => entry.path === path,
      );
      let previous: unknown;
      try {
        previous = held ? JSON.parse(new TextDecoder().decode(await bytesOf(held.sha))) : undefined;
      } catch (error) {
        if (error instanceof Unreachable) throw error;
        previous = undefined;
      }
      before = { previous, today: practiceDay(now * 1000) };
    }
    const refusal = storedContentRefusal(file, await bytesOf(sha), before);
    if (refusal) return refusal;
  }
  return undefined;
}

/** One publication step, or read, of the editor's, from a signed-in staff member with a good session. */
async function serveRoute(
  request: Request,
  staff: StaffIdentity,
  target: GatewayTarget,
  app: GitHubAppSettings,
  now: number,
  env: GatewayEnv,
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
  const overRequests = await overRequestCeiling(env, staff, now);
  if (overRequests) return overRequests;
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
  const { body, tooLarge } = await readBody(
    request,
    route.kind === "blob" ? maxBlobBody : maxJsonBody,
  );
  if (tooLarge) return answer(413, { message: gatewayMessages.tooLarge });
  const noWriter = () => answer(503, { message: gatewayMessages.noCeiling });
  switch (route.kind) {
    case "blob": {
      const checked = checkBlob(body);
      if (!checked.ok) return answer(checked.status, { message: checked.message });
      const writer = await writerFor(env, staff, now);
      if (!writer) return noWriter();
      const refusal = await overCeiling(writer, {
        commits: 0,
        bytes: blobBytes(checked.body.content, checked.body.encoding),
      });
      if (refusal) return refusal;
      return createAndRecord(github, "blobs", checked.body, writer, recordBlob, request, app);
    }
    case "tree": {
      const checked = checkTree(body, await github.head());
      if (!checked.ok) return answer(checked.status, { message: checked.message });
      const writer = await writerFor(env, staff, now);
      if (!writer) return noWriter();
      const blobs = checked.body.tree.flatMap(({ sha }) => (sha === null ? [] : [sha]));
      let uploaded: boolean;
      try {
        uploaded = await uploadedBy(writer.db, blobs, writer.person, now);
      } catch {
        return noWriter();
      }
      if (!uploaded) return answer(403, { message: notUploadedHere });
      const refusal = await contentRefusal(github, target, checked.body.tree, now);
      if (refusal) return answer(422, { message: refusal });
      return sendChecked(github, checked, `${repository}/git/trees`, "POST", request, app);
    }
    case "commit": {
      const checked = checkCommit(body, await github.head(), staff);
      if (!checked.ok) return answer(checked.status, { message: checked.message });
      const writer = await writerFor(env, staff, now);
      if (!writer) return noWriter();
      const refusal = await overCeiling(writer, { commits: 1, bytes: 0 });
      if (refusal) return refusal;
      return createAndRecord(github, "commits", checked.body, writer, recordCommit, request, app);
    }
    case "ref": {
      const checked = checkRefUpdate(body);
      if (!checked.ok) return answer(checked.status, { message: checked.message });
      const writer = await writerFor(env, staff, now);
      if (!writer) return noWriter();
      let made: boolean;
      try {
        made = await madeThroughGateway(writer.db, checked.body.sha, writer.person, now);
      } catch {
        return noWriter();
      }
      if (!made) return answer(403, { message: notMadeHere });
      const update = await updateBranch(github, target, checked.body.sha, staff.email);
      if ("refusal" in update)
        return answer(update.refusal.status, { message: update.refusal.message });
      return relay(update.response, request, app);
    }
  }
}

/** Answers one request to /api/github/*. */
export async function serveGateway(request: Request, env: GatewayEnv): Promise<Response> {
  const { pathname } = new URL(request.url);
  // The host routes `/API/GITHUB/...` here too: only the one spelling is the gateway.
  if (pathname !== gatewayPrefix && !pathname.startsWith(`${gatewayPrefix}/`))
    return answer(404, { message: gatewayMessages.notHere });
  const asking = await staffRequest(request, env);
  if (asking instanceof Response) return asking;
  const { staff, target, app, now } = asking;
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
