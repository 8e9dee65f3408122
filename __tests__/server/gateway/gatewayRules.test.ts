import {
  checkBlob,
  checkCommit,
  checkRefUpdate,
  checkTree,
  gatewayLink,
  gatewayTarget,
  gatewayUser,
  isEditablePath,
  pathSegments,
  refUpdateRefusal,
  refusals,
  routeOf,
  withEditorPermissions,
  type BranchHead,
  type GatewayTarget,
} from "../../../src/server/gateway/gatewayRules";

const target: GatewayTarget = { owner: "clinica", name: "site", branch: "main" };
const repo = "/repos/clinica/site";
const head: BranchHead = { commit: "a".repeat(40), tree: "b".repeat(40) };
const blob = "c".repeat(40);
const staff = { email: "ana@clinica.example", name: "Ana Souza", subject: "id-ana" };

describe("gatewayTarget", () => {
  test.each([
    [{ VITE_CMS_REPO: "clinica/site" }, target],
    [{ VITE_CMS_REPO: " clinica/site ", VITE_CMS_BRANCH: " " }, target],
    [
      { VITE_CMS_REPO: "clinica/site", VITE_CMS_BRANCH: "publicado" },
      { ...target, branch: "publicado" },
    ],
    [{}, undefined],
    [{ VITE_CMS_REPO: "clinica" }, undefined],
    [{ VITE_CMS_REPO: "clinica/site/extra" }, undefined],
    [{ VITE_CMS_REPO: "clinica/.." }, undefined],
    [{ VITE_CMS_REPO: "clí nica/site" }, undefined],
    [{ VITE_CMS_REPO: "clinica/site", VITE_CMS_BRANCH: "a..b" }, undefined],
  ])("%j -> %j", (env, expected) => expect(gatewayTarget(env)).toEqual(expected));
});

describe("isEditablePath", () => {
  test.each([
    ["src/content/home.json", true],
    ["src/content/catarata.json", true],
    ["src/content/links.json", true],
    ["src/content/site-settings.json", true],
    ["src/content/artigos/catarata-tem-cura.json", true],
    ["src/images/doctor-portrait.jpg", true],
    ["src/images/Foto da clinica.jpg", false],
    ["src/images/foto-2.JPEG", true],
    ["src/images/consultorio.webp", true],
    // Code, settings and anything that runs: never.
    ["package.json", false],
    [".github/workflows/x.yml", false],
    ["functions/api/auth.ts", false],
    ["src/content/contentModel.ts", false],
    ["src/content/validateContent.ts", false],
    ["src/content/package.json", false],
    ["src/content/tsconfig.json", false],
    ["src/content/novo.json", false],
    ["src/content/schemas/home.schema.json", false],
    ["src/content/artigos/../home.json", false],
    ["src/content/../package.json", false],
    ["src/content/artigos/.hidden.json", false],
    ["src/content/artigos/Maiuscula.json", false],
    ["src/content/artigos/sub/a.json", false],
    ["src/images/logo.svg", false],
    ["src/images/x.js", false],
    ["src/images/.htaccess", false],
    // The photo folder is matched as it is; only the extension's case is free.
    ["src/images/foto.PNG", true],
    ["src/images/foto.Jpg", true],
    ["SRC/IMAGES/x.png", false],
    ["Src/Images/a.ts.png", false],
    ["src/Images/x.png", false],
    ["SRC/images/x.png", false],
    ["src/images/x.PNG.ts", false],
    ["src/images/x.svG", false],
    ["/src/content/home.json", false],
    ["src/content/home.json/", false],
    [`src/content/artigos/${"a".repeat(200)}.json`, false],
    [42, false],
  ])("%j -> %s", (path, editable) => expect(isEditablePath(path)).toBe(editable));
});

