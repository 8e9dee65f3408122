/**
 * The build's check of the content folder (./gatsby-node.ts, onPreBootstrap): every file the site needs is there,
 * is JSON, and keeps its model's rules (validateContent.ts, which the web editor also runs before publishing);
 * so does every file of a folder of files (the articles). Then the checks across files (src/articles/
 * articleChecks.ts): links that land nowhere, two articles with one address, what an article's body may hold.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkAcrossFiles, pagesFromFiles, type CheckedArticle } from "./articleChecks";
import { contentFiles, contentFolders } from "../../src/content/contentModel";
import { articlesFolder } from "../../src/content/model/shared";
import {
  contentError,
  contentSchemas,
  displayName,
  validateContent,
  type ContentError,
} from "../../src/content/validateContent";

/** The *.json files directly in `dir`, sorted; none if there is no such folder. */
function jsonFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) => entry.name)
    .sort();
}

/** The files of each folder of content files, as paths relative to the content folder ("artigos/catarata.json"). */
export function folderFiles(dir: string): string[] {
  return contentFolders.flatMap(({ folder }) =>
    jsonFilesIn(join(dir, folder)).map((name) => `${folder}/${name}`),
  );
}

/** A file's JSON, or the error an editor reads when it is not JSON. */
function readJson(dir: string, name: string): { data: unknown } | { error: ContentError } {
  try {
    return { data: JSON.parse(readFileSync(join(dir, name), "utf8")) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      error: contentError(
        displayName(name),
        "",
        `is not valid JSON (${reason}); look for a missing comma or quote near there`,
      ),
    };
  }
}

/**
 * Validates every *.json in `dir` (the site's src/content; schemas/ is not read) and in its folders of files
 * (artigos/), and reports any content file that is missing or is not valid JSON. An empty list means every file
 * is fine.
 */
export function validateAllContent(dir: string): ContentError[] {
  const names = jsonFilesIn(dir);
  const missing = Object.keys(contentSchemas)
    .filter((name) => !names.includes(name))
    .map((name) => contentError(displayName(name), "", "is missing: the site needs this file"));
  return [
    ...missing,
    ...[...names, ...folderFiles(dir)].flatMap((name) => {
      const read = readJson(dir, name);
      return "error" in read ? [read.error] : validateContent(name, read.data);
    }),
  ];
}

/** Every file of src/pages, relative to it ("conteudos/index.tsx"). */
function pageFiles(pagesDir: string): string[] {
  return readdirSync(pagesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(pagesDir.length + 1));
}

/**
 * The whole check the build runs before anything else: each file against its model, then, if all pass, the
 * checks across files. `errors` stop the build; `warnings` go in its closing list.
 */
export function checkAllContent(
  dir: string,
  pagesDir: string,
  today: string,
): ReturnType<typeof checkAcrossFiles> {
  const errors = validateAllContent(dir);
  if (errors.length > 0) return { errors, warnings: [], bodyImages: new Map() };
  const read = (name: string) => JSON.parse(readFileSync(join(dir, name), "utf8")) as unknown;
  const articles = contentFolders.find(({ folder }) => folder === articlesFolder);
  if (!articles) throw new Error(`The content model has no folder ${articlesFolder}.`);
  return checkAcrossFiles({
    files: contentFiles.map(({ file, model }) => ({ file, data: read(file), model })),
    articles: folderFiles(dir).map((file) => ({ file, data: read(file) as CheckedArticle })),
    articleModel: articles.model,
    staticPages: pagesFromFiles(pageFiles(pagesDir)),
    today,
  });
}
