import {
  EXAMPLE_TESTIMONIALS,
  findExampleTestimonials,
  findPlaceholders,
  findUnconfirmed,
  findUnconsentedTestimonials,
  findUnsourcedFigures,
  EXAMPLE_LIKENESS,
  isExampleTestimonial,
  placeholderWarning,
  testimonialsOf,
  wordLikeness,
  wordsOf,
} from "../../src/content/findPlaceholders";
import catarata from "../../src/content/catarata.json";
import settings from "../../src/content/site-settings.json";

describe("findPlaceholders", () => {
  it.each([
    ["a real name", { doctorName: "Dr. João Silva" }, []],
    ["a marked name", { doctorName: "Dr. Nome [PREENCHER]" }, ["doctorName"]],
    ["the placeholder phone", { whatsappNumber: "5599000000000" }, ["whatsappNumber"]],
    ["a real phone", { whatsappNumber: "5598987654321" }, []],
    [
      "the bare social URL",
      { socialProfileUrl: "https://www.instagram.com/" },
      ["socialProfileUrl"],
    ],
    ["a real profile", { socialProfileUrl: "https://www.instagram.com/dr.joao" }, []],
    ["a nested mark", { a: { b: [{ c: "x [PREENCHER]" }] } }, ["a.b[0].c"]],
    ["numbers and nulls", { year: 2025, empty: null, ok: true }, []],
    ["the phone value under another key", { other: "5599000000000" }, []],
    ["the placeholder CEP", { address: { postalCode: "00000-000" } }, ["address.postalCode"]],
    ["a real CEP", { address: { postalCode: "65800-000" } }, []],
  ])("%s", (_case, content, paths) => {
    expect(findPlaceholders(content).map((found) => found.path)).toEqual(paths);
  });

  it("finds the shipped settings' placeholders", () => {
    expect(findPlaceholders(settings).map((found) => found.path)).toEqual(
      expect.arrayContaining(["doctorName", "crm", "rqe", "whatsappNumber"]),
    );
  });
});

describe("findUnconfirmed", () => {
  const testimonial = { name: "M. G.", ageText: "68 anos", text: "…", rating: 5 };
  const figure = { value: "98%", label: "de taxa de sucesso" };
  const question = { question: "A cirurgia dói?", answer: "Não costuma doer." };
  it.each<[string, unknown, [string, string, RegExp][]]>([
    [
      "an example testimonial, with art. 14's rule",
      { testimonials: { items: [{ ...testimonial, confirmed: false }] } },
      [
        [
          "testimonials.items[0]",
          "testimonial by M. G.",
          /real, consented, sober.*initials.*art\. 14/,
        ],
      ],
    ],
    ["a confirmed testimonial", { items: [{ ...testimonial, confirmed: true }] }, []],
    [
      "a figure the doctor must be able to show",
      { hero: { stats: [{ ...figure, confirmed: false }] } },
      [["hero.stats[0]", 'figure "98% de taxa de sucesso"', /show where the figure comes from/]],
    ],
    [
      "a draft FAQ answer",
      {
        faq: {
          items: [
            { ...question, confirmed: false },
            { ...question, confirmed: true },
          ],
        },
      },
      [["faq.items[0]", 'FAQ answer to "A cirurgia dói?"', /approve/]],
    ],
    [
      "the practice's details",
      { practice: { hours: {}, confirmed: false } },
      [["practice", "the practice's details (address, hours, plans and prices)", /checked/]],
    ],
    [
      "what to know before the visit",
      { visit: { examPreparation: "x", confirmed: false } },
      [
        [
          "visit",
          "what a patient should know before the visit (length, what to bring, dilation, the refraction's price)",
          /checked/,
        ],
      ],
    ],
    ["no switch at all", { items: [testimonial, figure] }, []],
  ])("%s", (_case, content, expected) => {
    expect(
      findUnconfirmed(content).map(({ path, summary, reason }) => [path, summary, reason]),
    ).toEqual(
      expected.map(([path, summary, reason]) => [path, summary, expect.stringMatching(reason)]),
    );
  });

  it("names every example testimonial, figure and FAQ answer the site ships with", () => {
    const paths = findUnconfirmed(catarata).map((found) => found.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "hero.stats[0]",
        "hero.stats[1]",
        "testimonials.items[0]",
        "testimonials.items[1]",
        "testimonials.items[2]",
        "profile.stats[0]",
        "faq.items[0]",
      ]),
    );
    expect(paths).toHaveLength(
      catarata.hero.stats.length +
        catarata.facts.items.length +
        catarata.testimonials.items.length +
        catarata.profile.stats.length +
        catarata.faq.items.length,
    );
  });
});

