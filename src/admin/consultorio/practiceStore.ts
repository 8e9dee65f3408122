/**
 * Where the phone page reads the practice's details and publishes them: the port the page talks to, and its two
 * adapters, the same two backends the full editor uses.
 *
 * - On the host: the content gateway (/api/github, src/server/gateway/), as Decap CMS's GitHub backend talks to it.
 *   A read is the branch, the content folder's listing and the file's blob; a publication is blobs, one tree on the
 *   head, one commit (the gateway signs it with the staff member's name) and the branch moved to it. The gateway's
 *   rules and refusals are its own; this only asks.
 * - On a staff member's own machine (`npm run cms`): decap-server, the editor's local backend, which writes the
 *   repo's files.
 *
 * Each publication starts from the file as it is now, not as it was when the page opened: the change is made on
 * the newest file (someone may have published since), and one that meets a newer head on its way is made again.
 */
import { placeholderPortraitHashes } from "../../content/placeholderPortrait";
import { emailSignInPath, gatewayPath, localBackendUrl, localHosts } from "../staffAddresses";
import { needsNewSession } from "../sessionRenewal";
import { messageWithRequest, requestOf } from "./publishRequest";

/** The file the phone page changes, and the folder of the photos, in the repository. */
export const settingsPath = "src/content/site-settings.json";
export const photoFolder = "src/images";

/** The folders of the content files, in the repository (the articles are one of them). */
export const contentFolderPaths = ["src/content", "src/content/artigos"] as const;

/**
 * The rest of the site, as the publish gate reads it beside the settings: every other content file, by its path
 * in the repository, and the photo's path when it is still the drawn portrait.
 */
export interface OtherContent {
  readonly files: readonly { readonly file: string; readonly data: unknown }[];
  readonly drawnPortrait?: string;
}

/** Whether a photo's bytes are the drawn portrait the site ships (src/content/placeholderPortrait.ts). */
export async function isDrawnPortrait(photo: Blob): Promise<boolean> {
  const digest = await crypto.subtle.digest("SHA-256", await photo.arrayBuffer());
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0"));
  return placeholderPortraitHashes.has(hex.join(""));
}

/** One file of a publication: text in UTF-8, or a photo in base64. */
export interface PublishedFile {
  readonly path: string;
  readonly content: string;
  readonly encoding: "utf-8" | "base64";
}

/** What a publication is made of, from the newest file: the files to write, and the commit's message. */
export interface Publication {
  readonly files: readonly PublishedFile[];
  readonly message: string;
}

/** What the page needs of a backend. */
export interface PracticeStore {
  /** "gateway" on the host, "local" on a staff member's own machine. */
  readonly kind: "gateway" | "local";
  /** The settings file's text as the branch (or the disk) holds it now. */
  readSettings(): Promise<string>;
  /** A photo of src/images, as bytes, by its path in the repository; undefined when it is not there. */
  readPhoto(path: string): Promise<Blob | undefined>;
  /**
   * The rest of the site as the branch holds it now, with the photo at `photoPath` checked against the drawn
   * portrait: what decides whether a publication changes the patients' site. On a staff member's own machine,
   * where a publication only writes the files, nothing is read.
   */
  readOtherContent(photoPath: string): Promise<OtherContent>;
  /**
   * Publishes what `make` returns for the newest settings text, as one commit. `make` may be called again, if the
   * branch moved while publishing; it may throw to stop the publication (a mistake found in the newest file).
   * With `request`, the change's id (publishRequest.ts), the commit carries it, and a branch whose head already
   * carries it is not written again: "alreadyPublished" says so (a retry after a reply that was lost).
   */
  publish(
    make: (settingsText: string) => Promise<Publication>,
    request?: string,
  ): Promise<"alreadyPublished" | void>;
}

/** Why a request to the backend failed, in words for the staff, and whether signing in again mends it. */
export class StoreError extends Error {
  constructor(
    message: string,
    /** The session is missing or over: sign in again, then try again. */
    readonly signIn = false,
    /** The answer was lost after the change was sent: it may have been published, or not. */
    readonly uncertain = false,
  ) {
    super(message);
    this.name = "StoreError";
  }
}

/** The staff's words when the site cannot be reached at all. */
export const offlineMessage =
  "Sem conexão com o site. Nada foi publicado: confira a internet e tente de novo.";

