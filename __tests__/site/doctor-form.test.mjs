/**
 * The site built for a woman (the settings' "Tratamento" set to feminino, her name and title in that form: the
 * `her-practice` build, __tests__/site/builds/siteBuilds.mjs, which special-dates reads too): no page, in its fixed texts or in the content that ships, speaks of the
 * doctor as a man ("o médico", "do médico", "pelo médico") or of "um oftalmologista" instead of her. Every page the
 * build writes is read as a patient and a screen reader meet it: its text, the photos' descriptions, the labels,
 * the title and description, and the structured data. The same build's output carries the readability of every
 * article and FAQ answer, each at its target (docs/editing-content.md, "Plain language"). Needs no server;
 * scripts/test-site.mjs runs it with the other built-site tests.
 */
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { before, describe, it } from "node:test";
import { herName as doctorName, siteBuild } from "./builds/siteBuilds.mjs";
import { decoded, manlyUses, pageWords } from "./pageWords.mjs";

const repo = join(import.meta.dirname, "../..");
const readJson = async (file) => JSON.parse(await readFile(join(repo, file), "utf8"));

/**
 * The messages of the page's chat links, as the patient's WhatsApp would show them: every call to action is, in the
 * HTML, a link to the practice's chat whose `text` is the message (the message the form sends is the booking's
 * table-driven jest tests' to check, __tests__/booking/bookingMessage.test.ts, for every call to action and
 * interest).
 */
function chatMessages(html) {
  return [...html.matchAll(/href="(https:\/\/wa\.me\/[^"]*)"/g)].map(
    (match) => new URL(decoded(match[1])).searchParams.get("text") ?? "",
  );
}

let build;
let pages = [];

before(async () => {
  // A preview (SITE_STAGE unset): every draft article is built, and every page carries the preview notice.
  build = await siteBuild("her-practice");
  const publicDir = build.dir;
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
  pages = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
      .map((entry) => relative(publicDir, join(entry.parentPath, entry.name)).split(sep).join("/"))
      // The editor's own pages and Gatsby's slice fragment are not the patients' pages.
      .filter((file) => !file.startsWith("admin/") && !file.startsWith("_gatsby/"))
      .map(async (file) => {
        const html = await readFile(join(publicDir, file), "utf8");
        return { file, words: pageWords(html), chatMessages: chatMessages(html) };
      }),
  );
});

describe("a woman's site (doctorForm feminino)", () => {
  it("builds every page, each naming her", async () => {
    assert.equal(build.code, 0, build.output);
    const articles = (await readdir(join(repo, "src/content/artigos"))).filter((name) =>
      name.endsWith(".json"),
    );
    const files = pages.map(({ file }) => file);
    for (const page of [
      "index.html",
      "catarata/index.html",
      "links/index.html",
      "conteudos/index.html",
      "privacidade/index.html",
      "acessibilidade/index.html",
      "404.html",
      ...articles.map((name) => `conteudos/${name.replace(/\.json$/, "")}/index.html`),
    ])
      assert.ok(files.includes(page), `${page} was not built`);
    assert.deepEqual(
      pages.filter(({ words }) => !words.includes(doctorName)).map(({ file }) => file),
      [],
    );
  });

  it("no page speaks of the doctor as a man, nor of 'um oftalmologista'", () => {
    // Read from the pages the build wrote: an empty list would pass anything.
    assert.ok(
      pages.some(({ file }) => file === "index.html"),
      `no pages read: ${pages.length}`,
    );
    const found = pages.flatMap(({ file, words }) =>
      manlyUses(words).map((use) => `${file}: ${use}`),
    );
    assert.deepEqual(found, []);
  });

  it("the staff's guide in her editor speaks of her: 'a médica', never 'o médico'", async () => {
    const guide = pageWords(
      await readFile(join(build.dir, "admin", "ajuda", "index.html"), "utf8"),
    );
    assert.match(guide, /Trocar a foto da médica/);
    assert.match(guide, /em revisão pela médica/);
    const manly = [
      ...guide.matchAll(/(?<![\p{L}\d])(?:o|do|pelo|ao|no)\s+médico(?![\p{L}\d(-])/giu),
    ];
    assert.deepEqual(
      manly.map((match) => guide.slice(Math.max(0, match.index - 40), match.index + 40)),
      [],
    );
  });

  it("no call to action's chat message speaks of the doctor as a man, nor of 'um oftalmologista'", () => {
    const messages = pages.flatMap(({ file, chatMessages: found }) =>
      found.map((message) => ({ file, message })),
    );
    // Every content page has calls to action: the check reads real messages.
    assert.ok(messages.length >= pages.length / 2, `only ${messages.length} chat links found`);
    assert.deepEqual(
      messages.flatMap(({ file, message }) => manlyUses(message).map((use) => `${file}: ${use}`)),
      [],
    );
  });
});

describe("plain language in the build's output", () => {
  it("gives the readability of every FAQ answer and every article, each at its target", async () => {
    const catarata = await readJson("src/content/catarata.json");
    const articles = await Promise.all(
      (await readdir(join(repo, "src/content/artigos")))
        .filter((name) => name.endsWith(".json"))
        .map((name) => readJson(`src/content/artigos/${name}`)),
    );
    const lines = build.output.split("\n");
    const named = [
      ...catarata.faq.items.map(({ question }) => question),
      ...articles.map(({ title }) => title),
    ];
    for (const name of named) {
      const line = lines.find((candidate) => candidate.includes(` ${JSON.stringify(name)}: `));
      assert.ok(line, `no readability line for ${JSON.stringify(name)} in:\n${build.output}`);
      assert.match(
        line,
        /: -?\d+ \((muito fácil|fácil|difícil|muito difícil)\), target fácil: at target;/,
      );
    }
    assert.ok(!build.output.includes("sentence over 25 words"), build.output);
    assert.ok(build.output.includes(" Every text is at its target."), build.output);
  });
});
