/**
 * The practice endpoint at /api/editor/practice, the phone page's one door to the practice's data
 * (functions/api/editor/practice.ts). It answers only a signed-in staff member with a good session, on the site's own
 * host, each request counted against the person's hourly ceiling (../gateway/staffRequest.ts).
 *
 * - GET: the settings file's text at the branch's head; with `?photo=`, a photo of src/images; with `?site=1`, every
 *   other content file and whether the photo is still the drawn portrait (what the publish gate reads).
 * - POST: one change, as what the staff member asked (src/practice/practiceIntent.ts) with its id and, for a photo,
 *   its bytes. The server reads the newest file, makes the change with the page's own edit functions, checks the
 *   result with the content model (src/practice/publication.ts) and, when it passes, commits it on the head in the
 *   person's name, the id as the message's trailer, and moves the branch (never forced). The answer is the file as
 *   published, nothing to publish, or the mistakes at their fields (422). An id already on the branch's recent
 *   history is answered "published" without writing: a double tap or a retry after a lost reply writes once. A head
 *   that moved meanwhile is read again, once.
 */
import { practiceDay } from "../../shared/practiceTimeZone";
import { photoPathFor, repositoryPhotoPath } from "../../practice/practiceEdits";
import {
  changeOfIntent,
  maxPhotoBase64,
  practiceRequestOf,
  type PracticeAnswer,
  type PracticeRequest,
} from "../../practice/practiceIntent";
import {
  base64OfBytes,
  bytesOfBase64,
  contentFolderPaths,
  isDrawnPortrait,
  photoFolder,
  settingsPath,
  type OtherContent,
  type PublishedFile,
} from "../../practice/practiceRepository";
import { brokenSettingsMessage, parseSettings, publicationOn } from "../../practice/publication";
import { messageWithRequest, requestOf } from "../../practice/publishRequest";
import { settingsProblems, settingsText } from "../../practice/settingsRules";
import { boundedText } from "../boundedText";
import { GitHub, Unreachable } from "../gateway/gatewayGitHub";
import { refusals } from "../gateway/gatewayRules";
import { contentFileOf } from "../gateway/storedContent";
import { photoFormat, storedBlobRefusal } from "../gateway/storedBlob";
import { blobBytes } from "../gateway/writeCeiling";
import {
  answer,
  gatewayMessages,
  overCeiling,
  overRequestCeiling,
  staffRequest,
  writerFor,
  type StaffRequest,
  type StaffRequestEnv,
} from "../gateway/staffRequest";
import type { BranchHead } from "../gateway/gatewayRules";

/** Everything the endpoint reads from the environment: the gateway's own settings. */
export type PracticeEnv = StaffRequestEnv;

/** The endpoint's own words. */
export const practiceMessages = {
  badRequest:
    "O pedido não é uma mudança que esta página saiba fazer. Nada foi publicado: recarregue a página e tente de novo.",
  notJpeg:
    "A foto enviada não é uma imagem JPEG. Nada foi publicado: escolha a foto de novo nesta página.",
  notPhoto: "Este endereço não é uma foto do site.",
  method: "Este endereço só lê e publica os dados do consultório.",
  unreadableSite:
    "Um texto do site não pôde ser lido. Nada foi publicado por isso: avise o desenvolvedor.",
  uncertain:
    "O GitHub não respondeu a tempo: a mudança pode ter sido publicada ou não. Toque em publicar de novo: ela não será publicada duas vezes.",
} as const;

/** How many of the branch's newest commits are looked through for a change's id. */
const recentCommits = 30;

/** A photo's path the endpoint reads: a file right in src/images, by a photo's name. */
const photoPathPattern = new RegExp(`^${photoFolder}/[^/]+\\.(?:jpe?g|png|webp)$`, "i");

/** The bytes of `path` at `treeish` (a branch or a commit), a plain file; undefined when it is not there. */
async function fileAt(
  github: GitHub,
  treeish: string,
  path: string,
): Promise<Uint8Array | undefined> {
  const folder = path.slice(0, path.lastIndexOf("/"));
  const entry = (await github.listing(treeish, folder, false)).find(
    (listed) => listed.path === path && listed.type === "blob" && listed.mode === "100644",
  );
  return entry && github.blobBytes(entry.sha);
}

/** The settings file's text at `treeish`. */
async function settingsAt(github: GitHub, treeish: string): Promise<string | undefined> {
  const bytes = await fileAt(github, treeish, settingsPath);
  return bytes && new TextDecoder().decode(bytes);
}

