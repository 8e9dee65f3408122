/**
 * The articles as the built site serves them on Cloudflare's runtime: the list at /conteudos/ grouped by
 * condition, each article with JavaScript off (its text, who wrote it and that the doctor has yet to review it,
 * its sources, related articles, the call to action's chat naming the article), its structured data, the Atom feed,
 * the sitemap, and nothing a body could carry (script, event attributes, `javascript:` links) on any article page.
 * The booking from an article is tested once, on one article. The pages also go through the loops that read,
 * check, axe-test and reflow every page (siteKit.mjs's infoPages).
 */
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { keptPages, launchChromium, siteUrl } from "./siteKit.mjs";

const articlesDir = "src/content/artigos";
/** Each shipped article's condition as a sentence names it (src/content/conditions.ts, in lower case). */
const topics = {
  catarata: "catarata",
  glaucoma: "glaucoma",
  pterigio: "pterígio",
  "retinopatia-diabetica": "retinopatia diabética",
  "olhos-do-bebe": "olhos do bebê",
  presbiopia: "vista cansada (presbiopia)",
};

const articles = await Promise.all(
  (await readdir(articlesDir))
    .filter((name) => name.endsWith(".json"))
    .map(async (name) => JSON.parse(await readFile(join(articlesDir, name), "utf8"))),
);
const settings = JSON.parse(await readFile("src/content/site-settings.json", "utf8"));

const base = siteUrl();
let browser;
let kept;

before(async () => {
  browser = await launchChromium();
  kept = keptPages(browser);
});
after(async () => {
  await kept?.close();
  await browser?.close();
});

/** A page with JavaScript off, as the server wrote it (one page kept for these: siteKit's keptPages). */
async function openWithoutScripts(path) {
  const { page, response } = await kept.visit("JavaScript off", base + path, {
    contextOptions: { javaScriptEnabled: false },
  });
  assert.equal(response?.status(), 200, path);
  return { page };
}

async function text(path) {
  const response = await fetch(base + path);
  assert.equal(response.status, 200, path);
  return { body: await response.text(), type: response.headers.get("content-type") };
}

function jsonLd(html) {
  const found = [
    ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ];
  assert.equal(found.length, 1, "one JSON-LD script");
  return JSON.parse(found[0][1]);
}

