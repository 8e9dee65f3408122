import { join } from "node:path";
import {
  buildStage,
  draftArticles,
  isPlaceholderPortrait,
  leftOutPages,
  remainingItems,
  staffLines,
} from "../../../plugins/content-gate/publishStage";

const root = join(__dirname, "../../..");
const contentDir = join(root, "src/content");

describe("buildStage", () => {
  it.each<[Record<string, string>, string]>([
    [{}, "preview"],
    [{ SITE_STAGE: "production" }, "production"],
    [{ SITE_STAGE: "preview" }, "preview"],
    // On Cloudflare Pages, with nothing set by hand: the production branch is live, every other branch a preview.
    [{ CF_PAGES: "1", CF_PAGES_BRANCH: "main" }, "production"],
    [{ CF_PAGES: "1", CF_PAGES_BRANCH: "ajuste-horario" }, "preview"],
    [{ CF_PAGES: "1", CF_PAGES_BRANCH: "site", PRODUCTION_BRANCH: "site" }, "production"],
    [{ CF_PAGES: "1", CF_PAGES_BRANCH: "main", PRODUCTION_BRANCH: "site" }, "preview"],
    // SITE_STAGE set by hand still decides.
    [{ CF_PAGES: "1", CF_PAGES_BRANCH: "main", SITE_STAGE: "preview" }, "preview"],
    [{ CF_PAGES: "1", CF_PAGES_BRANCH: "ajuste-horario", SITE_STAGE: "production" }, "production"],
    // On Netlify: the production context only.
    [{ NETLIFY: "true", CONTEXT: "production" }, "production"],
    [{ NETLIFY: "true", CONTEXT: "deploy-preview" }, "preview"],
    [{ NETLIFY: "true", CONTEXT: "branch-deploy" }, "preview"],
    // A branch name alone, off the host (a developer's machine, CI), is no production build.
    [{ CF_PAGES_BRANCH: "main" }, "preview"],
    [{ CONTEXT: "production" }, "preview"],
  ])("%p builds a %s", (env, stage) => {
    expect(buildStage(env)).toBe(stage);
  });

  it("a typo in SITE_STAGE stops the build on the host too", () => {
    expect(() =>
      buildStage({ CF_PAGES: "1", CF_PAGES_BRANCH: "main", SITE_STAGE: "prod" }),
    ).toThrow(/"production"/);
  });
});

describe("isPlaceholderPortrait", () => {
  it.each([
    ["the drawn portrait the repo ships", "src/images/doctor-portrait.jpg", true],
    ["another image", "src/images/icon.png", false],
    ["no file", "src/images/none.jpg", false],
  ])("%s: %p", (_case, file, expected) => {
    expect(isPlaceholderPortrait(join(root, file))).toBe(expected);
  });
});

describe("the repo's drafts", () => {
  it("are the six articles that ship, left out of production only", () => {
    const drafts = draftArticles(contentDir);
    expect(drafts.map(({ file }) => file)).toEqual([
      "artigos/catarata.json",
      "artigos/glaucoma.json",
      "artigos/pterigio.json",
      "artigos/retinopatia-diabetica.json",
      "artigos/teste-do-olhinho.json",
      "artigos/vista-cansada.json",
    ]);
    expect([...leftOutPages(contentDir, "production")]).toContain("/conteudos/glaucoma/");
    expect(leftOutPages(contentDir, "production").size).toBe(6);
    expect(leftOutPages(contentDir, "preview").size).toBe(0);
  });
});

describe("remainingItems and staffLines", () => {
  const items = remainingItems(root);

  it("lists the repo's placeholders, examples and drawn portrait, no draft article", () => {
    const files = new Set(items.map((item) => item.file));
    expect(files).toEqual(
      new Set([
        "src/content/site-settings.json",
        "src/content/catarata.json",
        "src/images/doctor-portrait.jpg",
      ]),
    );
  });

  it("names the fields for the staff as the editor's form does", () => {
    expect(staffLines(items)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^catarata\.json › Depoimentos › Depoimentos › nº 1: depoimento de exemplo/,
        ),
        expect.stringMatching(
          /^images\/doctor-portrait\.jpg|^src\/images\/doctor-portrait\.jpg: é o desenho/,
        ),
      ]),
    );
  });
});
