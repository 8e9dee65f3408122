import { readFileSync } from "node:fs";
import {
  guidePlaceholder,
  staffGuide,
  staffGuidePage,
  stylePlaceholder,
} from "../../src/admin/staffGuide";
import { staffUiProperties, staffUiRootCss } from "../../src/admin/staffUiTokens";

const template = readFileSync("src/admin/ajuda/index.html", "utf8");
const docsGuide = readFileSync("docs/guia-da-equipe.md", "utf8");

describe("staffGuide", () => {
  test.each([
    ["# Guia\n\nTexto.", "Guia"],
    ["Antes.\n\n# Guia da equipe #\n\nTexto.", "Guia da equipe"],
    ["# Entrar & sair\n", "Entrar & sair"],
  ])("%j is titled %j", (markdown, title) => {
    expect(staffGuide(markdown).title).toBe(title);
  });

  test("a guide without a first heading stops the build", () => {
    expect(() => staffGuide("## Só seções\n\nTexto.")).toThrow(/first heading/);
  });

  test("the sections become h2 with ids, listed in order; deeper headings stay below them", () => {
    const guide = staffGuide(
      "# Guia\n\n## Entrar no editor\n\n### Pelo celular\n\n## Sair\n\n## Sair\n",
    );
    expect(guide.sections).toEqual([
      { id: "entrar-no-editor", text: "Entrar no editor" },
      { id: "sair", text: "Sair" },
      { id: "sair-2", text: "Sair" },
    ]);
    expect(guide.bodyHtml).toContain('<h2 id="entrar-no-editor">Entrar no editor</h2>');
    expect(guide.bodyHtml).toContain("<h3>Pelo celular</h3>");
  });

  test.each([
    ["<script>alert(1)</script>", "<script"],
    ['<img src="x" onerror="alert(1)">', "onerror"],
    ["[link](javascript:alert(1))", "javascript:"],
    ['<p style="color:red">texto</p>', "style="],
  ])("raw HTML and unsafe links never reach the page: %j", (markdown, unsafe) => {
    expect(staffGuide(`# Guia\n\n${markdown}\n`).bodyHtml).not.toContain(unsafe);
  });
});

describe("staffGuidePage", () => {
  const page = staffGuidePage(template, docsGuide);
  const title = /^# (.+)$/m.exec(docsGuide)?.[1] ?? "";

  test("the guide in docs/ has a title", () => {
    expect(title).not.toBe("");
  });

  test.each([
    ["the page's language", '<html lang="pt-BR">'],
    ["the guide's title as the page's h1", `<h1>${title}</h1>`],
    ["the guide's title in the window's title", `<title>${title} · Editor do site</title>`],
    ["the list of sections", '<nav class="staff-guide__contents" aria-labelledby="nesta-pagina">'],
    ["the way back to the editor", '<a href="/admin/">Abrir o editor</a>'],
    ["the staff UI's tokens", staffUiRootCss()],
    ["the site's base style", "box-sizing: border-box"],
    ["the robots' noindex", '<meta name="robots" content="noindex, nofollow" />'],
  ])("holds %s", (_, html) => {
    expect(page).toContain(html);
  });

  test.each([guidePlaceholder, stylePlaceholder, "<script"])("holds no %j", (html) => {
    expect(page).not.toContain(html);
  });

  test("every section of the guide in docs/ is on the page", () => {
    const headings = [...docsGuide.matchAll(/^## (.+)$/gm)].map((match) => match[1] ?? "");
    expect(headings.length).toBeGreaterThan(5);
    const shown = staffGuide(docsGuide).sections.map((section) => section.text);
    expect(shown).toEqual(headings);
  });

  test("a template without its placeholders stops the build", () => {
    expect(() => staffGuidePage("<html><title>x</title></html>", docsGuide)).toThrow(
      /no <!-- guia-da-equipe -->/,
    );
  });
});

describe("staffUiRootCss", () => {
  test("declares every custom property staffUi.css reads", () => {
    const css = readFileSync("src/admin/staffUi.css", "utf8");
    const read = new Set([...css.matchAll(/var\((--staff-[a-z-]+)\)/g)].map((match) => match[1]));
    for (const name of read) expect(Object.keys(staffUiProperties)).toContain(name);
    for (const [name, value] of Object.entries(staffUiProperties))
      expect(staffUiRootCss()).toContain(`${name}: ${value};`);
  });
});