describe("pathSegments", () => {
  test.each([
    ["/repos/a/b", ["repos", "a", "b"]],
    [
      "/repos/a/b/git/trees/main:src%2Fcontent",
      ["repos", "a", "b", "git", "trees", "main:src/content"],
    ],
    ["/repos/a/b/%2e%2e/x", undefined],
    ["/repos/a/b/../x", undefined],
    ["/repos//b", undefined],
    ["/repos/a/b/%E0%A4%A", undefined],
    ["/repos/a/b\\c", undefined],
    ["/repos/a/%00", undefined],
    ["repos/a/b", undefined],
  ])("%s -> %j", (path, segments) => expect(pathSegments(path)).toEqual(segments));
});

describe("routeOf", () => {
  const q = (text = "") => new URLSearchParams(text);
  test.each<[string, string, string, unknown]>([
    ["GET", "/user", "", { kind: "user" }],
    ["GET", repo, "", { kind: "repository" }],
    ["GET", "/repos/CLINICA/Site", "", { kind: "repository" }],
    [
      "GET",
      `${repo}/branches/main`,
      "",
      { kind: "read", path: `${repo}/branches/main`, query: "" },
    ],
    [
      "GET",
      `${repo}/git/trees/main:src%2Fcontent`,
      "",
      { kind: "read", path: `${repo}/git/trees/main:src%2Fcontent`, query: "" },
    ],
    [
      "GET",
      `${repo}/git/trees/main:src/content/artigos`,
      "recursive=1",
      {
        kind: "read",
        path: `${repo}/git/trees/main:src%2Fcontent%2Fartigos`,
        query: "?recursive=1",
      },
    ],
    [
      "GET",
      `${repo}/git/trees/main:src/images`,
      "",
      { kind: "read", path: `${repo}/git/trees/main:src%2Fimages`, query: "" },
    ],
    [
      "GET",
      `${repo}/git/blobs/${blob}`,
      "",
      { kind: "read", path: `${repo}/git/blobs/${blob}`, query: "" },
    ],
    [
      "GET",
      `${repo}/commits`,
      "path=src/content/home.json&sha=main",
      { kind: "read", path: `${repo}/commits`, query: "?path=src%2Fcontent%2Fhome.json&sha=main" },
    ],
    ["POST", `${repo}/git/blobs`, "", { kind: "blob" }],
    ["POST", `${repo}/git/trees`, "", { kind: "tree" }],
    ["POST", `${repo}/git/commits`, "", { kind: "commit" }],
    ["PATCH", `${repo}/git/refs/heads/main`, "", { kind: "ref" }],
  ])("%s %s?%s passes", (method, path, query, route) =>
    expect(routeOf(method, path, q(query), target)).toEqual(route),
  );

  test.each<[string, string, string, string]>([
    ["GET", "/repos/outra/site", "", refusals.otherRepository],
    ["POST", "/repos/outra/site/git/trees", "", refusals.otherRepository],
    ["GET", "/repos/clinica/outro", "", refusals.otherRepository],
    ["GET", `${repo}/branches/outro`, "", refusals.otherBranch],
    ["PATCH", `${repo}/git/refs/heads/outro`, "", refusals.otherBranch],
    ["PATCH", `${repo}/git/refs/tags/v1`, "", refusals.otherBranch],
    ["DELETE", `${repo}/git/refs/heads/main`, "", refusals.deletion],
    ["DELETE", `${repo}/git/refs/tags/v1`, "", refusals.deletion],
    ["DELETE", repo, "", refusals.notAllowed],
    ["POST", `${repo}/git/refs`, "", refusals.notAllowed],
    ["PUT", `${repo}/contents/package.json`, "", refusals.notAllowed],
    ["POST", `${repo}/pulls`, "", refusals.notAllowed],
    ["POST", `${repo}/forks`, "", refusals.notAllowed],
    ["GET", `${repo}/git/trees/main:functions`, "", refusals.outsideContent("functions")],
    ["GET", `${repo}/git/trees/main:`, "", refusals.outsideContent("")],
    ["GET", `${repo}/git/trees/main:src`, "", refusals.outsideContent("src")],
    ["GET", `${repo}/git/trees/${head.tree}`, "", refusals.notAllowed],
    ["GET", `${repo}/git/trees/outro:src/content`, "", refusals.otherBranch],
    ["GET", `${repo}/git/trees/main:src/content`, "recursive=1&x=2", refusals.notAllowed],
    ["GET", `${repo}/git/blobs/main`, "", refusals.notAllowed],
    ["GET", `${repo}/commits`, "path=package.json&sha=main", refusals.notAllowed],
    ["GET", `${repo}/commits`, "sha=main", refusals.notAllowed],
    ["GET", `${repo}/commits`, "path=src/content/home.json&sha=outro", refusals.notAllowed],
    ["GET", `${repo}/contents/src/content/home.json`, "", refusals.notAllowed],
    ["GET", `${repo}/collaborators/ana/permission`, "", refusals.notAllowed],
    ["GET", "/user/repos", "", refusals.notAllowed],
    ["GET", "/user", "a=1", refusals.notAllowed],
    ["GET", "/repos/clinica/site/%2e%2e/%2e%2e/user", "", refusals.notAllowed],
    ["POST", `${repo}/git/trees`, "base_tree=x", refusals.notAllowed],
  ])("%s %s?%s is refused", (method, path, query, message) =>
    expect(routeOf(method, path, q(query), target)).toEqual({
      kind: "refused",
      status: 403,
      message,
    }),
  );
});

