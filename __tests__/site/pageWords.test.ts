/**
 * The doctor-form check's reading of a page (pageWords.mjs): it finds what it looks for, and only that.
 */
import assert from "node:assert/strict";
import { manlyUses, pageWords } from "./pageWords.mjs";

describe("a woman's site's words", () => {
  it("finds what it looks for: a man's words in a page are named", () => {
    assert.deepEqual(
      manlyUses(pageWords('<p>Tirar dúvidas com <b>o médico</b></p><img alt="Foto do Médico">')),
      [
        '"o médico" in …Tirar dúvidas com o médico Foto do Médico…',
        '"do médico" in …Tirar dúvidas com o médico Foto do Médico…',
      ],
    );
    assert.deepEqual(
      manlyUses(pageWords("<p>Revisado pela médica em 10 de março, com o oftalmologista</p>")),
      [],
    );
  });
});
