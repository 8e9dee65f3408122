/**
 * The structured data (schema.org, as JSON-LD) search engines read from each page: who the doctor is and where,
 * what the cataract surgery is, what an article is about and who wrote and reviewed it, and where an inner page
 * sits in the site. Which page carries what, and what each is called, is the page registry's
 * (src/shared/sitePages.ts). Pure functions: no React, no Gatsby.
 */
import { conditionOf } from "../content/conditions";
import type { ArticleContent, CatarataContent, SiteSettings } from "../content/contentTypes";
import {
  exceptionsByDate,
  mapUrl,
  weekdays,
  type AddressSettings,
  type HoursException,
  type Practice,
} from "../content/practiceDetails";
import { pageAddress } from "../shared/pageAddress";
import {
  addressOf,
  pageAt,
  sitePages,
  trailTo,
  type PagePath,
  type SitePage,
} from "../shared/sitePages";
import { ogImagePath } from "./shareImage";

/** What an article's structured data is built from. */
export type ArticleJsonLdInput = Pick<
  ArticleContent,
  "title" | "slug" | "summary" | "condition" | "publishedOn" | "reviewedOn" | "confirmed"
> & { readonly sources: readonly { readonly title: string; readonly url: string }[] };

/** A JSON-LD node: plain JSON, so it can be compared in tests and serialised as it is. */
export type JsonLd = { readonly [key: string]: JsonValue };
type JsonValue = string | number | boolean | null | JsonLd | readonly JsonValue[];

/** The settings structured data reads; the rest of SiteSettings is for the page. */
export type StructuredDataSettings = Pick<
  SiteSettings,
  | "doctorName"
  | "doctorTitle"
  | "whatsappNumber"
  | "socialProfileUrl"
  | "city"
  | "state"
  | "practice"
>;

/** A question and its answer, as the FAQ section shows them. */
export type FaqEntry = Pick<CatarataContent["faq"]["items"][number], "question" | "answer">;

/** What every page's structured data is built from. */
export interface StructuredDataInput {
  /** The site's address, `siteMetadata.siteUrl`, with or without a trailing slash. */
  siteUrl: string;
  /** The page's address (the not-found page carries no structured data). */
  path: PagePath;
  /** The doctor and practice (src/content/site-settings.json). */
  settings: StructuredDataSettings;
  /** The page's own description, used for the procedure on /catarata. */
  description: string;
  /** The questions the page answers, for a FAQPage node; none on pages without a FAQ. */
  faq?: readonly FaqEntry[];
  /** The article the page is, for a MedicalWebPage node and the breadcrumbs' last step. */
  article?: ArticleJsonLdInput;
}

/** The site's address (`siteMetadata.siteUrl`) without its trailing slashes, so paths can be appended. */
export function siteUrlWithoutSlash(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, "");
}

/** The absolute address of a page or file, as the site hands it out: a page's ends in "/" (pageAddress). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrlWithoutSlash(siteUrl)}${pageAddress(path.startsWith("/") ? path : `/${path}`)}`;
}

/** What the registry says of the page at `path`: what its structured data carries. */
function structuredDataOf(path: string): SitePage["structuredData"] {
  const key = pageAt(path);
  return key ? sitePages[key].structuredData : [];
}

/** A WhatsApp number stored as digits with the country code ("5599...") in international form ("+5599..."). */
export function internationalPhone(digits: string): string {
  return `+${digits.replace(/\D/g, "")}`;
}

/** The practice's street address. */
export function postalAddressJsonLd(settings: AddressSettings): JsonLd {
  const { address } = settings.practice;
  return {
    "@type": "PostalAddress",
    streetAddress: `${address.street}, ${address.district}`,
    addressLocality: settings.city,
    addressRegion: settings.state,
    postalCode: address.postalCode,
    addressCountry: "BR",
  };
}