describe("checkBlob", () => {
  test.each<[unknown, boolean]>([
    [{ content: "eyJhIjoxfQ==", encoding: "base64" }, true],
    [{ content: "{}", encoding: "utf-8" }, true],
    [{ content: "eyJhIjoxfQ==" }, false],
    [{ content: "não é base64!", encoding: "base64" }, false],
    [{ content: 1, encoding: "base64" }, false],
    [{ content: "", encoding: "base64", extra: 1 }, false],
    [{ content: "A".repeat(14_000_001), encoding: "base64" }, false],
    [null, false],
    [[], false],
    [{ content: "eyJh\nIjox\r\nfQ==\n", encoding: "base64" }, true],
    [{ content: "eyJhIjoxfQ== \n\t", encoding: "base64" }, true],
    [{ content: "eyJh=IjoxfQ==", encoding: "base64" }, false],
    [{ content: "eyJhIjoxfQ===", encoding: "base64" }, false],
    [{ content: "\n\n\n!", encoding: "base64" }, false],
  ])("%j -> %s", (body, ok) => expect(checkBlob(body).ok).toBe(ok));

  it("refuses 40,000 newlines followed by `!` within 50 ms: the check runs in linear time", () => {
    const body = { content: `${"\n".repeat(40_000)}!`, encoding: "base64" };
    const start = performance.now();
    const checked = checkBlob(body);
    const elapsed = performance.now() - start;
    expect(checked.ok).toBe(false);
    expect(elapsed).toBeLessThan(50);
  });
});