/**
 * The staff's words when the connection dropped while the branch was being moved, the publication's last step:
 * the site may have made the change, or not. Tapping again is safe: the change's id is looked for first.
 */
export const uncertainMessage =
  "A conexão caiu antes de o site responder: a mudança pode ter sido publicada ou não. Toque em publicar de novo: ela não será publicada duas vezes.";

/** UTF-8 text from GitHub's base64 (which breaks its lines). */
export function textOfBase64(base64: string): string {
  return new TextDecoder().decode(bytesOfBase64(base64));
}

/** Bytes from base64, line breaks allowed. */
export function bytesOfBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/\s+/g, ""));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Base64 of a blob's bytes, as a photo is sent. */
export async function base64OfBlob(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk)
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  return btoa(binary);
}

/** A file's folder and name in the repository: "src/images/x.jpg" -> ["src/images", "x.jpg"]. */
function split(path: string): [string, string] {
  const slash = path.lastIndexOf("/");
  return [path.slice(0, slash), path.slice(slash + 1)];
}

/** The session the e-mail sign-in handed over, and where to get a new one. */
export interface GatewaySession {
  /** The session now, or undefined before the staff member signs in. */
  token(): string | undefined;
}

/** The store on the host: the content gateway, with the staff member's session. */
export function gatewayStore({
  origin,
  repo,
  branch,
  session,
}: {
  origin: string;
  repo: string;
  branch: string;
  session: GatewaySession;
}): PracticeStore {
  const base = `${origin}/${gatewayPath}/repos/${repo}`;

  async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    const token = session.token();
    if (!token) throw new StoreError("Entre com o seu e-mail para continuar.", true);
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: init.method ?? "GET",
        headers: {
          Accept: "application/json",
          Authorization: `token ${token}`,
          ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        cache: "no-store",
      });
    } catch {
      throw new StoreError(offlineMessage);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return body as T;
    if (needsNewSession(response.status, body))
      throw new StoreError(
        "Sua sessão terminou. Entre de novo com o seu e-mail: o que você escreveu continua aqui.",
        true,
      );
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new StoreError(
      typeof message === "string" && message
        ? message
        : `O site não respondeu como devia (${response.status}). Nada foi publicado.`,
    );
  }

  /** The blob id of `path` at the branch's head, from its folder's listing. */
  async function blobId(path: string): Promise<string | undefined> {
    const [folder, name] = split(path);
    const listing = await call<{ tree: { path: string; type: string; sha: string }[] }>(
      `/git/trees/${encodeURIComponent(`${branch}:${folder}`)}`,
    );
    return listing.tree.find((entry) => entry.path === name && entry.type === "blob")?.sha;
  }

  async function readBlob(sha: string): Promise<string> {
    return (await call<{ content: string }>(`/git/blobs/${sha}`)).content;
  }

  return {
    kind: "gateway",
    async readSettings() {
      const sha = await blobId(settingsPath);
      if (!sha) throw new StoreError("O arquivo dos dados do consultório não está no site.");
      return textOfBase64(await readBlob(sha));
    },
    async readPhoto(path) {
      const sha = await blobId(path);
      if (!sha) return undefined;
      return new Blob([bytesOfBase64(await readBlob(sha))], {
        type: path.toLowerCase().endsWith(".png") ? "image/png" : "image/jpeg",
      });
    },
    async readOtherContent(photoPath) {
      const files: { file: string; data: unknown }[] = [];
      for (const folder of contentFolderPaths) {
        const listing = await call<{ tree: { path: string; type: string; sha: string }[] }>(
          `/git/trees/${encodeURIComponent(`${branch}:${folder}`)}`,
        );
        for (const entry of listing.tree) {
          const file = `${folder}/${entry.path}`;
          if (entry.type !== "blob" || !entry.path.endsWith(".json") || file === settingsPath)
            continue;
          files.push({ file, data: JSON.parse(textOfBase64(await readBlob(entry.sha))) });
        }
      }
      const photo = await this.readPhoto(photoPath);
      return {
        files,
        ...(photo && (await isDrawnPortrait(photo)) ? { drawnPortrait: photoPath } : {}),
      };
    },
    async publish(make, request) {
      for (let attempt = 1; ; attempt++) {
        const head = await call<{
          commit: { sha: string; commit: { message?: string; tree: { sha: string } } };
        }>(`/branches/${encodeURIComponent(branch)}`);
        // This very change is the head already: its reply was lost, or a second publication of it won the race.
        if (request && requestOf(head.commit.commit.message ?? "") === request.toLowerCase())
          return "alreadyPublished";
        const publication = await make(await this.readSettings());
        try {
          const entries = [];
          for (const file of publication.files) {
            const blob = await call<{ sha: string }>("/git/blobs", {
              method: "POST",
              body: { content: file.content, encoding: file.encoding },
            });
            entries.push({ path: file.path, mode: "100644", type: "blob", sha: blob.sha });
          }
          const tree = await call<{ sha: string }>("/git/trees", {
            method: "POST",
            body: { base_tree: head.commit.commit.tree.sha, tree: entries },
          });
          const commit = await call<{ sha: string }>("/git/commits", {
            method: "POST",
            body: {
              message: messageWithRequest(publication.message, request),
              tree: tree.sha,
              parents: [head.commit.sha],
            },
          });
          try {
            await call(`/git/refs/heads/${branch}`, {
              method: "PATCH",
              body: { sha: commit.sha, force: false },
            });
          } catch (error) {
            if (error instanceof StoreError && error.message === offlineMessage)
              throw new StoreError(uncertainMessage, false, true);
            throw error;
          }
          return;
        } catch (error) {
          // Someone published between this read and the commit: made again on the new head, once (where a
          // publication of this same change finds itself, and stops).
          if (
            attempt < 2 &&
            error instanceof StoreError &&
            /Outra pessoa publicou/.test(error.message)
          )
            continue;
          throw error;
        }
      }
    },
  };
}

