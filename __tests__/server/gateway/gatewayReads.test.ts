import {
  changedKindsRefusal,
  holdsReadableBlob,
  listedEntries,
  readableListing,
  readableRoots,
  readTarget,
  refusals,
  type ChangedEntry,
} from "../../../src/server/gateway/gatewayRules";

const target = { owner: "proprietario", name: "site-oftalmologia", branch: "main" };
const repo = "/repos/proprietario/site-oftalmologia";
const blob = "a".repeat(40);

describe("readTarget: what a read asks GitHub for", () => {
  it.each([
    [`${repo}/git/trees/main:src%2Fcontent`, { listing: "src/content" }],
    [`${repo}/git/trees/main:src%2Fcontent%2Fartigos`, { listing: "src/content/artigos" }],
    [`${repo}/git/blobs/${blob}`, { blob }],
    [`${repo}/branches/main`, undefined],
    [`${repo}/commits`, undefined],
  ])("%s", (path, wanted) => {
    expect(readTarget(path, target)).toEqual(wanted);
  });
});

const entry = (path: string, mode = "100644", type = "blob") => ({
  path,
  mode,
  type,
  sha: "b".repeat(40),
});

describe("readableListing: a folder's listing with only what the editor may read", () => {
  it.each([
    ["a content file the model declares", "src/content", entry("home.json"), true],
    ["an article, in a recursive listing", "src/content", entry("artigos/catarata.json"), true],
    ["the articles' folder", "src/content", entry("artigos", "040000", "tree"), true],
    ["a photo", "src/images", entry("foto.JPG"), true],
    ["the model's code", "src/content", entry("contentModel.ts"), false],
    ["the schemas' folder", "src/content", entry("schemas", "040000", "tree"), false],
    ["a schema", "src/content", entry("schemas/home.schema.json"), false],
    ["an unknown JSON file", "src/content", entry("novo.json"), false],
    ["a symlink at a content file", "src/content", entry("home.json", "120000"), false],
    ["an executable photo", "src/images", entry("foto.png", "100755"), false],
    [
      "a submodule at an article",
      "src/content/artigos",
      entry("x.json", "160000", "commit"),
      false,
    ],
  ])("%s", (_, folder, listed, kept) => {
    const listing = { sha: "c".repeat(40), tree: [listed], truncated: false };
    expect(readableListing(listing, folder)).toEqual({ ...listing, tree: kept ? [listed] : [] });
  });

  it.each([
    ["not an object", "[]"],
    ["no tree", { sha: "x" }],
    ["an entry with no path", { tree: [{ mode: "100644", type: "blob", sha: blob }] }],
  ])("a listing of another shape (%s) is refused", (_, listing) => {
    expect(readableListing(listing, "src/content")).toBeUndefined();
  });
});

describe("holdsReadableBlob: blobs are read only where the head holds them as an editable file", () => {
  const held = listedEntries(
    {
      tree: [
        { path: "home.json", mode: "100644", type: "blob", sha: "1".repeat(40) },
        { path: "contentModel.ts", mode: "100644", type: "blob", sha: "2".repeat(40) },
        { path: "links.json", mode: "120000", type: "blob", sha: "3".repeat(40) },
      ],
    },
    "src/content",
  );

  it.each([
    ["1".repeat(40), true],
    ["2".repeat(40), false],
    ["3".repeat(40), false],
    ["4".repeat(40), false],
  ])("%s: %s", (sha, readable) => {
    expect(holdsReadableBlob(sha, held ?? [])).toBe(readable);
  });

  it("the listings asked for cover every readable folder once", () => {
    expect(readableRoots).toEqual(["src/content", "src/images"]);
  });
});

describe("changedKindsRefusal: every changed path is a plain file in the new commit's tree", () => {
  const plain = { mode: "100644", type: "blob" };
  it.each<[string, ChangedEntry[], string | undefined]>([
    [
      "a plain file",
      [{ path: "src/content/home.json", status: "modified", entry: plain }],
      undefined,
    ],
    ["a deletion", [{ path: "src/images/velha.jpg", status: "removed" }], undefined],
    [
      "a symlink",
      [{ path: "src/content/home.json", entry: { mode: "120000", type: "blob" } }],
      refusals.notPlainFile("src/content/home.json"),
    ],
    [
      "a submodule",
      [{ path: "src/content/artigos/x.json", entry: { mode: "160000", type: "commit" } }],
      refusals.notPlainFile("src/content/artigos/x.json"),
    ],
    [
      "an executable",
      [{ path: "src/images/x.png", entry: { mode: "100755", type: "blob" } }],
      refusals.notPlainFile("src/images/x.png"),
    ],
    [
      "a changed path the tree does not hold",
      [{ path: "src/content/home.json", status: "modified" }],
      refusals.notPlainFile("src/content/home.json"),
    ],
    [
      "one plain file and one symlink",
      [
        { path: "src/content/home.json", entry: plain },
        { path: "src/content/links.json", entry: { mode: "120000", type: "blob" } },
      ],
      refusals.notPlainFile("src/content/links.json"),
    ],
  ])("%s", (_, changed, message) => {
    const refusal = changedKindsRefusal(changed);
    expect(refusal?.message).toBe(message);
    if (refusal) expect(refusal.status).toBe(403);
  });
});
