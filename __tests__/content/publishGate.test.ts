import {
  gateItems,
  gateLines,
  gateReport,
  isDraft,
  publishedArticles,
  siteStage,
  unlinkPages,
} from "../../src/content/publishGate";
import catarata from "../../src/content/catarata.json";
import settings from "../../src/content/site-settings.json";

describe("siteStage", () => {
  it.each<[string | undefined, string]>([
    [undefined, "preview"],
    ["", "preview"],
    ["preview", "preview"],
    ["production", "production"],
  ])("SITE_STAGE=%p is a %s build", (value, stage) => {
    expect(siteStage(value)).toBe(stage);
  });

  it.each(["prod", "Production", "live"])("refuses %p, naming the two it knows", (value) => {
    expect(() => siteStage(value)).toThrow(/"production".*"preview"/);
  });
});

describe("drafts", () => {
  const reviewed = { slug: "catarata", confirmed: true };
  const draft = { slug: "glaucoma", confirmed: false };

  it.each([
    [reviewed, false],
    [draft, true],
  ])("%p is a draft: %p", (article, expected) => {
    expect(isDraft(article)).toBe(expected);
  });

  it.each<["production" | "preview", string[]]>([
    ["production", ["catarata"]],
    ["preview", ["catarata", "glaucoma"]],
  ])("a %s build publishes %p", (stage, slugs) => {
    expect(publishedArticles([reviewed, draft], stage).map(({ slug }) => slug)).toEqual(slugs);
  });
});

