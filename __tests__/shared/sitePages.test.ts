import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { contentFiles, contentFolders } from "../../src/content/contentModel";
import { pageAddress } from "../../src/shared/pageAddress";
import {
  addressOf,
  footerPages,
  isPagePath,
  pageAt,
  reasonKeys,
  sitePages,
  trailTo,
  type PageKey,
  type SitePage,
} from "../../src/shared/sitePages";

const pagesDir = join(__dirname, "../../src/pages");

/** Every page file Gatsby makes a page from, as a path under src/pages ("conteudos/index.tsx"). */
function pageFiles(): string[] {
  return readdirSync(pagesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx|jsx|ts|js)$/.test(entry.name))
    .map((entry) => relative(pagesDir, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/**
 * The address Gatsby answers a page file at: "index.tsx" is "/", "catarata.tsx" "/catarata/", a File System Route
 * "conteudos/{ArtigoJson.slug}.tsx" "/conteudos/:slug/", as the registry writes it.
 */
function addressOfFile(file: string): string {
  const route = file
    .replace(/\.(tsx|jsx|ts|js)$/, "")
    .replace(/(^|\/)index$/, "")
    .replace(/\{[A-Za-z]+\.([a-z]+)\}/g, ":$1");
  return pageAddress(`/${route}`);
}

const entries = Object.entries(sitePages) as [PageKey, SitePage][];

describe("the page registry and src/pages", () => {
  it("lists every page file, and no page without one", () => {
    const fromFiles = pageFiles().map(addressOfFile).sort();
    const listed = entries.map(([, page]) => page.address).sort();
    expect(listed).toEqual(fromFiles);
  });

  it("reads a page file's address as Gatsby does", () => {
    const listed = new Set(entries.map(([, page]) => page.address));
    expect(listed.has(addressOfFile("pagina-sem-entrada.tsx"))).toBe(false);
    expect(addressOfFile("conteudos/{ArtigoJson.slug}.tsx")).toBe(sitePages.artigo.address);
    expect(addressOfFile("404.tsx")).toBe(sitePages.naoEncontrada.address);
  });

  it("gives every page one address, ending in /", () => {
    const addresses = entries.map(([, page]) => page.address);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const address of addresses) expect(pageAddress(address)).toBe(address);
  });

  it("names every page once", () => {
    const names = entries.map(([, page]) => page.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("previews each page as an entry the editor has (src/content/contentModel.ts)", () => {
    const editorEntries = new Set([...contentFiles, ...contentFolders].map(({ name }) => name));
    for (const [key, page] of entries)
      if (page.editorEntry) expect([key, editorEntries.has(page.editorEntry)]).toEqual([key, true]);
  });

  it("gives each reason key to one page only", () => {
    const keys = entries.flatMap(([, page]) => Object.keys(page.bookingReasons));
    expect(new Set(keys).size).toBe(keys.length);
    expect(reasonKeys).toEqual(keys);
  });
});

describe("the footer: the spec's names, in its order", () => {
  it("Início, Catarata, Conteúdos, Links Importantes, Privacidade, Acessibilidade", () => {
    expect(footerPages.map(({ name, address }) => [name, address])).toEqual([
      ["Início", "/"],
      ["Catarata", "/catarata/"],
      ["Conteúdos", "/conteudos/"],
      ["Links Importantes", "/links/"],
      ["Privacidade", "/privacidade/"],
      ["Acessibilidade", "/acessibilidade/"],
    ]);
  });
});

describe("pageAt: the page at an address", () => {
  it.each<[string, PageKey | undefined]>([
    ["/", "home"],
    ["/catarata/", "catarata"],
    ["/catarata", "catarata"],
    ["/catarata/?utm_source=instagram", "catarata"],
    ["/catarata/#contact-form", "catarata"],
    ["/links/", "links"],
    ["/conteudos/", "conteudos"],
    ["/conteudos/glaucoma/", "artigo"],
    ["/conteudos/olho-seco", "artigo"],
    ["/conteudos/olho-seco/fotos/", undefined],
    ["/conteudos/Olho/", undefined],
    ["/conteudos/feed.xml", undefined],
    ["/404/", "naoEncontrada"],
    ["/pagina-inventada/", undefined],
    ["/admin/", undefined],
    ["/api/events", undefined],
  ])("%j is %j", (path, key) => {
    expect(pageAt(path)).toBe(key);
  });
});

describe("isPagePath: exactly one page's one address", () => {
  it.each([
    ["/", true],
    ["/catarata/", true],
    ["/conteudos/olho-seco/", true],
    ["/404/", true],
    ["/catarata", false],
    ["/catarata/?utm_source=x", false],
    ["/Catarata/", false],
    ["/a/b/c/", false],
    ["/admin/", false],
    ["/conteudos//", false],
    ["", false],
  ])("%j: %s", (path, expected) => {
    expect(isPagePath(path)).toBe(expected);
  });
});

describe("addressOf and trailTo", () => {
  it.each<[PageKey, string | undefined, string]>([
    ["home", undefined, "/"],
    ["catarata", undefined, "/catarata/"],
    ["artigo", "glaucoma", "/conteudos/glaucoma/"],
  ])("addressOf(%j, %j) is %j", (key, slug, address) => {
    expect(addressOf(key, slug)).toBe(address);
  });

  it.each<[PageKey, PageKey[]]>([
    ["home", ["home"]],
    ["catarata", ["home", "catarata"]],
    ["artigo", ["home", "conteudos", "artigo"]],
    ["naoEncontrada", ["naoEncontrada"]],
  ])("trailTo(%j) is %j", (key, trail) => {
    expect(trailTo(key)).toEqual(trail);
  });
});
