import { countedPage } from "../../src/counting/countedPage";

describe("countedPage: the page an event counts on", () => {
  it.each([
    [
      "a page with its canonical",
      "/catarata/",
      "/catarata/",
      "https://www.clinica.example/catarata/",
      "/catarata/",
    ],
    ["the home page", "/", "/", "https://www.clinica.example/", "/"],
    [
      "the old form, without the slash",
      "/catarata",
      "/catarata",
      "https://www.clinica.example/catarata/",
      "/catarata/",
    ],
    [
      "the canonical of another host (SITE_URL)",
      "/links/",
      "/links/",
      "https://outro.example/links/",
      "/links/",
    ],
    [
      "the not-found page: no canonical",
      "/pagina-que-nao-existe",
      "/pagina-que-nao-existe",
      null,
      "/404/",
    ],
    [
      "noted on a page the visitor has left",
      "/catarata",
      "/links/",
      "https://www.clinica.example/links/",
      "/catarata/",
    ],
    ["a canonical that is no address", "/links/", "/links/", "http://[", "/404/"],
  ])("%s", (_what, notedPath, currentPath, canonicalHref, expected) => {
    expect(countedPage({ notedPath, currentPath, canonicalHref })).toBe(expected);
  });
});
