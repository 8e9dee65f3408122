/**
 * The whole chain, as an editor meets it: a copy of the site with one bad rating, a real `gatsby build`, and the
 * build stopping with the file, the field and the rule named. The copy gets the config files, plugins/ and src/, and a
 * link to node_modules; the real site, its .cache and its public/ are never touched.
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const siteRoot = join(__dirname, "../..");
const siteFiles = [
  "package.json",
  "tsconfig.json",
  "gatsby-config.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "plugins",
  "src",
  "static",
];

const buildTimeout = 240_000;

describe("a build with a content mistake", () => {
  let copy: string;
  let result: { status: number | null; output: string; seconds: number };

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), "broken-build-"));
    for (const file of siteFiles) {
      if (existsSync(join(siteRoot, file))) {
        cpSync(join(siteRoot, file), join(copy, file), { recursive: true });
      }
    }
    symlinkSync(join(siteRoot, "node_modules"), join(copy, "node_modules"), "dir");

    const catarataFile = join(copy, "src/content/catarata.json");
    const catarata = JSON.parse(readFileSync(catarataFile, "utf8")) as {
      testimonials: { items: { rating: number }[] };
    };
    catarata.testimonials.items[0]!.rating = 7;
    writeFileSync(catarataFile, JSON.stringify(catarata, null, 2));

    const started = Date.now();
    const run = spawnSync(join(copy, "node_modules/.bin/gatsby"), ["build"], {
      cwd: copy,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NO_COLOR: "1" },
      encoding: "utf8",
      timeout: buildTimeout,
      killSignal: "SIGKILL",
    });
    result = {
      status: run.status,
      output: `${run.stdout}\n${run.stderr}`,
      seconds: (Date.now() - started) / 1000,
    };
  }, buildTimeout + 60_000);

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it("fails, and says which file, which field and which rule", () => {
    expect(result.status).not.toBe(0);
    expect(result.status).not.toBeNull(); // null: killed by the time-out, not stopped by the check
    expect(result.output).toContain("Content errors: fix these files and build again");
    expect(result.output).toContain(
      "src/content/catarata.json: testimonials.items[0].rating must be at most 5 (found 7)",
    );
  });

  it("fails before the heavy work: no page is built", () => {
    expect(existsSync(join(copy, "public/index.html"))).toBe(false);
    expect(result.seconds).toBeLessThan(120);
  });
});
