import type { GatsbyNode } from "gatsby";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { optimizeStartUp } from "./src/boot/optimizeStartUp";
import { contentFiles } from "./src/content/contentModel";
import { placeholderWarning } from "./src/content/findPlaceholders";
import { graphqlTypeDefs } from "./src/content/graphqlTypes";
import { writeShareFiles } from "./src/seo/shareFiles";
import { formatContentErrors } from "./src/content/validateContent";
import { validateAllContent } from "./src/content/validateContentFiles";

/**
 * Checks every content file against its schema before anything else runs, so an editor's mistake stops the
 * build in seconds with the file, the field and the rule named, rather than as a GraphQL error or a broken page.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const errors = validateAllContent(join(store.getState().program.directory, "src/content"));
  if (errors.length > 0) reporter.panic(formatContentErrors(errors));
};

/**
 * Every content type, declared rather than inferred and derived from the content model
 * (src/content/graphqlTypes.ts): a field an editor deletes or misspells fails the build with the type and field
 * named, instead of rendering an empty card.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(graphqlTypeDefs(contentFiles));
};

/**
 * After the pages are written: the share image and robots.txt; the start-up work (the deferred script loader in
 * every HTML file, the compile hint in the scripts it loads); then a loud list of every placeholder an editor
 * still has to replace, and every example testimonial, figure and FAQ answer the practice has yet to confirm,
 * before the site goes live.
 */
/** Gatsby's service-worker registration, which no plugin here asks for, out of the browser bundle. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  plugins,
}) => {
  // Only the production bundle: `gatsby develop` runs an app of its own, without the registration.
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(
        /[\\/]register-service-worker(\.js)?$/,
        join(process.cwd(), "src", "boot", "noServiceWorker.ts"),
      ),
    ],
  });
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, store }) => {
  // robots.txt, the share image and the web app manifest, for the address the site is built for
  // (src/seo/shareFiles.ts).
  const { program, config } = store.getState();
  const { ogImageBytes } = await writeShareFiles({
    directory: program.directory,
    siteUrl: config.siteMetadata.siteUrl,
  });
  reporter.info(
    `og-image.jpg, robots.txt and manifest.webmanifest written (${Math.round(ogImageBytes / 1024)} KB image)`,
  );
  // Scripts start after the first paint, compiled off the main thread (src/boot/optimizeStartUp.ts).
  const startUp = await optimizeStartUp(join(program.directory, "public"));
  reporter.info(
    `start-up: scripts deferred on ${startUp.pages} pages, compile hint added to ${startUp.scripts} scripts`,
  );
  const contentDir = join(program.directory, "src/content");
  const warning = placeholderWarning(
    contentFiles.map(({ file }) => ({
      file: `src/content/${file}`,
      data: JSON.parse(readFileSync(join(contentDir, file), "utf8")) as unknown,
    })),
  );
  if (warning.length > 0) reporter.warn(warning.join("\n"));
};
