import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { editorConfig, editorFields, type EditorField } from "../../src/admin/editorConfig";
import {
  group,
  list,
  longText,
  optional,
  photo,
  shortText,
  sitePage,
  stars,
  whatsappNumber,
} from "../../src/content/contentFields";
import { contentFiles, graphqlTypeNameFor, type ContentFile } from "../../src/content/contentModel";
import { graphqlTypeDefs } from "../../src/content/graphqlTypes";
import { jsonSchemaFor } from "../../src/content/jsonSchemas";
import {
  refreshCommand,
  staleSchemaFiles,
  writeSchemaFiles,
} from "../../plugins/content-gate/schemaFiles";

const contentDir = join(__dirname, "../../src/content");

/** A small content file declared with the model's own field kinds: what a new page would look like. */
function fixtureModel(extraFields = {}) {
  return group(
    { label: "Página de teste", hint: "Só para os testes." },
    {
      title: shortText({ label: "Título", hint: "Curto." }),
      body: longText({ label: "Texto" }),
      phone: whatsappNumber({ label: "WhatsApp" }),
      picture: photo({ label: "Foto" }),
      reviews: list(
        { label: "Avaliações", min: 2 },
        group(
          { label: "Avaliação", graphql: "Review" },
          { name: shortText({ label: "Nome" }), rating: stars({ label: "Estrelas" }) },
        ),
      ),
      tags: list({ label: "Etiquetas", min: 1 }, shortText({ label: "Etiqueta" })),
      box: group({ label: "Caixa" }, { note: optional(shortText({ label: "Nota" })) }),
      gallery: list({ label: "Galeria", min: 1 }, photo({ label: "Foto da galeria" })),
      extraPicture: optional(photo({ label: "Outra foto" })),
      link: group(
        { label: "Link", dependentRequired: { text: ["to"] } },
        {
          to: optional(sitePage({ label: "Página" })),
          text: optional(shortText({ label: "Texto" })),
        },
      ),
      ...extraFields,
    },
  );
}

const fixtureFile = (model = fixtureModel()): ContentFile => ({
  file: "pagina-teste.json",
  name: "pagina-teste",
  model: model as unknown as ContentFile["model"],
});

