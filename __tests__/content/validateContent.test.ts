import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import cataractArticle from "../../src/content/artigos/catarata.json";
import catarata from "../../src/content/catarata.json";
import conteudos from "../../src/content/conteudos.json";
import home from "../../src/content/home.json";
import links from "../../src/content/links.json";
import settings from "../../src/content/site-settings.json";
import {
  contentSchemas,
  formatContentErrors,
  readablePath,
  validateContent,
} from "../../src/content/validateContent";
import { validateAllContent } from "../../plugins/content-gate/validateContentFiles";

const contentDir = join(__dirname, "../../src/content");

const shipped: Record<string, unknown> = {
  "catarata.json": catarata,
  "conteudos.json": conteudos,
  "home.json": home,
  "links.json": links,
  "site-settings.json": settings,
};

/** A deep copy of a shipped file, changed by `edit`: each case breaks one thing in real content. */
function broken<T>(content: T, edit: (copy: T) => void): T {
  const copy = structuredClone(content);
  edit(copy);
  return copy;
}

type Json = Record<string, unknown>;
const at = (value: unknown) => value as Json & Json[];

describe("validateContent: the shipped content", () => {
  it.each(Object.keys(shipped))("%s is valid", (name) => {
    expect(validateContent(name, shipped[name])).toEqual([]);
  });

  it("validateAllContent finds every file in src/content valid", () => {
    expect(validateAllContent(contentDir)).toEqual([]);
  });

  it("has a schema for every content file, and each file points VS Code at it", () => {
    expect(Object.keys(contentSchemas).sort()).toEqual(Object.keys(shipped).sort());
    for (const name of Object.keys(shipped)) {
      const json = JSON.parse(readFileSync(join(contentDir, name), "utf8")) as Json;
      expect(Object.keys(json)[0]).toBe("$schema");
      expect(json.$schema).toBe(`./schemas/${name.replace(/\.json$/, ".schema.json")}`);
    }
  });
});

describe("validateContent: what a careful editor may write", () => {
  it.each<[string, string, unknown]>([
    [
      "a phone's photo name in capitals",
      "site-settings.json",
      broken(settings, (s) => (s.photo = "../images/IMG_1234.JPG")),
    ],
    [
      "a .jpeg photo",
      "site-settings.json",
      broken(settings, (s) => (s.photo = "../images/retrato.jpeg")),
    ],
    [
      "a profile address with a path and a query",
      "site-settings.json",
      broken(settings, (s) => (s.socialProfileUrl = "https://www.instagram.com/dr.joao?hl=pt")),
    ],
    [
      "a service link to a part of a page",
      "home.json",
      broken(home, (h) => (at(h.services.items)[2]!.link = "/catarata#depoimentos")),
    ],
    // The site hides a special date once it is over: an old one left in the file stops nothing.
    [
      "a special date long past",
      "site-settings.json",
      broken(settings, (s) =>
        s.practice.hoursExceptions.push({ from: "2020-02-29", reason: "Carnaval", intervals: [] }),
      ),
    ],
    [
      "a holiday from the 8th until the 10th, and the 11th after it",
      "site-settings.json",
      broken(settings, (s) =>
        (s.practice.hoursExceptions as unknown[]).push(
          { from: "2027-07-08", until: "2027-07-10", reason: "Férias", intervals: [] },
          { from: "2027-07-11", reason: "Recesso", intervals: [] },
        ),
      ),
    ],
    [
      'an "Até" on the day itself',
      "site-settings.json",
      broken(settings, (s) =>
        (s.practice.hoursExceptions as unknown[]).push({
          from: "2027-07-08",
          until: "2027-07-08",
          reason: "Feriado",
          intervals: [],
        }),
      ),
    ],
    [
      "a morning and an afternoon, and a shift that ends a minute after it starts",
      "site-settings.json",
      broken(settings, (s) => {
        s.practice.hours.saturday = [
          { opens: "08:00", closes: "12:00" },
          { opens: "13:00", closes: "13:01" },
        ];
      }),
    ],
  ])("%s", (_name, file, content) => {
    expect(validateContent(file, content)).toEqual([]);
  });
});

