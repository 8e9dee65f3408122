import type { Practice } from "../../src/content/practiceDetails";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  faqPageJsonLd,
  internationalPhone,
  medicalWebPageJsonLd,
  openingHoursJsonLd,
  paymentJsonLd,
  postalAddressJsonLd,
  serializeJsonLd,
  structuredDataFor,
  type FaqEntry,
  type JsonLd,
} from "../../src/seo/structuredData";
import type { PagePath } from "../../src/shared/sitePages";

const morning = { opens: "08:00", closes: "12:00" };
const afternoon = { opens: "14:00", closes: "18:00" };
const closed: never[] = [];

const practice: Practice = {
  title: "Onde atendemos",
  address: { street: "Rua Grande, 123, sala 4", district: "Centro", postalCode: "65800-000" },
  replyTime: "em até 2 dias úteis",
  emergency: "Urgência nos olhos? Não espere resposta no WhatsApp: vá na hora a um pronto-socorro.",
  hours: {
    monday: [morning, afternoon],
    tuesday: [morning, afternoon],
    wednesday: [morning],
    thursday: [morning, afternoon],
    friday: [morning, afternoon],
    saturday: [morning],
    sunday: closed,
  },
  hoursExceptions: [],
  healthPlans: [],
  acceptsPrivate: true,
  paymentMethods: [],
  acceptingNewPatients: true,
  confirmed: true,
};

const settings = {
  doctorName: "Dra. Maria Souza",
  doctorTitle: "Médica Oftalmologista",
  whatsappNumber: "5599988887777",
  socialProfileUrl: "https://www.instagram.com/dra.maria",
  city: "Balsas",
  state: "MA",
  practice,
};
const siteUrl = "https://oftalmo.example.com/";
const faq: FaqEntry[] = [
  { question: "A cirurgia dói?", answer: "Não costuma doer." },
  { question: "Quanto tempo leva?", answer: "Cerca de 15 minutos." },
];

function graphOf(path: PagePath, withFaq = false): JsonLd[] {
  const data = structuredDataFor({
    siteUrl,
    path,
    settings,
    description: "Descrição da página.",
    ...(withFaq ? { faq } : {}),
  });
  expect(data["@context"]).toBe("https://schema.org");
  return data["@graph"] as JsonLd[];
}

describe("absoluteUrl", () => {
  it.each([
    ["https://a.example", "/", "https://a.example/"],
    ["https://a.example/", "/", "https://a.example/"],
    ["https://a.example//", "/catarata", "https://a.example/catarata/"],
    ["http://127.0.0.1:9123", "links", "http://127.0.0.1:9123/links/"],
    ["https://a.example", "/og-image.jpg", "https://a.example/og-image.jpg"],
  ])("%s + %s is %s", (base, path, expected) => {
    expect(absoluteUrl(base, path)).toBe(expected);
  });
});

describe("internationalPhone", () => {
  it.each([
    ["5599988887777", "+5599988887777"],
    ["55 (99) 98888-7777", "+5599988887777"],
  ])("%s is %s", (digits, expected) => {
    expect(internationalPhone(digits)).toBe(expected);
  });
});