describe("checkTree", () => {
  const entry = (path: string, more: Record<string, unknown> = {}) => ({
    path,
    mode: "100644",
    type: "blob",
    sha: blob,
    ...more,
  });
  test("a tree on the head changing content and a photo passes, as the gateway rebuilds it", () => {
    const body = {
      base_tree: head.commit,
      tree: [
        entry("src/content/home.json"),
        entry("src/images/nova.jpg"),
        entry("src/content/artigos/velho.json", { sha: null }),
      ],
    };
    expect(checkTree(body, head)).toEqual({ ok: true, body });
    expect(checkTree({ ...body, base_tree: head.tree }, head).ok).toBe(true);
  });

  test.each<[string, unknown, number, string]>([
    [
      "package.json among content",
      { base_tree: head.commit, tree: [entry("src/content/home.json"), entry("package.json")] },
      403,
      refusals.outsideContent("package.json"),
    ],
    [
      "a workflow",
      { base_tree: head.commit, tree: [entry(".github/workflows/x.yml")] },
      403,
      refusals.outsideContent(".github/workflows/x.yml"),
    ],
    [
      "functions/",
      { base_tree: head.commit, tree: [entry("functions/api/x.ts")] },
      403,
      refusals.outsideContent("functions/api/x.ts"),
    ],
    [
      "a path with ..",
      { base_tree: head.commit, tree: [entry("src/content/../../package.json")] },
      403,
      refusals.outsideContent("src/content/../../package.json"),
    ],
    [
      "a symlink",
      { base_tree: head.commit, tree: [entry("src/content/home.json", { mode: "120000" })] },
      403,
      refusals.outsideContent("src/content/home.json"),
    ],
    [
      "an executable",
      { base_tree: head.commit, tree: [entry("src/content/home.json", { mode: "100755" })] },
      403,
      refusals.outsideContent("src/content/home.json"),
    ],
    [
      "a submodule",
      {
        base_tree: head.commit,
        tree: [entry("src/content/home.json", { type: "commit", mode: "160000" })],
      },
      403,
      refusals.outsideContent("src/content/home.json"),
    ],
    [
      "a folder",
      {
        base_tree: head.commit,
        tree: [entry("src/content/home.json", { type: "tree", mode: "040000" })],
      },
      403,
      refusals.outsideContent("src/content/home.json"),
    ],
    [
      "inline content",
      { base_tree: head.commit, tree: [entry("src/content/home.json", { content: "{}" })] },
      400,
      refusals.badBody,
    ],
    [
      "no base tree (the whole repository replaced)",
      { tree: [entry("src/content/home.json")] },
      400,
      refusals.badBody,
    ],
    [
      "an old base tree",
      { base_tree: "d".repeat(40), tree: [entry("src/content/home.json")] },
      409,
      refusals.notOnHead,
    ],
    ["an empty tree", { base_tree: head.commit, tree: [] }, 400, refusals.badBody],
    [
      "too many files",
      {
        base_tree: head.commit,
        tree: Array.from({ length: 51 }, () => entry("src/content/home.json")),
      },
      400,
      refusals.badBody,
    ],
    [
      "a bad blob id",
      { base_tree: head.commit, tree: [entry("src/content/home.json", { sha: "x" })] },
      400,
      refusals.badBody,
    ],
    [
      "an unknown key",
      { base_tree: head.commit, tree: [entry("src/content/home.json")], x: 1 },
      400,
      refusals.badBody,
    ],
    ["not an object", "tree", 400, refusals.badBody],
  ])("%s is refused", (_, body, status, message) =>
    expect(checkTree(body, head)).toEqual({ ok: false, status, message }),
  );
});

describe("checkCommit", () => {
  const tree = "e".repeat(40);
  test("the staff member is the author, whatever the editor sent; the committer is GitHub's", () => {
    expect(
      checkCommit(
        {
          message: "Atualiza a página inicial",
          tree,
          parents: [head.commit],
          author: { name: "x", email: "x@x" },
          committer: { name: "y", email: "y@y" },
        },
        head,
        staff,
      ),
    ).toEqual({
      ok: true,
      body: {
        message: "Atualiza a página inicial",
        tree,
        parents: [head.commit],
        author: { name: "Ana Souza", email: "ana@clinica.example" },
      },
    });
  });
  test.each<[string, unknown, number]>([
    ["not on the head", { message: "m", tree, parents: ["d".repeat(40)] }, 409],
    ["two parents (a merge)", { message: "m", tree, parents: [head.commit, "d".repeat(40)] }, 400],
    ["no parent (a new history)", { message: "m", tree, parents: [] }, 400],
    ["no message", { message: " ", tree, parents: [head.commit] }, 400],
    ["a bad tree id", { message: "m", tree: "main", parents: [head.commit] }, 400],
    ["an unknown key", { message: "m", tree, parents: [head.commit], signature: "x" }, 400],
  ])("%s is refused", (_, body, status) =>
    expect(checkCommit(body, head, staff)).toMatchObject({ ok: false, status }),
  );
});