describe("the content model: one declaration, four views", () => {
  const schema = jsonSchemaFor(fixtureModel());
  const sdl = graphqlTypeDefs([fixtureFile()]);
  const fields = editorFields(fixtureModel());
  const field = (name: string) => fields.find((f) => f.name === name);

  it.each<[string, () => unknown, unknown]>([
    [
      "JSON Schema: the dialect",
      () => schema.$schema,
      "https://json-schema.org/draft/2020-12/schema",
    ],
    ["JSON Schema: the file's title in Portuguese", () => schema.title, "Página de teste"],
    ["JSON Schema: unknown fields are refused", () => schema.additionalProperties, false],
    [
      "JSON Schema: every field but the optional is required",
      () => schema.required,
      ["title", "body", "phone", "picture", "reviews", "tags", "box", "gallery", "link"],
    ],
    [
      "JSON Schema: a short text must not be blank nor past 200 characters, and carries its label and hint",
      () => (schema.properties as Record<string, unknown>).title,
      {
        title: "Título",
        description: "Curto.",
        minLength: 1,
        maxLength: 200,
        pattern: "\\S",
        type: "string",
      },
    ],
    [
      "JSON Schema: stars are whole numbers from 1 to 5",
      () =>
        (schema as { properties: { reviews: { items: { properties: unknown } } } }).properties
          .reviews.items.properties,
      {
        name: { title: "Nome", minLength: 1, maxLength: 200, pattern: "\\S", type: "string" },
        rating: { title: "Estrelas", minimum: 1, maximum: 5, type: "integer" },
      },
    ],
    [
      "JSON Schema: a list's minimum",
      () => (schema.properties as Record<string, { minItems?: number }>).reviews?.minItems,
      2,
    ],
    [
      "JSON Schema: the $schema key each file starts with is allowed",
      () => (schema.properties as Record<string, { type?: string }>).$schema?.type,
      "string",
    ],
    [
      "JSON Schema: none of the model's own marks",
      () => JSON.stringify(schema).match(/"x-[a-z-]+"/g),
      null,
    ],
    [
      "GraphQL: the file's node type",
      () => sdl.includes("type PaginaTesteJson implements Node @dontInfer {"),
      true,
    ],
    ["GraphQL: required text", () => sdl.includes("  title: String!\n"), true],
    [
      "GraphQL: the photo is a file",
      () => sdl.includes("  picture: File! @fileByRelativePath\n"),
      true,
    ],
    ["GraphQL: a named group in a list", () => sdl.includes("  reviews: [Review!]!\n"), true],
    [
      "GraphQL: stars are Int",
      () => /type Review @dontInfer \{\n {2}name: String!\n {2}rating: Int!\n\}/.test(sdl),
      true,
    ],
    ["GraphQL: a list of texts", () => sdl.includes("  tags: [String!]!\n"), true],
    [
      "GraphQL: an unnamed group is named by its place",
      () => sdl.includes("  box: PaginaTesteBox!\n"),
      true,
    ],
    [
      "GraphQL: a list of photos is a list of files, the directive after the whole type",
      () => sdl.includes("  gallery: [File!]! @fileByRelativePath\n"),
      true,
    ],
    [
      "GraphQL: an optional photo",
      () => sdl.includes("  extraPicture: File @fileByRelativePath\n"),
      true,
    ],
    [
      "JSON Schema: a field that needs another",
      () =>
        (schema.properties as Record<string, { dependentRequired?: unknown }>).link
          ?.dependentRequired,
      { text: ["to"] },
    ],
    [
      "JSON Schema: a page of the site, never //another-site",
      () =>
        (schema as { properties: { link: { properties: { to: { pattern: string } } } } }).properties
          .link.properties.to.pattern,
      "^/(?!/)",
    ],
    ["editor: a list of photos", () => field("gallery")?.field?.widget, "image"],
    [
      "editor: the photo's rule, whatever the case of its name",
      () => new RegExp(field("picture")?.pattern?.[0] ?? "$^").test("../images/IMG_1.JPG"),
      true,
    ],
    [
      "GraphQL: an optional field is nullable",
      () => /type PaginaTesteBox @dontInfer \{\n {2}note: String\n\}/.test(sdl),
      true,
    ],
    [
      "editor: a short text, with label, hint and the not-blank rule in Portuguese",
      () => field("title"),
      {
        name: "title",
        label: "Título",
        hint: "Curto.",
        widget: "string",
        pattern: ["\\S", "Não pode ficar em branco."],
      },
    ],
    ["editor: a long text is a text box", () => field("body")?.widget, "text"],
    ["editor: the phone's rule", () => field("phone")?.pattern?.[0], "^55\\d{10,11}$"],
    ["editor: the photo is an image", () => field("picture")?.widget, "image"],
    [
      "editor: a list of cards, at least 2, with stars from 1 to 5",
      () => field("reviews"),
      {
        name: "reviews",
        label: "Avaliações",
        widget: "list",
        min: 2,
        collapsed: true,
        fields: [
          {
            name: "name",
            label: "Nome",
            widget: "string",
            pattern: ["\\S", "Não pode ficar em branco."],
          },
          {
            name: "rating",
            label: "Estrelas",
            widget: "number",
            value_type: "int",
            min: 1,
            max: 5,
          },
        ],
      },
    ],
    ["editor: a list of texts", () => field("tags")?.field?.label, "Etiqueta"],
    ["editor: an optional field", () => field("box")?.fields?.[0]?.required, false],
  ])("%s", (_name, actual, expected) => {
    expect(actual()).toEqual(expected);
  });

  it("a field added to the model appears in the JSON Schema, the GraphQL type and the editor", () => {
    const grown = fixtureModel({ subtitle: shortText({ label: "Subtítulo" }) });
    expect(Object.keys(jsonSchemaFor(grown).properties as object)).toContain("subtitle");
    expect(jsonSchemaFor(grown).required).toContain("subtitle");
    expect(graphqlTypeDefs([fixtureFile(grown)])).toContain("  subtitle: String!\n");
    expect(editorFields(grown).map((f) => f.name)).toContain("subtitle");
    expect(editorFields(grown).find((f) => f.name === "subtitle")?.label).toBe("Subtítulo");
  });

  it("two different groups may not take the same GraphQL name", () => {
    const clash = fixtureModel({
      other: group({ label: "Outra", graphql: "Review" }, { name: shortText({ label: "Nome" }) }),
    });
    expect(() => graphqlTypeDefs([fixtureFile(clash)])).toThrow("both named Review");
  });
});