describe("placeholderWarning", () => {
  it("lists each file's placeholders and unconfirmed cards under the file's name", () => {
    const lines = placeholderWarning([
      { file: "src/content/site-settings.json", data: { crm: "00000 [PREENCHER]" } },
      { file: "src/content/links.json", data: { ctaLabel: "Agende" } },
      {
        file: "src/content/catarata.json",
        data: { hero: { stats: [{ value: "98%", label: "de sucesso", confirmed: false }] } },
      },
    ]);
    expect(lines).toEqual([
      "",
      expect.stringMatching(/^=+$/),
      expect.stringContaining("PLACEHOLDERS AND UNCONFIRMED CONTENT"),
      expect.stringContaining("Antes de publicar"),
      " File: src/content/site-settings.json",
      '   - crm: "00000 [PREENCHER]"',
      " File: src/content/catarata.json",
      expect.stringMatching(/^ {3}- hero\.stats\[0\]: figure "98% de sucesso" is a claim/),
      expect.stringContaining("doctor-portrait.jpg"),
      expect.stringMatching(/^=+$/),
    ]);
  });

  it("says nothing when everything is real and confirmed", () => {
    expect(
      placeholderWarning([{ file: "a.json", data: { items: [{ confirmed: true }] } }]),
    ).toEqual([]);
  });
});

describe("the example testimonials", () => {
  it("lists every testimonial the site ships, so none can be confirmed as it is", () => {
    for (const { text } of catarata.testimonials.items)
      expect(EXAMPLE_TESTIMONIALS).toContain(text);
  });

  it.each<[string, boolean]>([
    [catarata.testimonials.items[0]!.text, true],
    [`  ${catarata.testimonials.items[0]!.text.toUpperCase()}  `, true],
    [catarata.testimonials.items[0]!.text.replace(/\./g, "!").replace(/a/g, "á"), true],
    ["Recomendo a todos.", false],
    // A word or two changed is still the example: the likeness, not equality, decides.
    [catarata.testimonials.items[0]!.text.replace("primeira", "segunda"), true],
    [
      catarata.testimonials.items[0]!.text.replace("Fui bem recebida", "Fui muito bem recebida"),
      true,
    ],
    [
      catarata.testimonials.items[2]!.text.replace("pontual e atencioso", "rápido e cuidadoso"),
      true,
    ],
    // A patient's own words about the same care.
    ["Fui atendida com atenção e tive as minhas dúvidas respondidas (paciente nº 1).", false],
    [
      "Operei o olho direito em março. A equipe me ligou no dia seguinte para saber como eu estava.",
      false,
    ],
  ])("%j is an example: %s", (text, example) => {
    expect(isExampleTestimonial(text)).toBe(example);
  });

  const example = EXAMPLE_TESTIMONIALS[3]!; // "Fui bem recebida desde a primeira consulta. …", 21 words
  const eightReworded = example
    .replace("desde a primeira", "logo no primeiro")
    .replace("explicou cada etapa da cirurgia", "falou tudo sobre meu tratamento");
  const withAsMuchOwn = `${example} ${"palavra ".repeat(20)}`;
  it.each<[string, string, number]>([
    ["the same text", example, 1],
    ["in capitals, without accents or punctuation", wordsOf(example).join(" ").toUpperCase(), 1],
    ["its two sentences swapped", example.split(". ").reverse().join(". "), 1],
    ["one word added", example.replace("bem", "muito bem"), 21 / 22],
    ["one word changed", example.replace("primeira", "segunda"), 20 / 21],
    ["one word dropped", example.replace(" com calma", " calma"), 20 / 21],
    [
      "three words reworded",
      example.replace("explicou cada etapa", "mostrou todos passos"),
      18 / 21,
    ],
    ["eight words reworded", eightReworded, 13 / 21],
    ["nine words reworded", eightReworded.replace("calma", "paciência"), 12 / 21],
    ["the example and as many words of the patient's own", withAsMuchOwn, 21 / 41],
    ["its first sentence alone", "Fui bem recebida desde a primeira consulta.", 7 / 21],
    [
      "a patient's own words about the same care (fui, com, e, as, minhas, dúvidas)",
      "Fui atendida com atenção e tive as minhas dúvidas respondidas.",
      6 / 21,
    ],
    ["nothing", "", 0],
  ])("%s: likeness %d", (_case, text, likeness) => {
    expect(wordLikeness(text, example)).toBeCloseTo(likeness, 5);
    expect(wordLikeness(example, text)).toBeCloseTo(likeness, 5);
  });

  it.each<[string, string, boolean]>([
    ["one word changed (0.95): held", example.replace("primeira", "segunda"), true],
    ["eight of 21 words reworded (0.62): held", eightReworded, true],
    [
      "nine of 21 words reworded (0.57): not held",
      eightReworded.replace("calma", "paciência"),
      false,
    ],
    ["the example with as many words of the patient's own (0.51): not held", withAsMuchOwn, false],
    [
      "its first sentence alone (0.33): not held",
      "Fui bem recebida desde a primeira consulta.",
      false,
    ],
  ])(`at the threshold ${EXAMPLE_LIKENESS}, %s`, (_case, text, held) => {
    expect(wordLikeness(text, example) >= EXAMPLE_LIKENESS).toBe(held);
    expect(isExampleTestimonial(text)).toBe(held);
  });

  it("finds each testimonial at any depth, with its path and name, and the examples among them", () => {
    const page = {
      testimonials: {
        items: [
          { name: "M. G.", text: "Fui bem atendida.", rating: 5 },
          { name: "J. R.", text: EXAMPLE_TESTIMONIALS[0], rating: 4 },
        ],
      },
      faq: { items: [{ question: "Dói?", answer: "Não." }] },
    };
    expect(testimonialsOf(page).map(({ path, name }) => [path, name])).toEqual([
      ["testimonials.items[0]", "M. G."],
      ["testimonials.items[1]", "J. R."],
    ]);
    expect(findExampleTestimonials(page)).toEqual([
      { path: "testimonials.items[1]", name: "J. R." },
    ]);
  });
});

