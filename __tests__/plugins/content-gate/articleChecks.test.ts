import { artigo } from "../../../src/content/model/artigo";
import { catarata } from "../../../src/content/model/catarata";
import { home } from "../../../src/content/model/home";
import {
  articleWarning,
  checkAcrossFiles,
  pagesFromFiles,
  type CheckedArticle,
} from "../../../plugins/content-gate/articleChecks";
import catarataJson from "../../../src/content/catarata.json";
import homeJson from "../../../src/content/home.json";

const article = (
  slug: string,
  edit: Partial<CheckedArticle> = {},
): CheckedArticle & Record<string, unknown> => ({
  title: `Sobre ${slug}`,
  slug,
  summary: "Um resumo.",
  body: "Um texto sóbrio.",
  confirmed: false,
  related: [],
  ...edit,
});

const staticPages = ["/", "/catarata/", "/links/", "/conteudos/"];

function check(
  articles: { file: string; data: CheckedArticle }[],
  {
    homeData = { ...homeJson, glaucoma: { ...homeJson.glaucoma, article: "glaucoma" } } as unknown,
    today = "2026-11-24",
  } = {},
) {
  return checkAcrossFiles({
    files: [{ file: "home.json", data: homeData, model: home }],
    articles,
    articleModel: artigo,
    staticPages,
    today,
  });
}

const every = [
  "catarata",
  "glaucoma",
  "pterigio",
  "retinopatia-diabetica",
  "teste-do-olhinho",
  "vista-cansada",
];
const shipped = every.map((slug) => ({ file: `artigos/${slug}.json`, data: article(slug) }));
const messages = (report: { errors: { message: string }[] }) =>
  report.errors.map((error) => error.message);

describe("checkAcrossFiles: what stops the build, naming the file and the field", () => {
  it("finds nothing wrong in sober, consistent content", () => {
    expect(check(shipped)).toMatchObject({ errors: [], warnings: [] });
  });

  it.each<[string, { file: string; data: CheckedArticle }[], string]>([
    [
      "two articles with the same slug",
      [...shipped, { file: "artigos/catarata-2.json", data: article("catarata") }],
      'src/content/artigos/catarata-2.json: slug is "catarata", the same as in src/content/artigos/catarata.json: each article needs an address of its own',
    ],
    [
      "an image without alt text",
      [
        ...shipped,
        { file: "artigos/novo.json", data: article("novo", { body: "![](../images/olho.jpg)" }) },
      ],
      'src/content/artigos/novo.json: body has an image without a description (alt text): "../images/olho.jpg"',
    ],
    [
      "an internal link to a page that does not exist",
      [
        ...shipped,
        {
          file: "artigos/novo.json",
          data: article("novo", { body: "Veja [os preços](/precos/)." }),
        },
      ],
      'src/content/artigos/novo.json: body links to "/precos/", a page the site does not have',
    ],
    [
      "a related article that does not exist",
      [
        ...shipped,
        { file: "artigos/novo.json", data: article("novo", { related: ["miopia"] } as never) },
      ],
      'src/content/artigos/novo.json: related[0] names the article "miopia", which does not exist (the slugs are the file names\' in src/content/artigos)',
    ],
  ])("%s", (_case, articles, message) => {
    expect(messages(check(articles))).toEqual([message]);
  });

  it("a page's card naming an article that does not exist", () => {
    const homeData = structuredClone(homeJson) as { glaucoma: { article?: string } };
    homeData.glaucoma.article = "glaucoma-agudo";
    expect(messages(check(shipped, { homeData }))).toEqual([
      'src/content/home.json: glaucoma.article names the article "glaucoma-agudo", which does not exist (the slugs are the file names\' in src/content/artigos)',
    ]);
  });

  it("a link between articles lands when the article exists", () => {
    const linked = [
      ...shipped,
      {
        file: "artigos/novo.json",
        data: article("novo", {
          body: "[Glaucoma](/conteudos/glaucoma/) e o [feed](/conteudos/feed.xml)",
        }),
      },
    ];
    expect(messages(check(linked))).toEqual([]);
  });
});

