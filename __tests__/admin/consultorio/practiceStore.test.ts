import {
  base64OfBlob,
  bytesOfBase64,
  textOfBase64,
} from "../../../src/admin/consultorio/practiceStore";
import { editorRepository } from "../../../src/admin/staffAddresses";

describe("base64, as GitHub's blobs carry files", () => {
  it.each<[string, string]>([
    ["plain", "Olá"],
    ["Portuguese with accents and a newline", '{"reason": "Véspera de Natal", "x": "ção"}\n'],
    ["empty", ""],
  ])("%s text comes back as it was, line breaks in the base64 allowed", (_case, text) => {
    const encoded = Buffer.from(text, "utf8").toString("base64");
    const broken = encoded.replace(/(.{4})/g, "$1\n");
    expect(textOfBase64(broken)).toBe(text);
  });

  it("a photo's bytes go out and come back unchanged", async () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, index) => (index * 31) % 256);
    const encoded = await base64OfBlob(new Blob([bytes]));
    expect(encoded).toBe(Buffer.from(bytes).toString("base64"));
    expect(bytesOfBase64(encoded)).toEqual(bytes);
  });
});

describe("editorRepository", () => {
  it.each<[object, { repo: string; branch: string }]>([
    [{}, { repo: "proprietario/site-oftalmologia", branch: "main" }],
    [
      { VITE_CMS_REPO: "clinica/site", VITE_CMS_BRANCH: "producao" },
      { repo: "clinica/site", branch: "producao" },
    ],
  ])("%j gives %j", (env, target) => {
    expect(editorRepository(env)).toEqual(target);
  });
});
