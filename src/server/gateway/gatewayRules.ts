/**
 * The content gateway's rules: which of the editor's GitHub API requests pass, and in what shape. Decap CMS's GitHub
 * backend talks to `<site>/api/github` (its `api_root`) as it would to api.github.com; the gateway
 * (functions/api/github/[[path]].ts over serveGateway.ts) answers with the GitHub App's token, which never leaves the
 * server, and only for what publishing texts and photos needs:
 *
 * - reads of this repository's branch, of its content and image folders (listed with only the files the editor may
 *   write), of those files' blobs as the head holds them, and of their history;
 * - a publication: blobs, each a photo (JPEG, PNG or WebP, at most 40 megapixels) or a content file (a JSON object
 *   of at most 256 KB) by its bytes (./storedBlob.ts), then one tree on top of the branch's head that changes only content and image files, one
 *   commit on top of the head authored by the signed-in staff member, and a fast-forward of the branch to it, whose
 *   every changed path is a plain file in the new commit's own tree.
 *
 * Everything else (another repository, another branch, a deletion of a branch or tag, a file other than the content
 * files, the articles in `src/content/artigos/` and the photos in `src/images/`, a workflow, a symlink, a forced
 * update) is refused with a message in Portuguese that the editor shows. These are pure functions; the checks that
 * need GitHub's answers take them as arguments.
 */
import { contentFiles } from "../../content/contentModel";
import { maxCommitMessageLength } from "../../shared/commitMessage";
import type { StaffIdentity } from "../staffSignIn";
import { blobContentBytes, storedBlobRefusal } from "./storedBlob";

/** Where the gateway answers, below the site's origin. */
export const gatewayPrefix = "/api/github";

/** The repository and branch the gateway publishes to. */
export interface GatewayTarget {
  owner: string;
  name: string;
  branch: string;
}

/** The build's settings the gateway shares with the editor (one setting for both: docs/deploying.md). */
export interface GatewayTargetEnv {
  VITE_CMS_REPO?: string;
  VITE_CMS_BRANCH?: string;
}

const namePart = /^[A-Za-z0-9_.-]+$/;
const branchName = /^[A-Za-z0-9_./-]+$/;

/** The repository and branch from the environment; undefined when missing or malformed (the gateway then refuses). */
export function gatewayTarget(env: GatewayTargetEnv): GatewayTarget | undefined {
  const [owner, name, ...rest] = (env.VITE_CMS_REPO ?? "").trim().split("/");
  const branch = (env.VITE_CMS_BRANCH ?? "").trim() || "main";
  if (rest.length || !owner || !name || !namePart.test(owner) || !namePart.test(name))
    return undefined;
  if (name === "." || name === ".." || !branchName.test(branch) || branch.includes(".."))
    return undefined;
  return { owner, name, branch };
}

/**
 * The files the editor may write: the content files the model declares (no other file in `src/content`, where the
 * model's own code lives), one JSON file per article, and photos. Nothing that runs, nothing a tool reads as
 * settings.
 */
const contentFilePaths = new Set(contentFiles.map(({ file }) => `src/content/${file}`));
const articleFile = /^src\/content\/artigos\/[a-z0-9][a-z0-9-]*\.json$/;
/**
 * A photo: the folder exactly as the site has it (a `SRC/` or `src/Images/` would be another folder on Linux, and
 * collide with `src/` on macOS and Windows checkouts); only the extension's case is free, as cameras write it.
 */