describe("the shipped model", () => {
  it.each<[string, string]>([
    ["home.json", "HomeJson"],
    ["site-settings.json", "SiteSettingsJson"],
    ["site-settings", "SiteSettingsJson"],
  ])("%s is the GraphQL type %s, as gatsby-transformer-json names it", (file, type) => {
    expect(graphqlTypeNameFor(file)).toBe(type);
  });

  it("keeps the GraphQL type names the page queries and generated types use", () => {
    const names = [...graphqlTypeDefs(contentFiles).matchAll(/^type (\w+)/gm)]
      .map((m) => m[1])
      .sort();
    expect(names).toEqual(
      [
        "CatarataFacts",
        "CatarataFaq",
        "CatarataFinalCta",
        "CatarataHero",
        "CatarataJson",
        "CatarataProfile",
        "CatarataSymptoms",
        "CatarataTechnique",
        "CatarataTestimonials",
        "CatarataTopBar",
        "HomeClosing",
        "HomeGlaucoma",
        "HomeHero",
        "HomeJson",
        "HomeRefractive",
        "HomeRetina",
        "HomeServices",
        "LinksJson",
        "RetinaCard",
        "Seo",
        "Service",
        "SiteLink",
        "SiteSettingsJson",
        "Stat",
        "Testimonial",
        "TitledText",
        "FaqItem",
        "HoursException",
        "OpeningInterval",
        "SiteSettingsPractice",
        "SiteSettingsPracticeAddress",
        "SiteSettingsPracticeHours",
        "SiteSettingsPrivacy",
        "SiteSettingsVisit",
        "ConditionCard",
        "ConteudosArticleCta",
        "ConteudosJson",
      ].sort(),
    );
  });

  const config = editorConfig(contentFiles, { name: "github", repo: "a/b", branch: "main" });
  const pages = config.collections.flatMap((collection) =>
    "files" in collection ? [collection] : [],
  )[0]!;
  const articles = config.collections.flatMap((collection) =>
    "folder" in collection ? [collection] : [],
  )[0]!;
  const entry = (name: string) => pages.files.find((f) => f.name === name)!;
  const fieldAt = (name: string, ...path: string[]) =>
    path.reduce(
      (fields, key, index) => {
        const found = fields.find((f) => f.name === key)!;
        return index === path.length - 1 ? [found] : (found.fields ?? []);
      },
      entry(name).fields as ReturnType<typeof editorFields>,
    )[0]!;

  it("names the doctor in the editor's labels in no one form: the staff may be a man's or a woman's", () => {
    const labels: string[] = [];
    const collect = (field: EditorField) => {
      labels.push(field.label);
      for (const inner of field.fields ?? []) collect(inner);
      if (field.field) collect(field.field);
    };
    for (const file of [...pages.files, articles])
      for (const field of file.fields as EditorField[]) collect(field);
    expect(labels.length).toBeGreaterThan(100);
    const oneForm = labels.filter(
      (label) =>
        /\bm[eé]dico\b(?!\(a\))/i.test(label) || /\bDr\./.test(label) !== /\bDra\./.test(label),
    );
    expect(oneForm).toEqual([]);
  });

  it("gives the editor one entry per content file, pointing at the file, in Portuguese", () => {
    expect(config.locale).toBe("pt");
    expect(pages.files.map((f) => [f.name, f.file])).toEqual([
      ["home", "src/content/home.json"],
      ["catarata", "src/content/catarata.json"],
      ["links", "src/content/links.json"],
      ["conteudos", "src/content/conteudos.json"],
      ["site-settings", "src/content/site-settings.json"],
    ]);
    expect(entry("catarata").fields[0]).toMatchObject({
      name: "$schema",
      widget: "hidden",
      default: "./schemas/catarata.schema.json",
    });
  });

  it("gives the editor the articles as a folder staff add to, each file named by its slug", () => {
    expect(articles).toMatchObject({
      name: "artigos",
      label: "Artigos",
      label_singular: "Artigo",
      folder: "src/content/artigos",
      create: true,
      extension: "json",
      identifier_field: "title",
      slug: "{{fields.slug}}",
    });
    const field = (name: string) => articles.fields.find((f) => f.name === name) as EditorField;
    expect(field("$schema")).toMatchObject({
      widget: "hidden",
      default: "../schemas/artigo.schema.json",
    });
    // Left empty, the slug is made from the title before saving (src/admin/main.tsx).
    expect(field("slug")).toMatchObject({ widget: "string", required: false });
    expect(field("body")).toMatchObject({ widget: "markdown", editor_components: ["image"] });
    expect(field("condition")).toMatchObject({ widget: "select" });
    expect(field("condition").options).toContainEqual({ value: "glaucoma", label: "Glaucoma" });
    expect(field("related").field).toMatchObject({
      widget: "relation",
      collection: "artigos",
      value_field: "slug",
      display_fields: ["title"],
    });
    expect(field("confirmed")).toMatchObject({ widget: "boolean", default: false });
  });

  it.each<[string, string, string[], Record<string, unknown>]>([
    [
      "a testimonial's stars",
      "catarata",
      ["testimonials", "items", "rating"],
      { widget: "number", min: 1, max: 5, value_type: "int" },
    ],
    [
      "a testimonial's text",
      "catarata",
      ["testimonials", "items", "text"],
      { widget: "text", label: "O que o paciente diz" },
    ],
    ["the photo", "site-settings", ["photo"], { widget: "image" }],
    ["a service's optional link", "home", ["services", "items", "link"], { required: false }],
    [
      "the street, in Portuguese",
      "site-settings",
      ["practice", "address", "street"],
      { widget: "string", label: "Rua e número" },
    ],
    [
      "the CEP's rule",
      "site-settings",
      ["practice", "address", "postalCode"],
      {
        label: "CEP",
        pattern: ["^\\d{5}-\\d{3}$", "Oito números com um traço, por exemplo 65000-000."],
      },
    ],
    [
      "the hand-set map link is optional",
      "site-settings",
      ["practice", "address", "mapUrl"],
      { label: "Link do mapa", required: false },
    ],
    [
      "Monday's hours: a list of intervals, none meaning closed",
      "site-settings",
      ["practice", "hours", "monday"],
      { widget: "list", label: "Segunda-feira", min: 0, hint: expect.stringContaining("fechado") },
    ],
    [
      "an interval's opening time",
      "site-settings",
      ["practice", "hours", "sunday", "opens"],
      { label: "Abre às", pattern: [expect.any(String), expect.stringContaining("08:00")] },
    ],
    [
      "a dated exception's date",
      "site-settings",
      ["practice", "hoursExceptions", "from"],
      { label: "Data", hint: expect.stringContaining("2026-12-25") },
    ],
    [
      "the health plans",
      "site-settings",
      ["practice", "healthPlans"],
      { widget: "list", label: "Convênios aceitos", min: 0 },
    ],
    [
      "private consultations, a switch that starts on",
      "site-settings",
      ["practice", "acceptsPrivate"],
      { widget: "boolean", label: "Atende particular", default: true },
    ],
    [
      "the optional price, with the council's rule in the hint",
      "site-settings",
      ["practice", "consultationPrice"],
      { required: false, hint: expect.stringContaining("CFM 2.336/2023") },
    ],
    [
      "a testimonial's confirmation, off for a new one, saying what art. 14 asks",
      "catarata",
      ["testimonials", "items", "confirmed"],
      { widget: "boolean", default: false, hint: expect.stringContaining("autorizou") },
    ],
    [
      "the testimonials' hint names the council's article",
      "catarata",
      ["testimonials", "items"],
      { hint: expect.stringContaining("art. 14") },
    ],
    [
      "a figure's confirmation",
      "catarata",
      ["hero", "stats", "confirmed"],
      { widget: "boolean", default: false, label: "Número conferido na revisão médica" },
    ],
    [
      "a FAQ answer's confirmation",
      "catarata",
      ["faq", "items", "confirmed"],
      { widget: "boolean", default: false, label: "Resposta conferida na revisão médica" },
    ],
    [
      "the links page's map link",
      "links",
      ["directionsLabel"],
      { widget: "string", label: "Link do mapa" },
    ],
  ])("%s", (_name, file, path, expected) => {
    expect(fieldAt(file, ...path)).toMatchObject(expected);
  });

  it.each<[string, boolean]>([
    ["5598987654321", true],
    ["559898765432", true],
    ["55989876543ab", false],
    ["(98) 98765-4321", false],
    ["98987654321", false],
  ])("the editor's phone rule takes %s: %s", (phone, accepted) => {
    const [pattern] = fieldAt("site-settings", "whatsappNumber").pattern!;
    expect(new RegExp(pattern).test(phone)).toBe(accepted);
  });
});