/** A dated exception: one entry per interval, or one "00:00 to 00:00" entry (Google's way to say closed). */
function exceptionJsonLd({ from, until, intervals }: HoursException): JsonLd[] {
  const dates = { validFrom: from, validThrough: until ?? from };
  const times = intervals.length > 0 ? intervals : [{ opens: "00:00", closes: "00:00" }];
  return times.map(({ opens, closes }) => ({
    "@type": "OpeningHoursSpecification",
    ...dates,
    opens,
    closes,
  }));
}

/**
 * The week's hours, one entry per distinct interval with every weekday that has it (Monday to Friday 8h-12h is
 * one entry); closed days are simply absent. Then the dated exceptions, in date order.
 */
export function openingHoursJsonLd(
  practice: Pick<Practice, "hours" | "hoursExceptions">,
): JsonLd[] {
  const byInterval = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const day of weekdays) {
    for (const { opens, closes } of practice.hours[day.key]) {
      const key = `${opens}-${closes}`;
      const entry = byInterval.get(key) ?? { opens, closes, days: [] };
      entry.days.push(day.schemaOrg);
      byInterval.set(key, entry);
    }
  }
  const weekly: JsonLd[] = [...byInterval.values()].map(({ opens, closes, days }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days,
    opens,
    closes,
  }));
  return [...weekly, ...exceptionsByDate(practice.hoursExceptions).flatMap(exceptionJsonLd)];
}

/**
 * How a patient pays, where the practice says: the price as `priceRange`, the methods and health plans as
 * `paymentAccepted` (schema.org's free text), in reais. Nothing when the practice gives none.
 */
export function paymentJsonLd(
  practice: Pick<Practice, "consultationPrice" | "paymentMethods" | "healthPlans">,
): JsonLd {
  const accepted = [
    ...practice.paymentMethods,
    ...practice.healthPlans.map((plan) => `Convênio ${plan}`),
  ];
  const priced = Boolean(practice.consultationPrice);
  return {
    ...(priced ? { priceRange: practice.consultationPrice ?? "" } : {}),
    ...(priced || practice.paymentMethods.length > 0 ? { currenciesAccepted: "BRL" } : {}),
    ...(accepted.length > 0 ? { paymentAccepted: accepted.join(", ") } : {}),
  };
}

/** The practice: a physician's office, on every page. `@id` lets the other nodes point at it. */
export function physicianJsonLd(siteUrl: string, settings: StructuredDataSettings): JsonLd {
  const { practice } = settings;
  return {
    "@type": "Physician",
    "@id": `${absoluteUrl(siteUrl, "/")}#medico`,
    name: settings.doctorName,
    description: `${settings.doctorTitle} em ${settings.city} - ${settings.state}`,
    // schema.org's MedicalSpecialty enumeration names it "Ophthalmologic" (there is no "Ophthalmology").
    medicalSpecialty: "Ophthalmologic",
    url: absoluteUrl(siteUrl, "/"),
    image: absoluteUrl(siteUrl, ogImagePath),
    // The landline where there is one; otherwise the WhatsApp number, which also takes calls.
    telephone: internationalPhone(practice.landline ?? settings.whatsappNumber),
    address: postalAddressJsonLd(settings),
    hasMap: mapUrl(settings),
    openingHoursSpecification: openingHoursJsonLd(practice),
    ...paymentJsonLd(practice),
    isAcceptingNewPatients: practice.acceptingNewPatients,
    sameAs: [settings.socialProfileUrl],
  };
}

