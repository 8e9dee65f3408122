/**
 * The publish gate: what must be true before the site goes live ("Antes de publicar", docs/publishing-gate.md),
 * and the rule of Resolução CFM 2.336/2023 that asks for each. A production build (SITE_STAGE=production) stops
 * while any item remains and leaves draft articles out; a preview build shows the same list on every page; the
 * web editor shows it in Portuguese before publishing. Pure: the build and the editor hand it the files.
 */
import { pageAddress } from "../shared/pageAddress";
import {
  findExampleTestimonials,
  findPlaceholders,
  findUnconfirmed,
  findUnconsentedTestimonials,
  findUnsourcedFigures,
  type UnconfirmedKind,
} from "./findPlaceholders";

/** What a build is for: the live site, or a preview that may still hold examples and drafts. */
export type SiteStage = "production" | "preview";

/** The stage named by SITE_STAGE: "production", else a preview (unset, empty or "preview"). */
export function siteStage(value: string | undefined): SiteStage {
  if (value === undefined || value === "" || value === "preview") return "preview";
  if (value === "production") return "production";
  throw new Error(
    `SITE_STAGE is ${JSON.stringify(value)}: set it to "production" for the live site, or "preview" (or leave it unset) for a preview.`,
  );
}

/** The resolution every rule below belongs to. */
const councilResolution = "Resolução CFM 2.336/2023";

/** The articles of the resolution each kind of item answers to. */
const councilArticles = {
  /** Name, "Médico"/"Médica" with the CRM, the specialty with its RQE, in every piece of advertising. */
  identification: "art. 4º",
  /** The doctor answers for everything published in the practice's name. */
  responsibility: "art. 3º",
  /** No promise or guarantee of a result, no sensationalism: a figure must be one the doctor can show. */
  claims: "art. 11",
  /** A patient's testimonial: real, consented, sober, the patient identified by initials only. */
  testimonials: "art. 14",
} as const;

type CouncilRule = keyof typeof councilArticles;

/**
 * The data protection law: what a practice must tell the patient of who answers for the data, how to reach them,
 * who else receives it and why, and how long it is kept (Lei 13.709/2018, art. 9º), which the privacy page says
 * from the settings.
 */
const privacyRule = "LGPD (Lei 13.709/2018), art. 9º";

/** Settings fields that identify the doctor (art. 4º). */
const identificationFields = new Set(["doctorName", "doctorTitle", "crm", "rqe", "state"]);

/** A registration that names the controller: a CNPJ (14 digits) or a CRM with its state and number. */
const controllerRegistrationPattern =
  /CNPJ\D{0,3}\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}|CRM[- ]?[A-Z]{2}\D{0,3}\d+/i;

/** One thing that stops a production build. */
export interface GateItem {
  /** The file, as the build names it ("src/content/catarata.json"). */
  file: string;
  /** The field's path in it ("testimonials.items[0]"), or "" for the whole file. */
  field: string;
  /** What is wrong, in English, for the build's log. */
  problem: string;
  /** The same, in Portuguese, for the staff (the editor and the preview notice). */
  problema: string;
  /** The rule that asks for it: "Resolução CFM 2.336/2023, art. 14". */
  rule: string;
}

/** A content file as the gate reads it. */
export interface GateFile {
  /** As the build names it ("src/content/artigos/catarata.json"). */
  file: string;
  data: unknown;
}

const rule = (name: CouncilRule) => `${councilResolution}, ${councilArticles[name]}`;

/** The council's rule by name, or the data protection law's. */
const ruleOf = (name: CouncilRule | "privacy") => (name === "privacy" ? privacyRule : rule(name));

const unconfirmedRules: Record<
  UnconfirmedKind,
  { rule: CouncilRule | "privacy"; problema: string }
