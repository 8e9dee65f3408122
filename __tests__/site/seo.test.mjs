/**
 * Search and sharing on the built site, served by scripts/test-site.mjs at SITE_URL: every page's canonical URL,
 * Open Graph and Twitter tags, theme colour and JSON-LD, read from the server-rendered HTML (no browser needed),
 * and the files beside the pages: sitemap, robots.txt, web app manifest and the share image.
 */
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { describe, it } from "node:test";
import sharp from "sharp";
import { infoPages } from "./siteKit.mjs";

const require = createRequire(import.meta.url);
const settings = require("../../src/content/site-settings.json");

const base = process.env.SITE_URL;
if (!base)
  throw new Error("Run through `npm run test:site`, which builds and serves the site (SITE_URL).");

/** The brand teal of src/theme/tokens.ts (colors.primary). */
const brandTeal = "#08545a";

/** Each page and the schema.org types its JSON-LD carries. */
const routes = [
  { path: "/", types: ["Physician"] },
  { path: "/catarata/", types: ["Physician", "MedicalProcedure", "FAQPage", "BreadcrumbList"] },
  { path: "/links/", types: ["Physician", "BreadcrumbList"] },
  { path: "/privacidade/", types: ["Physician", "BreadcrumbList"] },
  { path: "/acessibilidade/", types: ["Physician", "BreadcrumbList"] },
  { path: "/conteudos/", types: ["Physician", "BreadcrumbList"] },
  ...infoPages
    .filter((page) => page.path.startsWith("/conteudos/") && page.path !== "/conteudos/")
    .map((page) => ({
      path: page.path,
      types: ["Physician", "MedicalWebPage", "BreadcrumbList"],
      // An article is shared as an article, with its own picture, and sits under the list of articles.
      ogType: "article",
      ogImage: `${page.path}og-image.jpg`,
      crumbs: ["/", "/conteudos/", page.path],
    })),
];

async function text(path) {
  const response = await fetch(base + path);
  assert.equal(response.status, 200, `${path} answers 200`);
  return response.text();
}

/** The attributes of every tag of a name in a piece of HTML (the head is plain, server-rendered markup). */
function tags(html, name) {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "g"))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [
        key,
        value.replace(/&amp;/g, "&").replace(/&quot;/g, '"'),
      ]),
    ),
  );
}

function metaContent(html, key) {
  const found = tags(html, "meta").filter((tag) => tag.property === key || tag.name === key);
  assert.equal(found.length, 1, `exactly one <meta> ${key}`);
  return found[0].content;
}

function jsonLd(html) {
  const scripts = [
    ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ];
  assert.equal(scripts.length, 1, "one JSON-LD script");
  return JSON.parse(scripts[0][1]);
}

/** The sitemap's addresses: the origin the site was built for (SITE_URL at build time, or the default). */
async function sitemapUrls() {
  const index = await text("/sitemap-index.xml");
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc));
  assert.equal(sitemaps.length, 1);
  const sitemap = await text(sitemaps[0].pathname);
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
}

