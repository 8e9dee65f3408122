import type { IGatsbyImageData } from "gatsby-plugin-image";
import { requireSiteUrl } from "../seo/shareMeta";
import type { PreviewNoticeContent } from "../sections/layout/PreviewNotice";
import { requireImage, type QueriedImage } from "./requireImage";

/**
 * What a page's query holds of the build: the SiteBuildFields fragment (src/root/fragments.ts) of the content gate's
 * SiteBuild node (plugins/content-gate/siteBuild.ts).
 */
export type QueriedSiteBuild = Queries.SiteBuildFieldsFragment | null;

/**
 * The part of a content page's query that every page shares: the site's address, the build (`siteBuild {
 * ...SiteBuildFields }`) and the settings with the photo.
 */
export interface SharedPageData<Settings> {
  readonly site: { readonly siteMetadata: { readonly siteUrl: string | null } | null } | null;
  readonly siteBuild: QueriedSiteBuild;
  readonly siteSettingsJson: (Settings & { readonly photo: QueriedImage }) | null;
}

/** What every content page hands its view besides its own content. */
export interface PageFrame<Settings> {
  settings: Settings & { readonly photo: QueriedImage };
  photo: IGatsbyImageData;
  currentPath: string;
  siteUrl: string;
  preview?: PreviewNoticeContent;
  today: string;
}

/** A preview build's notice of what is still unconfirmed; undefined in production, whose build has none. */
export function previewFrom(siteBuild: QueriedSiteBuild): PreviewNoticeContent | undefined {
  return siteBuild?.previewNotice ?? undefined;
}

/**
 * The practice's calendar day the page was built on: the special dates already past are left out of the page
 * (src/content/specialDates.ts). A build error where the page did not get it, rather than a page that keeps them.
 */
export function todayFrom(siteBuild: QueriedSiteBuild): string {
  if (!siteBuild) {
    throw new Error(
      "The build's day is missing: the page's query asks for siteBuild, which the content gate makes (plugins/content-gate/siteBuild.ts).",
    );
  }
  return siteBuild.builtOn;
}

/** The shared props of a content page's view, or a build error naming what is missing. */
export function pageFrame<Settings>(
  data: SharedPageData<Settings>,
  pathname: string,
): PageFrame<Settings> {
  const settings = data.siteSettingsJson;
  if (!settings) throw new Error("src/content/site-settings.json is missing.");
  return {
    settings,
    photo: requireImage(settings.photo, "site-settings.json photo"),
    currentPath: pathname,
    siteUrl: requireSiteUrl(data.site?.siteMetadata?.siteUrl),
    preview: previewFrom(data.siteBuild),
    today: todayFrom(data.siteBuild),
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
