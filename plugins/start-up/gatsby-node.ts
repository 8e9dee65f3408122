/**
 * The start-up: every override of Gatsby's internals that makes a page paint as if it had no JavaScript and answer a
 * tap at once (docs/how-a-page-starts.md). Out of the browser bundle go the pieces of Gatsby that do nothing here
 * (./moduleSwaps.ts); after the build, every page's script tags give way to the inline loader, with what the app
 * fetches next preloaded and compiled off the main thread (./optimizeStartUp.ts). Its gatsby-ssr.tsx trims the head
 * and renders the body without React 18's stray bytes. On a Gatsby upgrade, this folder is the one to review.
 */
import type { GatsbyNode } from "gatsby";
import { join } from "node:path";
import { swapOutUnusedModules } from "./moduleSwaps";
import { optimizeStartUp } from "./optimizeStartUp";

export const onCreateWebpackConfig = swapOutUnusedModules;

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, store }) => {
  const startUp = await optimizeStartUp(join(store.getState().program.directory, "public"));
  reporter.info(
    `start-up: scripts deferred on ${startUp.pages} pages, compile hint added to ${startUp.scripts} scripts`,
  );
};
