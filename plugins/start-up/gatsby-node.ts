/**
 * The start-up: every override of Gatsby's internals that makes a page paint as if it had no JavaScript and answer a
 * tap at once (docs/how-a-page-starts.md). Out of the browser bundle go the pieces of Gatsby that do nothing here
 * (./moduleSwaps.ts); after the build, every page's script tags give way to the inline loader, with what the app
 * fetches next preloaded and compiled off the main thread (./optimizeStartUp.ts), and pages with special dates get
 * the inline check that hides a date once it has passed (./specialDatesScript.ts). Its gatsby-ssr.tsx trims the head
 * and renders the body without React 18's stray bytes. On a Gatsby upgrade, this folder is the one to review.
 */
import type { GatsbyNode } from "gatsby";
import { join } from "node:path";
import { swapOutUnusedModules } from "./moduleSwaps";
import { optimizeStartUp } from "./optimizeStartUp";
import { addSpecialDatesCheck } from "./specialDatesScript";

export const onCreateWebpackConfig = swapOutUnusedModules;

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, store }) => {
  const publicDir = join(store.getState().program.directory, "public");
  const startUp = await optimizeStartUp(publicDir);
  reporter.info(
    `start-up: scripts deferred on ${startUp.pages} pages, compile hint added to ${startUp.scripts} scripts`,
  );
  // Each special date leaves the page once it is over, and shows near the booking as it comes, with no new build
  // (the page's day at build time is the `builtOn` of the content gate's SiteBuild node, which every page's query
  // asks for: plugins/content-gate/siteBuild.ts).
  const checked = await addSpecialDatesCheck(publicDir);
  reporter.info(`special dates: the check added to ${checked} pages`);
};