describe("validateContent: one case per kind of mistake", () => {
  it.each<[string, string, unknown, string | string[]]>([
    [
      "a rating of 7",
      "catarata.json",
      broken(catarata, (c) => (c.testimonials.items[1]!.rating = 7)),
      "src/content/catarata.json: testimonials.items[1].rating must be at most 5 (found 7)",
    ],
    [
      "a rating of 0",
      "catarata.json",
      broken(catarata, (c) => (c.testimonials.items[0]!.rating = 0)),
      "src/content/catarata.json: testimonials.items[0].rating must be at least 1 (found 0)",
    ],
    [
      "half a star",
      "catarata.json",
      broken(catarata, (c) => (c.testimonials.items[2]!.rating = 4.5)),
      "src/content/catarata.json: testimonials.items[2].rating must be a whole number without quotes, e.g. 5 (found 4.5)",
    ],
    [
      "a phone with letters",
      "site-settings.json",
      broken(settings, (s) => (s.whatsappNumber = "55989876543ab")),
      'src/content/site-settings.json: whatsappNumber must be digits only: 55, the area code and the number, e.g. 5598987654321 (found "55989876543ab")',
    ],
    [
      "a phone written as on paper",
      "site-settings.json",
      broken(settings, (s) => (s.whatsappNumber = "(98) 98765-4321")),
      'src/content/site-settings.json: whatsappNumber must be digits only: 55, the area code and the number, e.g. 5598987654321 (found "(98) 98765-4321")',
    ],
    [
      "a phone of the wrong length",
      "site-settings.json",
      broken(settings, (s) => (s.whatsappNumber = "559898765")),
      'src/content/site-settings.json: whatsappNumber must be digits only: 55, the area code and the number, e.g. 5598987654321 (found "559898765")',
    ],
    [
      "a phone without 55",
      "site-settings.json",
      broken(settings, (s) => (s.whatsappNumber = "98987654321")),
      'src/content/site-settings.json: whatsappNumber must be digits only: 55, the area code and the number, e.g. 5598987654321 (found "98987654321")',
    ],
    [
      "a testimonial's name of 201 characters",
      "catarata.json",
      broken(catarata, (c) => (c.testimonials.items[0]!.name = "a".repeat(201))),
      "src/content/catarata.json: testimonials.items[0].name must be at most 200 characters long (found 201)",
    ],
    [
      "101 testimonials",
      "catarata.json",
      broken(catarata, (c) => {
        const first = c.testimonials.items[0]!;
        c.testimonials.items = Array.from({ length: 101 }, () => ({ ...first }));
      }),
      "src/content/catarata.json: testimonials.items must have at most 100 items (found 101)",
    ],
    [
      "a missing testimonial text",
      "catarata.json",
      broken(catarata, (c) => delete (c.testimonials.items[1] as Partial<Json>).text),
      "src/content/catarata.json: testimonials.items[1].text is required but missing",
    ],
    [
      "an empty card title",
      "home.json",
      broken(home, (h) => (h.retina.cards[0]!.title = "")),
      "src/content/home.json: retina.cards[0].title must not be empty",
    ],
    [
      "a card title of spaces",
      "home.json",
      broken(home, (h) => (h.refractive.conditions[2]!.title = "   ")),
      "src/content/home.json: refractive.conditions[2].title must not be empty",
    ],
    [
      "an http (not https) address",
      "site-settings.json",
      broken(settings, (s) => (s.socialProfileUrl = "http://www.instagram.com/dr.joao")),
      'src/content/site-settings.json: socialProfileUrl must be a valid https address (found "http://www.instagram.com/dr.joao")',
    ],
    [
      "an address that is not a URL",
      "site-settings.json",
      broken(settings, (s) => (s.socialProfileUrl = "instagram dr.joao")),
      'src/content/site-settings.json: socialProfileUrl must be a valid https address (found "instagram dr.joao")',
    ],
    [
      "an unknown (misspelt) field",
      "catarata.json",
      broken(catarata, (c) => {
        const hero = c.hero as Partial<Json>;
        hero.titel = hero.title;
        delete hero.title;
      }),
      // The misspelling is named twice, as a field missing and a field unknown: together they point at the typo.
      [
        "src/content/catarata.json: hero.title is required but missing",
        "src/content/catarata.json: hero.titel is not a known field (remove it or check its spelling)",
      ],
    ],
    [
      "a missing required section",
      "home.json",
      broken(home, (h) => delete (h as Partial<Json>).glaucoma),
      "src/content/home.json: glaucoma is required but missing",
    ],
    [
      "a number written as text",
      "site-settings.json",
      broken(settings, (s) => ((s as Json).copyrightYear = "2025")),
      'src/content/site-settings.json: copyrightYear must be a whole number without quotes, e.g. 5 (found "2025")',
    ],
    [
      "a rating written as text",
      "catarata.json",
      broken(catarata, (c) => (at(c.testimonials.items)[0]!.rating = "5")),
      'src/content/catarata.json: testimonials.items[0].rating must be a whole number without quotes, e.g. 5 (found "5")',
    ],
    [
      "text where a list goes",
      "catarata.json",
      broken(catarata, (c) => ((c.symptoms as Json).items = "Visão embaçada")),
      'src/content/catarata.json: symptoms.items must be a list in square brackets [ ... ] (found "Visão embaçada")',
    ],
    [
      "too few symptoms",
      "catarata.json",
      broken(catarata, (c) => c.symptoms.items.pop()),
      "src/content/catarata.json: symptoms.items must have at least 6 items (found 5)",
    ],
    [
      "too few testimonials",
      "catarata.json",
      broken(catarata, (c) => c.testimonials.items.pop()),
      "src/content/catarata.json: testimonials.items must have at least 3 items (found 2)",
    ],
    [
      "one retina card",
      "home.json",
      broken(home, (h) => h.retina.cards.pop()),
      "src/content/home.json: retina.cards must have at least 2 items (found 1)",
    ],
    [
      "three condition cards",
      "home.json",
      broken(home, (h) => h.refractive.conditions.pop()),
      "src/content/home.json: refractive.conditions must have at least 4 items (found 3)",
    ],
    [
      "a service link outside the site",
      "home.json",
      broken(home, (h) => (at(h.services.items)[2]!.link = "catarata")),
      'src/content/home.json: services.items[2].link must be a page of this site, starting with "/", e.g. "/catarata/" (found "catarata")',
    ],
    [
      "a service link to another site written as //host",
      "home.json",
      broken(home, (h) => (at(h.services.items)[2]!.link = "//evil.example")),
      'src/content/home.json: services.items[2].link must be a page of this site, starting with "/", e.g. "/catarata/" (found "//evil.example")',
    ],
    [
      "an https address with a space",
      "site-settings.json",
      broken(settings, (s) => (s.socialProfileUrl = "https://insta gram.com/dr.joao")),
      'src/content/site-settings.json: socialProfileUrl must be a valid https address (found "https://insta gram.com/dr.joao")',
    ],
    [
      "a service link label without a link",
      "home.json",
      broken(home, (h) => (at(h.services.items)[0]!.linkLabel = "Saiba mais")),
      "src/content/home.json: services.items[0].link is required when linkLabel is given",
    ],
    [
      "one site link",
      "links.json",
      broken(links, (l) => l.siteLinks.pop()),
      "src/content/links.json: siteLinks must have at least 2 items (found 1)",
    ],
    [
      "a photo that is not an image",
      "site-settings.json",
      broken(settings, (s) => (s.photo = "../images/doctor-portrait.pdf")),
      'src/content/site-settings.json: photo must be the path of a .jpg, .jpeg, .png or .webp image next to this folder, e.g. "../images/doctor-portrait.jpg" (found "../images/doctor-portrait.pdf")',
    ],
    [
      "a photo on the web instead of a file",
      "site-settings.json",
      broken(settings, (s) => (s.photo = "https://example.com/doctor.jpg")),
      'src/content/site-settings.json: photo must be the path of a .jpg, .jpeg, .png or .webp image next to this folder, e.g. "../images/doctor-portrait.jpg" (found "https://example.com/doctor.jpg")',
    ],
    [
      "Saturday opening at 12:00 and closing at 08:00",
      "site-settings.json",
      broken(settings, (s) => (s.practice.hours.saturday = [{ opens: "12:00", closes: "08:00" }])),
      'src/content/site-settings.json: practice.hours.saturday[0].closes must be after opens ("12:00"): the practice closes after it opens (found "08:00")',
    ],
    [
      "an afternoon that closes when it opens",
      "site-settings.json",
      broken(settings, (s) => (s.practice.hours.monday[1]!.closes = "14:00")),
      'src/content/site-settings.json: practice.hours.monday[1].closes must be after opens ("14:00"): the practice closes after it opens (found "14:00")',
    ],
    [
      "a special date's hours closing before they open",
      "site-settings.json",
      broken(settings, (s) => (s.practice.hoursExceptions[0]!.intervals[0]!.closes = "07:00")),
      'src/content/site-settings.json: practice.hoursExceptions[0].intervals[0].closes must be after opens ("08:00"): the practice closes after it opens (found "07:00")',
    ],
    [
      "a closure from the 10th until the 8th",
      "site-settings.json",
      broken(settings, (s) =>
        (s.practice.hoursExceptions as unknown[]).push({
          from: "2027-12-10",
          until: "2027-12-08",
          reason: "Férias",
          intervals: [],
        }),
      ),
      'src/content/site-settings.json: practice.hoursExceptions[3].until must not be before from ("2027-12-10") (found "2027-12-08")',
    ],
    [
      "the same date twice",
      "site-settings.json",
      broken(settings, (s) =>
        s.practice.hoursExceptions.push({ from: "2026-12-25", reason: "Natal", intervals: [] }),
      ),
      "src/content/site-settings.json: practice.hoursExceptions[3].from covers a day practice.hoursExceptions[1] covers already: one entry per date",
    ],
    [
      "holidays that take in a date already in the list",
      "site-settings.json",
      broken(settings, (s) =>
        (s.practice.hoursExceptions as unknown[]).push({
          from: "2026-12-20",
          until: "2026-12-31",
          reason: "Férias",
          intervals: [],
        }),
      ),
      "src/content/site-settings.json: practice.hoursExceptions[3].from covers a day practice.hoursExceptions[0] covers already: one entry per date",
    ],
    [
      "the 31st of February",
      "site-settings.json",
      broken(settings, (s) =>
        s.practice.hoursExceptions.push({ from: "2026-02-31", reason: "Carnaval", intervals: [] }),
      ),
      'src/content/site-settings.json: practice.hoursExceptions[3].from is not a day of the calendar (found "2026-02-31")',
    ],
    [
      'an "Até" on the 29th of February of a year that has none',
      "site-settings.json",
      broken(settings, (s) =>
        (s.practice.hoursExceptions as unknown[]).push({
          from: "2027-02-27",
          until: "2027-02-29",
          reason: "Carnaval",
          intervals: [],
        }),
      ),
      'src/content/site-settings.json: practice.hoursExceptions[3].until is not a day of the calendar (found "2027-02-29")',
    ],
    [
      "an article published on the 30th of February",
      "artigos/catarata.json",
      broken(cataractArticle, (a) => (a.publishedOn = "2026-02-30")),
      'src/content/artigos/catarata.json: publishedOn is not a day of the calendar (found "2026-02-30")',
    ],
    [
      "an empty CRM",
      "site-settings.json",
      broken(settings, (s) => (s.crm = "")),
      "src/content/site-settings.json: crm must not be empty",
    ],
    [
      "a missing RQE",
      "site-settings.json",
      broken(settings, (s) => delete (s as Partial<Json>).rqe),
      "src/content/site-settings.json: rqe is required but missing",
    ],
  ])("%s", (_case, name, content, messages) => {
    const errors = validateContent(name, content);
    expect(errors.map((error) => error.message)).toEqual([messages].flat());
  });

  it("lists every mistake in a file, not only the first", () => {
    const content = broken(catarata, (c) => {
      c.testimonials.items[0]!.rating = 7;
      c.testimonials.items[2]!.name = "";
      (c.finalCta as Json).ctaLabl = "Agendar";
    });
    expect(validateContent("catarata.json", content).map((error) => error.message)).toEqual(
      expect.arrayContaining([
        "src/content/catarata.json: testimonials.items[0].rating must be at most 5 (found 7)",
        "src/content/catarata.json: testimonials.items[2].name must not be empty",
        "src/content/catarata.json: finalCta.ctaLabl is not a known field (remove it or check its spelling)",
      ]),
    );
  });

  it("gives the file, the path and the rule apart as well as in one line", () => {
    const [error] = validateContent(
      "src/content/catarata.json",
      broken(catarata, (c) => (c.testimonials.items[1]!.rating = 7)),
    );
    expect(error).toEqual({
      file: "src/content/catarata.json",
      path: "testimonials.items[1].rating",
      rule: "must be at most 5 (found 7)",
      message:
        "src/content/catarata.json: testimonials.items[1].rating must be at most 5 (found 7)",
    });
  });

  it("names a content file that has no schema", () => {
    expect(validateContent("contato.json", {}).map((error) => error.message)).toEqual([
      "src/content/contato.json: is not a known content file (known: catarata.json, conteudos.json, home.json, links.json, site-settings.json); remove it, or declare it in src/content/contentModel.ts",
    ]);
  });
});

