/**
 * The site built for a woman (the settings' "Tratamento" set to feminino, her name and title in that form), in a
 * copy of the project in a temporary folder: no page, in its fixed texts or in the content that ships, speaks of the
 * doctor as a man ("o médico", "do médico", "pelo médico") or of "um oftalmologista" instead of her. Every page the
 * build writes is read as a patient and a screen reader meet it: its text, the photos' descriptions, the labels,
 * the title and description, and the structured data. The same build's output carries the readability of every
 * article and FAQ answer, each at its target (docs/editing-content.md, "Plain language"). Needs no server;
 * scripts/test-site.mjs runs it with the other built-site tests.
 */
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { after, before, describe, it } from "node:test";
import { copyProject, gatsbyBuild, readJsonIn, removeCopy, writeJsonIn } from "./projectCopy.mjs";

/** Her name, as the settings would hold it. */
const doctorName = "Dra. Ana Souza";

/** What no page may say of a woman doctor, each found whole, in any case. */
const manlyWords = [
  "o médico",
  "do médico",
  "pelo médico",
  "ao médico",
  "no médico",
  "um médico",
  "um oftalmologista",
];

/** The HTML entities a page's text may carry. */
const entities = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decoded(text) {
  return text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name) => {
    if (name[0] === "#")
      return String.fromCodePoint(
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * What a page says to a patient: its text, the attributes read aloud or shown (alt, aria-label, title, placeholder,
 * the meta tags' content) and its structured data; not its scripts or styles.
 */
export function pageWords(html) {
  const attributes = [
    ...html.matchAll(/\s(?:alt|aria-label|title|placeholder|content)="([^"]*)"/g),
  ].map((match) => match[1]);
  const structuredData = [
    ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => match[1]);
  const text = html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return decoded([text, ...attributes, ...structuredData].join(" "))
    .replace(/\s+/g, " ")
    .trim();
}

/** Each of `manlyWords` that `words` uses, with the words around it. */
export function manlyUses(words) {
  return manlyWords.flatMap((phrase) =>
    [...words.matchAll(new RegExp(`(?<![\\p{L}\\d])${phrase}(?![\\p{L}\\d])`, "giu"))].map(
      (match) => `"${phrase}" in …${words.slice(Math.max(0, match.index - 60), match.index + 60)}…`,
    ),
  );
}

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

let copy = "";
let build;
let pages = [];

before(async () => {
  copy = await copyProject("doctor-form-");
  const settings = await readJsonIn(copy, "src/content/site-settings.json");
  await writeJsonIn(copy, "src/content/site-settings.json", {
    ...settings,
    doctorForm: "feminino",
    doctorName,
    doctorTitle: "Médica Oftalmologista",
  });
  // A preview (SITE_STAGE unset): every draft article is built, and every page carries the preview notice.
  build = await gatsbyBuild(copy, "");
  const publicDir = join(copy, "public");
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

after(async () => {
  await removeCopy(copy);
});

describe("a woman's site (doctorForm feminino)", () => {
  it("builds every page, each naming her", async () => {
    assert.equal(build.code, 0, build.output);
    const articles = (await readdir(join(copy, "src/content/artigos"))).filter((name) =>
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
    const found = pages.flatMap(({ file, words }) =>
      manlyUses(words).map((use) => `${file}: ${use}`),
    );
    assert.deepEqual(found, []);
  });

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
    const catarata = await readJsonIn(copy, "src/content/catarata.json");
    const articles = await Promise.all(
      (await readdir(join(copy, "src/content/artigos")))
        .filter((name) => name.endsWith(".json"))
        .map((name) => readJsonIn(copy, `src/content/artigos/${name}`)),
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