describe("structuredDataFor", () => {
  it.each<[PagePath, string[]]>([
    ["/", ["Physician"]],
    ["/catarata/", ["Physician", "MedicalProcedure", "BreadcrumbList"]],
    ["/links/", ["Physician", "BreadcrumbList"]],
  ])("%s carries %j", (path, types) => {
    expect(graphOf(path).map((node) => node["@type"])).toEqual(types);
  });

  it("a page with questions carries a FAQPage; an empty list carries none", () => {
    expect(graphOf("/catarata/", true).map((node) => node["@type"])).toEqual([
      "Physician",
      "MedicalProcedure",
      "FAQPage",
      "BreadcrumbList",
    ]);
    const empty = structuredDataFor({ siteUrl, path: "/", settings, description: "", faq: [] });
    expect((empty["@graph"] as JsonLd[]).map((node) => node["@type"])).toEqual(["Physician"]);
  });

  it("never marks up our own testimonials as reviews or ratings", () => {
    const json = JSON.stringify(graphOf("/catarata/", true));
    expect(json).not.toMatch(/aggregateRating|"review"|"Review"/);
  });

  it("describes the practice with schema.org's specialty, a Brazilian address and an international phone", () => {
    const [physician] = graphOf("/");
    expect(physician).toEqual({
      "@type": "Physician",
      "@id": "https://oftalmo.example.com/#medico",
      name: "Dra. Maria Souza",
      description: "Médica Oftalmologista em Balsas - MA",
      medicalSpecialty: "Ophthalmologic",
      url: "https://oftalmo.example.com/",
      image: "https://oftalmo.example.com/og-image.jpg",
      telephone: "+5599988887777",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Rua Grande, 123, sala 4, Centro",
        addressLocality: "Balsas",
        addressRegion: "MA",
        postalCode: "65800-000",
        addressCountry: "BR",
      },
      hasMap:
        "https://www.google.com/maps/search/?api=1&query=Rua%20Grande%2C%20123%2C%20sala%204%2C%20Centro%2C%20Balsas%20-%20MA%2C%2065800-000%2C%20Brasil",
      openingHoursSpecification: openingHoursJsonLd(practice),
      isAcceptingNewPatients: true,
      sameAs: ["https://www.instagram.com/dra.maria"],
    });
  });

  it.each<[string, Partial<Practice>, Record<string, unknown>]>([
    ["a landline is the telephone", { landline: "559835551234" }, { telephone: "+559835551234" }],
    [
      "a map link set by hand wins over the address",
      { address: { ...practice.address, mapUrl: "https://maps.app.goo.gl/abc" } },
      { hasMap: "https://maps.app.goo.gl/abc" },
    ],
    ["a full agenda", { acceptingNewPatients: false }, { isAcceptingNewPatients: false }],
    [
      "a price and payment methods",
      { consultationPrice: "R$ 250,00", paymentMethods: ["Pix"] },
      { priceRange: "R$ 250,00", currenciesAccepted: "BRL", paymentAccepted: "Pix" },
    ],
  ])("the physician: %s", (_name, change, expected) => {
    const data = structuredDataFor({
      siteUrl,
      path: "/",
      settings: { ...settings, practice: { ...practice, ...change } },
      description: "",
    });
    expect((data["@graph"] as JsonLd[])[0]).toMatchObject(expected);
  });

  it("describes cataract surgery as a surgical procedure on the eye, by phacoemulsification", () => {
    const procedure = graphOf("/catarata/")[1];
    expect(procedure).toMatchObject({
      "@type": "MedicalProcedure",
      name: "Cirurgia de catarata",
      procedureType: "SurgicalProcedure",
      bodyLocation: "Olho",
      description: "Descrição da página.",
      url: "https://oftalmo.example.com/catarata/",
    });
    expect(procedure?.howPerformed).toMatch(/Facoemulsificação/);
    expect(procedure?.howPerformed).toMatch(/phacoemulsification/);
  });
});

describe("postalAddressJsonLd", () => {
  it.each([
    ["Rua Grande, 123", "Centro", "65800-000", "Rua Grande, 123, Centro"],
    [
      "Avenida Presidente Juscelino Kubitschek de Oliveira, 4500, bloco B, sala 1203",
      "Jardim São Cristóvão",
      "65055-000",
      "Avenida Presidente Juscelino Kubitschek de Oliveira, 4500, bloco B, sala 1203, Jardim São Cristóvão",
    ],
  ])("%s, %s, %s", (street, district, postalCode, streetAddress) => {
    expect(
      postalAddressJsonLd({
        city: "Balsas",
        state: "MA",
        practice: { address: { street, district, postalCode } },
      }),
    ).toEqual({
      "@type": "PostalAddress",
      streetAddress,
      addressLocality: "Balsas",
      addressRegion: "MA",
      postalCode,
      addressCountry: "BR",
    });
  });
});

