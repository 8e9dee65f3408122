/**
 * The files for search engines, sharing and the home screen that depend on the published address or on the
 * content, written into public/ after each build (./gatsby-node.ts, onPostBuild), so none of them is committed:
 * robots.txt, the share image and each article's, the articles' Atom feed, and the web app manifest with its
 * icons. The sitemap comes from its Gatsby plugin (gatsby-config.ts).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { conditionOf } from "../../src/content/conditions";
import type {
  ArticleContent,
  ConteudosContent,
  SiteSettings,
} from "../../src/content/contentTypes";
import { crmText, rqeText } from "../../src/content/registration";
import { colors } from "../../src/theme/tokens";
import { renderOgImage, type OgImageText } from "./ogImage";
import { atomFeed } from "./atomFeed";
import { feedPath, webManifestPath } from "../../src/shared/pageAddress";
import { ogImagePath } from "../../src/seo/shareImage";
import { absoluteUrl, articleImagePath } from "../../src/seo/structuredData";
import { webManifest, webManifestIconPath, webManifestIconSizes } from "./webManifest";

/** The app icon's square source (512 x 512 or larger). */
export const appIconSource = "src/images/icon.png";

/** Where gatsby-plugin-sitemap writes its index (its `output` is "/"). */
export const sitemapIndexPath = "/sitemap-index.xml";

/** robots.txt: every crawler may read everything, and here is the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, sitemapIndexPath)}\n`;
}

/** The words of the share image, from the site settings. */
export function ogImageText(
  settings: Pick<SiteSettings, "doctorName" | "doctorTitle" | "crm" | "rqe" | "city" | "state">,
): OgImageText {
  return {
    name: settings.doctorName,
    title: settings.doctorTitle,
    registration: `${crmText(settings)} · ${rqeText(settings)}`,
    // Services, not a specialty: beside the RQE, "Oftalmologia e cirurgia de catarata" read as two registered ones.
    byline: "Consultas, exames e cirurgia de catarata",
    place: `${settings.city} - ${settings.state}`,
  };
}

/** The words of an article's share image: its title, large, over the doctor's name and registration. */
export function articleOgImageText(
  settings: Pick<SiteSettings, "doctorName" | "doctorTitle" | "crm" | "rqe" | "city" | "state">,
  article: Pick<ArticleContent, "title" | "condition">,
): OgImageText {
  const condition = conditionOf(article.condition)?.label ?? article.condition;
  return {
    ...ogImageText(settings),
    title: `Artigo · ${condition}`,
    name: article.title,
    nameLines: 3,
    byline: settings.doctorName,
  };
}

/** Writes public/manifest.webmanifest and its icons, each size made from the one square source. */
async function writeWebManifest(
  directory: string,
  publicDir: string,
  settings: SiteSettings,
): Promise<void> {
  for (const size of webManifestIconSizes) {
    const file = join(publicDir, webManifestIconPath(size));
    await mkdir(dirname(file), { recursive: true });
    await sharp(join(directory, appIconSource)).resize(size, size).png().toFile(file);
  }
  const manifest = webManifest(settings, { background: colors.surface, theme: colors.primary });
  await writeFile(join(publicDir, webManifestPath), JSON.stringify(manifest));
}

/**
 * Writes public/robots.txt, public/og-image.jpg and the web app manifest with its icons; returns the share
 * image's size in bytes.
 */
export async function writeShareFiles({
  directory,
  siteUrl,
  articles,
}: {
  /** The project's root (Gatsby's `program.directory`). */
  directory: string;
  /** `siteMetadata.siteUrl`. */
  siteUrl: string;
  /** The articles (src/content/artigos/), for their share images and the feed. */
  articles: readonly ArticleContent[];
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
  await writeWebManifest(directory, publicDir, settings);
  for (const article of articles) {
    const file = join(publicDir, articleImagePath(article.slug));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await renderOgImage(photo, articleOgImageText(settings, article)));
  }
  const conteudos = JSON.parse(
    await readFile(join(directory, "src/content/conteudos.json"), "utf8"),
  ) as ConteudosContent;
  await writeFile(
    join(publicDir, feedPath),
    atomFeed({
      siteUrl,
      title: `${conteudos.title} | ${settings.doctorName}`,
      subtitle: conteudos.intro,
      author: settings.doctorName,
      articles,
    }),
  );
  return { ogImageBytes: image.length };
}
