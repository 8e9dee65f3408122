/**
 * The publish gate on real builds (docs/publishing-gate.md). In a copy of the project in a temporary folder
 * (its files, with node_modules linked, so the repo's own .cache and public/ are never touched):
 * `SITE_STAGE=production gatsby build` on the repo's content stops, naming every item by file and field with the
 * council's rule; then, with everything filled in and confirmed but five articles left as drafts, it builds, and
 * nothing of the drafts reaches public/: no page, no list entry, no feed or sitemap entry, no share image, no
 * link. Needs no server; scripts/test-site.mjs runs it with the other built-site tests.
 */
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { after, before, describe, it } from "node:test";
import sharp from "sharp";
import { runnerImport } from "vite";
import {
  copyProject,
  gatsbyBuild as buildIn,
  readJsonIn,
  removeCopy,
  repo,
  writeJsonIn,
} from "./projectCopy.mjs";

let copy = "";

/** Runs `gatsby build` in the copy for `stage`; resolves with its exit code and everything it printed. */
const gatsbyBuild = (stage) => buildIn(copy, stage);

const readJson = (file) => readJsonIn(copy, file);
const writeJson = (file, data) => writeJsonIn(copy, file, data);

/** What a practice ready to publish writes where the shipped settings hold a placeholder. */
const real = {
  whatsappNumber: "5598987654321",
  socialProfileUrl: "https://www.instagram.com/dra.exemplo",
  postalCode: "65800-000",
  controller: "Clínica de Olhos Exemplo Ltda.",
  controllerRegistration: "CNPJ 12.345.678/0001-90",
  requestContact: "Maria Souza, pelo e-mail privacidade@clinicaexemplo.com.br",
  conversationRetention: "por até 1 ano depois da última mensagem, e depois é apagada",
};

/** `value` with every placeholder filled in and every card confirmed, as a practice ready to publish has it. */
function filledIn(value, key = "") {
  if (typeof value === "string") {
    if (real[key]) return real[key];
    return value.replace(/\s*\[PREENCHER\]/g, "").replace(/^(\S+ )?\[PREENCHER\]/, "Exemplo");
  }
  if (Array.isArray(value)) return value.map((item) => filledIn(item, key));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, inner]) => [
      name,
      name === "confirmed" ? true : filledIn(inner, name),
    ]),
  );
}

/** The patients' own words, in place of the example testimonials. */
function withOwnTestimonials(catarata) {
  catarata.testimonials.items = catarata.testimonials.items.map((item, index) => ({
    ...item,
    text: `Fui atendida com atenção e tive as minhas dúvidas respondidas (paciente nº ${index + 1}).`,
  }));
  return catarata;
}

/** Every content file but the articles, filled in and confirmed; `edit` changes a file's data before it is written. */
async function fillInEverything(edit = (_name, data) => data) {
  const contentDir = join(copy, "src/content");
  for (const name of await readdir(contentDir, { recursive: true })) {
    if (!name.endsWith(".json") || name.startsWith("schemas") || name.startsWith("artigos/"))
      continue;
    const file = join("src/content", name);
    await writeJson(file, edit(name, filledIn(await readJson(file))));
  }
}

/** A photo of the doctor in place of the drawing. */
async function replacePortrait() {
  await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#7a8f99" } })
    .jpeg()
    .toFile(join(copy, "src/images/doctor-portrait.jpg"));
}

before(async () => {
  copy = await copyProject("publish-gate-");
});

after(async () => {
  await removeCopy(copy);
});

