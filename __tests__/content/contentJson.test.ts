import { readFileSync } from "node:fs";
import { join } from "node:path";
import { group, list, optional, shortText } from "../../src/content/contentFields";
import { contentJson, orderedLikeModel } from "../../src/content/contentJson";
import { contentFiles } from "../../src/content/contentModel";

const card = group(
  { label: "Cartão" },
  { title: shortText({ label: "Título" }), text: shortText({ label: "Texto" }) },
);
const model = group(
  { label: "Página" },
  {
    a: shortText({ label: "A" }),
    cards: list({ label: "Cartões", min: 1 }, card),
    z: shortText({ label: "Z" }),
    note: optional(shortText({ label: "Nota" })),
  },
);

describe("orderedLikeModel", () => {
  it.each<[string, unknown, unknown]>([
    [
      "keys in the model's order, $schema first",
      { z: "1", a: "2", $schema: "s" },
      { $schema: "s", a: "2", z: "1" },
    ],
    [
      "inside list items too",
      { cards: [{ text: "t", title: "T" }] },
      { cards: [{ title: "T", text: "t" }] },
    ],
    [
      "keys the model does not know stay, after the known ones",
      { extra: 1, a: "2" },
      { a: "2", extra: 1 },
    ],
    ["an optional field left empty is left out", { a: "2", note: "" }, { a: "2" }],
    [
      "a required field left empty stays, for the build to name",
      { a: "", note: "n" },
      { a: "", note: "n" },
    ],
    ["plain values as they are", "texto", "texto"],
    ["null as it is", null, null],
  ])("%s", (_name, value, expected) => {
    const ordered = orderedLikeModel(value, model);
    expect(ordered).toEqual(expected);
    expect(JSON.stringify(ordered)).toBe(JSON.stringify(expected));
  });
});

describe("contentJson", () => {
  it("is two-space JSON with a final newline", () => {
    expect(contentJson({ a: "x" }, model)).toBe('{\n  "a": "x"\n}\n');
  });

  it.each(contentFiles.map((file) => [file.file, file] as const))(
    "src/content/%s is written as the editor writes it (else run npm run content:write)",
    (name, file) => {
      const text = readFileSync(join(__dirname, "../../src/content", name), "utf8");
      expect(contentJson(JSON.parse(text), file.model)).toBe(text);
    },
  );
});