describe("every page's head", async () => {
  const published = await sitemapUrls();
  const origin = new URL(published[0]).origin;

  for (const route of routes) {
    it(`${route.path}: canonical, Open Graph, Twitter card, theme colour and icons`, async () => {
      const html = await text(route.path);
      const url = `${origin}${route.path}`;
      const canonical = tags(html, "link").filter((link) => link.rel === "canonical");
      assert.deepEqual(
        canonical.map((link) => link.href),
        [url],
      );
      const title = html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
      assert.ok(title);
      assert.equal(metaContent(html, "og:url"), url);
      assert.equal(metaContent(html, "og:type"), route.ogType ?? "website");
      assert.equal(metaContent(html, "og:locale"), "pt_BR");
      assert.equal(metaContent(html, "og:site_name"), settings.doctorName);
      assert.match(metaContent(html, "og:title"), /\S/);
      assert.equal(metaContent(html, "og:description"), metaContent(html, "description"));
      assert.equal(metaContent(html, "og:image"), `${origin}${route.ogImage ?? "/og-image.jpg"}`);
      assert.equal(metaContent(html, "og:image:width"), "1200");
      assert.equal(metaContent(html, "og:image:height"), "630");
      assert.match(metaContent(html, "og:image:alt"), /\S/);
      assert.equal(metaContent(html, "twitter:card"), "summary_large_image");
      assert.equal(metaContent(html, "twitter:title"), metaContent(html, "og:title"));
      assert.equal(metaContent(html, "twitter:image"), metaContent(html, "og:image"));
      assert.equal(metaContent(html, "theme-color").toLowerCase(), brandTeal);
      const links = tags(html, "link");
      assert.ok(links.some((link) => link.rel === "icon" && link.href === "/favicon.svg"));
      assert.ok(links.some((link) => link.rel === "apple-touch-icon"));
      assert.ok(links.some((link) => link.rel === "manifest"));
    });

    it(`${route.path}: JSON-LD parses and carries ${route.types.join(", ")}`, async () => {
      const data = jsonLd(await text(route.path));
      assert.equal(data["@context"], "https://schema.org");
      assert.deepEqual(
        data["@graph"].map((node) => node["@type"]),
        route.types,
      );
      const physician = data["@graph"][0];
      assert.equal(physician.name, settings.doctorName);
      assert.equal(physician.medicalSpecialty, "Ophthalmologic");
      assert.equal(physician.telephone, `+${settings.whatsappNumber}`);
      assert.deepEqual(physician.address, {
        "@type": "PostalAddress",
        streetAddress: `${settings.practice.address.street}, ${settings.practice.address.district}`,
        addressLocality: settings.city,
        addressRegion: settings.state,
        postalCode: settings.practice.address.postalCode,
        addressCountry: "BR",
      });
      assert.deepEqual(physician.sameAs, [settings.socialProfileUrl]);
      const breadcrumbs = data["@graph"].find((node) => node["@type"] === "BreadcrumbList");
      if (breadcrumbs) {
        assert.deepEqual(
          breadcrumbs.itemListElement.map((item) => item.item),
          (route.crumbs ?? ["/", route.path]).map((path) => `${origin}${path}`),
        );
      }
    });
  }

  it("the sitemap lists exactly the site's pages", () => {
    assert.deepEqual(
      published.map((loc) => new URL(loc).pathname).sort(),
      routes.map((route) => route.path).sort(),
    );
  });

  it("robots.txt allows everything and points at the sitemap index", async () => {
    const robots = await text("/robots.txt");
    assert.match(robots, /^User-agent: \*$/m);
    assert.match(robots, /^Allow: \/$/m);
    assert.doesNotMatch(robots, /^Disallow:/m);
    assert.match(robots, new RegExp(`^Sitemap: ${origin}/sitemap-index\\.xml$`, "m"));
  });
});

describe("the files beside the pages", () => {
  it("the web app manifest names the practice, in Portuguese and in the brand colours, with icons", async () => {
    const manifest = JSON.parse(await text("/manifest.webmanifest"));
    assert.match(manifest.name, new RegExp(settings.doctorName.replace(/[[\]().]/g, "\\$&")));
    assert.ok(manifest.short_name.length <= 12);
    assert.equal(manifest.start_url, "/");
    assert.equal(manifest.display, "standalone");
    assert.equal(manifest.lang, "pt-BR");
    assert.equal(manifest.background_color.toLowerCase(), "#ffffff");
    assert.equal(manifest.theme_color.toLowerCase(), brandTeal);
    const sizes = manifest.icons.map((icon) => icon.sizes);
    assert.ok(sizes.includes("192x192") && sizes.includes("512x512"), sizes.join());
    for (const icon of manifest.icons) {
      const response = await fetch(new URL(icon.src, base));
      assert.equal(response.status, 200, icon.src);
      assert.equal(response.headers.get("content-type"), "image/png");
    }
  });

  it("the share image is a 1200 x 630 JPEG under 300 KB", async () => {
    const response = await fetch(`${base}/og-image.jpg`);
    assert.equal(response.status, 200);
    const image = Buffer.from(await response.arrayBuffer());
    const { format, width, height } = await sharp(image).metadata();
    assert.deepEqual([format, width, height], ["jpeg", 1200, 630]);
    assert.ok(image.length < 300 * 1024, `${image.length} bytes`);
  });

  it("the apple-touch-icon is a 180 x 180 PNG", async () => {
    const response = await fetch(`${base}/apple-touch-icon.png`);
    assert.equal(response.status, 200);
    const { format, width, height } = await sharp(
      Buffer.from(await response.arrayBuffer()),
    ).metadata();
    assert.deepEqual([format, width, height], ["png", 180, 180]);
  });
});
