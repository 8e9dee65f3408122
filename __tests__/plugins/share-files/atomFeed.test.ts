import { atomDate, atomFeed } from "../../../plugins/share-files/atomFeed";
import { medicalWebPageJsonLd } from "../../../src/seo/structuredData";
import { escapeXml } from "../../../plugins/share-files/xml";

const draft = {
  title: 'Catarata tem cura? O "véu" & a lente <nova>',
  slug: "catarata",
  summary: "A catarata deixa a lente do olho opaca.",
  condition: "catarata",
  publishedOn: "2026-11-20",
  reviewedOn: null,
  confirmed: false,
  sources: [{ title: "Ministério da Saúde: Catarata", url: "https://www.gov.br/saude/" }],
};
const reviewed = {
  ...draft,
  title: "Glaucoma tem sintomas?",
  slug: "glaucoma",
  condition: "glaucoma",
  publishedOn: "2026-10-01",
  reviewedOn: "2026-11-22",
  confirmed: true,
};

describe("escapeXml and atomDate", () => {
  it.each([
    ["a & b", "a &amp; b"],
    ["<tag>", "&lt;tag&gt;"],
    [`"aspas" e 'apóstrofo'`, "&quot;aspas&quot; e &apos;apóstrofo&apos;"],
    ["sem nada", "sem nada"],
  ])("escapeXml(%j) -> %j", (text, escaped) => {
    expect(escapeXml(text)).toBe(escaped);
  });

  it("a day is its start in Brazil's time", () => {
    expect(atomDate("2026-11-24")).toBe("2026-11-24T00:00:00-03:00");
  });
});

describe("atomFeed", () => {
  const feed = atomFeed({
    siteUrl: "https://www.exemplo.com.br/",
    title: "Conteúdos | Dr. Teste",
    subtitle: "Textos simples",
    author: "Dr. Teste",
    articles: [draft, reviewed],
  });
  const entries = [...feed.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map(([, entry]) => entry ?? "");

  it("is an Atom feed with one entry per article, the reviewed one first", () => {
    expect(feed).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/,
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]).toContain("<title>Glaucoma tem sintomas?</title>");
  });

  it.each([
    [0, "https://www.exemplo.com.br/conteudos/glaucoma/", "2026-11-22T00:00:00-03:00"],
    [1, "https://www.exemplo.com.br/conteudos/catarata/", "2026-11-20T00:00:00-03:00"],
  ])(
    "entry %d: its address and when it last changed (its review, else its publication)",
    (index, url, updated) => {
      expect(entries[index]).toContain(`<link rel="alternate" type="text/html" href="${url}"/>`);
      expect(entries[index]).toContain(`<id>${url}</id>`);
      expect(entries[index]).toContain(`<updated>${updated}</updated>`);
    },
  );

  it("escapes what a title may hold", () => {
    expect(entries[1]).toContain(
      "<title>Catarata tem cura? O &quot;véu&quot; &amp; a lente &lt;nova&gt;</title>",
    );
  });
});

describe("medicalWebPageJsonLd: authorship and a review are claimed only once they happened", () => {
  const site = "https://www.exemplo.com.br";
  const doctor = { "@id": `${site}/#medico` };
  it.each([
    ["a draft", draft, undefined, undefined, undefined, undefined],
    ["a reviewed article", reviewed, doctor, reviewed.publishedOn, doctor, "2026-11-22"],
    [
      "switched on without a date",
      { ...draft, confirmed: true },
      doctor,
      draft.publishedOn,
      undefined,
      undefined,
    ],
  ])("%s", (_, article, author, datePublished, reviewedBy, lastReviewed) => {
    const page = medicalWebPageJsonLd(site, article);
    expect(page).toMatchObject({
      "@type": "MedicalWebPage",
      url: `${site}/conteudos/${article.slug}/`,
      about: { "@type": "MedicalCondition" },
      citation: [{ "@type": "CreativeWork", url: "https://www.gov.br/saude/" }],
    });
    expect(page.author).toEqual(author);
    expect(page.datePublished).toEqual(datePublished);
    expect(page.reviewedBy).toEqual(reviewedBy);
    expect(page.lastReviewed).toEqual(lastReviewed);
  });
});
