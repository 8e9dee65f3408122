import type { GatsbyConfig } from "gatsby";

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Oftalmologia",
    siteUrl: "https://www.example.com",
  },
  // Writes src/gatsby-types.d.ts (on develop and on build) so pages use the `Queries` types of their own queries.
  graphqlTypegen: { generateOnBuild: true },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  plugins: ["gatsby-plugin-styled-components", "gatsby-plugin-react-helmet"],
};

export default config;
