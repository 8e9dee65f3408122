import type { TrafficSource } from "../shared/eventSchema";

/** Where a visit's link was, told by the host of the page that sent it (or an Android app's id). */
const referrerHosts: readonly [RegExp, TrafficSource][] = [
  [/(^|\.)instagram\.com$|^com\.instagram\.android$/, "instagram"],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$|^com\.facebook\.(katana|lite|orca)$/, "facebook"],
  [/(^|\.)google(\.[a-z]{2,3}){1,2}$|^com\.google\.android\.googlequicksearchbox$/, "google"],
  [/(^|\.)(whatsapp\.com|wa\.me)$|^com\.whatsapp$/, "whatsapp"],
];

/** What a link's `utm_source` names, by the words people and tools put there ("instagram", "ig", "fb"...). */
const utmSources: readonly [RegExp, TrafficSource][] = [
  [/^(instagram|ig)\b/, "instagram"],
  [/^(facebook|fb)\b/, "facebook"],
  [/^google\b/, "google"],
  [/^(whatsapp|wa|zap)\b/, "whatsapp"],
];

export interface VisitOrigin {
  /** The landing address's query string, e.g. "?utm_source=instagram". */
  search: string;
  /** `document.referrer`: the page the visitor came from, often only its origin, or "". */
  referrer: string;
  /** The site's own host, e.g. "www.example.com.br". */
  ownHost: string;
}

/**
 * Where a visit came from, as a class and nothing finer: `utm_source` when the link carries one (Instagram's
 * in-app browser sends no referrer, so the bio's link says `?utm_source=instagram`), else the referrer's host;
 * `interno` when that host is the site's own, `direto` when there is none, `outro` for anything else.
 */
export function trafficSource({ search, referrer, ownHost }: VisitOrigin): TrafficSource {
  const utm = new URLSearchParams(search).get("utm_source")?.trim().toLowerCase();
  if (utm) return utmSources.find(([pattern]) => pattern.test(utm))?.[1] ?? "outro";
  if (!referrer) return "direto";
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return "outro";
  }
  if (!host) return "outro";
  if (host === ownHost.toLowerCase()) return "interno";
  return referrerHosts.find(([pattern]) => pattern.test(host))?.[1] ?? "outro";
}