describe("findUnconsentedTestimonials: a testimonial marked real records the patient's written authorization", () => {
  const testimonial = { name: "M. G.", text: "Fui bem atendida.", rating: 5 };
  const consent = { consentDate: "2026-03-10", consentKeptAt: "Prontuário, pasta de autorizações" };
  it.each<[string, unknown, [string, string[]][]]>([
    ["unconfirmed: the switch's own item", { items: [{ ...testimonial, confirmed: false }] }, []],
    ["confirmed with both", { items: [{ ...testimonial, ...consent, confirmed: true }] }, []],
    [
      "confirmed with neither",
      { items: [{ ...testimonial, confirmed: true }] },
      [["items[0]", ["consentDate", "consentKeptAt"]]],
    ],
    [
      "confirmed without the date",
      { items: [{ ...testimonial, ...consent, consentDate: "", confirmed: true }] },
      [["items[0]", ["consentDate"]]],
    ],
    [
      "confirmed without where it is kept (blank)",
      { items: [{ ...testimonial, ...consent, consentKeptAt: "  ", confirmed: true }] },
      [["items[0]", ["consentKeptAt"]]],
    ],
    [
      "a figure, not a testimonial",
      { stats: [{ value: "98%", label: "de sucesso", confirmed: true }] },
      [],
    ],
  ])("%s", (_case, content, expected) => {
    expect(
      findUnconsentedTestimonials(content).map(({ path, missing }) => [path, missing]),
    ).toEqual(expected);
  });
});

describe("findUnsourcedFigures: a confirmed figure says what it counts and where it comes from", () => {
  const figure = { value: "98%", label: "de sucesso" };
  it.each<[string, unknown, [string, string[]][]]>([
    ["unconfirmed: the switch's own item", { stats: [{ ...figure, confirmed: false }] }, []],
    [
      "confirmed with neither",
      { stats: [{ ...figure, confirmed: true }] },
      [["stats[0]", ["definition", "source"]]],
    ],
    [
      "confirmed with a blank source",
      { stats: [{ ...figure, definition: "Olhos operados.", source: "  ", confirmed: true }] },
      [["stats[0]", ["source"]]],
    ],
    [
      "confirmed with both",
      {
        stats: [
          { ...figure, definition: "Olhos operados.", source: "Registros, 2025", confirmed: true },
        ],
      },
      [],
    ],
  ])("%s", (_case, content, expected) => {
    expect(findUnsourcedFigures(content).map(({ path, missing }) => [path, missing])).toEqual(
      expected,
    );
  });

  it("ships every figure with a definition and a source", () => {
    const figures = [...catarata.hero.stats, ...catarata.facts.items, ...catarata.profile.stats];
    for (const stat of figures)
      expect([stat.value, stat.definition, stat.source].every(Boolean)).toBe(true);
  });
});
