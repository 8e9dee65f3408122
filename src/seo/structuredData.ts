/**
 * The structured data (schema.org, as JSON-LD) search engines read from each page: who the doctor is and where,
 * what the cataract surgery is, and where an inner page sits in the site. Pure functions: no React, no Gatsby.
 */
import type { SiteSettings } from "../content/contentTypes";
import { pageAddress } from "./pageAddress";
import { ogImagePath } from "./shareImage";

/** The pages that carry structured data, by path (the not-found page carries none). */
export type SeoPath = "/" | "/catarata" | "/links";

/** A JSON-LD node: plain JSON, so it can be compared in tests and serialised as it is. */
export type JsonLd = { readonly [key: string]: JsonValue };
type JsonValue = string | number | boolean | null | JsonLd | readonly JsonValue[];

/** The settings structured data reads; the rest of SiteSettings is for the page. */
export type StructuredDataSettings = Pick<
  SiteSettings,
  "doctorName" | "doctorTitle" | "whatsappNumber" | "socialProfileUrl" | "city" | "state"
>;

/** What every page's structured data is built from. */
export interface StructuredDataInput {
  /** The site's address, `siteMetadata.siteUrl`, with or without a trailing slash. */
  siteUrl: string;
  /** The page's path. */
  path: SeoPath;
  /** The doctor and practice (src/content/site-settings.json). */
  settings: StructuredDataSettings;
  /** The page's own description, used for the procedure on /catarata. */
  description: string;
}

/** The name of each page in breadcrumbs: the same words as the footer. */
export const pageNames: Record<SeoPath, string> = {
  "/": "Início",
  "/catarata": "Catarata",
  "/links": "Links Importantes",
};

/** The site's address without a trailing slash, so paths can be appended. */
export function siteOrigin(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, "");
}

/** The absolute address of a page or file, as the site hands it out: a page's ends in "/" (pageAddress). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteOrigin(siteUrl)}${pageAddress(path.startsWith("/") ? path : `/${path}`)}`;
}

/** A WhatsApp number stored as digits with the country code ("5599...") in international form ("+5599..."). */
export function internationalPhone(digits: string): string {
  return `+${digits.replace(/\D/g, "")}`;
}

/** The practice: a physician's office, on every page. `@id` lets the other nodes point at it. */
export function physicianJsonLd(siteUrl: string, settings: StructuredDataSettings): JsonLd {
  return {
    "@type": "Physician",
    "@id": `${absoluteUrl(siteUrl, "/")}#medico`,
    name: settings.doctorName,
    description: `${settings.doctorTitle} em ${settings.city} - ${settings.state}`,
    // schema.org's MedicalSpecialty enumeration names it "Ophthalmologic" (there is no "Ophthalmology").
    medicalSpecialty: "Ophthalmologic",
    url: absoluteUrl(siteUrl, "/"),
    image: absoluteUrl(siteUrl, ogImagePath),
    telephone: internationalPhone(settings.whatsappNumber),
    address: {
      "@type": "PostalAddress",
      addressLocality: settings.city,
      addressRegion: settings.state,
      addressCountry: "BR",
    },
    sameAs: [settings.socialProfileUrl],
  };
}

/** Cataract surgery by phacoemulsification, on /catarata. */
export function cataractSurgeryJsonLd(siteUrl: string, description: string): JsonLd {
  return {
    "@type": "MedicalProcedure",
    "@id": `${absoluteUrl(siteUrl, "/catarata")}#cirurgia`,
    name: "Cirurgia de catarata",
    alternateName: "Facoemulsificação com implante de lente intraocular",
    description,
    procedureType: "SurgicalProcedure",
    bodyLocation: "Olho",
    howPerformed:
      "Facoemulsificação (phacoemulsification): por uma microincisão, o cristalino opaco é fragmentado por ultrassom e aspirado, e uma lente intraocular é implantada no lugar.",
    url: absoluteUrl(siteUrl, "/catarata"),
  };
}

/** Home, then the page: only for inner pages (the home page has no trail). */
export function breadcrumbJsonLd(siteUrl: string, path: SeoPath): JsonLd | null {
  if (path === "/") return null;
  const trail: SeoPath[] = ["/", path];
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: pageNames[step],
      item: absoluteUrl(siteUrl, step),
    })),
  };
}

/** Every node a page carries, as one JSON-LD document with a `@graph`. */
export function structuredDataFor({
  siteUrl,
  path,
  settings,
  description,
}: StructuredDataInput): JsonLd {
  const breadcrumbs = breadcrumbJsonLd(siteUrl, path);
  const graph: JsonLd[] = [
    physicianJsonLd(siteUrl, settings),
    ...(path === "/catarata" ? [cataractSurgeryJsonLd(siteUrl, description)] : []),
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
