import {
  draftText,
  isRecord,
  parseDraft,
  type KeptDraft,
} from "../../../src/admin/consultorio/keptDrafts";

type Edits = Record<string, string>;
const isEdits = (value: unknown): value is Edits =>
  isRecord(value) && Object.values(value).every((text) => typeof text === "string");

const draft: KeptDraft<Edits> = {
  id: "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
  basis: '{"whatsappNumber":"5599000000000"}',
  value: { whatsappNumber: "(98) 98765-4321" },
};

describe("parseDraft: a draft the tab kept, read back", () => {
  it.each<[string, string | null | undefined, KeptDraft<Edits> | undefined]>([
    ["as it was kept", draftText(draft), draft],
    ["nothing kept", null, undefined],
    ["an empty text", "", undefined],
    ["not JSON", "{rascunho", undefined],
    ["JSON that is not an object", '"texto"', undefined],
    ["another version", JSON.stringify({ ...draft, version: 2 }), undefined],
    ["no id", JSON.stringify({ version: 1, basis: "", value: {} }), undefined],
    ["a basis that is not text", JSON.stringify({ ...draft, version: 1, basis: 3 }), undefined],
    [
      "a value the form does not know",
      JSON.stringify({ ...draft, version: 1, value: { whatsappNumber: 5 } }),
      undefined,
    ],
  ])("%s", (_case, text, expected) => {
    expect(parseDraft(text, isEdits)).toEqual(expected);
  });
});
