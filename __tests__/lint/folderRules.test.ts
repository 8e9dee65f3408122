import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";

/*
 * The folders' rules (STYLE.md, eslint.config.mjs's folderRules): in a copy of the tree (the config, src/,
 * plugins/, functions/; node_modules linked, not copied), a file with one bad import is planted for each rule, and
 * the real ESLint, with the project's own config and plugin, lints the planted files and some of the tree's own:
 * each planted file fails on its bad import alone, naming the rule it breaks, and the tree's own files pass.
 */

const repo = join(__dirname, "..", "..");
let copy: string;

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string; line: number }[];
}

/** ESLint, as `npm run lint` runs it, over `files` of the copy; the messages by file, relative to the copy. */
async function lint(files: string[]): Promise<Record<string, LintResult["messages"]>> {
  const eslint = join(copy, "node_modules", "eslint", "bin", "eslint.js");
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [eslint, "--format", "json", "--no-warn-ignored", ...files],
    { cwd: copy, maxBuffer: 16 * 1024 * 1024 },
  ).catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? "[]" }));
  const results = JSON.parse(stdout) as LintResult[];
  return Object.fromEntries(
    results.map((result) => [result.filePath.slice(copy.length + 1), result.messages]),
  );
}

/** A file of the copy with one good import (line 1) and one bad import (line 2). */
interface Planted {
  rule: string;
  file: string;
  good: string;
  bad: string;
  message: RegExp;
}

const planted: Planted[] = [
  {
    rule: "components/ imports nothing of the features",
    file: "src/components/Planted.ts",
    good: "../theme/tokens",
    bad: "../booking/bookingReasons",
    message: /^components\/ imports nothing of the features/,
  },
  {
    rule: "booking/ imports nothing of counting/",
    file: "src/booking/Planted.ts",
    good: "../boot/startUpNames",
    bad: "../counting/countQueue",
    message: /^booking\/ imports nothing of counting\//,
  },
  {
    rule: "shared/ imports no runtime folder",
    file: "src/shared/Planted.ts",
    good: "./pageAddress",
    bad: "../content/contentModel",
    message: /^shared\/ imports no runtime folder/,
  },
  {
    rule: "a browser folder imports nothing of node:*",
    file: "src/sections/Planted.ts",
    good: "../booking/bookingReasons",
    bad: "node:fs",
    message: /^a browser folder imports nothing of Node \(node:\*\)/,
  },
  {
    rule: "a browser folder imports nothing of the server",
    file: "src/root/Planted.ts",
    good: "../counting/countQueue",
    bad: "../server/staffSignIn",
    message: /^a browser folder imports nothing of .* the server/,
  },
  {
    rule: "a browser folder imports nothing of the build",
    file: "src/counting/Planted.ts",
    good: "../shared/eventSchema",
    bad: "../../plugins/start-up/compileLoader",
    message: /^a browser folder imports nothing of .* the build \(plugins\/\)/,
  },
  {
    rule: "functions/ import only src/server/",
    file: "functions/api/Planted.ts",
    good: "../../src/server/staffSignIn",
    bad: "../../src/content/contentModel",
    message: /^functions\/ import only src\/server\//,
  },
  {
    rule: "no upward imports",
    file: "src/boot/Planted.ts",
    good: "../shared/pageAddress",
    bad: "../booking/bookingReasons",
    message: /^boot\/ imports only the folders below it/,
  },
];

/** Some of the tree's own files, each importing across folders as the rules allow. */
const clean = [
  "src/components/Button.tsx",
  "src/booking/BookingModal.tsx",
  "src/shared/eventSchema.ts",
  "src/sections/layout/SiteFooter.tsx",
  "src/root/RootWrapper.tsx",
  "src/counting/sendCounts.ts",
  "src/boot/loader.ts",
  "functions/api/events.ts",
  "plugins/start-up/gatsby-node.ts",
];

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), "folder-rules-"));
  for (const entry of ["eslint.config.mjs", "package.json", "src", "plugins", "functions"])
    await cp(join(repo, entry), join(copy, entry), { recursive: true });
  await symlink(join(repo, "node_modules"), join(copy, "node_modules"), "dir");
  for (const { file, good, bad } of planted) {
    await mkdir(join(copy, dirname(file)), { recursive: true });
    await writeFile(
      join(copy, file),
      `import * as good from "${good}";\nimport * as bad from "${bad}";\nexport const both = [good, bad];\n`,
    );
  }
}, 60_000);

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

describe("the folders' rules, as npm run lint checks them", () => {
  let messages: Record<string, LintResult["messages"]>;
  beforeAll(async () => {
    messages = await lint([...planted.map(({ file }) => file), ...clean]);
  }, 120_000);

  it.each(planted)("$rule: the planted import fails, naming the rule", ({ file, message }) => {
    const found = (messages[file] ?? []).map(({ ruleId, line, message: text }) => ({
      ruleId,
      line,
      text,
    }));
    expect(found).toEqual([
      { ruleId: "boundaries/dependencies", line: 2, text: expect.stringMatching(message) },
    ]);
  });

  it("the tree's own files pass", () => {
    for (const file of clean) expect([file, messages[file]]).toEqual([file, []]);
  });
});
