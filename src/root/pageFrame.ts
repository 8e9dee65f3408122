import type { IGatsbyImageData } from "gatsby-plugin-image";
import { requireSiteUrl } from "../seo/shareMeta";
import type { PreviewNoticeContent } from "../sections/layout/PreviewNotice";
import { requireImage, type QueriedImage } from "./requireImage";

/** The part of a content page's query that every page shares: the site's address and the settings with the photo. */
export interface SharedPageData<Settings> {
  readonly site: { readonly siteMetadata: { readonly siteUrl: string | null } | null } | null;
  readonly siteSettingsJson: (Settings & { readonly photo: QueriedImage }) | null;
}

/** What every content page hands its view besides its own content. */
export interface PageFrame<Settings> {
  settings: Settings & { readonly photo: QueriedImage };
  photo: IGatsbyImageData;
  currentPath: string;
  siteUrl: string;
  preview?: PreviewNoticeContent;
  today?: string;
}

/**
 * A preview build's notice, which the content gate (plugins/content-gate/gatsby-node.ts, onCreatePage) puts in every page's context; undefined in
 * production, where the context has none.
 */
export function previewFrom(pageContext: unknown): PreviewNoticeContent | undefined {
  if (pageContext === null || typeof pageContext !== "object") return undefined;
  const notice = (pageContext as { previewNotice?: PreviewNoticeContent }).previewNotice;
  return notice ?? undefined;
}

/**
 * The practice's calendar day the page was built on, which the content gate (plugins/content-gate/gatsby-node.ts, onCreatePage) puts in every page's
 * context: the special dates already past are left out of the page (src/content/specialDates.ts).
 */
export function todayFrom(pageContext: unknown): string | undefined {
  if (pageContext === null || typeof pageContext !== "object") return undefined;
  const day = (pageContext as { builtOn?: unknown }).builtOn;
  return typeof day === "string" ? day : undefined;
}

/** The shared props of a content page's view, or a build error naming what is missing. */
export function pageFrame<Settings>(
  data: SharedPageData<Settings>,
  pathname: string,
  pageContext?: unknown,
): PageFrame<Settings> {
  const settings = data.siteSettingsJson;
  if (!settings) throw new Error("src/content/site-settings.json is missing.");
  return {
    settings,
    photo: requireImage(settings.photo, "site-settings.json photo"),
    currentPath: pathname,
    siteUrl: requireSiteUrl(data.site?.siteMetadata?.siteUrl),
    preview: previewFrom(pageContext),
    today: todayFrom(pageContext),
  };
}

/** A page's own content node, or a build error naming its file. */
export function requireContent<Content>(
  content: Content | null | undefined,
  file: string,
): Content {
  if (!content) throw new Error(`src/content/${file} is missing.`);
  return content;
}
