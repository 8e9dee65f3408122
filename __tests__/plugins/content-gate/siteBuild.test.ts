import { siteBuildFields } from "../../../plugins/content-gate/siteBuild";

const notice = {
  unconfirmed: ["catarata.json › Depoimentos › nº 1: … (Resolução CFM 2.336/2023, art. 14)."],
  drafts: ["artigos/glaucoma.json"],
};
const nothingLeft = { unconfirmed: [], drafts: [] };

describe("siteBuildFields", () => {
  it.each([
    ["a preview carries the notice", "preview", notice, notice],
    ["a preview with nothing left carries an empty notice", "preview", nothingLeft, nothingLeft],
    ["a production build carries none", "production", notice, null],
    ["a production build with nothing left carries none", "production", nothingLeft, null],
  ] as const)("%s", (_case, stage, given, previewNotice) => {
    expect(siteBuildFields(stage, "2026-12-24", given)).toEqual({
      builtOn: "2026-12-24",
      previewNotice,
    });
  });
});
