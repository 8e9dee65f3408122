import type { GatsbyNode } from "gatsby";
import { join } from "node:path";
import { buildStage } from "../content-gate/publishStage";
import { trickOn } from "./startUpTricks";

/** The stand-ins, beside this file (the build runs from the project's root). */
const standIn = (file: string) => join(process.cwd(), "plugins", "start-up", "standIns", file);

/**
 * Gatsby's onCreateWebpackConfig: out of the browser bundle go Gatsby's service-worker registration, which no
 * plugin here asks for, and the browser side of its Partytown plugin, which does nothing outside `gatsby develop`
 * (./standIns/noServiceWorker.ts and ./standIns/noPartytown.ts say what each cost), and the browser side of its Head API, which no page
 * uses (./standIns/noHeadExport.ts); and, in a production build, the preview's
 * notice (./standIns/noPreviewNotice.ts), which a production page never shows. On a Gatsby upgrade, check that the module
 * paths still match: built-site tests fail if any comes back. The first three are the start-up trick `moduleSwaps`
 * (./startUpTricks.ts), which a benchmark build may leave off; the preview's notice is content, always swapped.
 *
 * Webpack's cache (.cache/webpack/) does not see a swap: a production build after a preview in the same folder
 * (the tests' builds; a host that keeps .cache between builds) would reuse the preview's modules, the notice's
 * included. So each stage of the site keeps a webpack cache of its own, beside the other.
 */
export const swapOutUnusedModules: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  plugins,
  store,
}) => {
  // Only the production bundle: `gatsby develop` runs an app of its own, without the registration.
  if (stage !== "build-javascript") return;
  const swaps = trickOn("moduleSwaps");
  const cacheName = `${stage}-${buildStage()}${swaps ? "" : "-no-swaps"}`;
  actions.setWebpackConfig({
    cache: {
      name: cacheName,
      cacheLocation: join(
        store.getState().program.directory,
        ".cache",
        "webpack",
        `stage-${cacheName}`,
      ),
    },
    plugins: [
      ...(swaps
        ? [
            plugins.normalModuleReplacement(
              /[\\/]register-service-worker(\.js)?$/,
              standIn("noServiceWorker.ts"),
            ),
            plugins.normalModuleReplacement(
              /[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser(\.js)?$/,
              standIn("noPartytown.ts"),
            ),
            plugins.normalModuleReplacement(
              /[\\/]head[\\/]head-export-handler-for-browser(\.js)?$/,
              standIn("noHeadExport.ts"),
            ),
          ]
        : []),
      ...(buildStage() === "production"
        ? [
            plugins.normalModuleReplacement(
              /[\\/]sections[\\/]layout[\\/]PreviewNotice(\.tsx)?$/,
              standIn("noPreviewNotice.ts"),
            ),
          ]
        : []),
    ],
  });
};
