import type { GatsbyConfig } from "gatsby";
import { buildStage, draftArticles } from "./plugins/content-gate/publishStage";
import { graphqlTypeNameFor } from "./src/content/contentModel";

// A production build leaves the draft articles out from the start: no node, so no page, no list entry, no sitemap
// entry, nothing of theirs in public/ (docs/publishing-gate.md).
const leftOut =
  buildStage() === "production"
    ? draftArticles("./src/content").map(({ file }) => `**/src/content/${file}`)
    : [];

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Oftalmologia",
    // The address the site is published at: canonical URLs and sharing previews are built from it.
    siteUrl: process.env.SITE_URL ?? "https://www.example.com",
  },
  // Writes src/gatsby-types.d.ts (on develop and on build) so pages use the `Queries` types of their own queries.
  graphqlTypegen: { generateOnBuild: true },
  // Pages are written as folders (catarata/index.html), which Cloudflare Pages and Netlify answer at "/catarata/"
  // and redirect "/catarata" to: every address the site hands out ends in "/" (src/shared/pageAddress.ts).
  trailingSlash: "always",
  jsxRuntime: "automatic",
  plugins: [
    {
      resolve: "gatsby-plugin-styled-components",
      // A built page's class names are the bare hashes ("sc-12sk3l3-0 kqGqCW"): the component names that `gatsby
      // develop` adds for whoever reads the DOM ("Photo__Frame-sc-12sk3l3-0") cost every page some 0.9 KB of gzip.
      options: { displayName: process.env.NODE_ENV !== "production" },
    },
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "webp", "avif"],
          placeholder: "blurred",
          quality: 72,
          breakpoints: [240, 360, 480, 720, 960, 1200],
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-transformer-json",
      // One type per content file, named after it: home.json -> HomeJson, site-settings.json -> SiteSettingsJson;
      // one per folder of files: artigos/catarata.json -> ArtigoJson. (The plugin's default names a one-object
      // file after its folder, which would merge every file into one type.)
      options: {
        typeName: ({ node }: { node: { name: string; relativeDirectory: string } }) =>
          graphqlTypeNameFor(node.name, node.relativeDirectory),
      },
    },
    {
      resolve: "gatsby-source-filesystem",
      // The JSON Schemas beside the content are for editors' tools and the build's validation, not pages; the
      // drafts stay out of a production build.
      options: { name: "content", path: "./src/content", ignore: ["**/schemas/**", ...leftOut] },
    },
    { resolve: "gatsby-source-filesystem", options: { name: "images", path: "./src/images" } },
    {
      resolve: "gatsby-plugin-sitemap",
      // Every page, the articles too; the not-found page in its three forms stays out. robots.txt (written after the
      // build by the share-files plugin) points at the index this writes, /sitemap-index.xml.
      options: { excludes: ["/404/", "/404.html", "/dev-404-page/"] },
    },
    // The site's own build jobs, each a local plugin in plugins/ (the README's map says what each does).
    // What the share image, the feed, the manifest and robots.txt say, written after the pages.
    "share-files",
    // Gatsby's internals overridden so that a page paints as if it had no JavaScript and answers a tap at once.
    "start-up",
    // The service worker that keeps a returning patient's pages for a day without data, and the offline card.
    "offline-worker",
    // The content checked before the build, typed from the content model and held to the publish gate; last, so
    // that what remains unconfirmed is the build's last word.
    "content-gate",
  ],
};

export default config;
