/**
 * What the build checks across files once each file keeps its own model's rules (validateContent.ts): the pages
 * the site has, and that every link the content makes lands on one of them. It refuses, naming the file and the
 * field: two articles with the same address, a link to an article or a page that does not exist, and what an
 * article's body may not hold (articleBody.ts). It warns, for the practice to act on: a word the medical council
 * forbids in an article or a testimonial, or a result a testimonial promises (councilRules.ts), an article whose
 * review is more than a year old (reviewDue.ts), raw HTML left out.
 */
import type { TSchema } from "@sinclair/typebox";
import { pageAddress } from "../../src/shared/pageAddress";
import { contentError, displayName, type ContentError } from "../../src/content/validateContent";
import { markedValues } from "../../src/content/markedValues";
import { bodyProblems } from "../../src/articles/articleBody";
import { articlePath, articlesPath } from "../../src/articles/articlePaths";
import { councilFindings, testimonialFindings } from "../../src/articles/councilRules";
import { testimonialsOf } from "../../src/content/findPlaceholders";
import { isReviewDue } from "../../src/articles/reviewDue";

/** A content file as read from disk: where it is (as the build names it) and what it holds. */
export interface ReadFile<Data = unknown> {
  readonly file: string;
  readonly data: Data;
}

/** What the checks read of an article (the rest is the model's business). */
export interface CheckedArticle {
  readonly title: string;
  readonly slug: string;
  readonly summary: string;
  readonly body: string;
  readonly reviewedOn?: string;
  readonly confirmed: boolean;
}

/**
 * The pages Gatsby makes from the files of src/pages, each in its one form: "index.tsx" is "/", "catarata.tsx"
 * "/catarata/", "conteudos/index.tsx" "/conteudos/". The not-found page and pages made from data
 * ("{ArtigoJson.slug}.tsx") are not among them.
 */
export function pagesFromFiles(files: readonly string[]): string[] {
  return files
    .map((file) => file.split("\\").join("/"))
    .filter((file) => /\.(tsx|jsx|ts|js)$/.test(file) && !file.includes("{"))
    .map((file) => file.replace(/\.(tsx|jsx|ts|js)$/, "").replace(/(^|\/)index$/, ""))
    .filter((route) => !/(^|\/)404$/.test(route))
    .map((route) => pageAddress(`/${route}`))
    .sort();
}

/** What the checks found: what stops the build, what it warns of, and the photos each article's body uses. */
export interface CrossFileReport {
  readonly errors: ContentError[];
  readonly warnings: ContentError[];
  /** The photos of each article's body ("../images/x.jpg"), by the article's file. */
  readonly bodyImages: ReadonlyMap<string, readonly string[]>;
}

/**
 * Checks the content as a whole: `files` are the content files with their models, `articles` the files of
 * src/content/artigos/ (already valid against their model) with theirs, `staticPages` what src/pages makes, and
 * `today` (year-month-day) the build's date, for reviews that are due.
 */
export function checkAcrossFiles({
  files,
  articles,
  articleModel,
  staticPages,
  today,
}: {
  files: readonly (ReadFile & { model: TSchema })[];
  articles: readonly ReadFile<CheckedArticle>[];
  articleModel: TSchema;
  staticPages: readonly string[];
  today: string;
}): CrossFileReport {
  const errors: ContentError[] = [];
  const warnings: ContentError[] = [];
  const bodyImages = new Map<string, readonly string[]>();

  const firstWithSlug = new Map<string, string>();
  for (const { file, data } of articles) {
    const earlier = firstWithSlug.get(data.slug);
    if (earlier)
      errors.push(
        contentError(
          displayName(file),
          "slug",
          `is ${JSON.stringify(data.slug)}, the same as in ${displayName(earlier)}: each article needs an address of its own`,
        ),
      );
    else firstWithSlug.set(data.slug, file);
  }

  const slugs = new Set(firstWithSlug.keys());
  const sitePages = new Set([
    ...staticPages,
    ...[...slugs].map(articlePath),
    `${articlesPath}feed.xml`,
  ]);

  const everyFile = [
    ...files.map(({ file, data, model }) => ({ file, data, model })),
    ...articles.map(({ file, data }) => ({ file, data, model: articleModel })),
  ];
  for (const { file, data, model } of everyFile) {
    for (const { path, value } of markedValues(model, data, "x-graphql-link"))
      if (!slugs.has(value))
        errors.push(
          contentError(
            displayName(file),
            path,
            `names the article ${JSON.stringify(value)}, which does not exist (the slugs are the file names' in src/content/artigos)`,
          ),
        );
    for (const { path, value } of markedValues(model, data, "x-site-page")) {
      const page = pageAddress(value.replace(/[?#].*$/s, ""));
      if (!sitePages.has(page))
        errors.push(
          contentError(
            displayName(file),
            path,
            `is ${JSON.stringify(value)}, a page the site does not have`,
          ),
        );
    }
  }

  for (const { file, data } of files)
    for (const { path, text } of testimonialsOf(data))
      for (const { sentence, term } of testimonialFindings(text))
        warnings.push(
          contentError(
            displayName(file),
            `${path}.text`,
            `says ${JSON.stringify(sentence)}: "${term}" promises a result or sensationalises, which Resolução CFM 2.336/2023 (art. 14) forbids in a testimonial`,
          ),
        );

  for (const { file, data } of articles) {
    const name = displayName(file);
    const { problems, images } = bodyProblems(data.body, { sitePages });
    bodyImages.set(file, images);
    for (const problem of problems)
      (problem.severity === "error" ? errors : warnings).push(
        contentError(name, "body", problem.rule),
      );
    for (const { field, sentence, term } of councilFindings({
      title: data.title,
      summary: data.summary,
      body: data.body,
    }))
      warnings.push(
        contentError(
          name,
          field,
          `says ${JSON.stringify(sentence)}: "${term}" promises a result or sensationalises, which Resolução CFM 2.336/2023 forbids`,
        ),
      );
    if (data.confirmed && data.reviewedOn && isReviewDue(data.reviewedOn, today))
      warnings.push(
        contentError(
          name,
          "reviewedOn",
          `is ${data.reviewedOn}, more than a year ago: the article is due for a new review by the doctor`,
        ),
      );
  }
  return { errors, warnings, bodyImages };
}

/** The build's closing warning about the articles, file by file; no lines when there is nothing to say. */
export function articleWarning(warnings: readonly ContentError[]): string[] {
  if (warnings.length === 0) return [];
  const files = [...new Set(warnings.map((warning) => warning.file))];
  return [
    "",
    "==================================================================",
    " ARTICLES AND TESTIMONIALS: for the doctor to look at (docs/editing-content.md, 'Articles')",
    ...files.flatMap((file) => [
      ` File: ${file}`,
      ...warnings
        .filter((warning) => warning.file === file)
        .map((warning) => `   - ${warning.path} ${warning.rule}`),
    ]),
    "==================================================================",
  ];
}
