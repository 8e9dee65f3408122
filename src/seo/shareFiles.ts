/**
 * The files for search engines and sharing that depend on the published address or on the content, written into
 * public/ after each build (gatsby-node.ts, onPostBuild), so none of them is committed: robots.txt and the share
 * image. The sitemap and the web app manifest come from their Gatsby plugins (gatsby-config.ts).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { SiteSettings } from "../content/contentTypes";
import { renderOgImage, type OgImageText } from "./ogImage";
import { ogImagePath } from "./shareImage";
import { absoluteUrl } from "./structuredData";

/** Where gatsby-plugin-sitemap writes its index (its `output` is "/"). */
export const sitemapIndexPath = "/sitemap-index.xml";

/** robots.txt: every crawler may read everything, and here is the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, sitemapIndexPath)}\n`;
}

/** The words of the share image, from the site settings. */
export function ogImageText(
  settings: Pick<SiteSettings, "doctorName" | "doctorTitle" | "city" | "state">,
): OgImageText {
  return {
    name: settings.doctorName,
    title: settings.doctorTitle,
    specialty: "Oftalmologia e cirurgia de catarata",
    place: `${settings.city} - ${settings.state}`,
  };
}

/** Writes public/robots.txt and public/og-image.jpg; returns the image's size in bytes. */
export async function writeShareFiles({
  directory,
  siteUrl,
}: {
  /** The project's root (Gatsby's `program.directory`). */
  directory: string;
  /** `siteMetadata.siteUrl`. */
  siteUrl: string;
}): Promise<{ ogImageBytes: number }> {
  const publicDir = join(directory, "public");
  const settings = JSON.parse(
    await readFile(join(directory, "src/content/site-settings.json"), "utf8"),
  ) as SiteSettings & { photo: string };
  const photo = join(directory, "src/content", settings.photo);
  const image = await renderOgImage(photo, ogImageText(settings));
  await mkdir(publicDir, { recursive: true });
  await writeFile(join(publicDir, ogImagePath), image);
  await writeFile(join(publicDir, "robots.txt"), robotsTxt(siteUrl));
  return { ogImageBytes: image.length };
}
