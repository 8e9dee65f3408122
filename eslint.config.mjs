import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import storybook from "eslint-plugin-storybook";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      ".cache/",
      "public/",
      "storybook-static/",
      ".wrangler/",
      ".test-builds/",
      "src/gatsby-types.d.ts",
      // Written by npm run content:write: the content model's checks, compiled ahead.
      "src/content/schemas/validators.js",
      "src/content/schemas/validators.d.ts",
      "!.storybook",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}", "scripts/**"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["**/*.cjs", "*.config.js", "test-runner-jest.config.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  ...storybook.configs["flat/recommended"],
  folderRules(),
);

/**
 * The folders' rules (STYLE.md: one runtime per folder, features meeting at the root, no upward imports), as
 * eslint-plugin-boundaries' errors. Each folder names the folders it may import, all of them below it; anything
 * else is an error. The rules the house names are written out after, each with its own message, so that a
 * failure says which rule it broke. __tests__/lint/folderRules.test.ts plants a bad import for each and sees it fail.
 */
function folderRules() {
  /** Each folder, and the folders it may import (besides itself). */
  const folders = {
    shared: [],
    theme: [],
    images: [],
    content: ["shared"],
    practice: ["content", "shared"],
    articles: ["content", "shared"],
    seo: ["content", "shared"],
    components: ["theme"],
    boot: ["shared"],
    offline: ["shared"],
    listen: ["boot", "components", "theme"],
    booking: ["boot", "components", "shared", "theme"],
    counting: ["boot", "shared"],
    sections: [
      "articles",
      "booking",
      "boot",
      "components",
      "content",
      "images",
      "listen",
      "seo",
      "shared",
      "theme",
    ],
    root: [
      "booking",
      "boot",
      "components",
      "content",
      "counting",
      "sections",
      "seo",
      "shared",
      "theme",
    ],
    pages: ["root", "sections", "seo", "shared"],
    admin: [
      "articles",
      "booking",
      "boot",
      "components",
      "content",
      "images",
      "practice",
      "root",
      "sections",
      "seo",
      "shared",
      "theme",
    ],
    server: ["content", "practice", "shared"],
    functions: ["server", "shared"],
    plugins: [
      "articles",
      "booking",
      "boot",
      "content",
      "offline",
      "root",
      "seo",
      "shared",
      "theme",
    ],
  };
  /** The folders whose code runs in the browser (and in Gatsby's render of it). */
  const browser = [
    "theme",
    "components",
    "content",
    "practice",
    "articles",
    "seo",
    "boot",
    "booking",
    "counting",
    "offline",
    "listen",
    "sections",
    "root",
    "pages",
    "admin",
  ];
  const features = [
    "booking",
    "listen",
    "counting",
    "sections",
    "root",
    "boot",
    "pages",
    "admin",
    "seo",
    "content",
    "practice",
    "articles",
  ];
  const runtimeFolders = Object.keys(folders).filter((folder) => folder !== "shared");
  const typeOf = (folder) => ({ element: { type: folder } });
  const anyOf = (list) => ({ element: { types: { anyOf: list } } });
  return {
    files: ["src/**/*.{ts,tsx}", "plugins/**/*.{ts,tsx}", "functions/**/*.ts"],
    // Build and editor configuration run in Node, whatever their folder.
    ignores: ["src/admin/vite.config.ts"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": [
        ...Object.keys(folders)
          .filter((folder) => !["functions", "plugins"].includes(folder))
          .map((folder) => ({ type: folder, pattern: `src/${folder}` })),
        { type: "functions", pattern: "functions" },
        { type: "plugins", pattern: "plugins" },
      ],
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] } },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          checkAllOrigins: true,
          checkUnknownLocals: true,
          message:
            "{{from.type}}/ imports only the folders below it, which eslint.config.mjs lists: not this one",
          policies: [
            // Packages, for every folder.
            { allow: { to: { module: { origin: "external" } } } },
            ...Object.entries(folders).map(([folder, below]) => ({
              from: typeOf(folder),
              allow: { to: anyOf(below) },
            })),
            // Node's own modules, only where Node runs the code.
            { from: anyOf(["plugins", "server"]), allow: { to: { module: { origin: "core" } } } },
            {
              from: typeOf("components"),
              disallow: { to: anyOf(features) },
              message:
                "components/ imports nothing of the features: the design system knows no booking, counting, page or content",
            },
            {
              from: typeOf("booking"),
              disallow: { to: typeOf("counting") },
              message:
                "booking/ imports nothing of counting/: it says what happened through its port, and the root wires the counting to it",
            },
            {
              from: typeOf("shared"),
              disallow: { to: anyOf(runtimeFolders) },
              message: "shared/ imports no runtime folder: every runtime reads it",
            },
            {
              from: anyOf(browser),
              disallow: [
                { to: { module: { origin: "core" } } },
                { to: anyOf(["plugins", "server", "functions"]) },
              ],
              message:
                "a browser folder imports nothing of Node (node:*), the build (plugins/) or the server (server/, functions/)",
            },
            {
              from: typeOf("functions"),
              disallow: { to: anyOf(runtimeFolders.filter((folder) => folder !== "server")) },
              message:
                "functions/ import only src/server/ (and src/shared/): thin handlers over the server's code",
            },
          ],
        },
      ],
    },
  };
}
