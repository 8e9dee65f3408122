/**
 * Every built file as the host serves it, read from public/ after `npm run build` (scripts/test-site.mjs runs
 * this with the other built-site tests): no U+0000 or other control character in any text file, and every page
 * valid HTML by the W3C's Nu Html Checker (the npm package vnu-jar, run with the machine's Java: Debian's
 * default-jre-headless, which .ci/run installs).
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join, relative, sep } from "node:path";
import { describe, it } from "node:test";
import { promisify } from "node:util";

const require = createRequire(import.meta.url);
const publicDir = join(import.meta.dirname, "../../public");
const textFile = /\.(html|xml|json|js|mjs|css|txt|svg|webmanifest)$|^_headers$|^_redirects$/;

/** Every file under public/, as paths relative to it with "/". */
async function builtFiles() {
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(publicDir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/**
 * The first control character of `text` with what surrounds it, or undefined. Tab, line feed and carriage
 * return are text; everything else below U+0020, and U+007F, is not.
 */
function firstControl(text, { nulOnly = false } = {}) {
  // Written as strings: a regular expression literal with these characters reads as a mistake to the linter.
  const control = nulOnly ? "\\u0000" : "[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]";
  const match = new RegExp(control).exec(text);
  if (!match) return undefined;
  const code = match[0].codePointAt(0).toString(16).toUpperCase().padStart(4, "0");
  return `U+${code} at character ${match.index}, after ${JSON.stringify(text.slice(Math.max(0, match.index - 40), match.index))}`;
}

const files = await builtFiles();
if (!files.includes("index.html"))
  throw new Error("No public/index.html: run `npm run build` first.");

describe("every built text file", () => {
  const texts = files.filter((file) => textFile.test(file.split("/").pop()));

  it("holds no U+0000", async () => {
    const found = [];
    for (const file of texts) {
      const where = firstControl(await readFile(join(publicDir, file), "utf8"), { nulOnly: true });
      if (where) found.push(`${file}: ${where}`);
    }
    assert.deepEqual(found, []);
  });

  // The editor's Decap CMS bundle is copied as its authors publish it, and its minified code writes a bell
  // character (U+0007) inside a string literal: JavaScript's text, which no page shows.
  const ours = texts.filter((file) => !/^admin\/decap-[^/]+\//.test(file));
  it(`holds no other control character (${ours.length} files)`, async () => {
    const found = [];
    for (const file of ours) {
      const where = firstControl(await readFile(join(publicDir, file), "utf8"));
      if (where) found.push(`${file}: ${where}`);
    }
    assert.deepEqual(found, []);
  });
});

describe("every built page", () => {
  // Gatsby's slice of its own scripts (_gatsby/slices/) is a fragment it stitches into pages at build time, not a
  // page: the pages that hold it are checked.
  const pages = files.filter((file) => file.endsWith(".html") && !file.startsWith("_gatsby/"));

  it(`is valid HTML by the Nu Html Checker (${pages.length} pages)`, async () => {
    const vnuJar = String(require("vnu-jar"));
    const java = process.env.JAVA ?? "java";
    const run = promisify(execFile);
    const { stdout, stderr } = await run(
      java,
      ["-jar", vnuJar, "--errors-only", "--exit-zero-always", "--format", "json", ...pages],
      { cwd: publicDir, maxBuffer: 64 * 1024 * 1024 },
    ).catch((error) => {
      if (error.code === "ENOENT")
        throw new Error(
          `No Java (${java}) to run the Nu Html Checker: install Debian's default-jre-headless, or set JAVA.`,
        );
      throw error;
    });
    const { messages } = JSON.parse(stderr || stdout);
    const errors = messages
      .filter((message) => message.type === "error" || message.subType === "fatal")
      .map(
        (message) =>
          `${relative(publicDir, new URL(message.url).pathname)}:${message.lastLine ?? "?"}: ${message.message}`,
      );
    assert.deepEqual(errors, []);
  });
});
