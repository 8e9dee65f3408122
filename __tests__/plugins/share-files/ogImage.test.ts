import { join } from "node:path";
import sharp from "sharp";
import {
  escapeXml,
  fitName,
  ogTextSvg,
  registrationLines,
  renderOgImage,
  wrapWords,
} from "../../../plugins/share-files/ogImage";
import { ogImageText, robotsTxt } from "../../../plugins/share-files/shareFiles";
import { OG_MAX_BYTES } from "../../../src/seo/shareImage";

describe("wrapWords", () => {
  it.each<[string, number, string[]]>([
    ["Dr. João Silva", 30, ["Dr. João Silva"]],
    ["Dr. João da Silva Santos", 12, ["Dr. João da", "Silva Santos"]],
    ["Supercalifragilístico sim", 10, ["Supercalifragilístico", "sim"]],
    ["  espaços   demais  ", 40, ["espaços demais"]],
  ])("%j in lines of %i", (text, max, lines) => {
    expect(wrapWords(text, max)).toEqual(lines);
  });
});

describe("fitName", () => {
  it.each<[string, number, number, number]>([
    ["Dr. João Silva", 1000, 1, 72],
    ["Dr. Nome do Médico [PREENCHER]", 600, 2, 48],
    ["Dra. Ana Beatriz Albuquerque de Carvalho Nascimento", 600, 2, 42],
  ])("%j in %i px takes %i line(s) at %i px", (name, width, lineCount, size) => {
    const fitted = fitName(name, width);
    expect(fitted.lines).toHaveLength(lineCount);
    expect(fitted.size).toBe(size);
  });

  it("cuts a name too long for two lines and says so", () => {
    const fitted = fitName(
      "Dra. Ana Beatriz Albuquerque de Carvalho Nascimento Ribeiro Costa",
      400,
    );
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]).toMatch(/…$/);
  });
});

describe("ogTextSvg", () => {
  it("escapes the content, so a name with markup cannot break the SVG", () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;",
    );
    const svg = ogTextSvg({
      name: "Dr. <b>&</b>",
      title: "T",
      registration: "CRM-MA 1 · RQE 2",
      byline: "S",
      place: "P",
    });
    expect(svg).toContain("Dr. &lt;b&gt;&amp;&lt;/b&gt;");
    expect(svg).toContain('font-family="sans-serif"');
    expect(svg).toContain(">CRM-MA 1 · RQE 2</text>");
  });
});

describe("registrationLines", () => {
  it.each([
    ["CRM-MA 12345 · RQE 6789", ["CRM-MA 12345 · RQE 6789"]],
    [
      "CRM-MA 00000 [PREENCHER] · RQE 0000 [PREENCHER]",
      ["CRM-MA 00000 [PREENCHER]", "RQE 0000 [PREENCHER]"],
    ],
  ])("%s", (registration, lines) => {
    expect(registrationLines(registration)).toEqual(lines);
  });
});

describe("ogImageText", () => {
  it("takes the name, title, registration (CFM 2.336/2023) and town from the settings, and names services, not a second specialty", () => {
    expect(
      ogImageText({
        doctorName: "Dra. Maria",
        doctorTitle: "Médica Oftalmologista",
        crm: "12345",
        rqe: "6789",
        city: "Balsas",
        state: "PI",
      }),
    ).toEqual({
      name: "Dra. Maria",
      title: "Médica Oftalmologista",
      registration: "CRM-PI 12345 · RQE 6789",
      byline: "Consultas, exames e cirurgia de catarata",
      place: "Balsas - PI",
    });
  });
});

describe("robotsTxt", () => {
  it.each([
    ["https://a.example", "https://a.example/sitemap-index.xml"],
    ["https://a.example/", "https://a.example/sitemap-index.xml"],
  ])("for %s allows everything and points at %s", (siteUrl, sitemap) => {
    expect(robotsTxt(siteUrl)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`);
  });
});

describe("renderOgImage", () => {
  it("makes a 1200 x 630 JPEG small enough for WhatsApp from the doctor's photo", async () => {
    const image = await renderOgImage(join(__dirname, "../../../src/images/doctor-portrait.jpg"), {
      name: "Dr. Nome do Médico",
      title: "Médico Oftalmologista",
      registration: "CRM-MA 00000 · RQE 0000",
      byline: "Consultas, exames e cirurgia de catarata",
      place: "Cidade - MA",
    });
    const metadata = await sharp(image).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", 1200, 630]);
    expect(image.length).toBeLessThan(OG_MAX_BYTES);
  });
});