describe("checkRefUpdate", () => {
  test.each<[unknown, unknown]>([
    [{ sha: blob }, { ok: true, body: { sha: blob, force: false } }],
    [
      { sha: blob, force: false },
      { ok: true, body: { sha: blob, force: false } },
    ],
    [
      { sha: blob, force: true },
      { ok: false, status: 403, message: refusals.forced },
    ],
    [{ sha: "main" }, { ok: false, status: 400, message: refusals.badBody }],
    [
      { sha: blob, ref: "x" },
      { ok: false, status: 400, message: refusals.badBody },
    ],
  ])("%j -> %j", (body, outcome) => expect(checkRefUpdate(body)).toEqual(outcome));
});

describe("refUpdateRefusal", () => {
  const files = (...names: string[]) => names.map((filename) => ({ filename }));
  test.each<[string, Parameters<typeof refUpdateRefusal>[0], unknown]>([
    [
      "a content change on the head",
      { parents: [head.commit], files: files("src/content/home.json"), complete: true },
      undefined,
    ],
    [
      "a photo renamed",
      {
        parents: [head.commit],
        files: [{ filename: "src/images/b.jpg", previous_filename: "src/images/a.jpg" }],
        complete: true,
      },
      undefined,
    ],
    [
      "not on the head",
      { parents: ["d".repeat(40)], files: files("src/content/home.json"), complete: true },
      { status: 409, message: refusals.notOnHead },
    ],
    [
      "a merge",
      {
        parents: [head.commit, "d".repeat(40)],
        files: files("src/content/home.json"),
        complete: true,
      },
      { status: 409, message: refusals.notOnHead },
    ],
    [
      "a change to package.json beside the content",
      {
        parents: [head.commit],
        files: files("src/content/home.json", "package.json"),
        complete: true,
      },
      { status: 403, message: refusals.outsideContent("package.json") },
    ],
    [
      "code renamed into the content folder",
      {
        parents: [head.commit],
        files: [{ filename: "src/content/home.json", previous_filename: "gatsby-node.ts" }],
        complete: true,
      },
      { status: 403, message: refusals.outsideContent("gatsby-node.ts") },
    ],
    [
      "a list GitHub cut short",
      { parents: [head.commit], files: files("src/content/home.json"), complete: false },
      { status: 403, message: refusals.notAllowed },
    ],
    [
      "no change at all",
      { parents: [head.commit], files: [], complete: true },
      { status: 403, message: refusals.notAllowed },
    ],
  ])("%s", (_, proposed, refusal) => expect(refUpdateRefusal(proposed, head)).toEqual(refusal));
});

describe("what the gateway answers itself", () => {
  test("the user is the staff member, with no avatar to fetch from GitHub", () =>
    expect(gatewayUser(staff)).toEqual({
      login: staff.email,
      name: "Ana Souza",
      email: staff.email,
      avatar_url: null,
    }));
  test.each<[unknown, unknown]>([
    [
      { full_name: "clinica/site" },
      {
        full_name: "clinica/site",
        permissions: { admin: false, maintain: false, push: true, triage: false, pull: true },
      },
    ],
    [
      { permissions: { admin: true } },
      { permissions: { admin: false, maintain: false, push: true, triage: false, pull: true } },
    ],
    [null, null],
  ])("permissions of %j", (repository, answered) =>
    expect(withEditorPermissions(repository)).toEqual(answered),
  );
});

describe("gatewayLink", () => {
  const github = "https://api.github.com";
  const gateway = "https://site.example/api/github";
  test.each([
    [
      `<${github}/repos/a/b/commits?page=2>; rel="next", <${github}/repos/a/b/commits?page=5>; rel="last"`,
      `<${gateway}/repos/a/b/commits?page=2>; rel="next", <${gateway}/repos/a/b/commits?page=5>; rel="last"`,
    ],
    [`<https://evil.example/x>; rel="next"`, ""],
    [
      `<${github}.evil.example/x>; rel="next", <${github}/repos/a/b?page=2>; rel="last"`,
      `<${gateway}/repos/a/b?page=2>; rel="last"`,
    ],
  ])("%s", (link, rewritten) => expect(gatewayLink(link, github, gateway)).toBe(rewritten));
});
