/**
 * Where the phone page reads the practice's details and publishes them: the port the page talks to, and its two
 * adapters.
 *
 * - On the host: the practice endpoint (/api/editor/practice, src/server/practice/). A read is one request; a
 *   publication is one request carrying what the staff member asked (the change's intent, its id, a photo's bytes):
 *   the server makes the change on the newest file, checks it with the content model and commits it in her name,
 *   and answers with the file as published, or the mistakes at their fields. The same id sent twice writes once.
 * - On a staff member's own machine (`npm run cms`): decap-server, the editor's local backend, which writes the
 *   repo's files; the change is made here on the file as the disk has it, with the same function
 *   (src/practice/publication.ts).
 */
import type { PracticeChange, SettingsFile } from "../../practice/practiceEdits";
import type { PracticeAnswer } from "../../practice/practiceIntent";
import { brokenSettingsMessage, parseSettings, publicationOn } from "../../practice/publication";
import {
  base64OfBytes,
  bytesOfBase64,
  photoType,
  settingsPath,
  type OtherContent,
  type PublishedFile,
} from "../../practice/practiceRepository";
import type { FieldProblem, SettingsChecks } from "../../practice/settingsRules";
import { emailSignInPath, localBackendUrl, localHosts, practicePath } from "../staffAddresses";
import { needsNewSession } from "../sessionRenewal";
import { messageWithRequest, newRequestId } from "../../practice/publishRequest";

/** A change to publish: what was asked, the files beside the settings (a photo), its id, and the checks. */
export interface PublishAsk {
  readonly change: PracticeChange;
  readonly files: readonly PublishedFile[];
  /** The change's id (publishRequest.ts): the same id sent twice writes once. */
  readonly request?: string;
  /** The content model's checks, for a store that makes the change itself (on a staff member's own machine). */
  readonly checks: SettingsChecks;
  /** The practice's day, which a new special date may not be before; the clock's by default. */
  readonly today?: string;
}

/** What a store answers to a publication it did not refuse. */
export type StoreAnswer =
  | { readonly kind: "published"; readonly settings: SettingsFile }
  | { readonly kind: "unchanged" }
  | {
      readonly kind: "invalid";
      readonly problems: readonly FieldProblem[];
      readonly scope: string;
    };

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
   * Publishes `ask.change` on the newest settings file as one commit, or says why not: the mistakes the content
   * model finds in the newest file with the change, or nothing to publish. A failure is a `StoreError`.
   */
  publish(ask: PublishAsk): Promise<StoreAnswer>;
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
 * The staff's words when the connection dropped after the change was sent: the site may have made it, or not.
 * Tapping again is safe: the server looks for the change's id before it writes.
 */
export const uncertainMessage =
  "A conexão caiu antes de o site responder: a mudança pode ter sido publicada ou não. Toque em publicar de novo: ela não será publicada duas vezes.";

/** Base64 of a blob's bytes, as a photo is sent. */
export async function base64OfBlob(blob: Blob): Promise<string> {
  return base64OfBytes(new Uint8Array(await blob.arrayBuffer()));
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

/** The store on the host: the practice endpoint, with the staff member's session. */
export function gatewayStore({
  origin,
  session,
}: {
  origin: string;
  session: GatewaySession;
}): PracticeStore {
  const base = `${origin}/${practicePath}`;

  /**
   * One request to the endpoint (a publication when it has a body), its JSON answer when it is 2xx, or 422 with
   * the mistakes in the file. A publication whose answer is lost on the way back may have been made, or not.
   */
  async function call<T>(query: string, body?: unknown): Promise<T> {
    const token = session.token();
    if (!token) throw new StoreError("Entre com o seu e-mail para continuar.", true);
    const sends = body !== undefined;
    let response: Response;
    let answer: unknown;
    try {
      response = await fetch(`${base}${query}`, {
        method: sends ? "POST" : "GET",
        headers: {
          Accept: "application/json",
          Authorization: `token ${token}`,
          ...(sends ? { "Content-Type": "application/json" } : {}),
        },
        ...(sends ? { body: JSON.stringify(body) } : {}),
        cache: "no-store",
      });
      answer = await response.json().catch(() => undefined);
      if (answer === undefined && response.ok) throw new TypeError("answer cut");
    } catch {
      throw sends ? new StoreError(uncertainMessage, false, true) : new StoreError(offlineMessage);
    }
    if (response.ok) return answer as T;
    // The content model's mistakes in the newest file with the change: an answer, not a failure.
    if (response.status === 422 && (answer as { kind?: unknown } | undefined)?.kind === "invalid")
      return answer as T;
    if (needsNewSession(response.status, answer))
      throw new StoreError(
        "Sua sessão terminou. Entre de novo com o seu e-mail: o que você escreveu continua aqui.",
        true,
      );
    const { message, uncertain } = (answer ?? {}) as { message?: unknown; uncertain?: unknown };
    throw new StoreError(
      typeof message === "string" && message
        ? message
        : `O site não respondeu como devia (${response.status}). Nada foi publicado.`,
      false,
      uncertain === true,
    );
  }

  async function readPhoto(path: string) {
    const { content } = await call<{ content?: string }>(`?photo=${encodeURIComponent(path)}`);
    return content === undefined
      ? undefined
      : new Blob([bytesOfBase64(content)], { type: photoType(path) });
  }

  return {
    kind: "gateway",
    async readSettings() {
      return (await call<{ settings: string }>("")).settings;
    },
    readPhoto,
    readOtherContent: (photoPath) =>
      call<OtherContent>(`?site=1&photo=${encodeURIComponent(photoPath)}`),
    async publish({ change, files, request }) {
      const photo = files.find((file) => file.encoding === "base64");
      const answer = await call<PracticeAnswer>("", {
        request: request ?? newRequestId(),
        change: change.intent,
        ...(photo ? { photo: photo.content } : {}),
      });
      if (answer.kind !== "published") return answer;
      const settings = parseSettings(answer.settings);
      if (!settings) throw new StoreError(brokenSettingsMessage);
      return { kind: "published", settings };
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
        return new Blob([bytesOfBase64(file.content)], { type: photoType(path) });
      } catch {
        return undefined;
      }
    },
    async publish({ change, files, request, checks, today }) {
      const latest = parseSettings(await this.readSettings());
      if (!latest) throw new StoreError(brokenSettingsMessage);
      const made = publicationOn(change, latest, files, checks, today);
      if (made.kind !== "write") return made;
      const { publication } = made;
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
      return { kind: "published", settings: made.settings };
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