/** The store on a staff member's own machine: decap-server, over the repo's files. */
export function localStore(branch: string): PracticeStore {
  async function call<T>(action: string, params: Record<string, unknown>): Promise<T> {
    let response: Response;
    try {
      response = await fetch(localBackendUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action, params: { branch, ...params } }),
      });
    } catch {
      throw new StoreError(
        "O servidor local do editor não respondeu. Confira se `npm run cms` está rodando.",
      );
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok)
      throw new StoreError(
        `O servidor local recusou o pedido (${response.status}). Nada foi gravado.`,
      );
    return body as T;
  }
  return {
    kind: "local",
    async readSettings() {
      const entry = await call<{ data: string | null }>("getEntry", { path: settingsPath });
      if (entry.data === null)
        throw new StoreError("O arquivo dos dados do consultório não está nesta pasta.");
      return entry.data;
    },
    readOtherContent: async () => ({ files: [] }),
    async readPhoto(path) {
      try {
        const file = await call<{ content: string }>("getMediaFile", { path });
        return new Blob([bytesOfBase64(file.content)], {
          type: path.toLowerCase().endsWith(".png") ? "image/png" : "image/jpeg",
        });
      } catch {
        return undefined;
      }
    },
    async publish(make, request) {
      const publication = await make(await this.readSettings());
      const texts = publication.files.filter((file) => file.encoding === "utf-8");
      const photos = publication.files.filter((file) => file.encoding === "base64");
      await call("persistEntry", {
        dataFiles: texts.map((file) => ({
          slug: split(file.path)[1],
          path: file.path,
          raw: file.content,
        })),
        assets: photos.map((file) => ({
          path: file.path,
          content: file.content,
          encoding: "base64",
        })),
        options: {
          commitMessage: messageWithRequest(publication.message, request),
          useWorkflow: false,
          status: "draft",
        },
      });
    },
  };
}

/**
 * The backend for this page, as the full editor chooses it: on the staff member's own machine (localhost), the
 * local backend when it answers; anywhere else, the gateway.
 */
export async function isLocalBackendUp(hostname: string): Promise<boolean> {
  if (!localHosts.includes(hostname)) return false;
  try {
    const response = await fetch(localBackendUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    const info = (await response.json()) as { type?: unknown };
    return response.ok && info.type === "local_fs";
  } catch {
    return false;
  }
}

/** Where the e-mail sign-in's window opens. */
export function signInUrl(origin: string): string {
  return `${origin}/${emailSignInPath}`;
}
