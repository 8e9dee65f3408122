import {
  absoluteUrl,
  breadcrumbJsonLd,
  internationalPhone,
  serializeJsonLd,
  structuredDataFor,
  type JsonLd,
  type SeoPath,
} from "../../src/seo/structuredData";

const settings = {
  doctorName: "Dra. Maria Souza",
  doctorTitle: "Médica Oftalmologista",
  whatsappNumber: "5599988887777",
  socialProfileUrl: "https://www.instagram.com/dra.maria",
  city: "Balsas",
  state: "MA",
};
const siteUrl = "https://oftalmo.example.com/";

function graphOf(path: SeoPath): JsonLd[] {
  const data = structuredDataFor({ siteUrl, path, settings, description: "Descrição da página." });
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
  it.each<[SeoPath, string[]]>([
    ["/", ["Physician"]],
    ["/catarata", ["Physician", "MedicalProcedure", "BreadcrumbList"]],
    ["/links", ["Physician", "BreadcrumbList"]],
  ])("%s carries %j", (path, types) => {
    expect(graphOf(path).map((node) => node["@type"])).toEqual(types);
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
        addressLocality: "Balsas",
        addressRegion: "MA",
        addressCountry: "BR",
      },
      sameAs: ["https://www.instagram.com/dra.maria"],
    });
  });

  it("describes cataract surgery as a surgical procedure on the eye, by phacoemulsification", () => {
    const procedure = graphOf("/catarata")[1];
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

describe("breadcrumbJsonLd", () => {
  it("the home page has no trail", () => {
    expect(breadcrumbJsonLd(siteUrl, "/")).toBeNull();
  });

  it.each<[SeoPath, string, string]>([
    ["/catarata", "Catarata", "https://oftalmo.example.com/catarata/"],
    ["/links", "Links Importantes", "https://oftalmo.example.com/links/"],
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