/** The page's questions and answers, from the same list the FAQ section shows. */
export function faqPageJsonLd(siteUrl: string, path: PagePath, faq: readonly FaqEntry[]): JsonLd {
  return {
    "@type": "FAQPage",
    "@id": `${absoluteUrl(siteUrl, path)}#perguntas`,
    mainEntity: faq.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

/** Cataract surgery by phacoemulsification, on /catarata. */
export function cataractSurgeryJsonLd(siteUrl: string, description: string): JsonLd {
  return {
    "@type": "MedicalProcedure",
    "@id": `${absoluteUrl(siteUrl, addressOf("catarata"))}#cirurgia`,
    name: "Cirurgia de catarata",
    alternateName: "Facoemulsificação com implante de lente intraocular",
    description,
    procedureType: "SurgicalProcedure",
    bodyLocation: "Olho",
    howPerformed:
      "Facoemulsificação (phacoemulsification): por um corte muito pequeno, o cristalino opaco, a lente natural do olho, é quebrado em pedacinhos com ultrassom e sugado por uma sonda fina; no lugar entra uma lente intraocular, uma lente artificial.",
    url: absoluteUrl(siteUrl, addressOf("catarata")),
  };
}

/**
 * The pages above the page, from the home page, then the page: only for inner pages (the home page has no trail),
 * each named as the registry names it; a page made from data (an article) is named by its title.
 */
export function breadcrumbJsonLd(siteUrl: string, path: PagePath, title = ""): JsonLd | null {
  const key = pageAt(path);
  if (!key || key === "home") return null;
  const trail = trailTo(key).map((step) => {
    const page: SitePage = sitePages[step];
    return page.address.includes(":slug")
      ? { name: title, path }
      : { name: page.name, path: page.address };
  });
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: absoluteUrl(siteUrl, step.path),
    })),
  };
}

/** Where an article's share image is: beside its page. */
export function articleImagePath(slug: string): string {
  return `${addressOf("artigo", slug)}og-image.jpg`;
}

/**
 * An article: a MedicalWebPage about a MedicalCondition. Only once the doctor has confirmed it is it said to be
 * the doctor's (the page's Physician), published on its date and reviewed by the doctor on its review date. A draft,
 * which a preview build shows, claims none of it, as its byline does: no `author`, no `datePublished`, no
 * `reviewedBy`, no `lastReviewed`.
 */
export function medicalWebPageJsonLd(siteUrl: string, article: ArticleJsonLdInput): JsonLd {
  const url = absoluteUrl(siteUrl, addressOf("artigo", article.slug));
  const doctor = { "@id": `${absoluteUrl(siteUrl, "/")}#medico` };
  const condition = conditionOf(article.condition);
  const reviewed = article.confirmed && article.reviewedOn;
  return {
    "@type": "MedicalWebPage",
    "@id": `${url}#artigo`,
    url,
    name: article.title,
    headline: article.title,
    description: article.summary,
    inLanguage: "pt-BR",
    about: { "@type": "MedicalCondition", name: condition?.medicalCondition ?? article.condition },
    audience: { "@type": "Patient" },
    ...(article.confirmed ? { author: doctor, datePublished: article.publishedOn } : {}),
    ...(reviewed ? { reviewedBy: doctor, lastReviewed: article.reviewedOn ?? "" } : {}),
    image: absoluteUrl(siteUrl, articleImagePath(article.slug)),
    citation: article.sources.map((source) => ({
      "@type": "CreativeWork",
      name: source.title,
      url: source.url,
    })),
  };
}

/** Every node a page carries, as one JSON-LD document with a `@graph`. */
export function structuredDataFor({
  siteUrl,
  path,
  settings,
  description,
  faq,
  article,
}: StructuredDataInput): JsonLd {
  const breadcrumbs = breadcrumbJsonLd(siteUrl, path, article?.title);
  const graph: JsonLd[] = [
    physicianJsonLd(siteUrl, settings),
    ...(structuredDataOf(path).includes("cataractSurgery")
      ? [cataractSurgeryJsonLd(siteUrl, description)]
      : []),
    ...(article && structuredDataOf(path).includes("article")
      ? [medicalWebPageJsonLd(siteUrl, article)]
      : []),
    ...(faq && faq.length > 0 ? [faqPageJsonLd(siteUrl, path, faq)] : []),
    ...(breadcrumbs ? [breadcrumbs] : []),
  ];
  return { "@context": "https://schema.org", "@graph": graph };
}

/**
 * JSON for inside a `<script>` element: `<`, `>` and `&` become `\u003c`, `\u003e` and `\u0026`, so no content
 * can close the element or open a comment; U+2028 and U+2029 are escaped for old JavaScript parsers.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