const photoFile = /^src\/images\/[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*\.([A-Za-z]+)$/;
const photoExtensions = new Set(["jpg", "jpeg", "png", "webp", "avif"]);

export function isPhotoPath(path: string): boolean {
  const extension = photoFile.exec(path)?.[1];
  return extension !== undefined && photoExtensions.has(extension.toLowerCase());
}

/** The folders whose listings the editor reads. */
export const readableFolders = ["src/content", "src/content/artigos", "src/images"];

/** Whether the editor may write (or delete) the file at `path`. */
export function isEditablePath(path: unknown): path is string {
  return (
    typeof path === "string" &&
    path.length <= 200 &&
    (contentFilePaths.has(path) || articleFile.test(path) || isPhotoPath(path))
  );
}

/** A git object id as GitHub writes it. */
export const objectId = /^[0-9a-f]{40}$/;

/** The editor's words for each refusal. */
export const refusals = {
  otherRepository: "Este editor só publica no repositório do site.",
  otherBranch: "Este editor só publica no ramo do site.",
  notAllowed: "O editor do site não pode fazer isso.",
  deletion: "O editor do site não apaga ramos nem etiquetas.",
  badBody: "O pedido do editor veio incompleto ou malformado. Nada foi publicado.",
  outsideContent: (path: string) =>
    `O editor só muda os textos e as fotos do site (src/content e src/images). Recusado: ${path}`,
  notOnHead:
    "Outra pessoa publicou enquanto você editava. Nada foi publicado: recarregue o editor e publique de novo.",
  forced: "O editor do site nunca reescreve a história do site.",
  notReadable: "O editor só lê os textos e as fotos do site.",
  notPlainFile: (path: string) =>
    `O editor só publica arquivos comuns: nada de atalhos, submódulos ou programas. Recusado: ${path}`,
} as const;

/** What one request of the editor is, once the gateway has read its method and path. */
export type GatewayRoute =
  | { readonly kind: "user" }
  | { readonly kind: "repository" }
  | { readonly kind: "read"; readonly path: string; readonly query: string }
  | { readonly kind: "blob" }
  | { readonly kind: "tree" }
  | { readonly kind: "commit" }
  | { readonly kind: "ref" }
  | { readonly kind: "refused"; readonly status: 403; readonly message: string };

const refused = (message: string): GatewayRoute => ({ kind: "refused", status: 403, message });

/**
 * The path's segments, decoded; undefined when a segment is empty, `.` or `..`, or does not decode (such a path is
 * refused whole).
 */
export function pathSegments(pathname: string): string[] | undefined {
  if (!pathname.startsWith("/")) return undefined;
  const raw = pathname.slice(1).split("/");
  const segments: string[] = [];
  for (const segment of raw) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    const unsafe = [...decoded].some((character) => character < " " || character === "\\");
    if (!decoded || decoded === "." || decoded === ".." || unsafe) return undefined;
    segments.push(decoded);
  }
  return segments;
}

/** The query, kept only where every key is one the route allows, in a fixed order; undefined otherwise. */
function allowedQuery(
  query: URLSearchParams,
  allowed: Record<string, (value: string) => boolean>,
): string | undefined {
  const kept = new URLSearchParams();
  for (const [key, value] of query) {
    const check = allowed[key];
    if (!check || !check(value) || kept.has(key)) return undefined;
    kept.set(key, value);
  }
  kept.sort();
  const text = kept.toString();
  return text ? `?${text}` : "";
}

/** A folder of the tree the editor may list. */
function isReadableFolder(folder: string): boolean {
  return readableFolders.includes(folder.replace(/\/+$/, ""));
}

/**
 * Reads the editor's request: `pathname` is the part after `/api/github`, as the browser sent it (still encoded).
 * GitHub's own path for a read is rebuilt from the checked parts, never copied from the request.
 */
