/**
 * The publish gate on real builds (docs/publishing-gate.md). In a copy of the project in a temporary folder
 * (its files, with node_modules linked, so the repo's own .cache and public/ are never touched):
 * `SITE_STAGE=production gatsby build` on the repo's content stops, naming every item by file and field with the
 * council's rule; then, with everything filled in and confirmed but five articles left as drafts, it builds, and
 * nothing of the drafts reaches public/: no page, no list entry, no feed or sitemap entry, no share image, no
 * link. Needs no server; scripts/test-site.mjs runs it with the other built-site tests.
 */
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { after, before, describe, it } from "node:test";
import sharp from "sharp";

const repo = join(import.meta.dirname, "../..");
let copy = "";

/** Runs `gatsby build` in the copy for `stage`; resolves with its exit code and everything it printed. */
function gatsbyBuild(stage) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(repo, "node_modules/gatsby/cli.js"), "build"], {
      cwd: copy,
      env: { ...process.env, SITE_STAGE: stage, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}

const readJson = async (file) => JSON.parse(await readFile(join(copy, file), "utf8"));
const writeJson = (file, data) => writeFile(join(copy, file), `${JSON.stringify(data, null, 2)}\n`);

/** `value` with every placeholder filled in and every card confirmed, as a practice ready to publish has it. */
function filledIn(value, key = "") {
  if (typeof value === "string") {
    const real = {
      whatsappNumber: "5598987654321",
      socialProfileUrl: "https://www.instagram.com/dra.exemplo",
      postalCode: "65800-000",
    };
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

before(async () => {
  copy = await mkdtemp(join(tmpdir(), "publish-gate-"));
  const listed = spawnSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      cwd: repo,
      encoding: "utf8",
    },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split("\0").filter(Boolean))
    await cp(join(repo, file), join(copy, file), { recursive: true }).catch((error) => {
      if (error.code !== "ENOENT") throw error;
    });
  await symlink(join(repo, "node_modules"), join(copy, "node_modules"), "dir");
});

after(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
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
    assert.match(output, /hero\.stats\[0\] figure "98% de taxa de sucesso[^"]*" .*art\. 11\)/);
    assert.ok(!/File: src\/content\/artigos\//.test(output), "a draft is left out, not an item");
    assert.ok(!output.includes("success Building production JavaScript"), "nothing was built");
  });

  describe("with everything filled in and confirmed, the drafts left as drafts", () => {
    const reviewed = "artigos/catarata.json";
    let drafts = [];
    let build;
    let texts = [];

    before(async () => {
      const contentDir = join(copy, "src/content");
      for (const name of await readdir(contentDir, { recursive: true })) {
        if (!name.endsWith(".json") || name.startsWith("schemas")) continue;
        const file = join("src/content", name);
        const data = await readJson(file);
        if (name.startsWith("artigos/")) {
          if (name !== reviewed) {
            drafts.push({ slug: data.slug, title: data.title });
            continue;
          }
          Object.assign(data, { confirmed: true, reviewedOn: data.publishedOn });
        }
        await writeJson(file, name.startsWith("artigos/") ? data : filledIn(data));
      }
      // A photo of the doctor in place of the drawing.
      await sharp({
        create: { width: 1200, height: 1600, channels: 3, background: "#7a8f99" },
      })
        .jpeg()
        .toFile(join(copy, "src/images/doctor-portrait.jpg"));
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
    const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
    const pages = entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
      .map((entry) => relative(publicDir, join(entry.parentPath, entry.name)).split(sep).join("/"))
      // The editor's own pages and Gatsby's slice fragment are not the site's pages.
      .filter((file) => !file.startsWith("admin/") && !file.startsWith("_gatsby/"));
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