describe("openingHoursJsonLd", () => {
  const spec = (extra: Record<string, unknown>) => ({
    "@type": "OpeningHoursSpecification",
    ...extra,
  });
  const weekdaysOnly = {
    monday: [morning, afternoon],
    tuesday: [morning, afternoon],
    wednesday: [morning, afternoon],
    thursday: [morning, afternoon],
    friday: [morning, afternoon],
    saturday: closed,
    sunday: closed,
  };

  it.each<[string, Pick<Practice, "hours" | "hoursExceptions">, JsonLd[]]>([
    [
      "each distinct interval once, with its days; a closed day nowhere",
      { hours: practice.hours, hoursExceptions: [] },
      [
        spec({
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
          opens: "08:00",
          closes: "12:00",
        }),
        spec({
          dayOfWeek: ["Monday", "Tuesday", "Thursday", "Friday"],
          opens: "14:00",
          closes: "18:00",
        }),
      ],
    ],
    [
      "a holiday closed all day: 00:00 to 00:00 on that date",
      {
        hours: weekdaysOnly,
        hoursExceptions: [{ from: "2026-12-25", reason: "Natal", intervals: [] }],
      },
      [
        spec({ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], ...morning }),
        spec({ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], ...afternoon }),
        spec({
          validFrom: "2026-12-25",
          validThrough: "2026-12-25",
          opens: "00:00",
          closes: "00:00",
        }),
      ],
    ],
    [
      "a short day and the doctor's holidays, in date order whatever the list's order",
      {
        hours: { ...weekdaysOnly, monday: closed, tuesday: closed },
        hoursExceptions: [
          { from: "2027-01-11", until: "2027-01-22", reason: "Férias do médico", intervals: [] },
          { from: "2026-12-24", reason: "Véspera de Natal", intervals: [morning] },
        ],
      },
      [
        spec({ dayOfWeek: ["Wednesday", "Thursday", "Friday"], ...morning }),
        spec({ dayOfWeek: ["Wednesday", "Thursday", "Friday"], ...afternoon }),
        spec({ validFrom: "2026-12-24", validThrough: "2026-12-24", ...morning }),
        spec({
          validFrom: "2027-01-11",
          validThrough: "2027-01-22",
          opens: "00:00",
          closes: "00:00",
        }),
      ],
    ],
  ])("%s", (_name, hours, expected) => {
    expect(openingHoursJsonLd(hours)).toEqual(expected);
  });
});

describe("paymentJsonLd", () => {
  it.each<[string, Pick<Practice, "consultationPrice" | "paymentMethods" | "healthPlans">, JsonLd]>(
    [
      ["nothing given, nothing said", { paymentMethods: [], healthPlans: [] }, {}],
      [
        "health plans only: no currency, the plans as payment",
        { paymentMethods: [], healthPlans: ["Unimed", "Bradesco Saúde"] },
        { paymentAccepted: "Convênio Unimed, Convênio Bradesco Saúde" },
      ],
      [
        "price, methods and plans",
        {
          consultationPrice: "R$ 250,00",
          paymentMethods: ["Pix", "Cartão de crédito"],
          healthPlans: ["Unimed"],
        },
        {
          priceRange: "R$ 250,00",
          currenciesAccepted: "BRL",
          paymentAccepted: "Pix, Cartão de crédito, Convênio Unimed",
        },
      ],
    ],
  )("%s", (_name, given, expected) => {
    expect(paymentJsonLd(given)).toEqual(expected);
  });
});

describe("faqPageJsonLd", () => {
  it("every question with its accepted answer, in the list's order", () => {
    expect(faqPageJsonLd(siteUrl, "/catarata/", faq)).toEqual({
      "@type": "FAQPage",
      "@id": "https://oftalmo.example.com/catarata/#perguntas",
      mainEntity: [
        {
          "@type": "Question",
          name: "A cirurgia dói?",
          acceptedAnswer: { "@type": "Answer", text: "Não costuma doer." },
        },
        {
          "@type": "Question",
          name: "Quanto tempo leva?",
          acceptedAnswer: { "@type": "Answer", text: "Cerca de 15 minutos." },
        },
      ],
    });
  });
});

describe("breadcrumbJsonLd", () => {
  it("the home page has no trail", () => {
    expect(breadcrumbJsonLd(siteUrl, "/")).toBeNull();
  });

  it.each<[PagePath, string, string]>([
    ["/catarata/", "Catarata", "https://oftalmo.example.com/catarata/"],
    ["/links/", "Links Importantes", "https://oftalmo.example.com/links/"],
  ])("%s: Início, then %s", (path, name, item) => {
    expect(breadcrumbJsonLd(siteUrl, path)).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Início", item: "https://oftalmo.example.com/" },
        { "@type": "ListItem", position: 2, name, item },
      ],
    });
  });
});