describe("the practice's details in the shipped model", () => {
  const settings = jsonSchemaFor(
    contentFiles.find((f) => f.file === "site-settings.json")!.model,
  ) as { properties: { practice: Record<string, unknown> } };
  const practice = settings.properties.practice as {
    required: string[];
    properties: Record<string, { properties?: Record<string, { pattern?: string }> }>;
  };
  const sdl = graphqlTypeDefs(contentFiles);

  it("JSON Schema: what the practice must give, and what it may leave out", () => {
    expect(practice.required).toEqual([
      "title",
      "address",
      "replyTime",
      "emergency",
      "hours",
      "hoursExceptions",
      "healthPlans",
      "acceptsPrivate",
      "paymentMethods",
      "acceptingNewPatients",
      "confirmed",
    ]);
    expect(Object.keys(practice.properties.hours!.properties!)).toEqual([
      "monday",
      "tuesday",
      "wednesday",
      "thursday",
      "friday",
      "saturday",
      "sunday",
    ]);
  });

  it.each<[string, string, boolean]>([
    ["opens", "08:00", true],
    ["opens", "23:59", true],
    ["opens", "8:00", false],
    ["opens", "24:00", false],
    ["opens", "08h00", false],
    ["from", "2026-12-25", true],
    ["from", "25/12/2026", false],
    ["from", "2026-13-01", false],
  ])("JSON Schema: %s takes %s: %s", (key, value, accepted) => {
    type Node = { pattern?: string; items?: Node; properties?: Record<string, Node> };
    const fields = practice.properties as Record<string, Node>;
    const rule =
      key === "opens"
        ? fields.hours!.properties!.monday!.items!.properties!.opens!.pattern!
        : fields.hoursExceptions!.items!.properties!.from!.pattern!;
    expect(new RegExp(rule).test(value)).toBe(accepted);
  });

  it.each([
    "  practice: SiteSettingsPractice!\n",
    "  monday: [OpeningInterval!]!\n",
    "  hoursExceptions: [HoursException!]!\n",
    "  until: String\n",
    "  acceptsPrivate: Boolean!\n",
    "  consultationPrice: String\n",
    "  landline: String\n",
    "  faq: CatarataFaq!\n",
    "  items: [FaqItem!]!\n",
    "  directionsLabel: String!\n",
  ])("GraphQL has %j", (line) => {
    expect(sdl).toContain(line);
  });
});

describe("the schema files in src/content/schemas", () => {
  it(`are what the model gives (else run ${refreshCommand})`, () => {
    expect(staleSchemaFiles(contentDir)).toEqual([]);
  });

  it("a stale or missing file is named, and writing them anew mends it", () => {
    const dir = mkdtempSync(join(tmpdir(), "schemas-"));
    try {
      cpSync(join(contentDir, "schemas"), join(dir, "schemas"), { recursive: true });
      expect(staleSchemaFiles(dir)).toEqual([]);
      writeFileSync(join(dir, "schemas/links.schema.json"), "{}\n");
      rmSync(join(dir, "schemas/home.schema.json"));
      expect(staleSchemaFiles(dir)).toEqual([
        join(dir, "schemas/home.schema.json"),
        join(dir, "schemas/links.schema.json"),
      ]);
      writeSchemaFiles(dir);
      expect(staleSchemaFiles(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
