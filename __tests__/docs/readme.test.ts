import { existsSync, readdirSync, readFileSync } from "node:fs";

/**
 * README.md stays the developer's few screens, and every path it names is one a reader can open: the code moves,
 * and a map that names a folder that has gone sends the next engineer the wrong way.
 */
const readme = readFileSync("README.md", "utf8");

/** The folders and root files a repo path starts with; any other token (a site address, a word) is not checked. */
const repoPath =
  /^(?:(?:src|plugins|docs|scripts|functions|migrations|stories|__tests__|\.storybook|static|bench-results|\.ci)\/\S*|gatsby-[a-z]+\.tsx?|package\.json|tsconfig\.json|wrangler\.toml|netlify\.toml|\.nvmrc|eslint\.config\.mjs|jest\.config\.js|test-runner-jest\.config\.js)$/;

/** A token as written in prose or code, without the punctuation around it. */
function bare(token: string): string {
  return token.replace(/^[("'`[]+/, "").replace(/[)"'`,;:.\]]+$/, "");
}

/** The repo paths among the words of `text`; a glob or a placeholder ("<slug>") is no single path. */
function repoPathsIn(text: string): string[] {
  return text
    .split(/\s+/)
    .map(bare)
    .filter((token) => repoPath.test(token) && !/[*<>]/.test(token));
}

/** The text of every inline code span and fenced block. */
function codeText(markdown: string): string {
  const fenced = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1]);
  const withoutFences = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, "");
  const inline = [...withoutFences.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);
  return [...fenced, ...inline].join("\n");
}

/**
 * The entries of the repo map (the fenced block under "## The repo"): a line's first word at the left edge is an
 * entry at the root, and at two spaces in, an entry inside the last root folder above it ("  theme/" under "src/"
 * is src/theme/). Deeper lines carry the description.
 */
function repoMapEntries(markdown: string): string[] {
  const map = /^## The repo\n[\s\S]*?^```[^\n]*\n([\s\S]*?)^```/m.exec(markdown)?.[1] ?? "";
  const entries: string[] = [];
  let folder = "";
  for (const line of map.split("\n")) {
    const match = /^( *)(\S+)/.exec(line);
    if (!match) continue;
    const [, indent = "", name = ""] = match;
    if (indent.length === 0) {
      entries.push(name);
      folder = name.endsWith("/") ? name : "";
    } else if (indent.length === 2 && folder) entries.push(`${folder}${name}`);
  }
  return entries;
}

/** Relative links to Markdown files, as the README writes them: [words](docs/deploying.md). */
function markdownLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s#]+\.md)(?:#[^)]*)?\)/g)].map((match) => match[1] ?? "");
}

describe("repoPathsIn", () => {
  test.each([
    ["`src/theme/tokens.ts`", ["src/theme/tokens.ts"]],
    ["(src/boot/), and .ci/run.", ["src/boot/", ".ci/run"]],
    ["gatsby-node.ts and package.json", ["gatsby-node.ts", "package.json"]],
    ["/admin/ajuda/ at http://localhost:8000", []],
    ["src/content/*.json and src/content/artigos/<slug>.json", []],
    ["storybook-static/ public/ node_modules/", []],
  ])("%j names %j", (text, paths) => {
    expect(repoPathsIn(text)).toEqual(paths);
  });
});

describe("repoMapEntries", () => {
  test("a root entry, an entry inside a folder, and description lines left out", () => {
    const markdown = [
      "## The repo",
      "",
      "```",
      "gatsby-node.ts     the build's hooks",
      "src/",
      "  theme/           tokens",
      "                   more words about theme/",
      "functions/         handlers",
      "  api/             under functions/",
      "```",
    ].join("\n");
    expect(repoMapEntries(markdown)).toEqual([
      "gatsby-node.ts",
      "src/",
      "src/theme/",
      "functions/",
      "functions/api/",
    ]);
  });
});

describe("README.md", () => {
  test("is at most 300 lines", () => {
    expect(readme.trimEnd().split("\n").length).toBeLessThanOrEqual(300);
  });

  test.each([
    "npm install && npm start   # the site in development, at http://localhost:8000",
    "npm test                   # every check CI runs",
  ])("gives the command %j", (command) => {
    expect(readme).toContain(command);
  });

  const named = [...new Set([...repoPathsIn(codeText(readme)), ...repoMapEntries(readme)])];

  test("its repo map has entries", () => {
    expect(repoMapEntries(readme).length).toBeGreaterThan(10);
  });

  test.each(named)("names %s, which exists", (path) => {
    expect(existsSync(path)).toBe(true);
  });

  const linked = [...new Set(markdownLinks(readme))];

  test.each(linked)("links to %s, which exists", (path) => {
    expect(existsSync(path)).toBe(true);
  });

  test.each(readdirSync("docs").filter((name) => name.endsWith(".md")))(
    "links to docs/%s, so every reader finds their document",
    (name) => {
      expect(linked).toContain(`docs/${name}`);
    },
  );
});