export function routeOf(
  method: string,
  pathname: string,
  query: URLSearchParams,
  target: GatewayTarget,
): GatewayRoute {
  const segments = pathSegments(pathname);
  if (!segments) return refused(refusals.notAllowed);
  if (method === "GET" && segments.length === 1 && segments[0] === "user" && ![...query].length)
    return { kind: "user" };
  const [repos, owner, name, ...rest] = segments;
  if (repos !== "repos" || owner === undefined || name === undefined)
    return refused(refusals.notAllowed);
  if (
    owner.toLowerCase() !== target.owner.toLowerCase() ||
    name.toLowerCase() !== target.name.toLowerCase()
  )
    return refused(refusals.otherRepository);
  const repository = `/repos/${target.owner}/${target.name}`;
  const route = rest.join("/");

  if (method === "DELETE")
    return refused(
      rest[0] === "git" && rest[1] === "refs" ? refusals.deletion : refusals.notAllowed,
    );

  if (method === "GET") {
    if (!rest.length)
      return [...query].length ? refused(refusals.notAllowed) : { kind: "repository" };
    if (rest.length === 2 && rest[0] === "branches") {
      if (rest[1] !== target.branch) return refused(refusals.otherBranch);
      return [...query].length
        ? refused(refusals.notAllowed)
        : {
            kind: "read",
            path: `${repository}/branches/${encodeURIComponent(target.branch)}`,
            query: "",
          };
    }
    if (rest[0] === "git" && rest[1] === "trees" && rest.length >= 3) {
      // Decap names a folder as "<branch>:<folder>", in one encoded segment or several.
      const treeish = rest.slice(2).join("/");
      const colon = treeish.indexOf(":");
      if (colon < 0) return refused(refusals.notAllowed);
      if (treeish.slice(0, colon) !== target.branch) return refused(refusals.otherBranch);
      const folder = treeish.slice(colon + 1);
      if (!isReadableFolder(folder)) return refused(refusals.outsideContent(folder));
      const kept = allowedQuery(query, { recursive: (value) => value === "1" });
      if (kept === undefined) return refused(refusals.notAllowed);
      return {
        kind: "read",
        path: `${repository}/git/trees/${encodeURIComponent(target.branch)}:${encodeURIComponent(folder.replace(/\/+$/, ""))}`,
        query: kept,
      };
    }
    if (
      rest.length === 3 &&
      rest[0] === "git" &&
      rest[1] === "blobs" &&
      objectId.test(rest[2] ?? "")
    )
      return [...query].length
        ? refused(refusals.notAllowed)
        : { kind: "read", path: `${repository}/git/blobs/${rest[2]}`, query: "" };
    if (route === "commits") {
      const kept = allowedQuery(query, {
        path: isEditablePath,
        sha: (value) => value === target.branch,
        per_page: (value) => /^[1-9][0-9]?$/.test(value),
        page: (value) => /^[1-9][0-9]{0,2}$/.test(value),
      });
      if (kept === undefined || !query.has("path")) return refused(refusals.notAllowed);
      return { kind: "read", path: `${repository}/commits`, query: kept };
    }
    return refused(refusals.notAllowed);
  }

  if ([...query].length) return refused(refusals.notAllowed);
  if (method === "POST" && route === "git/blobs") return { kind: "blob" };
  if (method === "POST" && route === "git/trees") return { kind: "tree" };
  if (method === "POST" && route === "git/commits") return { kind: "commit" };
  if (method === "PATCH" && rest[0] === "git" && rest[1] === "refs") {
    if (route !== `git/refs/heads/${target.branch}`) return refused(refusals.otherBranch);
    return { kind: "ref" };
  }
  return refused(refusals.notAllowed);
}

/** What a read asks GitHub for, where the gateway filters or checks it: a folder's listing, or one blob. */
export type ReadTarget = { readonly listing: string } | { readonly blob: string } | undefined;

/** What the GitHub path of a read route (routeOf's `read`) asks for. */
export function readTarget(path: string, target: GatewayTarget): ReadTarget {
  const repository = `/repos/${target.owner}/${target.name}`;
  const trees = `${repository}/git/trees/${encodeURIComponent(target.branch)}:`;
  if (path.startsWith(trees)) return { listing: decodeURIComponent(path.slice(trees.length)) };
  const blobs = `${repository}/git/blobs/`;
  if (path.startsWith(blobs)) return { blob: path.slice(blobs.length) };
  return undefined;
}

