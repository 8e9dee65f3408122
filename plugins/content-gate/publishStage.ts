/**
 * What the build reads from disk for the publish gate (src/content/publishGate.ts): the stage it builds for
 * (SITE_STAGE), the draft articles a production build leaves out, whether the doctor's photo is still the drawn
 * placeholder, and the list that stops a production build or heads a preview's pages.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { articlePath } from "../../src/articles/articlePaths";
import { contentFiles, contentFolders } from "../../src/content/contentModel";
import { articlesFolder } from "../../src/content/model/shared";
import { fieldLabels } from "../../src/content/fieldLabels";
import { placeholderPortraitHashes } from "../../src/content/placeholderPortrait";
import {
  gateItems,
  gateLines,
  gateReport,
  isDraft,
  siteStage,
  type GateItem,
  type SiteStage,
} from "../../src/content/publishGate";
import { folderFiles } from "./validateContentFiles";

/** The branch the live site is built from on Cloudflare Pages, unless PRODUCTION_BRANCH names another. */
export const defaultProductionBranch = "main";

/**
 * The stage this build is for. SITE_STAGE decides wherever it is set. Otherwise the host decides, so that forgetting
 * a setting can never put a preview on the live address: on Cloudflare Pages (CF_PAGES=1) the production branch
 * (CF_PAGES_BRANCH equal to PRODUCTION_BRANCH, "main" unless set) builds production and every other branch a
 * preview; on Netlify (NETLIFY=true) the production context (CONTEXT=production) builds production. Anywhere else
 * (a developer's machine, the tests) a build is a preview.
 */
export function buildStage(env: NodeJS.ProcessEnv = process.env): SiteStage {
  if (env.SITE_STAGE) return siteStage(env.SITE_STAGE);
  if (env.CF_PAGES === "1")
    return env.CF_PAGES_BRANCH === (env.PRODUCTION_BRANCH || defaultProductionBranch)
      ? "production"
      : "preview";
  if (env.NETLIFY === "true") return env.CONTEXT === "production" ? "production" : "preview";
  return "preview";
}

/** Whether the image at `path` is the drawn placeholder rather than a photo. */
export function isPlaceholderPortrait(path: string): boolean {
  if (!existsSync(path)) return false;
  return placeholderPortraitHashes.has(
    createHash("sha256").update(readFileSync(path)).digest("hex"),
  );
}

const readJson = (contentDir: string, file: string) =>
  JSON.parse(readFileSync(join(contentDir, file), "utf8")) as unknown;

/** The draft articles of `contentDir`, as files relative to it ("artigos/glaucoma.json") with their slugs. */
export function draftArticles(contentDir: string): { file: string; slug: string }[] {
  return folderFiles(contentDir)
    .filter((file) => file.startsWith(`${articlesFolder}/`))
    .map((file) => ({
      file,
      data: readJson(contentDir, file) as { slug: string; confirmed: boolean },
    }))
    .filter(({ data }) => isDraft(data))
    .map(({ file, data }) => ({ file, slug: data.slug }));
}

/** The addresses of the articles a build of `stage` leaves out ("/conteudos/glaucoma/"): none in a preview. */
export function leftOutPages(contentDir: string, stage: SiteStage): Set<string> {
  if (stage !== "production") return new Set();
  return new Set(draftArticles(contentDir).map(({ slug }) => articlePath(slug)));
}

/** Everything in "Antes de publicar" that remains in the project at `directory`. */
export function remainingItems(directory: string): GateItem[] {
  const contentDir = join(directory, "src/content");
  const files = [...contentFiles.map(({ file }) => file), ...folderFiles(contentDir)];
  const settings = readJson(contentDir, "site-settings.json") as { photo?: string };
  const photo = settings.photo ? join(contentDir, settings.photo) : "";
  return gateItems(
    files.map((file) => ({ file: `src/content/${file}`, data: readJson(contentDir, file) })),
    {
      placeholderPortrait:
        photo && isPlaceholderPortrait(photo) ? relative(directory, photo) : undefined,
    },
  );
}

/**
 * What the publish gate says of the project at `directory` for a build of `stage`: the items that remain (a
 * preview's pages list them), and, where a production build must stop on them, what it prints before it stops,
 * one item a line, the last line the reason it gives. `stop` is null where the build goes on.
 */
export function publishGate(
  directory: string,
  stage: SiteStage,
): { items: GateItem[]; stop: string[] | null } {
  const items = remainingItems(directory);
  if (stage !== "production" || items.length === 0) return { items, stop: null };
  return {
    items,
    stop: [
      ...gateReport(items),
      `SITE_STAGE=production: ${items.length} item(s) of "Antes de publicar" remain, listed above; the site is not built.`,
    ],
  };
}

/** The items in Portuguese for the staff, each field named as the editor's form names it (the preview notice). */
export function staffLines(items: readonly GateItem[]): string[] {
  return gateLines(items, (item) => {
    const file = item.file.replace(/^src\/content\//, "");
    const model =
      contentFiles.find((candidate) => candidate.file === file)?.model ??
      contentFolders.find(({ folder }) => file.startsWith(`${folder}/`))?.model;
    return model ? fieldLabels(item.field, model) : item.field;
  });
}
