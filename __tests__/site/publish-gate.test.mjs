/**
 * The publish gate on a real build (docs/publishing-gate.md): with everything filled in and confirmed but five
 * articles left as drafts, `SITE_STAGE=production` builds (the `production` build, __tests__/site/builds/), and
 * nothing of the drafts reaches public/: no page, no list entry, no feed or sitemap entry, no share image, no
 * link. What the gate says when it stops a production build is checked by calling it, in jest
 * (__tests__/plugins/content-gate/publishGate.test.ts); that a bad file stops a real build, by content-error.
 * Needs no server; scripts/test-site.mjs runs it with the other built-site tests.
 */
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { before, describe, it } from "node:test";
import { runnerImport } from "vite";
import { siteBuild } from "./builds/siteBuilds.mjs";

const repo = join(import.meta.dirname, "../..");
const {
  module: { real, reviewedArticle: reviewed },
} = await runnerImport("./__tests__/fixtures/readyToPublish.ts");

const readJson = async (file) => JSON.parse(await readFile(join(repo, file), "utf8"));

describe("SITE_STAGE=production", () => {
  describe("with everything filled in and confirmed, the drafts left as drafts", () => {
    let drafts = [];
    let build;
    let texts = [];
    let publicDir = "";

    before(async () => {
      build = await siteBuild("production");
      drafts = build.facts.drafts ?? [];
      publicDir = build.dir;
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
      const folders = await readdir(join(publicDir, "conteudos"));
      for (const { slug } of drafts)
        if (folders.includes(slug)) found.push(`public/conteudos/${slug}/`);
      assert.deepEqual(found, []);
    });

    it("the privacy page names whose data it is and where, the encarregado, the host and the transfer's safeguard, the patient's rights and how long the conversation is kept", () => {
      const html = texts.find(({ file }) => file === "privacidade/index.html")?.text ?? "";
      const text = html
        .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, "")
        .replace(/<[^>]+>/g, "")
        .replace(/&quot;/g, '"')
        .replace(/\s+/g, " ");
      for (const said of [
        `Quem responde pelos seus dados pessoais é ${real.controller} (${real.controllerRegistration}). É o controlador`,
        `Endereço: ${real.controllerAddress}.`,
        "Quem atende os seus pedidos é o encarregado pelos dados (LGPD, artigo 41).",
        `Para perguntar ou pedir algo sobre os seus dados: ${real.requestContact}.`,
        "Empresa que hospeda o site: Cloudflare, empresa dos Estados Unidos.",
        `A garantia dessa transferência: ${real.transferSafeguard}.`,
        "a LGPD (artigo 18) garante que você pode:",
        `Como pedir: fale com ${real.requestContact}`,
        `A conversa fica guardada no WhatsApp do consultório ${real.conversationRetention}.`,
      ])
        assert.ok(text.includes(said), `missing ${JSON.stringify(said)} in the privacy page`);
    });

    it("ships no preview notice, not even in its scripts", async () => {
      const scripts = (await readdir(publicDir)).filter((name) => name.endsWith(".js"));
      const carrying = [];
      for (const name of scripts)
        if ((await readFile(join(publicDir, name), "utf8")).includes("não é o site publicado"))
          carrying.push(name);
      assert.deepEqual(carrying, []);
    });

    it("shows no preview notice", () => {
      const pages = texts.filter(({ file }) => file.endsWith(".html"));
      // Read from the pages the build wrote: an empty list would pass anything.
      assert.ok(
        pages.some(({ file }) => file === "index.html"),
        `no pages read: ${pages.length}`,
      );
      assert.deepEqual(
        pages.filter(({ text }) => text.includes("Prévia")).map(({ file }) => file),
        [],
      );
    });

    it("asks no search engine to leave a page out: no robots noindex on the patients' pages", async () => {
      const {
        module: { offlineCardPath },
      } = await runnerImport("./src/offline/workerNames.ts");
      // The editor's pages and the offline card (the service worker's answer with no network) keep their own.
      const pages = texts.filter(
        ({ file }) =>
          file.endsWith(".html") && !file.startsWith("admin/") && `/${file}` !== offlineCardPath,
      );
      assert.ok(
        pages.some(({ file }) => file === "index.html"),
        `no pages read: ${pages.length}`,
      );
      assert.deepEqual(
        pages.filter(({ text }) => /<meta[^>]*name="robots"/.test(text)).map(({ file }) => file),
        [],
      );
    });
  });
});

describe("a preview build (the repo's public/, built with SITE_STAGE unset)", () => {
  const publicDir = join(repo, "public");
  /** The site's pages the preview wrote, as paths under public/ ("conteudos/glaucoma/index.html"). */
  let pages = [];

  before(async () => {
    const {
      module: { offlineCardPath },
    } = await runnerImport("./src/offline/workerNames.ts");
    const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
    pages = entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
      .map((entry) => relative(publicDir, join(entry.parentPath, entry.name)).split(sep).join("/"))
      // The editor's own pages (with their own noindex), Gatsby's slice fragment and the offline card (the service
      // worker's answer for a page never opened, with no network: the practice's contact, no content to preview)
      // are not the site's pages.
      .filter(
        (file) =>
          !file.startsWith("admin/") &&
          !file.startsWith("_gatsby/") &&
          `/${file}` !== offlineCardPath,
      );
  });

  it("carries the Prévia notice on every page, listing what is unconfirmed", async () => {
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

  it("asks search engines not to index any of its pages (robots noindex), whatever address it is served at", async () => {
    assert.ok(pages.includes("index.html"), "run `npm run build` first");
    const indexable = [];
    for (const file of pages) {
      const html = await readFile(join(publicDir, file), "utf8");
      if (!/<meta[^>]*name="robots"[^>]*content="noindex"/.test(html)) indexable.push(file);
    }
    assert.deepEqual(indexable, []);
  });
});