describe("readablePath", () => {
  it.each([
    ["", ""],
    ["/seo", "seo"],
    ["/testimonials/items/1/rating", "testimonials.items[1].rating"],
    ["/siteLinks/0", "siteLinks[0]"],
    ["/a b/c~1d", '"a b"."c/d"'],
  ])("%j -> %j", (pointer, path) => {
    expect(readablePath(pointer)).toBe(path);
  });
});

describe("validateAllContent", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "content-"));
    for (const name of Object.keys(shipped)) {
      writeFileSync(join(dir, name), readFileSync(join(contentDir, name)));
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reports a file that is not valid JSON, and still checks the others", () => {
    writeFileSync(join(dir, "links.json"), '{ "ctaLabel": "Agende" "seo": {} }');
    const settingsCopy = broken(settings, (s) => (s.whatsappNumber = "abc"));
    writeFileSync(join(dir, "site-settings.json"), JSON.stringify(settingsCopy));
    const messages = validateAllContent(dir).map((error) => error.message);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^src\/content\/links\.json: is not valid JSON \(.+\)/);
    expect(messages[1]).toMatch(
      /^src\/content\/site-settings\.json: whatsappNumber must be digits only/,
    );
  });

  it("reports a missing content file", () => {
    rmSync(join(dir, "home.json"));
    expect(validateAllContent(dir).map((error) => error.message)).toEqual([
      "src/content/home.json: is missing: the site needs this file",
    ]);
  });

  it.each<[string, (s: typeof settings) => void, string[]]>([
    [
      "a woman's form with 'Dr.' in her name",
      (s) => {
        s.doctorForm = "feminino";
        s.doctorName = "Dr. Ana Souza";
        s.doctorTitle = "Médica Oftalmologista";
      },
      [
        'src/content/site-settings.json: doctorName starts with "Dr." but doctorForm (Tratamento) is "feminino": write "Dra.", or change Tratamento',
      ],
    ],
    [
      "a woman's form with 'Médico' in her title",
      (s) => {
        s.doctorForm = "feminino";
        s.doctorName = "Dra. Ana Souza";
        s.doctorTitle = "Médico Oftalmologista";
      },
      [
        'src/content/site-settings.json: doctorTitle starts with "Médico" but doctorForm (Tratamento) is "feminino": write "Médica", or change Tratamento',
      ],
    ],
    [
      "a woman's form, all in it",
      (s) => {
        s.doctorForm = "feminino";
        s.doctorName = "Dra. Ana Souza";
        s.doctorTitle = "Médica Oftalmologista";
      },
      [],
    ],
  ])("the settings' name and title agree with Tratamento: %s", (_name, change, messages) => {
    expect(
      validateContent("site-settings.json", broken(settings, change)).map(({ message }) => message),
    ).toEqual(messages);
  });

  it("formats the errors for the build: a heading, then one line each", () => {
    const errors = validateContent(
      "catarata.json",
      broken(catarata, (c) => (c.testimonials.items[0]!.rating = 7)),
    );
    expect(formatContentErrors(errors)).toBe(
      [
        "Content errors: fix these files and build again",
        "  - src/content/catarata.json: testimonials.items[0].rating must be at most 5 (found 7)",
      ].join("\n"),
    );
  });
});
