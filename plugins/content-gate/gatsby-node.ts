/**
 * The content gate: the content is checked before anything else is built, typed from the content model, and held
 * to the publish gate. A broken file stops the build in seconds, naming the file, the field and the rule; a
 * production build stops on anything the doctor or the practice has yet to confirm, and leaves the drafts out; a
 * preview's pages say what remains.
 */
import type { GatsbyNode } from "gatsby";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { articleBodyHtml, bodyProblems } from "../../src/articles/articleBody";
import { contentFiles, contentFolders } from "../../src/content/contentModel";
import { placeholderWarning } from "../../src/content/findPlaceholders";
import { practiceDay } from "../../src/content/specialDates";
import { graphqlTypeDefs, markdownHtmlExtension } from "../../src/content/graphqlTypes";
import { unlinkPages, type GateItem } from "../../src/content/publishGate";
import { formatContentErrors, type ContentError } from "../../src/content/validateContent";
import { articleWarning } from "./articleChecks";
import { makeBodyImages } from "./bodyImages";
import { photoPixelsMessage, photosOverPixelLimit } from "./photoPixels";
import { readabilityReport, scoreContentFiles } from "./readabilityReport";
import { buildStage, draftArticles, leftOutPages, publishGate, staffLines } from "./publishStage";
import { siteBuildFields, siteBuildType, siteBuildTypeDefs } from "./siteBuild";
import { checkAllContent, folderFiles } from "./validateContentFiles";

/** What the content check found to warn of, said again at the end of the build. */
let contentWarnings: readonly ContentError[] = [];

/**
 * Checks every content file against its schema before anything else runs, then the links and addresses across
 * files and what the articles' bodies hold, so an editor's mistake stops the build in seconds with the file, the
 * field and the rule named, rather than as a GraphQL error or a broken page. Then every photo is held to the
 * pixel limit sharp is not given by Gatsby's own plugin (./photoPixels.ts).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter, store }) => {
  const { directory } = store.getState().program;
  const { errors, warnings } = checkAllContent(
    join(directory, "src/content"),
    join(directory, "src/pages"),
    practiceDay(Date.now()),
  );
  if (errors.length > 0) reporter.panic(formatContentErrors(errors));
  const oversized = await photosOverPixelLimit(join(directory, "src/images"));
  if (oversized.length > 0) reporter.panic(photoPixelsMessage(oversized));
  contentWarnings = warnings;
  checkPublishGate(directory, reporter);
  drafts = draftArticles(join(directory, "src/content")).map(({ file }) => file);
};

/** What remains of "Antes de publicar", for the preview notice (none in production, which stops on any). */
let remaining: readonly GateItem[] = [];
/** The draft articles' files, read once, for the preview notice. */
let drafts: readonly string[] = [];

/**
 * The publish gate (src/content/publishGate.ts): a production build stops here, naming every placeholder and
 * unconfirmed item by file and field with the council's rule; a preview goes on, and its pages list them.
 */
function checkPublishGate(directory: string, reporter: { panic: (message: string) => never }) {
  const { items, stop } = publishGate(directory, buildStage());
  if (stop) {
    // The list as it is, one item a line: the reporter would wrap it at 80 columns.
    process.stderr.write(`${stop.slice(0, -1).join("\n")}\n`);
    reporter.panic(stop.at(-1) ?? "");
  }
  remaining = items;
}

/** The practice's calendar day the build runs on: the pages leave out the special dates already past. */
const builtOn = practiceDay(Date.now());

/**
 * The build's one node (./siteBuild.ts): the day it runs on, and a preview's notice of what is still unconfirmed
 * and of the drafts a production build leaves out. Every page's query asks for it.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({
  actions,
  createNodeId,
  createContentDigest,
}) => {
  const fields = siteBuildFields(buildStage(), builtOn, {
    unconfirmed: staffLines(remaining),
    drafts,
  });
  actions.createNode({
    ...fields,
    id: createNodeId(siteBuildType),
    internal: { type: siteBuildType, contentDigest: createContentDigest(fields) },
  });
};

/**
 * A draft left out of a production build leaves no empty place behind: its related articles' lists skip it.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    ArtigoJson: {
      related: {
        async resolve(
          source: unknown,
          args: unknown,
          context: unknown,
          info: { originalResolver: (...params: unknown[]) => Promise<unknown> },
        ) {
          const related = await info.originalResolver(source, args, context, info);
          return Array.isArray(related) ? related.filter(Boolean) : related;
        },
      },
    },
  });
};

/**
 * Every content type, declared rather than inferred and derived from the content model
 * (src/content/graphqlTypes.ts): a field an editor deletes or misspells fails the build with the type and field
 * named, instead of rendering an empty card. A Markdown field also comes as the page's HTML, sanitised
 * (src/articles/articleBody.ts), with the photos it shows made for the page (./bodyImages.ts): the browser gets
 * HTML, never Markdown or the code that reads it. The build's own node is declared the same way (./siteBuild.ts).
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({
  actions,
  store,
}) => {
  const { directory } = store.getState().program;
  const draftPages = leftOutPages(join(directory, "src/content"), buildStage());
  actions.createFieldExtension({
    name: markdownHtmlExtension,
    args: { from: "String!" },
    extend(options: { from: string }) {
      return {
        async resolve(source: Record<string, unknown>) {
          const markdown = String(source[options.from] ?? "");
          const { images } = bodyProblems(markdown, { sitePages: new Set() });
          const made = await makeBodyImages(images, {
            contentDir: join(directory, "src/content"),
            publicDir: join(directory, "public"),
          });
          // In production, a link to a draft the build leaves out turns back into its text.
          return unlinkPages(articleBodyHtml(markdown, made), draftPages);
        },
      };
    },
  });
  actions.createTypes(graphqlTypeDefs(contentFiles, contentFolders));
  actions.createTypes(siteBuildTypeDefs);
};

/**
 * At the end of the build, the readability of every article and FAQ answer against its target (a warning when one
 * falls short, never a stop); then a loud list of every placeholder an editor still has to replace, and every
 * example testimonial, figure and FAQ answer the practice has yet to confirm, before the site goes live (this plugin
 * comes last in gatsby-config.ts, so the list is the build's last word).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter, store }) => {
  const contentDir = join(store.getState().program.directory, "src/content");
  const readability = readabilityReport(scoreContentFiles(contentDir));
  // One text a line, as it is: the reporter would wrap it at 80 columns.
  process.stdout.write(`${readability.lines.join("\n")}\n`);
  if (readability.fallsShort)
    reporter.warn(
      "Some articles or FAQ answers fall short of their reading target (PLAIN LANGUAGE, above).",
    );
  const read = (file: string) =>
    JSON.parse(readFileSync(join(contentDir, file), "utf8")) as unknown;
  const warning = [
    ...placeholderWarning(
      [...contentFiles.map(({ file }) => file), ...folderFiles(contentDir)].map((file) => ({
        file: `src/content/${file}`,
        data: read(file),
      })),
    ),
    ...articleWarning(contentWarnings),
  ];
  if (warning.length > 0) reporter.warn(warning.join("\n"));
};
