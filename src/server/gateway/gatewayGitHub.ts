/**
 * GitHub, as the content gateway talks to it for one request of the editor: with the GitHub App's installation
 * token (./githubApp.ts), which never leaves the server, and only at the paths the gateway built from its checks
 * (./gatewayRules.ts). GitHub unreachable, or refusing the App, is `Unreachable`: nothing was written.
 */
import {
  listedEntries,
  type BranchHead,
  type GatewayTarget,
  type ListedEntry,
} from "./gatewayRules";
import { blobContentBytes } from "./storedBlob";
import {
  GitHubAppError,
  githubHeaders,
  installationToken,
  type GitHubAppSettings,
} from "./githubApp";

/** GitHub could not be reached, or would not let the App in: nothing was written. */
export class Unreachable extends Error {
  constructor(
    message: string,
    readonly refusedApp = false,
  ) {
    super(message);
  }
}

/** GitHub, as the App, for one request of the editor. */
export class GitHub {
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

  /** A blob's bytes, by its id. */
  async blobBytes(sha: string): Promise<Uint8Array> {
    const blob = (await this.json(`${this.repository}/git/blobs/${sha}`)) as { content?: unknown };
    if (typeof blob.content !== "string")
      throw new Unreachable("GitHub sent a blob without content");
    return blobContentBytes(blob.content, "base64");
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