describe("SITE_STAGE=production", () => {
  it("on the repo's content, stops and names every item by file and field, with its rule", async () => {
    const { code, output } = await gatsbyBuild("production");
    assert.notEqual(code, 0, output);
    for (const line of [
      " File: src/content/site-settings.json",
      '   - crm is the placeholder "00000 [PREENCHER]" (Resolução CFM 2.336/2023, art. 4º)',
      '   - whatsappNumber is the placeholder "5599000000000" (Resolução CFM 2.336/2023, art. 3º)',
      " File: src/content/catarata.json",
      " File: src/images/doctor-portrait.jpg",
    ])
      assert.ok(output.includes(line), `missing ${JSON.stringify(line)} in:\n${output}`);
    assert.match(output, /testimonials\.items\[0\] testimonial by .*art\. 14\)/);
    assert.match(
      output,
      /hero\.stats\[0\] figure "98% de sucesso nas cirurgias[^"]*" .*art\. 11\)/,
    );
    // The privacy page's settings (LGPD): whose data it is, whom to ask, how long the conversation is kept.
    for (const field of [
      "controller",
      "controllerRegistration",
      "requestContact",
      "conversationRetention",
    ])
      assert.match(
        output,
        new RegExp(
          `   - privacy\\.${field} is the placeholder .*\\(LGPD \\(Lei 13\\.709/2018\\), art\\. 9º\\)`,
        ),
      );
    assert.ok(!/File: src\/content\/artigos\//.test(output), "a draft is left out, not an item");
    assert.ok(!output.includes("success Building production JavaScript"), "nothing was built");
  });

  describe("with every switch ticked and every placeholder filled in, but the example testimonials as shipped", () => {
    let build;

    before(async () => {
      await fillInEverything();
      await replacePortrait();
      build = await gatsbyBuild("production");
    });

    it("stops, naming each example testimonial by file and field, and nothing else", () => {
      assert.notEqual(build.code, 0, build.output);
      const items = build.output.split("\n").filter((line) => /^ {3}- /.test(line));
      assert.deepEqual(
        items.map((line) => line.replace(/ is still .*$/, "")),
        [0, 1, 2].map(
          (index) =>
            `   - testimonials.items[${index}] testimonial by ${["M. G.", "J. R.", "A. F."][index]}`,
        ),
        build.output,
      );
      for (const line of items)
        assert.match(
          line,
          /is still the shipped example's text, not a patient's own words.*\(Resolução CFM 2\.336\/2023, art\. 14\)$/,
        );
      assert.ok(build.output.includes(" File: src/content/catarata.json"), build.output);
      assert.ok(
        !build.output.includes("success Building production JavaScript"),
        "nothing was built",
      );
    });
  });

  describe("with everything filled in and confirmed, the drafts left as drafts", () => {
    const reviewed = "artigos/catarata.json";
    let drafts = [];
    let build;
    let texts = [];

    before(async () => {
      const contentDir = join(copy, "src/content");
      for (const name of await readdir(contentDir, { recursive: true })) {
        if (!name.startsWith("artigos/") || !name.endsWith(".json")) continue;
        const file = join("src/content", name);
        const data = await readJson(file);
        if (name !== reviewed) {
          drafts.push({ slug: data.slug, title: data.title });
          continue;
        }
        Object.assign(data, { confirmed: true, reviewedOn: data.publishedOn });
        await writeJson(file, data);
      }
      await fillInEverything((name, data) =>
        name === "catarata.json" ? withOwnTestimonials(data) : data,
      );
      await replacePortrait();
      build = await gatsbyBuild("production");
      const publicDir = join(copy, "public");
      const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
      texts = await Promise.all(
        entries
          .filter((entry) => entry.isFile() && /\.(html|json|xml|txt)$/.test(entry.name))
          .map(async (entry) => {
            const path = join(entry.parentPath, entry.name);
            return {
              file: relative(publicDir, path).split(sep).join("/"),
              text: await readFile(path, "utf8"),
            };
          }),
      );
    });

    it("builds", () => {
      assert.equal(build.code, 0, build.output);
      assert.ok(drafts.length >= 1);
    });

    it("publishes the reviewed article, in the list, the feed and the sitemap", () => {
      const names = texts.map(({ file }) => file);
      assert.ok(names.includes("conteudos/catarata/index.html"));
      const text = (file) => texts.find((entry) => entry.file === file)?.text ?? "";
      assert.match(text("conteudos/feed.xml"), /\/conteudos\/catarata\//);
      assert.match(text("sitemap-0.xml"), /\/conteudos\/catarata\//);
      assert.match(text("conteudos/index.html"), /\/conteudos\/catarata\//);
    });

    it("says in the reviewed article's structured data that it is the doctor's, published and reviewed on its dates", async () => {
      const article = await readJson(`src/content/${reviewed}`);
      const html = texts.find(({ file }) => file === "conteudos/catarata/index.html")?.text ?? "";
      const json = /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(
        html,
      )?.[1];
      assert.ok(json, "no structured data in the reviewed article");
      const graph = JSON.parse(json)["@graph"];
      const webPage = graph.find((node) => node["@type"] === "MedicalWebPage");
      const physician = graph.find((node) => node["@type"] === "Physician");
      assert.equal(webPage.author["@id"], physician["@id"]);
      assert.equal(webPage.reviewedBy["@id"], physician["@id"]);
      assert.equal(webPage.datePublished, article.publishedOn);
      assert.equal(webPage.lastReviewed, article.publishedOn);
    });

    it("lets no draft reach public/: no page, entry, share image or link", async () => {
      const found = [];
      for (const { slug, title } of drafts)
        for (const { file, text } of texts) {
          if (file.startsWith(`conteudos/${slug}/`)) found.push(`${file}: the draft's own file`);
          if (text.includes(`/conteudos/${slug}`))
            found.push(`${file}: links to /conteudos/${slug}/`);
          if (text.includes(title)) found.push(`${file}: names ${JSON.stringify(title)}`);
        }
      const folders = await readdir(join(copy, "public/conteudos"));
      for (const { slug } of drafts)
        if (folders.includes(slug)) found.push(`public/conteudos/${slug}/`);
      assert.deepEqual(found, []);
    });

    it("the privacy page names whose data it is, whom to ask, the patient's rights and how long the conversation is kept", () => {
      const html = texts.find(({ file }) => file === "privacidade/index.html")?.text ?? "";
      const text = html
        .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, "")
        .replace(/<[^>]+>/g, "")
        .replace(/&quot;/g, '"')
        .replace(/\s+/g, " ");
      for (const said of [
        `Quem responde pelos seus dados pessoais é ${real.controller} (${real.controllerRegistration}): é o controlador`,
        `Para perguntar ou pedir algo sobre os seus dados: ${real.requestContact}.`,
        "a LGPD (artigo 18) garante que você pode:",
        `Como pedir: fale com ${real.requestContact}`,
        `A conversa fica guardada no WhatsApp do consultório ${real.conversationRetention}.`,
      ])
        assert.ok(text.includes(said), `missing ${JSON.stringify(said)} in the privacy page`);
    });

    it("ships no preview notice, not even in its scripts", async () => {
      const scripts = (await readdir(join(copy, "public"))).filter((name) => name.endsWith(".js"));
      const carrying = [];
      for (const name of scripts)
        if ((await readFile(join(copy, "public", name), "utf8")).includes("não é o site publicado"))
          carrying.push(name);
      assert.deepEqual(carrying, []);
    });

    it("shows no preview notice", () => {
      const pages = texts.filter(({ file }) => file.endsWith(".html"));
      assert.deepEqual(
        pages.filter(({ text }) => text.includes("Prévia")).map(({ file }) => file),
        [],
      );
    });
  });
});

describe("a preview build (the repo's public/, built with SITE_STAGE unset)", () => {
  it("carries the Prévia notice on every page, listing what is unconfirmed", async () => {
    const publicDir = join(repo, "public");
    const {
      module: { offlineCardPath },
    } = await runnerImport("./src/offline/workerNames.ts");
    const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
    const pages = entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
      .map((entry) => relative(publicDir, join(entry.parentPath, entry.name)).split(sep).join("/"))
      // The editor's own pages, Gatsby's slice fragment and the offline card (the service worker's answer for a
      // page never opened, with no network: the practice's contact, no content to preview) are not the site's pages.
      .filter(
        (file) =>
          !file.startsWith("admin/") &&
          !file.startsWith("_gatsby/") &&
          `/${file}` !== offlineCardPath,
      );
    assert.ok(pages.includes("index.html"), "run `npm run build` first");
    const without = [];
    for (const file of pages) {
      const html = await readFile(join(publicDir, file), "utf8");
      if (
        !/<aside[^>]*aria-label="Prévia"[\s\S]*?Prévia: esta versão não é o site publicado/.test(
          html,
        )
      )
        without.push(file);
      else assert.match(html, /Resolução CFM 2\.336\/2023, art\. 14/, file);
    }
    assert.deepEqual(without, []);
  });
});
