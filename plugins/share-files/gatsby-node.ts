/**
 * The share files: after the pages are written, what search engines, link previews and the home screen read and
 * that depends on the published address or the content (./shareFiles.ts): robots.txt, the share images, the
 * articles' feed and the web app manifest with its icons.
 */
import type { GatsbyNode } from "gatsby";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ArticleContent } from "../../src/content/contentTypes";
import { publishedArticles } from "../../src/content/publishGate";
import { buildStage } from "../content-gate/publishStage";
import { folderFiles } from "../content-gate/validateContentFiles";
import { writeShareFiles } from "./shareFiles";

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, store }) => {
  const { program, config } = store.getState();
  const contentDir = join(program.directory, "src/content");
  // The drafts have no share image and no feed entry in production.
  const articles = publishedArticles(
    folderFiles(contentDir).map(
      (file) => JSON.parse(readFileSync(join(contentDir, file), "utf8")) as ArticleContent,
    ),
    buildStage(),
  );
  const { ogImageBytes } = await writeShareFiles({
    directory: program.directory,
    siteUrl: config.siteMetadata.siteUrl,
    articles,
  });
  reporter.info(
    `og-image.jpg, robots.txt, manifest.webmanifest, conteudos/feed.xml and ${articles.length} articles' share images written (${Math.round(ogImageBytes / 1024)} KB image)`,
  );
};
