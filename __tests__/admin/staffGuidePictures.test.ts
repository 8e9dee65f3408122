import { readFileSync } from "node:fs";
import {
  guidePictureCss,
  guidePictureFile,
  guidePicturePaths,
  pngSize,
  staffGuide,
  staffGuidePage,
} from "../../src/admin/staffGuide";
import { staffUiProperties } from "../../src/admin/staffUiTokens";

const docsGuide = readFileSync("docs/guia-da-equipe.md", "utf8");

describe("the staff guide's pictures", () => {
  test.each<[string, string[]]>([
    ["# Guia\n\nSem fotos.", []],
    [
      "# Guia\n\n![A página](guia/a.png)\n\nTexto ![Outra](guia/b.png) e ![A página de novo](guia/a.png)",
      ["guia/a.png", "guia/b.png"],
    ],
  ])("the Markdown %j shows %j", (markdown, paths) => {
    expect(guidePicturePaths(markdown)).toEqual(paths);
  });

  test("every picture the guide in docs/ shows is a PNG beside it, 360 px wide", () => {
    const paths = guidePicturePaths(docsGuide);
    expect(paths.length).toBeGreaterThanOrEqual(4);
    for (const path of paths) expect(pngSize(readFileSync(`docs/${path}`), path).width).toBe(360);
  });

  test("a PNG's size comes from its header; anything else stops the build", () => {
    const header = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1,
      0x68, 0, 0, 2, 0xe4,
    ]);
    expect(pngSize(header)).toEqual({ width: 360, height: 740 });
    expect(() => pngSize(Uint8Array.from([0xff, 0xd8, 0xff]), "guia/foto.jpg")).toThrow(
      /guia\/foto\.jpg, which is not a PNG/,
    );
  });

  test.each<[string, string, string]>([
    ["guia/celular-inicio.png", "0123456789abcdef", "ajuda/celular-inicio-01234567.png"],
    ["guia/Tela.PNG", "fedcba9876543210", "ajuda/Tela-fedcba98.png"],
  ])("%s is published as %s's %s", (path, hash, file) => {
    expect(guidePictureFile(path, hash)).toBe(file);
  });

  test("a picture the build publishes is on the page with its description and size; one it does not is left out", () => {
    const markdown =
      "# Guia\n\n## Celular\n\n![A lista do que mudar](guia/a.png)\n\n![Outra](guia/b.png)\n";
    const { bodyHtml } = staffGuide(
      markdown,
      new Map([
        ["guia/a.png", { src: "/admin/ajuda/a-1.png", width: 360, height: 740, sources: [] }],
      ]),
    );
    expect(bodyHtml).toContain(
      '<img src="/admin/ajuda/a-1.png" alt="A lista do que mudar" width="360" height="740" loading="lazy" decoding="async">',
    );
    expect(bodyHtml).not.toContain("guia/b.png");
  });
});

test("the page keeps its pictures within the column and in their shape", () => {
  const page = staffGuidePage(readFileSync("src/admin/ajuda/index.html", "utf8"), docsGuide);
  expect(page).toContain(guidePictureCss);
  expect(guidePictureCss).toMatch(/max-width: 22\.5rem; height: auto;/);
});

describe("the phone choice's style", () => {
  test("reads only custom properties the staff UI's tokens declare", () => {
    const css = readFileSync("src/admin/phoneChoice.css", "utf8");
    const read = new Set([...css.matchAll(/var\((--staff-[a-z-]+)\)/g)].map((match) => match[1]));
    expect(read.size).toBeGreaterThan(3);
    for (const name of read) expect(Object.keys(staffUiProperties)).toContain(name);
  });
});