/** Every content file but the settings at the branch's head, and whether the photo at `photo` is the drawn one. */
async function otherContent(github: GitHub, branch: string, photo: string): Promise<OtherContent> {
  const files: { file: string; data: unknown }[] = [];
  for (const folder of contentFolderPaths)
    for (const entry of await github.listing(branch, folder, false)) {
      if (entry.type !== "blob" || entry.path === settingsPath || !contentFileOf(entry.path))
        continue;
      const bytes = await fileAt(github, branch, entry.path);
      if (bytes)
        files.push({ file: entry.path, data: JSON.parse(new TextDecoder().decode(bytes)) });
    }
  const bytes = await fileAt(github, branch, photo);
  return {
    files,
    ...(bytes && (await isDrawnPortrait(new Uint8Array(bytes))) ? { drawnPortrait: photo } : {}),
  };
}

/** A read: the settings, a photo, or the rest of the site. */
async function read(github: GitHub, branch: string, query: URLSearchParams): Promise<Response> {
  const photo = query.get("photo");
  if (photo !== null && !photoPathPattern.test(photo))
    return answer(400, { message: practiceMessages.notPhoto });
  if (query.get("site") === "1" && photo !== null) {
    try {
      return answer(200, await otherContent(github, branch, photo));
    } catch (error) {
      if (error instanceof SyntaxError)
        return answer(502, { message: practiceMessages.unreadableSite });
      throw error;
    }
  }
  if (photo !== null) {
    const bytes = await fileAt(github, branch, photo);
    return answer(200, bytes ? { content: base64OfBytes(bytes) } : {});
  }
  const text = await settingsAt(github, branch);
  if (text === undefined)
    return answer(404, { message: "O arquivo dos dados do consultório não está no site." });
  return answer(200, { settings: text });
}

/** The change's body, or the answer to give: too large, not JSON, not a change, a photo that is not a JPEG. */
async function changeRequest(request: Request): Promise<PracticeRequest | Response> {
  const read = await boundedText(request, maxPhotoBase64 + 64 * 1024);
  if (!("text" in read))
    return read.problem === "too-large"
      ? answer(413, { message: gatewayMessages.tooLarge })
      : answer(400, { message: practiceMessages.badRequest });
  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch {
    return answer(400, { message: practiceMessages.badRequest });
  }
  const asked = practiceRequestOf(body);
  if (!asked) return answer(400, { message: practiceMessages.badRequest });
  if (asked.photo !== undefined) {
    let bytes: Uint8Array;
    try {
      bytes = bytesOfBase64(asked.photo);
    } catch {
      return answer(400, { message: practiceMessages.badRequest });
    }
    const refusal = storedBlobRefusal(bytes);
    if (refusal) return answer(refusal.status, { message: refusal.message });
    if (photoFormat(bytes) !== "jpeg") return answer(415, { message: practiceMessages.notJpeg });
  }
  return asked;
}

/** Whether one of the branch's newest commits carries the change's id. */
async function alreadyOnBranch(github: GitHub, branch: string, id: string): Promise<boolean> {
  const history = (await github.json(
    `${github.repository}/commits?sha=${encodeURIComponent(branch)}&per_page=${recentCommits}`,
  )) as { commit?: { message?: unknown } }[];
  if (!Array.isArray(history)) throw new Unreachable("GitHub sent a history of another shape");
  return history
    .slice(0, recentCommits)
    .some(({ commit }) => typeof commit?.message === "string" && requestOf(commit.message) === id);
}

/** A commit of `files` on `head`, made by GitHub for the staff member; its id. */
async function commitOn(
  github: GitHub,
  head: BranchHead,
  files: readonly PublishedFile[],
  message: string,
  author: { name: string; email: string },
): Promise<string> {
  const made = async (path: string, body: unknown) => {
    const response = await github.send("POST", `${github.repository}/${path}`, body);
    const sha =
      response.status === 201 ? ((await response.json()) as { sha?: unknown }).sha : undefined;
    if (typeof sha !== "string")
      throw new Unreachable(
        `GitHub answered ${response.status} to ${path}`,
        response.status === 401 || response.status === 403,
      );
    return sha;
  };
  const tree = [];
  for (const file of files)
    tree.push({
      path: file.path,
      mode: "100644",
      type: "blob",
      sha: await made("git/blobs", { content: file.content, encoding: file.encoding }),
    });
  const treeSha = await made("git/trees", { base_tree: head.tree, tree });
  return made("git/commits", { message, tree: treeSha, parents: [head.commit], author });
}