describe("gateItems", () => {
  const consent = { consentDate: "2026-03-10", consentKeptAt: "Prontuário, pasta de autorizações" };
  const testimonial = { name: "M. G.", ageText: "68 anos", text: "…", rating: 5, ...consent };
  const shippedText = catarata.testimonials.items[0]!.text;
  const oldExample =
    "Voltei a ler a Bíblia sem óculos e a ver as cores das flores do meu quintal. O atendimento foi muito atencioso do começo ao fim.";
  const figure = { value: "98%", label: "de sucesso" };
  const sourced = {
    ...figure,
    definition: "Olhos operados sem complicação.",
    source: "Registros do consultório, 2019 a 2025",
  };
  const privacy = {
    controller: "Clínica de Olhos Exemplo Ltda.",
    controllerRegistration: "CNPJ 12.345.678/0001-90",
    requestContact: "Maria Souza, pelo WhatsApp do consultório",
    conversationRetention: "por até 1 ano depois da última mensagem",
  };
  const article = { title: "Glaucoma", body: "Texto [PREENCHER]", sources: [] };
  it.each<[string, unknown, [string, RegExp, string][]]>([
    [
      "a placeholder CRM: identification, art. 4º",
      { crm: "00000 [PREENCHER]" },
      [["crm", /placeholder "00000 \[PREENCHER\]"/, "Resolução CFM 2.336/2023, art. 4º"]],
    ],
    [
      "the placeholder phone: the doctor answers for it, art. 3º",
      { whatsappNumber: "5599000000000" },
      [["whatsappNumber", /placeholder/, "Resolução CFM 2.336/2023, art. 3º"]],
    ],
    [
      "an example testimonial, art. 14",
      { testimonials: { items: [{ ...testimonial, confirmed: false }] } },
      [["testimonials.items[0]", /testimonial by M\. G\./, "Resolução CFM 2.336/2023, art. 14"]],
    ],
    [
      "an unconfirmed figure, art. 11",
      { hero: { stats: [{ value: "98%", label: "de sucesso", confirmed: false }] } },
      [["hero.stats[0]", /figure "98% de sucesso"/, "Resolução CFM 2.336/2023, art. 11"]],
    ],
    [
      "a draft FAQ answer, art. 3º",
      { faq: { items: [{ question: "Dói?", answer: "Não.", confirmed: false }] } },
      [["faq.items[0]", /FAQ answer/, "Resolução CFM 2.336/2023, art. 3º"]],
    ],
    [
      "a draft article: none (it is left out, not a reason to stop)",
      { ...article, confirmed: false },
      [],
    ],
    [
      "a reviewed article's placeholder",
      { ...article, confirmed: true },
      [["body", /placeholder/, "Resolução CFM 2.336/2023, art. 3º"]],
    ],
    [
      "everything real and confirmed: none",
      {
        crm: "12345",
        testimonials: { items: [{ ...testimonial, confirmed: true }] },
        hero: { stats: [{ ...sourced, confirmed: true }] },
        privacy,
      },
      [],
    ],
    [
      "a testimonial confirmed with the shipped example's text, art. 14",
      { testimonials: { items: [{ ...testimonial, text: shippedText, confirmed: true }] } },
      [["testimonials.items[0]", /shipped example's text/, "Resolução CFM 2.336/2023, art. 14"]],
    ],
    [
      "the same, in other case, spacing and punctuation",
      {
        testimonials: {
          items: [
            {
              ...testimonial,
              text: `  ${shippedText.toUpperCase().replace(/\./g, "!")} `,
              confirmed: true,
            },
          ],
        },
      },
      [["testimonials.items[0]", /shipped example's text/, "Resolução CFM 2.336/2023, art. 14"]],
    ],
    [
      "a testimonial confirmed one word away from the shipped example, art. 14",
      {
        testimonials: {
          items: [
            {
              ...testimonial,
              text: shippedText.replace("Fui bem recebida", "Fui muito bem recebida"),
              confirmed: true,
            },
          ],
        },
      },
      [["testimonials.items[0]", /shipped example's text/, "Resolução CFM 2.336/2023, art. 14"]],
    ],
    [
      "a testimonial confirmed without the date of the written authorization, art. 14",
      {
        testimonials: {
          items: [{ ...testimonial, consentDate: undefined, confirmed: true }],
        },
      },
      [
        [
          "testimonials.items[0]",
          /marked real and authorized without the date of the patient's written authorization$/,
          "Resolução CFM 2.336/2023, art. 14",
        ],
      ],
    ],
    [
      "a testimonial confirmed with neither the date nor where the authorization is kept, art. 14",
      {
        testimonials: {
          items: [{ ...testimonial, consentDate: "", consentKeptAt: " ", confirmed: true }],
        },
      },
      [
        [
          "testimonials.items[0]",
          /without the date of the patient's written authorization and where that authorization is kept$/,
          "Resolução CFM 2.336/2023, art. 14",
        ],
      ],
    ],
    [
      "a testimonial left unconfirmed without its authorization: named once, as unconfirmed",
      {
        testimonials: {
          items: [{ name: "M. G.", ageText: "68 anos", text: "…", rating: 5, confirmed: false }],
        },
      },
      [["testimonials.items[0]", /is an example/, "Resolução CFM 2.336/2023, art. 14"]],
    ],
    [
      "an example the first site shipped, confirmed, art. 14",
      { testimonials: { items: [{ ...testimonial, text: oldExample, confirmed: true }] } },
      [["testimonials.items[0]", /shipped example's text/, "Resolução CFM 2.336/2023, art. 14"]],
    ],
    [
      "an example left unconfirmed: named once, as unconfirmed",
      { testimonials: { items: [{ ...testimonial, text: shippedText, confirmed: false }] } },
      [
        [
          "testimonials.items[0]",
          /testimonial by M\. G\. is an example/,
          "Resolução CFM 2.336/2023, art. 14",
        ],
      ],
    ],
    [
      "a figure confirmed without its definition, art. 11",
      { hero: { stats: [{ ...sourced, definition: " ", confirmed: true }] } },
      [
        [
          "hero.stats[0]",
          /figure "98% de sucesso" is confirmed without its definition:/,
          "Resolução CFM 2.336/2023, art. 11",
        ],
      ],
    ],
    [
      "a figure confirmed without definition or source, art. 11",
      { facts: { items: [{ ...figure, confirmed: true }] } },
      [
        [
          "facts.items[0]",
          /without its definition and source/,
          "Resolução CFM 2.336/2023, art. 11",
        ],
      ],
    ],
    [
      "the privacy settings' placeholders: LGPD, art. 9º",
      { privacy: { ...privacy, requestContact: "Nome, e-mail ou WhatsApp [PREENCHER]" } },
      [["privacy.requestContact", /placeholder/, "LGPD (Lei 13.709/2018), art. 9º"]],
    ],
    [
      "neither the encarregado nor the exemption chosen yet: LGPD, art. 9º",
      { privacy: { ...privacy, officer: "[PREENCHER]" } },
      [["privacy.officer", /placeholder "\[PREENCHER\]"/, "LGPD (Lei 13.709/2018), art. 9º"]],
    ],
    ["the exemption claimed: none", { privacy: { ...privacy, officer: "pequeno porte" } }, []],
    [
      "the recipients, the host and the transfer not yet confirmed: LGPD, art. 9º",
      {
        privacy: {
          ...privacy,
          recipients: ["O centro cirúrgico: para a cirurgia."],
          host: "Cloudflare, empresa dos Estados Unidos",
          transferSafeguard: "as cláusulas-padrão da ANPD",
          confirmed: false,
        },
      },
      [
        [
          "privacy",
          /the privacy page's facts .* still to be checked/,
          "LGPD (Lei 13.709/2018), art. 9º",
        ],
      ],
    ],
    [
      "a controller's registration that names neither a CNPJ nor a CRM: LGPD, art. 9º",
      { privacy: { ...privacy, controllerRegistration: "Clínica de Olhos" } },
      [
        [
          "privacy.controllerRegistration",
          /CNPJ .* or the doctor's CRM/,
          "LGPD (Lei 13.709/2018), art. 9º",
        ],
      ],
    ],
    [
      "the doctor's CRM as the controller's registration: none",
      {
        privacy: {
          ...privacy,
          controller: "Dra. Ana Souza",
          controllerRegistration: "CRM-MA 12345",
        },
      },
      [],
    ],
  ])("%s", (_case, data, expected) => {
    expect(
      gateItems([{ file: "src/content/x.json", data }]).map(({ field, problem, rule }) => [
        field,
        problem,
        rule,
      ]),
    ).toEqual(
      expected.map(([field, problem, rule]) => [field, expect.stringMatching(problem), rule]),
    );
  });

  it("names the drawn portrait when it is still in place", () => {
    expect(gateItems([], { placeholderPortrait: "src/images/doctor-portrait.jpg" })).toEqual([
      expect.objectContaining({
        file: "src/images/doctor-portrait.jpg",
        problem: expect.stringMatching(/drawn placeholder/),
        problema: expect.stringMatching(/foto real/),
      }),
    ]);
  });

  it("finds every example the site ships with, each with its rule", () => {
    const items = gateItems([
      { file: "src/content/site-settings.json", data: settings },
      { file: "src/content/catarata.json", data: catarata },
    ]);
    const fields = items.map((item) => `${item.file} ${item.field}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        "src/content/site-settings.json crm",
        "src/content/site-settings.json whatsappNumber",
        "src/content/site-settings.json practice",
        "src/content/catarata.json testimonials.items[0]",
        "src/content/catarata.json hero.stats[0]",
        "src/content/site-settings.json privacy.controller",
        "src/content/site-settings.json privacy.controllerRegistration",
        "src/content/site-settings.json privacy.requestContact",
        "src/content/site-settings.json privacy.conversationRetention",
      ]),
    );
    for (const item of items)
      expect(item.rule).toMatch(
        /^(Resolução CFM 2\.336\/2023|LGPD \(Lei 13\.709\/2018\)), art\. \d+/,
      );
  });
});

describe("gateReport and gateLines", () => {
  const items = gateItems([
    { file: "src/content/site-settings.json", data: { crm: "0 [PREENCHER]" } },
    {
      file: "src/content/catarata.json",
      data: { hero: { stats: [{ value: "98%", label: "de sucesso", confirmed: false }] } },
    },
  ]);

  it("the build's error lists each item under its file, with its rule", () => {
    expect(gateReport(items)).toEqual([
      expect.stringMatching(/^SITE_STAGE=production: .* 2 item\(s\) of "Antes de publicar"/),
      " File: src/content/site-settings.json",
      '   - crm is the placeholder "0 [PREENCHER]" (Resolução CFM 2.336/2023, art. 4º)',
      " File: src/content/catarata.json",
      expect.stringMatching(
        /^ {3}- hero\.stats\[0\] figure "98% de sucesso" .*\(Resolução CFM 2\.336\/2023, art\. 11\)$/,
      ),
      expect.stringMatching(/preview/),
    ]);
  });

  it("says nothing when nothing remains", () => {
    expect(gateReport([])).toEqual([]);
  });

  it("the staff's lines are in Portuguese, with the field named as the editor names it", () => {
    expect(gateLines(items, (item) => (item.field === "crm" ? "CRM" : item.field))).toEqual([
      'site-settings.json › CRM: ainda é o exemplo "0 [PREENCHER]": preencha com o dado real (Resolução CFM 2.336/2023, art. 4º).',
      expect.stringMatching(
        /^catarata\.json › hero\.stats\[0\]: número ainda não conferido.*\(Resolução CFM 2\.336\/2023, art\. 11\)\.$/,
      ),
    ]);
  });
});

describe("unlinkPages", () => {
  const drafts = new Set(["/conteudos/glaucoma/"]);
  it.each([
    [
      "a link to a draft becomes its text",
      '<p>Leia sobre o <a href="/conteudos/glaucoma/">glaucoma</a>.</p>',
      "<p>Leia sobre o glaucoma.</p>",
    ],
    [
      "without its final slash, or with an anchor, too",
      '<a href="/conteudos/glaucoma#sinais">os <strong>sinais</strong></a>',
      "os <strong>sinais</strong>",
    ],
    [
      "other links stay",
      '<a href="/conteudos/catarata/">catarata</a> e <a href="https://www.cbo.com.br/">CBO</a>',
      '<a href="/conteudos/catarata/">catarata</a> e <a href="https://www.cbo.com.br/">CBO</a>',
    ],
  ])("%s", (_case, html, expected) => {
    expect(unlinkPages(html, drafts)).toBe(expected);
  });

  it("leaves everything when nothing is left out", () => {
    const html = '<a href="/conteudos/glaucoma/">glaucoma</a>';
    expect(unlinkPages(html, new Set())).toBe(html);
  });
});