> = {
  article: {
    rule: "responsibility",
    problema: "artigo ainda sem revisão médica ('Revisão médica feita')",
  },
  testimonial: {
    rule: "testimonials",
    problema:
      "depoimento de exemplo: troque por um real, autorizado por escrito, sóbrio e com as iniciais do paciente, e marque 'Depoimento real e autorizado'",
  },
  faq: {
    rule: "responsibility",
    problema:
      "resposta ainda não conferida na revisão médica ('Resposta conferida na revisão médica')",
  },
  figure: {
    rule: "claims",
    problema:
      "número ainda não conferido: só pode ir ao ar se for possível mostrar de onde vem ('Número conferido na revisão médica')",
  },
  practice: {
    rule: "responsibility",
    problema:
      "endereço, horários, convênios e preços ainda não conferidos ('Dados conferidos pelo consultório')",
  },
  visit: {
    rule: "responsibility",
    problema:
      "o que o paciente precisa saber antes da consulta (duração, o que trazer, dilatação, preço da refração) ainda não conferido pelo consultório",
  },
  privacy: {
    rule: "privacy",
    problema:
      "quem mais recebe os dados dos pacientes, a empresa que hospeda o site e a garantia da transferência ainda não conferidos ('Privacidade conferida pelo consultório')",
  },
  card: { rule: "responsibility", problema: "ainda não conferido" },
};

/** The paths of the cards left unconfirmed: an example there is already an item, and is not named twice. */
function unconfirmedPaths(data: unknown): Set<string> {
  return new Set(findUnconfirmed(data).map(({ path }) => path));
}

/**
 * The settings' privacy group, once filled in, must name the controller's registration: the practice's CNPJ or the
 * doctor's CRM (the privacy page says whose data it is). Its placeholders are items of their own.
 */
function privacyItems(file: string, data: unknown): GateItem[] {
  if (data === null || typeof data !== "object" || !("privacy" in data)) return [];
  const privacy = (data as { privacy: unknown }).privacy as Record<string, unknown> | null;
  const registration = privacy?.controllerRegistration;
  if (typeof registration !== "string" || findPlaceholders(registration).length > 0) return [];
  if (controllerRegistrationPattern.test(registration)) return [];
  return [
    {
      file,
      field: "privacy.controllerRegistration",
      problem: `is ${JSON.stringify(registration)}: it must name the controller's CNPJ (CNPJ 12.345.678/0001-90) or the doctor's CRM (CRM-MA 12345)`,
      problema:
        'precisa dizer o CNPJ do consultório ("CNPJ 12.345.678/0001-90") ou o CRM do(a) médico(a) ("CRM-MA 12345")',
      rule: privacyRule,
    },
  ];
}

/** Whether an article is a draft: not yet reviewed by the doctor, so left out of the live site. */
export function isDraft(article: { readonly confirmed: boolean }): boolean {
  return !article.confirmed;
}

/** The articles a build of `stage` publishes: all of them in a preview, the reviewed ones in production. */
export function publishedArticles<Article extends { readonly confirmed: boolean }>(
  articles: readonly Article[],
  stage: SiteStage,
): Article[] {
  return stage === "production" ? articles.filter((article) => !isDraft(article)) : [...articles];
}

/** Whether a content file's data is an article (a file of src/content/artigos/). */
export function isArticle(data: unknown): data is { confirmed: boolean } {
  return data !== null && typeof data === "object" && "body" in data && "sources" in data;
}

/**
 * Everything that stops a production build, file by file: each placeholder, each card left unconfirmed, each
 * testimonial still an example or marked real without its written authorization on record, and the drawn portrait. Draft articles are not items: a production build leaves them out.
 */