/** A change published, found published, or refused at its fields. */
async function publish(
  github: GitHub,
  request: Request,
  env: PracticeEnv,
  { staff, target, now }: StaffRequest,
): Promise<Response> {
  const asked = await changeRequest(request);
  if (asked instanceof Response) return asked;
  const id = asked.request.toLowerCase();
  const writer = await writerFor(env, staff, now);
  if (!writer) return answer(503, { message: gatewayMessages.noCeiling });
  const published = (settings: string, again?: true): Response =>
    answer(200, {
      kind: "published",
      settings,
      ...(again ? { again } : {}),
    } satisfies PracticeAnswer);
  let reserved = false;
  for (let attempt = 1; attempt <= 2; attempt++) {
    const head = await github.head();
    if (await alreadyOnBranch(github, target.branch, id)) {
      const text = await settingsAt(github, head.commit);
      return text === undefined
        ? answer(502, { message: gatewayMessages.unreachable })
        : published(text, true);
    }
    const latestText = await settingsAt(github, head.commit);
    const latest = latestText === undefined ? undefined : parseSettings(latestText);
    if (!latestText || !latest) return answer(409, { message: brokenSettingsMessage });
    const photo: PublishedFile[] =
      asked.photo === undefined
        ? []
        : [
            {
              path: repositoryPhotoPath(photoPathFor(latest.photo)),
              content: asked.photo.replace(/\s+/g, ""),
              encoding: "base64",
            },
          ];
    const made = publicationOn(
      changeOfIntent(asked.change, latest),
      latest,
      photo,
      { settingsProblems, settingsText },
      practiceDay(now * 1000),
    );
    if (made.kind === "invalid") return answer(422, made satisfies PracticeAnswer);
    if (made.kind === "unchanged") return answer(200, made satisfies PracticeAnswer);
    const { files, message } = made.publication;
    if (!reserved) {
      const bytes = files.reduce((sum, file) => sum + blobBytes(file.content, file.encoding), 0);
      const refusal = await overCeiling(writer, { commits: 1, bytes });
      if (refusal) return refusal;
      reserved = true;
    }
    const commit = await commitOn(github, head, files, messageWithRequest(message, id), {
      name: staff.name,
      email: staff.email,
    });
    let moved: Response;
    try {
      moved = await github.send("PATCH", `${github.repository}/git/refs/heads/${target.branch}`, {
        sha: commit,
        force: false,
      });
    } catch (error) {
      // Sent, and no answer: the branch may have moved, or not. The id makes the next tap safe.
      if (error instanceof Unreachable)
        return answer(502, { message: practiceMessages.uncertain, uncertain: true });
      throw error;
    }
    // Not a fast-forward: someone published in between. Read the head again (where this very change may be).
    if (moved.status === 422 || moved.status === 409) continue;
    if (!moved.ok)
      return answer(502, {
        message:
          moved.status === 401 || moved.status === 403
            ? gatewayMessages.refusedApp
            : practiceMessages.uncertain,
        ...(moved.status >= 500 ? { uncertain: true } : {}),
      });
    return published(
      files.some((file) => file.path === settingsPath) ? settingsText(made.settings) : latestText,
    );
  }
  return answer(409, { message: refusals.notOnHead });
}

/** Answers one request to /api/editor/practice (its one spelling: the function checks the path first). */
export async function servePractice(request: Request, env: PracticeEnv): Promise<Response> {
  if (request.method !== "GET" && request.method !== "POST")
    return answer(405, { message: practiceMessages.method }, { Allow: "GET, POST" });
  const asking = await staffRequest(request, env);
  if (asking instanceof Response) return asking;
  const over = await overRequestCeiling(env, asking.staff, asking.now);
  if (over) return over;
  const github = new GitHub(asking.app, asking.target, asking.now);
  try {
    if (request.method === "GET")
      return await read(github, asking.target.branch, new URL(request.url).searchParams);
    return await publish(github, request, env, asking);
  } catch (error) {
    if (error instanceof Unreachable)
      return answer(502, {
        message: error.refusedApp ? gatewayMessages.refusedApp : gatewayMessages.unreachable,
      });
    throw error;
  }
}
