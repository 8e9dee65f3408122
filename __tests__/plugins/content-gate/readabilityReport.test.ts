import { join } from "node:path";
import {
  readabilityReport,
  scoreContentFiles,
  type ScoredFile,
} from "../../../plugins/content-gate/readabilityReport";
import { readability } from "../../../src/articles/readability";
import catarataJson from "../../../src/content/catarata.json";

const text = (path: string, name: string, body: string, atTarget: boolean) => ({
  path,
  name,
  target: "fácil" as const,
  figures: readability(body)!,
  atTarget,
});

describe("readabilityReport: the build's lines on plain language", () => {
  const long = `Eu ${"olho ".repeat(24)}agora.`;
  const files: ScoredFile[] = [
    {
      file: "src/content/catarata.json",
      texts: [
        text("faq.items[0].answer", "Dói?", "O olho vê.", true),
        text(
          "faq.items[1].answer",
          "E a técnica?",
          `A facoemulsificação moderna permite recuperação rápida. ${long}`,
          false,
        ),
      ],
    },
  ];

  it("gives each text's score, band and target, names its long sentences, and says it warns", () => {
    const { lines, fallsShort } = readabilityReport(files);
    expect(fallsShort).toBe(true);
    expect(lines).toEqual(
      expect.arrayContaining([
        " PLAIN LANGUAGE: each text's Portuguese reading ease (Flesch, as Martins et al. 1996 adapted it; higher is easier)",
        expect.stringMatching(
          /^ muito fácil 75\+ · fácil 50-74 · difícil 25-49 · muito difícil below 25;/,
        ),
        " File: src/content/catarata.json",
        '   - faq.items[0].answer "Dói?": 133 (muito fácil), target fácil: at target; 1 sentence, 3.0 words and 1.33 syllables a word',
        expect.stringMatching(
          /^ {3}- faq\.items\[1\]\.answer "E a técnica\?": 34 \(difícil\), target fácil: BELOW TARGET; 2 sentences,/,
        ),
        `       sentence over 25 words: ${JSON.stringify(long)}`,
        " Some texts fall short: shorter sentences and everyday words raise the score.",
      ]),
    );
  });

  it("says so when every text is at its target", () => {
    const { lines, fallsShort } = readabilityReport([
      { ...files[0]!, texts: [files[0]!.texts[0]!] },
    ]);
    expect(fallsShort).toBe(false);
    expect(lines).toContain(" Every text is at its target.");
  });
});

describe("scoreContentFiles", () => {
  it("scores every FAQ answer, the emergency line and every article of the site's content, file by file", () => {
    const scored = scoreContentFiles(join(__dirname, "../../../src/content"));
    expect(scored.map(({ file, texts }) => [file, texts.length])).toEqual([
      ["src/content/catarata.json", catarataJson.faq.items.length],
      ["src/content/site-settings.json", 1],
      ["src/content/artigos/catarata.json", 1],
      ["src/content/artigos/glaucoma.json", 1],
      ["src/content/artigos/pterigio.json", 1],
      ["src/content/artigos/retinopatia-diabetica.json", 1],
      ["src/content/artigos/teste-do-olhinho.json", 1],
      ["src/content/artigos/vista-cansada.json", 1],
    ]);
  });
});