describe("breadcrumbJsonLd: an article", () => {
  it("Início, then Conteúdos, then the article by its title", () => {
    expect(breadcrumbJsonLd(siteUrl, "/conteudos/glaucoma/", "Glaucoma tem sintomas?")).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Início", item: "https://oftalmo.example.com/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Conteúdos",
          item: "https://oftalmo.example.com/conteudos/",
        },
        {
          "@type": "ListItem",
          position: 3,
          name: "Glaucoma tem sintomas?",
          item: "https://oftalmo.example.com/conteudos/glaucoma/",
        },
      ],
    });
  });
});

describe("medicalWebPageJsonLd", () => {
  const article = {
    title: "Glaucoma tem sintomas?",
    slug: "glaucoma",
    summary: "O glaucoma quase não dá sinais.",
    condition: "glaucoma",
    publishedOn: "2026-01-10",
    sources: [{ title: "Ministério da Saúde: Glaucoma", url: "https://www.gov.br/saude/glaucoma" }],
  };
  const common = {
    "@type": "MedicalWebPage",
    "@id": "https://oftalmo.example.com/conteudos/glaucoma/#artigo",
    url: "https://oftalmo.example.com/conteudos/glaucoma/",
    name: "Glaucoma tem sintomas?",
    headline: "Glaucoma tem sintomas?",
    description: "O glaucoma quase não dá sinais.",
    inLanguage: "pt-BR",
    about: { "@type": "MedicalCondition", name: "Glaucoma" },
    audience: { "@type": "Patient" },
    image: "https://oftalmo.example.com/conteudos/glaucoma/og-image.jpg",
    citation: [
      {
        "@type": "CreativeWork",
        name: "Ministério da Saúde: Glaucoma",
        url: "https://www.gov.br/saude/glaucoma",
      },
    ],
  };

  it.each<[string, { confirmed: boolean; reviewedOn?: string }, Record<string, unknown>]>([
    [
      "reviewed: the doctor's, published on its date, reviewedBy the doctor, lastReviewed its date",
      { confirmed: true, reviewedOn: "2026-02-01" },
      {
        ...common,
        author: { "@id": "https://oftalmo.example.com/#medico" },
        datePublished: "2026-01-10",
        reviewedBy: { "@id": "https://oftalmo.example.com/#medico" },
        lastReviewed: "2026-02-01",
      },
    ],
    ["a draft claims no author, no date and no review", { confirmed: false }, common],
    [
      "a date without the switch claims no author, no date and no review",
      { confirmed: false, reviewedOn: "2026-02-01" },
      common,
    ],
  ])("%s", (_case, review, expected) => {
    expect(medicalWebPageJsonLd(siteUrl, { ...article, ...review })).toEqual(expected);
  });

  it("the doctor it points at is the page's Physician", () => {
    const graph = structuredDataFor({
      siteUrl,
      path: "/conteudos/glaucoma/",
      settings,
      description: article.summary,
      article: { ...article, confirmed: true, reviewedOn: "2026-02-01" },
    })["@graph"] as JsonLd[];
    const physician = graph.find((node) => node["@type"] === "Physician")!;
    const page = graph.find((node) => node["@type"] === "MedicalWebPage")!;
    expect(physician["@id"]).toBe((page.author as JsonLd)["@id"]);
    expect(graph.map((node) => node["@type"])).toEqual([
      "Physician",
      "MedicalWebPage",
      "BreadcrumbList",
    ]);
  });
});

describe("serializeJsonLd", () => {
  it.each([
    ["</script><script>alert(1)</script>", ["</script", "<script"]],
    ["<!-- comment", ["<!--"]],
    ["a & b > c", ["&", ">"]],
    ["line\u2028separator\u2029", ["\u2028", "\u2029"]],
  ])("%j cannot break out of the script element", (text, forbidden) => {
    const json = serializeJsonLd({ name: text });
    for (const piece of forbidden) expect(json).not.toContain(piece);
    expect(JSON.parse(json)).toEqual({ name: text });
  });
});