describe("the articles", () => {
  it("/conteudos/ lists every article under its condition, each linking to its page", async () => {
    const { page } = await openWithoutScripts("/conteudos/");
    await page
      .getByRole("heading", { level: 1, name: "Saúde dos olhos: perguntas e respostas" })
      .waitFor();
    for (const article of articles) {
      const link = page.getByRole("link", { name: article.title });
      assert.equal(await link.count(), 1, article.title);
      assert.equal(
        new URL(await link.getAttribute("href"), base).pathname,
        `/conteudos/${article.slug}/`,
      );
    }
    const groups = await page.getByRole("heading", { level: 2 }).allTextContents();
    for (const name of ["Catarata", "Glaucoma", "Pterígio", "Retinopatia diabética"])
      assert.ok(groups.includes(name), `a group "${name}" in ${JSON.stringify(groups)}`);
  });

  for (const article of articles) {
    it(`/conteudos/${article.slug}/ reads with JavaScript off: title, a draft said plainly, sources, the chat`, async () => {
      const { page } = await openWithoutScripts(`/conteudos/${article.slug}/`);
      await page.getByRole("heading", { level: 1, name: article.title }).waitFor();
      const crumbs = page.getByRole("navigation", { name: /Você está em|Trilha|Breadcrumb/i });
      assert.equal(await crumbs.getByRole("link", { name: "Conteúdos" }).count(), 1);
      // A draft never claims a review that did not happen.
      assert.equal(
        article.confirmed,
        false,
        "the shipped articles are drafts until the doctor reviews them",
      );
      await page.getByText("Texto em revisão pelo médico").waitFor();
      assert.equal(await page.getByText(/Revisado por/).count(), 0);
      // Visible, not the copy in a preview's folded list of what is still to confirm.
      const doctorName = page
        .getByText(settings.doctorName, { exact: false })
        .filter({ visible: true });
      assert.ok(await doctorName.first().isVisible());
      for (const source of article.sources) {
        const link = page.getByRole("link", { name: source.title });
        assert.equal(await link.first().getAttribute("href"), source.url);
      }
      for (const slug of article.related) {
        const related = articles.find((candidate) => candidate.slug === slug);
        const link = page.getByRole("link", { name: related.title });
        assert.ok((await link.count()) >= 1, `related "${related.title}"`);
      }
      const chat = page.getByRole("link", { name: /Tirar minhas dúvidas/ });
      const href = new URL(await chat.getAttribute("href"));
      assert.equal(href.origin, "https://wa.me");
      // Its topic (the condition's name, as the list of articles groups it), never its title.
      assert.equal(
        href.searchParams.get("text"),
        `Olá! Vim através do site e gostaria de agendar consulta. Tenho dúvidas sobre ${topics[article.condition]}.`,
      );
      assert.equal(await chat.getAttribute("target"), "_blank");
    });
  }

  it("each article's structured data is a MedicalWebPage about its condition; a draft claims no author, date or review", async () => {
    for (const article of articles) {
      const { body } = await text(`/conteudos/${article.slug}/`);
      const graph = jsonLd(body)["@graph"] ?? [jsonLd(body)];
      const webPage = graph.find((node) => node["@type"] === "MedicalWebPage");
      assert.ok(
        webPage,
        `${article.slug}: a MedicalWebPage in ${JSON.stringify(graph.map((n) => n["@type"]))}`,
      );
      assert.equal(webPage.name ?? webPage.headline, article.title);
      assert.equal(webPage.about["@type"], "MedicalCondition");
      // The page still names the practice's doctor, but a draft is not said to be theirs, nor dated, as its byline.
      const physician = graph.find((node) => node["@type"] === "Physician");
      assert.ok(physician, `${article.slug}: the Physician`);
      assert.equal(physician.name, settings.doctorName);
      assert.equal(webPage.author, undefined, `${article.slug} is a draft`);
      assert.equal(webPage.datePublished, undefined, `${article.slug} is a draft`);
      assert.equal(webPage.reviewedBy, undefined, `${article.slug} is a draft`);
      assert.equal(webPage.lastReviewed, undefined, `${article.slug} is a draft`);
      assert.ok(
        graph.some((node) => node["@type"] === "BreadcrumbList"),
        `${article.slug}: breadcrumbs`,
      );
    }
  });

  it("no line of an article's text holds more than about 70 characters, on a wide screen", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    for (const article of articles) {
      await page.goto(`${base}/conteudos/${article.slug}/`);
      const longest = await page.getByRole("article").evaluate((root) => {
        let most = 0;
        for (const paragraph of root.querySelectorAll("p, li")) {
          const range = globalThis.document.createRange();
          const lines = new Map();
          // Characters per line: each character's box, grouped by the line it sits on.
          const walker = globalThis.document.createTreeWalker(paragraph, 4);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let index = 0; index < node.textContent.length; index += 1) {
              range.setStart(node, index);
              range.setEnd(node, index + 1);
              const box = range.getClientRects()[0];
              if (!box) continue;
              const top = Math.round(box.top);
              lines.set(top, (lines.get(top) ?? 0) + 1);
            }
          }
          most = Math.max(most, ...lines.values());
        }
        return most;
      });
      assert.ok(longest <= 72 && longest > 40, `${article.slug}: ${longest} characters on a line`);
    }
    await context.close();
  });

  it("no article page carries a script, an event attribute or a javascript: link in its text", async () => {
    for (const article of articles) {
      const { body } = await text(`/conteudos/${article.slug}/`);
      const main = body.slice(body.indexOf("<main"), body.indexOf("</main>"));
      assert.ok(main.length > 0, `${article.slug}: a main`);
      assert.doesNotMatch(main, /<script(?![^>]*application\/ld\+json)/i, article.slug);
      assert.doesNotMatch(main, /\son[a-z]+\s*=/i, article.slug);
      assert.doesNotMatch(main, /javascript:/i, article.slug);
      assert.doesNotMatch(main, /<(iframe|object|embed|style)\b/i, article.slug);
    }
  });

  it("the Atom feed lists every article with its address, as Atom", async () => {
    const { body, type } = await text("/conteudos/feed.xml");
    assert.match(type ?? "", /^application\/atom\+xml/);
    assert.match(
      body,
      /^<\?xml version="1.0" encoding="utf-8"\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/i,
    );
    const entries = [...body.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map(([, entry]) => entry);
    assert.equal(entries.length, articles.length);
    for (const article of articles) {
      const entry = entries.find((candidate) => candidate.includes(`/conteudos/${article.slug}/`));
      assert.ok(entry, article.slug);
      assert.match(entry, /<updated>\d{4}-\d{2}-\d{2}T/);
      const href = /<link[^>]*href="([^"]+)"/.exec(entry)?.[1];
      assert.equal(new URL(href).pathname, `/conteudos/${article.slug}/`);
    }
  });

  it("the booking from an article opens with the reason naming it, and hands the visitor to the chat", async () => {
    const [article] = articles;
    const context = await browser.newContext();
    // The chat's tab: no network here, so WhatsApp is answered locally.
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ status: 200, body: "chat" }),
    );
    const page = await context.newPage();
    await page.goto(`${base}/conteudos/${article.slug}/`);
    await page.getByRole("button", { name: "Tirar minhas dúvidas" }).click();
    const dialog = page.getByRole("dialog", { name: "Agendar Consulta" });
    await dialog.waitFor();
    assert.equal(
      await dialog.getAttribute("data-reason"),
      `Dúvidas sobre ${topics[article.condition]}`,
    );
    await dialog.getByLabel("Nome").fill("Maria");
    await dialog.getByLabel("WhatsApp").pressSequentially("98987654321");
    await dialog.getByRole("radio", { name: "Agendar Consulta", exact: true }).check();
    const [chat] = await Promise.all([
      context.waitForEvent("page"),
      dialog.getByRole("button", { name: "Enviar para WhatsApp" }).click(),
    ]);
    await chat.waitForURL(/^https:\/\/wa\.me\//);
    assert.equal(
      new URL(chat.url()).searchParams.get("text"),
      `Olá! Meu nome é Maria e vim através do site. Gostaria de agendar consulta. Tenho dúvidas sobre ${topics[article.condition]}. WhatsApp para contato: (98) 98765-4321`,
    );
    await context.close();
  });
});