/** One entry of a folder's listing, as GitHub gives it. */
export interface ListedEntry {
  path: string;
  mode: string;
  type: string;
  sha: string;
}

function isListedEntry(value: unknown): value is ListedEntry {
  return (
    isRecord(value) &&
    typeof value.path === "string" &&
    typeof value.mode === "string" &&
    typeof value.type === "string" &&
    typeof value.sha === "string"
  );
}

/** The entries of a listing GitHub gave for `folder`, each with its path from the repository's root. */
export function listedEntries(listing: unknown, folder: string): ListedEntry[] | undefined {
  if (!isRecord(listing) || !Array.isArray(listing.tree)) return undefined;
  const prefix = folder.replace(/\/+$/, "");
  const entries: ListedEntry[] = [];
  for (const entry of listing.tree) {
    if (!isListedEntry(entry)) return undefined;
    entries.push({ ...entry, path: prefix ? `${prefix}/${entry.path}` : entry.path });
  }
  return entries;
}

/** Whether an entry is a plain file (no symlink, no submodule, not executable) the editor may write. */
function isEditableFile(entry: ListedEntry): boolean {
  return entry.type === "blob" && entry.mode === "100644" && isEditablePath(entry.path);
}

/**
 * A folder's listing with only what the editor may read: the plain files it may write, and the folders it lists.
 * The model's code, the schemas and anything else beside the content never reach the browser, not even by name.
 * Undefined when the listing is not one GitHub would give.
 */
export function readableListing(listing: unknown, folder: string): unknown {
  const entries = listedEntries(listing, folder);
  if (!isRecord(listing) || !entries || !Array.isArray(listing.tree)) return undefined;
  const tree = listing.tree.filter((_, index) => {
    const entry = entries[index];
    if (!entry) return false;
    return entry.type === "tree" ? readableFolders.includes(entry.path) : isEditableFile(entry);
  });
  return { ...listing, tree };
}

/** The folders whose listings, with every file below them, hold every file the editor may read. */
export const readableRoots = readableFolders.filter(
  (folder) => !readableFolders.some((other) => folder.startsWith(`${other}/`)),
);

/** Whether the head's listings of `readableRoots` hold blob `sha` as a plain file the editor may write. */
export function holdsReadableBlob(sha: string, entries: readonly ListedEntry[]): boolean {
  return entries.some((entry) => entry.sha === sha && isEditableFile(entry));
}

/** One changed path of a branch update, and what the new commit's tree holds there (undefined: nothing). */
export interface ChangedEntry {
  path: string;
  /** GitHub's compare: "removed" for a deleted file. */
  status?: string;
  entry?: { mode: string; type: string };
}

/**
 * The branch update's check of kinds: every path the change adds or modifies is, in the new commit's own tree, a
 * plain file (mode 100644, a blob). GitHub's compare names the paths but not what they are, so a symlink, a
 * submodule or an executable at an allowed path, in a tree made outside the gateway, would pass on names alone.
 */
export function changedKindsRefusal(
  changed: readonly ChangedEntry[],
): { status: 403; message: string } | undefined {
  for (const { path, status, entry } of changed) {
    if (status === "removed" && !entry) continue;
    if (!entry || entry.mode !== "100644" || entry.type !== "blob")
      return { status: 403, message: refusals.notPlainFile(path) };
  }
  return undefined;
}

/** The branch's head, as the gateway reads it from GitHub before a write. */
export interface BranchHead {
  /** The head commit. */
  commit: string;
  /** Its tree. */
  tree: string;
}

/** A check's outcome: the body to send GitHub, or the refusal. */
export type Checked<T> =
  | { readonly ok: true; readonly body: T }
  | {
      readonly ok: false;
      readonly status: 400 | 403 | 409 | 413 | 415 | 422;
      readonly message: string;
    };