describe("checkAcrossFiles: what the build warns of", () => {
  it("names the file, the field and the sentence with a word the council forbids", () => {
    const report = check([
      ...shipped,
      {
        file: "artigos/novo.json",
        data: article("novo", { summary: "Tratamento rápido. Resultado garantido!" }),
      },
    ]);
    expect(report.errors).toEqual([]);
    expect(report.warnings.map((warning) => warning.message)).toEqual([
      'src/content/artigos/novo.json: summary says "Resultado garantido!": "garantido" promises a result or sensationalises, which Resolução CFM 2.336/2023 forbids',
    ]);
  });

  /** The cross-file check of the cataract page whose first testimonial says `text`. */
  const withTestimonial = (text: string) =>
    checkAcrossFiles({
      files: [
        {
          file: "catarata.json",
          data: {
            ...catarataJson,
            testimonials: {
              ...catarataJson.testimonials,
              items: catarataJson.testimonials.items.map((item, index) =>
                index === 0 ? { ...item, text } : item,
              ),
            },
          },
          model: catarata,
        },
      ],
      articles: shipped,
      articleModel: artigo,
      staticPages,
      today: "2026-11-24",
    });

  it("names a testimonial's sentence that promises a result (art. 14)", () => {
    const report = withTestimonial("Fui bem atendido. Voltei a ler sem óculos. Recomendo a todos.");
    expect(report.errors).toEqual([]);
    expect(report.warnings.map((warning) => warning.message)).toEqual([
      'src/content/catarata.json: testimonials.items[0].text says "Voltei a ler sem óculos.": "sem óculos" promises a result or sensationalises, which Resolução CFM 2.336/2023 (art. 14) forbids in a testimonial',
      'src/content/catarata.json: testimonials.items[0].text says "Recomendo a todos.": "recomendo" promises a result or sensationalises, which Resolução CFM 2.336/2023 (art. 14) forbids in a testimonial',
    ]);
  });

  it("finds nothing to say of the example testimonials that ship", () => {
    expect(withTestimonial(catarataJson.testimonials.items[0]!.text).warnings).toEqual([]);
  });

  it.each<[string, Partial<CheckedArticle>, string, boolean]>([
    [
      "reviewed more than a year ago",
      { confirmed: true, reviewedOn: "2025-11-01" },
      "2026-11-24",
      true,
    ],
    [
      "reviewed a year ago to the day",
      { confirmed: true, reviewedOn: "2025-11-24" },
      "2026-11-24",
      false,
    ],
    ["reviewed this year", { confirmed: true, reviewedOn: "2026-03-10" }, "2026-11-24", false],
    [
      "a draft with an old date (listed as a draft instead)",
      { confirmed: false, reviewedOn: "2020-01-01" },
      "2026-11-24",
      false,
    ],
  ])("an article %s: due %s", (_case, edit, today, due) => {
    const report = check([...shipped, { file: "artigos/novo.json", data: article("novo", edit) }], {
      today,
    });
    expect(report.warnings.map((warning) => warning.path)).toEqual(due ? ["reviewedOn"] : []);
    if (due)
      expect(report.warnings[0]!.rule).toMatch(
        /more than a year ago: the article is due for a new review/,
      );
  });

  it("warns of raw HTML, which never reaches the page", () => {
    const report = check([
      ...shipped,
      { file: "artigos/novo.json", data: article("novo", { body: "<div>caixa</div>" }) },
    ]);
    expect(report.errors).toEqual([]);
    expect(report.warnings[0]!.message).toMatch(
      /^src\/content\/artigos\/novo\.json: body has HTML, which is left out/,
    );
  });

  it("articleWarning lists the warnings file by file, and says nothing when there are none", () => {
    const report = check([
      ...shipped,
      { file: "artigos/novo.json", data: article("novo", { title: "O melhor colírio" }) },
    ]);
    const lines = articleWarning(report.warnings);
    expect(lines).toContain(" File: src/content/artigos/novo.json");
    expect(lines.join("\n")).toMatch(/- title says "O melhor colírio": "o melhor" promises/);
    expect(articleWarning([])).toEqual([]);
  });
});

describe("pagesFromFiles: the pages Gatsby makes from src/pages", () => {
  it("maps files to addresses, leaving out the not-found page and pages made from data", () => {
    expect(
      pagesFromFiles([
        "index.tsx",
        "catarata.tsx",
        "links.tsx",
        "404.tsx",
        "conteudos/index.tsx",
        "conteudos/{ArtigoJson.slug}.tsx",
        "conteudos\\extra.tsx",
      ]),
    ).toEqual(["/", "/catarata/", "/conteudos/", "/conteudos/extra/", "/links/"]);
  });
});
