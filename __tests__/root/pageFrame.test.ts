import { previewFrom, todayFrom, type QueriedSiteBuild } from "../../src/root/pageFrame";

const notice = {
  unconfirmed: ["catarata.json › Depoimentos › nº 1: … (Resolução CFM 2.336/2023, art. 14)."],
  drafts: ["artigos/glaucoma.json"],
};
const preview: QueriedSiteBuild = { builtOn: "2026-12-24", previewNotice: notice };
const production: QueriedSiteBuild = { builtOn: "2026-12-24", previewNotice: null };

describe("previewFrom", () => {
  it.each([
    ["a preview build's notice", preview, notice],
    ["none from a production build", production, undefined],
    ["none where the page has no build", null, undefined],
  ])("%s", (_case, siteBuild, expected) => {
    expect(previewFrom(siteBuild)).toEqual(expected);
  });
});

describe("todayFrom", () => {
  it.each([
    ["a preview build's day", preview],
    ["a production build's day", production],
  ])("%s", (_case, siteBuild) => {
    expect(todayFrom(siteBuild)).toBe("2026-12-24");
  });

  it("stops the build where the page has no build's day, rather than keep the special dates already past", () => {
    expect(() => todayFrom(null)).toThrow(/siteBuild/);
  });
});