const bad = <T>(status: 400 | 403 | 409 | 413 | 415 | 422, message: string): Checked<T> => ({
  ok: false,
  status,
  message,
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The largest blob the editor may upload, in characters of base64 (about 10 MB of photo). */
export const maxBlobCharacters = 14_000_000;

/**
 * A blob upload: content in base64 (or text), nothing else, whose bytes are a photo or a content file the editor
 * stores (./storedBlob.ts): never empty, never anything else.
 */
export function checkBlob(
  body: unknown,
): Checked<{ content: string; encoding: "base64" | "utf-8" }> {
  if (!isRecord(body) || Object.keys(body).some((key) => key !== "content" && key !== "encoding"))
    return bad(400, refusals.badBody);
  const { content, encoding } = body;
  if (typeof content !== "string" || content.length > maxBlobCharacters)
    return bad(400, refusals.badBody);
  if (encoding !== "base64" && encoding !== "utf-8") return bad(400, refusals.badBody);
  // Trailing white space is trimmed first, so no two parts of the pattern can match the same text: a `\s*` after
  // the newlines the class admits would make a long run of them before a bad character cost the square of its length.
  if (encoding === "base64" && !/^[A-Za-z0-9+/\r\n]*={0,2}$/.test(content.trimEnd()))
    return bad(400, refusals.badBody);
  let bytes: Uint8Array;
  try {
    bytes = blobContentBytes(content, encoding);
  } catch {
    return bad(400, refusals.badBody);
  }
  const refusal = storedBlobRefusal(bytes);
  if (refusal) return bad(refusal.status, refusal.message);
  return { ok: true, body: { content, encoding } };
}

/** One entry of a posted tree, as the gateway passes it on. */
export interface TreeEntry {
  path: string;
  mode: "100644";
  type: "blob";
  sha: string | null;
}

/** The most files one publication may change. */
export const maxTreeEntries = 50;

/**
 * A tree posted for a publication: built on the branch's head (its commit or its tree), every entry a plain file
 * (mode 100644, no symlink, no submodule, no folder) at a path the editor may write, given by a blob id (or null, to
 * delete it). Every entry is checked; one outside is enough to refuse the whole tree.
 */
export function checkTree(
  body: unknown,
  head: BranchHead,
): Checked<{ base_tree: string; tree: TreeEntry[] }> {
  if (!isRecord(body) || Object.keys(body).some((key) => key !== "base_tree" && key !== "tree"))
    return bad(400, refusals.badBody);
  const { base_tree: base, tree } = body;
  if (
    typeof base !== "string" ||
    !Array.isArray(tree) ||
    !tree.length ||
    tree.length > maxTreeEntries
  )
    return bad(400, refusals.badBody);
  if (base !== head.commit && base !== head.tree) return bad(409, refusals.notOnHead);
  const entries: TreeEntry[] = [];
  for (const entry of tree) {
    if (!isRecord(entry)) return bad(400, refusals.badBody);
    const { path, mode, type, sha } = entry;
    if (!isEditablePath(path)) return bad(403, refusals.outsideContent(String(path)));
    if (Object.keys(entry).some((key) => !["path", "mode", "type", "sha"].includes(key)))
      return bad(400, refusals.badBody);
    if (mode !== "100644" || type !== "blob") return bad(403, refusals.outsideContent(path));
    if (sha !== null && (typeof sha !== "string" || !objectId.test(sha)))
      return bad(400, refusals.badBody);
    entries.push({ path, mode, type, sha });
  }
  return { ok: true, body: { base_tree: base, tree: entries } };
}

/** A commit as the gateway sends it: the editor's message and tree, on the head, by the staff member. */
export interface CommitBody {
  message: string;
  tree: string;
  parents: [string];
  author: { name: string; email: string };
}

/**
 * A commit posted for a publication: one parent, the branch's head; the author is always the signed-in staff
 * member (from Access), whatever the editor sent, so the history says who changed what.
 */
export function checkCommit(
  body: unknown,
  head: BranchHead,
  staff: StaffIdentity,
): Checked<CommitBody> {
  if (!isRecord(body)) return bad(400, refusals.badBody);
  if (
    Object.keys(body).some(
      (key) => !["message", "tree", "parents", "author", "committer"].includes(key),
    )
  )
    return bad(400, refusals.badBody);
  const { message, tree, parents } = body;
  if (typeof message !== "string" || !message.trim() || message.length > maxCommitMessageLength)
    return bad(400, refusals.badBody);
  if (typeof tree !== "string" || !objectId.test(tree)) return bad(400, refusals.badBody);
  if (!Array.isArray(parents) || parents.length !== 1 || typeof parents[0] !== "string")
    return bad(400, refusals.badBody);
  if (parents[0] !== head.commit) return bad(409, refusals.notOnHead);
  return {
    ok: true,
    body: {
      message,
      tree,
      parents: [parents[0]],
      author: { name: staff.name, email: staff.email },
    },
  };
}

/** The branch update a publication ends with: to one commit, never forced. */
export function checkRefUpdate(body: unknown): Checked<{ sha: string; force: false }> {
  if (!isRecord(body) || Object.keys(body).some((key) => key !== "sha" && key !== "force"))
    return bad(400, refusals.badBody);
  const { sha, force } = body;
  if (force !== undefined && force !== false) return bad(403, refusals.forced);
  if (typeof sha !== "string" || !objectId.test(sha)) return bad(400, refusals.badBody);
  return { ok: true, body: { sha, force: false } };
}

/** What GitHub says of the commit a branch update points to, and of its change against the head. */
export interface ProposedCommit {
  /** The commit's parents. */
  parents: string[];
  /** The files its change touches (GitHub's compare), with a renamed file's old path. */
  files: { filename: string; previous_filename?: string; status?: string }[];
  /** Whether GitHub listed every file (it stops at 300). */
  complete: boolean;
}

/**
 * The last check before the branch moves: the commit sits on the head, and its whole change, as GitHub computed it,
 * touches only files the editor may write. This catches a commit made from any tree (an old one, say), not only from
 * the trees the gateway checked. Returns the refusal, or undefined when the update may go.
 */
export function refUpdateRefusal(
  proposed: ProposedCommit,
  head: BranchHead,
): { status: 403 | 409; message: string } | undefined {
  if (proposed.parents.length !== 1 || proposed.parents[0] !== head.commit)
    return { status: 409, message: refusals.notOnHead };
  if (!proposed.complete || !proposed.files.length)
    return { status: 403, message: refusals.notAllowed };
  for (const file of proposed.files)
    for (const path of [file.filename, file.previous_filename])
      if (path !== undefined && !isEditablePath(path))
        return { status: 403, message: refusals.outsideContent(path) };
  return undefined;
}

/** GitHub's answer to `GET /user`, for the signed-in staff member: Decap shows it and needs nothing more. */
export function gatewayUser(staff: StaffIdentity) {
  return { login: staff.email, name: staff.name, email: staff.email, avatar_url: null };
}

/**
 * GitHub's answer about the repository, with the permissions a GitHub App's token does not report: Decap asks
 * whether it may push, and through the gateway (within its rules) it may.
 */
export function withEditorPermissions(repository: unknown): unknown {
  if (!isRecord(repository)) return repository;
  return {
    ...repository,
    permissions: { admin: false, maintain: false, push: true, triage: false, pull: true },
  };
}

/**
 * A `Link` header (pagination) pointed at the gateway instead of GitHub, so the editor's next page comes here too;
 * a link to anywhere else is left out.
 */
export function gatewayLink(link: string, githubBase: string, gatewayBase: string): string {
  return link
    .split(",")
    .flatMap((part) => {
      const match = /^\s*<([^>]*)>(.*)$/.exec(part);
      const url = match?.[1];
      if (!match || url === undefined || !url.startsWith(`${githubBase}/`)) return [];
      return [`<${gatewayBase}${url.slice(githubBase.length)}>${match[2]}`];
    })
    .join(", ");
}