export function gateItems(
  files: readonly GateFile[],
  { placeholderPortrait }: { placeholderPortrait?: string } = {},
): GateItem[] {
  const items = files.flatMap(({ file, data }): GateItem[] => {
    if (isArticle(data) && isDraft(data)) return [];
    return [
      ...findPlaceholders(data).map(({ path, value }) => {
        const key = path.split(".").pop() ?? "";
        return {
          file,
          field: path,
          problem: `is the placeholder ${JSON.stringify(value)}`,
          problema: `ainda é o exemplo ${JSON.stringify(value)}: preencha com o dado real`,
          rule: path.startsWith("privacy.")
            ? privacyRule
            : rule(identificationFields.has(key) ? "identification" : "responsibility"),
        };
      }),
      ...findUnconfirmed(data).map(({ kind, path, summary, reason }) => ({
        file,
        field: path,
        problem: `${summary} is ${reason}`,
        problema: unconfirmedRules[kind].problema,
        rule: ruleOf(unconfirmedRules[kind].rule),
      })),
      ...findExampleTestimonials(data)
        .filter(({ path }) => !unconfirmedPaths(data).has(path))
        .map(({ path, name }) => ({
          file,
          field: path,
          problem: `testimonial by ${name} is still the shipped example's text, not a patient's own words: replace it with a real, consented testimonial before confirming it`,
          problema:
            "o texto ainda é o do depoimento de exemplo: troque pelas palavras de um paciente real, que autorizou por escrito, antes de marcar 'Depoimento real e autorizado'",
          rule: rule("testimonials"),
        })),
      ...findUnconsentedTestimonials(data).map(({ path, name, missing }) => ({
        file,
        field: path,
        problem: `testimonial by ${name} is marked real and authorized without ${missing.map((field) => (field === "consentDate" ? "the date of the patient's written authorization" : "where that authorization is kept")).join(" and ")}`,
        problema: `depoimento marcado como real sem ${missing.map((field) => (field === "consentDate" ? "a data da autorização por escrito do paciente" : "onde essa autorização está guardada")).join(" e ")}: preencha antes de publicar`,
        rule: rule("testimonials"),
      })),
      ...findUnsourcedFigures(data).map(({ path, figure, missing }) => ({
        file,
        field: path,
        problem: `figure ${JSON.stringify(figure)} is confirmed without its ${missing.join(" and ")}: a figure says exactly what it counts and where it comes from, in fields of their own`,
        problema: `número marcado como conferido sem ${missing.map((field) => (field === "definition" ? "a definição" : "a fonte")).join(" e ")}: preencha o que ele conta e de onde vem`,
        rule: rule("claims"),
      })),
      ...privacyItems(file, data),
    ];
  });
  if (placeholderPortrait)
    items.push({
      file: placeholderPortrait,
      field: "",
      problem: "is the drawn placeholder, not a photo of the doctor",
      problema: "é o desenho de exemplo: troque por uma foto real",
      rule: rule("responsibility"),
    });
  return items;
}

/** The production build's error: every item by file and field, with its rule; no lines when there is none. */
export function gateReport(items: readonly GateItem[]): string[] {
  if (items.length === 0) return [];
  const files = [...new Set(items.map((item) => item.file))];
  return [
    `SITE_STAGE=production: the site cannot go live yet. ${items.length} item(s) of "Antes de publicar" remain (docs/publishing-gate.md):`,
    ...files.flatMap((file) => [
      ` File: ${file}`,
      ...items
        .filter((item) => item.file === file)
        .map((item) => `   - ${item.field ? `${item.field} ` : ""}${item.problem} (${item.rule})`),
    ]),
    "Fill in or confirm each one (the editor's switches), or build a preview (SITE_STAGE unset or preview).",
  ];
}

/** One line in Portuguese per item, for the staff: "catarata.json › testimonials.items[0]: …". */
export function gateLines(
  items: readonly GateItem[],
  fieldName: (item: GateItem) => string = (item) => item.field,
): string[] {
  return items.map((item) => {
    const where = [item.file.replace(/^src\/content\//, ""), fieldName(item)]
      .filter(Boolean)
      .join(" › ");
    return `${where}: ${item.problema} (${item.rule}).`;
  });
}

/**
 * `html` with each link to one of `pages` (addresses such as "/conteudos/glaucoma/") turned back into its text:
 * in a production build, an article's link to a draft the build leaves out.
 */
export function unlinkPages(html: string, pages: ReadonlySet<string>): string {
  if (pages.size === 0) return html;
  return html.replace(
    /<a\b[^>]*\bhref="([^"#?]*)[^"]*"[^>]*>([\s\S]*?)<\/a>/g,
    (link: string, href: string, text: string) => {
      return pages.has(pageAddress(href)) ? text : link;
    },
  );
}
