/**
 * A stand-in for GitHub, which cannot be reached here, on 127.0.0.1: what the editor's logins and the content gateway
 * use of it, and nothing more.
 *
 * - The OAuth login (the developer's way in): the authorize page sends the window straight back with a code, and
 *   the token endpoint answers the code exchange.
 * - A GitHub App: its installation-token endpoint checks the App's JWT against the App's public key (the test makes
 *   the key pair, and hands the private key to the functions as GitHub would) and hands out an installation token.
 * - One repository's REST API, as Decap CMS and the gateway use it: the branch, folder listings, blobs, history,
 *   and a publication's blobs, trees, commits and branch update, kept in memory as git keeps them (blob ids are real
 *   git ids). Every request is recorded, with its token, so the tests can say what reached GitHub and what did not.
 */
import { createHash, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { importSPKI, jwtVerify } from "jose";

const sha1 = (data) => createHash("sha1").update(data).digest("hex");
const blobId = (content) => sha1(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content]));

/**
 * @param {{
 *   oauth?: { clientId: string, clientSecret: string, code: string, token: string },
 *   app?: { id: string, installationId: string, publicKeyPem: string },
 *   repository?: { owner: string, name: string, branch: string, files: Record<string, string | Buffer> },
 * }} options
 */
export async function startGitHubStandIn({ oauth, app, repository } = {}) {
  /** Every request, as it came: method, path, query, the Authorization header and the JSON body. */
  const requests = [];
  /** The OAuth code exchanges answered. */
  const exchanges = [];
  /** The installation tokens handed out. */
  const installationTokens = [];
  const blobs = new Map();
  /** Trees as flat maps from a file's path to its blob id. */
  const trees = new Map();
  /** Each tree's entries that are not plain files (a symlink 120000, a submodule 160000, an executable 100755). */
  const modes = new Map();
  const commits = new Map();
  const refs = new Map();
  /**
   * Set by a test: `down`, every API request fails as an unreachable host does (the connection is dropped);
   * `refusing`, the repository's API refuses the App, as GitHub does once the App is uninstalled.
   */
  const failures = { down: false, refusing: false };

  const putBlob = (content) => {
    const id = blobId(content);
    blobs.set(id, content);
    return id;
  };
  const putTree = (files, special = new Map()) => {
    const id = sha1(
      `tree ${JSON.stringify([...files].sort(([a], [b]) => (a < b ? -1 : 1)))} ${JSON.stringify([...special])}`,
    );
    trees.set(id, new Map(files));
    modes.set(id, new Map(special));
    return id;
  };
  const putCommit = ({ tree, parents, message, author }) => {
    const date = new Date().toISOString();
    const commit = {
      tree,
      parents,
      message,
      author: { ...author, date },
      committer: { name: "app[bot]", email: "app[bot]@users.noreply.github.com", date },
    };
    const id = sha1(`commit ${JSON.stringify(commit)} ${randomBytes(4).toString("hex")}`);
    commits.set(id, commit);
    return id;
  };

  /** The repository's first commit, which `resetBranch` puts the branch back on. */
  let first;
  if (repository) {
    const files = new Map();
    for (const [path, content] of Object.entries(repository.files))
      files.set(path, putBlob(Buffer.from(content)));
    first = putCommit({
      tree: putTree(files),
      parents: [],
      message: "O site, antes do teste",
      author: { name: "Desenvolvedor", email: "dev@clinica.example" },
    });
    refs.set(`heads/${repository.branch}`, first);
  }

  const head = () => refs.get(`heads/${repository.branch}`);
  const filesOf = (commitId) => trees.get(commits.get(commitId).tree);
  const modesOf = (commitId) => modes.get(commits.get(commitId).tree);

  /** What a folder of a tree lists: its files, and its sub-folders (all of its descendants with `recursive`). */
  function listing(files, folder, recursive, special = new Map()) {
    const prefix = folder ? `${folder}/` : "";
    const entries = new Map();
    for (const [path, id] of files) {
      if (!path.startsWith(prefix)) continue;
      const rest = path.slice(prefix.length);
      const parts = rest.split("/");
      for (let depth = 1; depth < parts.length; depth += 1) {
        const sub = parts.slice(0, depth).join("/");
        if ((recursive || depth === 1) && !entries.has(sub))
          entries.set(sub, {
            path: sub,
            mode: "040000",
            type: "tree",
            sha: sha1(`dir ${prefix}${sub}`),
          });
      }
      const mode = special.get(path) ?? "100644";
      if (recursive || parts.length === 1)
        entries.set(rest, {
          path: rest,
          mode,
          type: mode === "160000" ? "commit" : "blob",
          sha: id,
          size: blobs.get(id).length,
        });
    }
    return [...entries.values()];
  }

  /** The files whose blobs differ between two trees, as GitHub's compare lists them. */
  function changes(fromFiles, toFiles) {
    const files = [];
    for (const [path, id] of toFiles)
      if (fromFiles.get(path) !== id)
        files.push({ filename: path, status: fromFiles.has(path) ? "modified" : "added", sha: id });
    for (const path of fromFiles.keys())
      if (!toFiles.has(path)) files.push({ filename: path, status: "removed", sha: null });
    return files;
  }

  const isAncestor = (ancestor, of) => {
    const seen = [of];
    while (seen.length) {
      const id = seen.pop();
      if (id === ancestor) return true;
      seen.push(...(commits.get(id)?.parents ?? []));
    }
    return false;
  };

  const json = (response, status, body, headers = {}) =>
    response
      .writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers })
      .end(JSON.stringify(body));

  async function readJson(request) {
    let text = "";
    for await (const chunk of request) text += chunk;
    return text ? JSON.parse(text) : undefined;
  }

  /** The repository's API, for a request that carries the installation token. */
  function answerRepository(request, response, rest, url, body) {
    const method = request.method;
    const route = rest.join("/");
    if (method === "GET" && !route)
      return json(response, 200, {
        full_name: `${repository.owner}/${repository.name}`,
        name: repository.name,
        owner: { login: repository.owner },
        default_branch: repository.branch,
        private: true,
      });
    if (method === "GET" && rest[0] === "branches") {
      if (rest[1] !== repository.branch)
        return json(response, 404, { message: "Branch not found" });
      const id = head();
      const { tree, author, message } = commits.get(id);
      // As GitHub answers: the head commit with its tree, author and message.
      return json(response, 200, {
        name: repository.branch,
        commit: { sha: id, commit: { tree: { sha: tree }, author, message } },
      });
    }
    if (method === "GET" && rest[0] === "git" && rest[1] === "trees") {
      const treeish = decodeURIComponent(rest.slice(2).join("/"));
      const [ref, folder = ""] = treeish.split(/:(.*)/s);
      const id = ref === repository.branch ? head() : commits.has(ref) ? ref : undefined;
      if (!id) return json(response, 404, { message: "Not Found" });
      const entries = listing(
        filesOf(id),
        folder.replace(/\/+$/, ""),
        url.searchParams.get("recursive") === "1",
        modesOf(id),
      );
      if (!entries.length) return json(response, 404, { message: "Not Found" });
      return json(response, 200, { sha: sha1(`dir ${treeish}`), tree: entries, truncated: false });
    }
    if (method === "GET" && rest[0] === "git" && rest[1] === "blobs") {
      const content = blobs.get(rest[2]);
      if (!content) return json(response, 404, { message: "Not Found" });
      return json(response, 200, {
        sha: rest[2],
        size: content.length,
        content: content.toString("base64"),
        encoding: "base64",
      });
    }
    if (method === "GET" && route === "commits") {
      const path = url.searchParams.get("path");
      const history = [];
      for (let id = head(); id; id = commits.get(id).parents[0]) {
        const commit = commits.get(id);
        const before = commit.parents[0] ? filesOf(commit.parents[0]) : new Map();
        if (!path || before.get(path) !== filesOf(id).get(path))
          history.push({ sha: id, commit: { author: commit.author, message: commit.message } });
      }
      return json(response, 200, history);
    }
    if (method === "GET" && rest[0] === "git" && rest[1] === "commits") {
      const commit = commits.get(rest[2]);
      if (!commit) return json(response, 404, { message: "Not Found" });
      return json(response, 200, {
        sha: rest[2],
        tree: { sha: commit.tree },
        parents: commit.parents.map((sha) => ({ sha })),
        author: commit.author,
        message: commit.message,
      });
    }
    if (method === "GET" && rest[0] === "compare") {
      const [base, tip] = decodeURIComponent(rest.slice(1).join("/")).split("...");
      if (!commits.has(base) || !commits.has(tip))
        return json(response, 404, { message: "Not Found" });
      return json(response, 200, { status: "ahead", files: changes(filesOf(base), filesOf(tip)) });
    }
    if (method === "POST" && route === "git/blobs") {
      const content = Buffer.from(body.content, body.encoding === "base64" ? "base64" : "utf8");
      return json(response, 201, { sha: putBlob(content) });
    }
    if (method === "POST" && route === "git/trees") {
      const base = commits.has(body.base_tree) ? commits.get(body.base_tree).tree : body.base_tree;
      const files = new Map(body.base_tree ? trees.get(base) : []);
      const special = new Map(body.base_tree ? modes.get(base) : []);
      for (const entry of body.tree) {
        special.delete(entry.path);
        if (entry.sha === null) files.delete(entry.path);
        else files.set(entry.path, entry.sha);
        if (entry.sha !== null && entry.mode !== "100644") special.set(entry.path, entry.mode);
      }
      return json(response, 201, { sha: putTree(files, special) });
    }
    if (method === "POST" && route === "git/commits") {
      const id = putCommit({
        tree: body.tree,
        parents: body.parents,
        message: body.message,
        author: body.author ?? { name: "app[bot]", email: "app[bot]@users.noreply.github.com" },
      });
      return json(response, 201, {
        sha: id,
        tree: { sha: body.tree },
        parents: body.parents.map((sha) => ({ sha })),
      });
    }
    if (method === "PATCH" && rest[0] === "git" && rest[1] === "refs") {
      const ref = rest.slice(2).join("/");
      const current = refs.get(ref);
      if (!current || !commits.has(body.sha))
        return json(response, 422, { message: "Reference does not exist" });
      if (!body.force && !isAncestor(current, body.sha))
        return json(response, 422, { message: "Update is not a fast forward" });
      refs.set(ref, body.sha);
      return json(response, 200, { ref: `refs/${ref}`, object: { sha: body.sha, type: "commit" } });
    }
    if (method === "DELETE" && rest[0] === "git" && rest[1] === "refs") {
      refs.delete(rest.slice(2).join("/"));
      return response.writeHead(204).end();
    }
    return json(response, 404, { message: "Not Found" });
  }

  const appKey = app ? await importSPKI(app.publicKeyPem, "RS256") : undefined;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    let body;
    try {
      body = await readJson(request);
    } catch {
      return json(response, 400, { message: "Problems parsing JSON" });
    }
    const authorization = request.headers.authorization;
    requests.push({
      method: request.method,
      path: url.pathname,
      query: url.search,
      authorization,
      body,
    });

    if (oauth && request.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("code", oauth.code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      return response.writeHead(302, { location: back.href }).end();
    }
    if (oauth && request.method === "POST" && url.pathname === "/login/oauth/access_token") {
      exchanges.push(body);
      const good =
        body?.client_id === oauth.clientId &&
        body?.client_secret === oauth.clientSecret &&
        body?.code === oauth.code;
      return json(
        response,
        200,
        good
          ? { access_token: oauth.token, token_type: "bearer", scope: "repo" }
          : { error: "bad_verification_code", error_description: "The code is incorrect." },
      );
    }
    if (failures.down) return request.socket.destroy();

    const tokenPath = app && `/app/installations/${app.installationId}/access_tokens`;
    if (app && request.method === "POST" && url.pathname === tokenPath) {
      try {
        const { payload } = await jwtVerify(
          /^Bearer (.+)$/.exec(authorization ?? "")?.[1] ?? "",
          appKey,
          {
            issuer: app.id,
            algorithms: ["RS256"],
          },
        );
        if (payload.exp - payload.iat > 600)
          throw new Error("GitHub takes an App's JWT for ten minutes at most");
      } catch (error) {
        return json(response, 401, {
          message: `A JSON web token could not be decoded (${error.message})`,
        });
      }
      const token = `ghs_${randomBytes(18).toString("hex")}`;
      installationTokens.push({ token, asked: body });
      return json(response, 201, {
        token,
        expires_at: new Date(Date.now() + 3600_000).toISOString(),
        permissions: body?.permissions ?? {},
        repository_selection: "selected",
      });
    }

    const parts = url.pathname.split("/").filter(Boolean);
    if (repository && parts[0] === "repos" && failures.refusing)
      return json(response, 403, { message: "Resource not accessible by integration" });
    if (repository && parts[0] === "repos") {
      const token = /^(?:token|Bearer) (.+)$/.exec(authorization ?? "")?.[1];
      if (!installationTokens.some((given) => given.token === token))
        return json(response, 401, { message: "Bad credentials" });
      if (parts[1] !== repository.owner || parts[2] !== repository.name)
        return json(response, 404, { message: "Not Found" });
      return answerRepository(request, response, parts.slice(3), url, body);
    }
    return json(response, 404, { message: "Not Found" });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    url: `http://127.0.0.1:${server.address().port}`,
    requests,
    exchanges,
    installationTokens,
    failures,
    /** The branch's head commit id. */
    head,
    /** A commit's message, author, parents and the files its change touches. */
    commit(id) {
      const commit = commits.get(id);
      const before = commit.parents[0] ? filesOf(commit.parents[0]) : new Map();
      return { ...commit, files: changes(before, filesOf(id)).map(({ filename }) => filename) };
    },
    /** The blob id of a file at the branch's head. */
    blobOf(path) {
      return filesOf(head()).get(path);
    },
    /** A file's text at the branch's head. */
    file(path) {
      const id = filesOf(head()).get(path);
      return id && blobs.get(id).toString("utf8");
    },
    /** Puts the branch back on the repository's first commit: a test that starts from the site as it came. */
    resetBranch() {
      refs.set(`heads/${repository.branch}`, first);
    },
    /** A file's bytes at the branch's head (a photo). */
    bytes(path) {
      const id = filesOf(head()).get(path);
      return id && blobs.get(id);
    },
    /**
     * Puts a commit in the repository without moving the branch, as someone with other access could; `kinds` gives
     * a changed path a mode other than a plain file's ("120000" a symlink, "160000" a submodule, "100755" an
     * executable).
     */
    commitBeside(changed, message = "Mudança feita fora do editor", kinds = {}) {
      const files = new Map(filesOf(head()));
      const special = new Map(modesOf(head()));
      for (const [path, content] of Object.entries(changed)) {
        files.set(path, putBlob(Buffer.from(content)));
        special.delete(path);
        if (kinds[path]) special.set(path, kinds[path]);
      }
      return putCommit({
        tree: putTree(files, special),
        parents: [head()],
        message,
        author: { name: "x", email: "x@x" },
      });
    },
    /** Publishes a commit as someone else would (another tool, another person): on the head, the branch moved. */
    publishBeside(changed, message = "Mudança publicada por outra pessoa") {
      const id = this.commitBeside(changed, message);
      refs.set(`heads/${repository.branch}`, id);
      return id;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The repository's files the stand-in starts with: the real content and photos, and some code to protect. */
export async function repositoryFiles(paths) {
  const files = {};
  for (const path of paths) files[path] = await readFile(path);
  files[".github/workflows/deploy.yml"] = "on: push\njobs: {}\n";
  return files;
}
