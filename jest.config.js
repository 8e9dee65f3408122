/** Unit tests of pure logic and build-time code. Storybook's interaction tests have their own config. */
/** @type {import('jest').Config} */
module.exports = {
  roots: ["<rootDir>/__tests__"],
  // The built-site checks in __tests__/site run under node's test runner (npm run test:site).
  testMatch: ["**/*.test.ts?(x)"],
  testEnvironment: "node",
  // jose (the JWT library the functions use), the Markdown pipeline (unified, remark, rehype and the small
  // packages under them) and Decap CMS's locales ship only ES modules: swc turns them into what jest loads.
  transformIgnorePatterns: [
    "/node_modules/(?!(jose|decap-cms-locales|unified|bail|devlop|trough|vfile[^/]*|unist-[^/]*|mdast-[^/]*|micromark[^/]*|hast-[^/]*|hastscript|remark-[^/]*|rehype-[^/]*|is-plain-obj|decode-named-character-reference|character-[^/]*|property-information|space-separated-tokens|comma-separated-tokens|zwitch|html-void-elements|ccount|stringify-entities|trim-lines|longest-streak|web-namespaces|html-url-attributes|@ungap/structured-clone)/)",
  ],
  transform: {
    "^.+\\.(t|m?j)sx?$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", tsx: true },
          transform: { react: { runtime: "automatic" } },
        },
      },
    ],
  },
};
