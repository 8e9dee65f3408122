/**
 * The builds the tests read, each made once a run, one after another, in one fixed folder kept between runs:
 * `.test-builds/folder/`, a copy of the repo's files (node_modules linked). Each build there is the folder's content
 * rewritten for it (a woman's settings, a bad rating, everything filled in for production) and `gatsby build` run
 * again, so that Gatsby's caches (webpack's, which keeps absolute paths, and the processed images) are reused from
 * one build to the next instead of a cold build in a fresh copy each time. A build's output is copied out to
 * `.test-builds/builds/<name>/public/` (the site's own to the repo's public/, where `npm run build` leaves it) with
 * what it printed, its exit code and its time, in `build.json`.
 *
 * An incremental build leaves in public/ what earlier builds of the folder wrote and this one did not: webpack's
 * older scripts, the editor a preview built and production does not, the share images of articles that are drafts
 * now. A host's cold build has none of them, and the production build must be seen to leave the drafts out, so
 * before each build `clearRewrittenOutput` deletes what the build writes whole again anyway (see there); what
 * Gatsby tracks itself (pages, page data, processed images) stays, and Gatsby deletes a removed page's files.
 *
 * What is kept, and when it goes: `.test-builds/` holds only the folder and the outputs. It is wiped whole when
 * package-lock.json, gatsby-config.ts or anything in plugins/ changes (the stamp below), and by `npm run clean`;
 * a fresh clone has none. Files are copied into the folder only where their bytes differ, so that what did not
 * change keeps its time and its cached result.
 *
 * The builds themselves (which content, which stage, which steps) are in __tests__/site/builds/siteBuilds.mjs.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import {
  cp,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";

export const repoRoot = resolve(import.meta.dirname, "../..");
/** Where the builds are made and kept (.gitignore'd). */
export const buildsRoot = join(repoRoot, ".test-builds");
/** The one folder every build is made in. */
export const buildFolder = join(buildsRoot, "folder");
/** What a change to wipes every cache: Gatsby's own install, its configuration and the build's plugins. */
const stampSources = ["package-lock.json", "gatsby-config.ts", "plugins"];
/** Tracked files no build reads, left out of the copy: the catalogue's pictures, the benchmark's runs, the tests. */
const notCopied = ["stories/__image_snapshots__/", "bench-results/", "__tests__/"];
/**
 * What a build writes whole every time, deleted from the folder's public/ before each build so that nothing of an
 * earlier build is left beside it: webpack's scripts (a content hash in each name; webpack writes every one of this
 * build's again) and the articles' share images (written for each published article by plugins/share-files/);
 * and the editor (public/admin/, written whole by the `admin` step, which a production build does not take).
 */
const rewrittenWhole = [
  (path) => /^[^/]+-[0-9a-f]{20}\.js(?:\.map|\.LICENSE\.txt)?$/.test(path),
  (path) => /^conteudos\/[^/]+\/og-image\.jpg$/.test(path),
];

/** Deletes from `publicDir` the editor's folder and every file `rewrittenWhole` names. */
async function clearRewrittenOutput(publicDir) {
  if (!existsSync(publicDir)) return;
  await rm(join(publicDir, "admin"), { recursive: true, force: true });
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = relative(publicDir, join(entry.parentPath, entry.name)).split(sep).join("/");
    if (rewrittenWhole.some((rule) => rule(path))) await rm(join(publicDir, path), { force: true });
  }
}

/** Made by the build in the folder, never the repo's to overwrite or delete. */
const builtThere = new Set(["node_modules", ".cache", "public", ".wrangler"]);

/** The repo's files as git lists them (tracked, and new ones not ignored), less what no build reads. */
function sourceFiles() {
  const listed = spawnSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    { cwd: repoRoot, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout
    .split("\0")
    .filter(Boolean)
    .filter((file) => !notCopied.some((prefix) => file.startsWith(prefix)))
    .filter((file) => existsSync(join(repoRoot, file)));
}

/** A hash of the files whose change makes every cache stale. */
async function stampOf(files) {
  const hash = createHash("sha256");
  for (const file of files.filter((name) =>
    stampSources.some((source) => name === source || name.startsWith(`${source}/`)),
  )) {
    hash.update(file);
    hash.update(await readFile(join(repoRoot, file)));
  }
  return hash.digest("hex");
}

/** Every file under `dir` but the build's own folders at its top, as paths relative to it with "/". */
async function filesIn(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter((file) => !builtThere.has(file.split("/")[0]));
}

/**
 * Brings the folder to the repo's files as they are now: each file copied where its bytes differ, each file the
 * repo no longer has removed; the build's own folders (.cache, public) kept, unless the stamp changed.
 */
export async function syncBuildFolder(folder = buildFolder) {
  const files = sourceFiles();
  const stamp = await stampOf(files);
  const stampFile = join(buildsRoot, "stamp");
  const previous = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
  if (previous !== stamp) {
    await rm(buildsRoot, { recursive: true, force: true });
    await mkdir(buildsRoot, { recursive: true });
    await writeFile(stampFile, stamp);
  }
  await mkdir(folder, { recursive: true });
  const wanted = new Set(files);
  for (const file of await filesIn(folder))
    if (!wanted.has(file)) await rm(join(folder, file), { force: true });
  for (const file of files) {
    const from = join(repoRoot, file);
    const to = join(folder, file);
    const source = await readFile(from);
    const current = existsSync(to) ? await readFile(to).catch(() => null) : null;
    if (current && source.equals(current)) continue;
    await mkdir(dirname(to), { recursive: true });
    await writeFile(to, source, { mode: (await stat(from)).mode });
  }
  if (!existsSync(join(folder, "node_modules")))
    await symlink(join(repoRoot, "node_modules"), join(folder, "node_modules"), "dir");
}

/** Runs `command` in `folder`; resolves with its exit code and everything it printed. */
function runInFolder(folder, command, args, env) {
  // Not this process's NODE_ENV: vite's runnerImport, which the builds' edits call here, sets it to "development",
  // and a build's own vite would then bundle React's development build into the editor (twice the bytes), which no
  // host's build does.
  const parent = { ...process.env };
  delete parent.NODE_ENV;
  return new Promise((resolveRun) => {
    const child = spawn(command, args, {
      cwd: folder,
      env: {
        ...parent,
        GATSBY_TELEMETRY_DISABLED: "1",
        CI: "true",
        NO_COLOR: "1",
        ...env,
      },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolveRun({ code: 1, output: `${output}\n${error}` }));
    child.on("close", (code, signal) => resolveRun({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** The steps a build may take after `gatsby build`, each as `npm run build` runs it. */
const steps = {
  gatsby: () => [process.execPath, [join(repoRoot, "node_modules/gatsby/cli.js"), "build"]],
  admin: () => [
    process.execPath,
    [
      join(repoRoot, "node_modules/vite/bin/vite.js"),
      "build",
      "--config",
      "src/admin/vite.config.ts",
    ],
  ],
  headers: () => [process.execPath, ["scripts/write-headers.mjs"]],
};

/** The newest time any HTML page under `dir` was written, or 0. */
async function newestPage(dir) {
  if (!existsSync(dir)) return 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  let newest = 0;
  for (const entry of entries)
    if (entry.isFile() && entry.name.endsWith(".html"))
      newest = Math.max(newest, (await stat(join(entry.parentPath, entry.name))).mtimeMs);
  return newest;
}

/** Where a build's record and output are kept. */
export const buildDir = (name) => join(buildsRoot, "builds", name);
/** Where a build's output is read: the site's own in the repo's public/, the others beside their record. */
export const outputDir = (build) =>
  build.into === "repo" ? join(repoRoot, "public") : join(buildDir(build.name), "public");

/**
 * Makes one build in the folder: the repo's files, `build.edit` applied to the folder (it may return facts the
 * tests read, such as the dates it added), the steps run in order (stopping at the first that fails), and the
 * output copied out. Resolves with the record the tests read, also written to `.test-builds/<name>/build.json`.
 * @param {{ name: string, stage?: string,
 *   edit?: (folder: string) => Promise<object | void>, steps?: (keyof typeof steps)[], into?: "repo",
 *   env?: Record<string, string> }} build
 */
export async function makeBuild(build) {
  const folder = buildFolder;
  await syncBuildFolder(folder);
  await clearRewrittenOutput(join(folder, "public"));
  const facts = (await build.edit?.(folder)) ?? {};
  const pagesBefore = await newestPage(join(folder, "public"));
  const started = Date.now();
  let result = { code: 0, output: "" };
  for (const step of build.steps ?? ["gatsby"]) {
    const [command, args] = steps[step]();
    const ran = await runInFolder(folder, command, args, {
      SITE_STAGE: build.stage ?? "",
      ...build.env,
    });
    result = { code: ran.code, output: result.output + ran.output };
    if (ran.code !== 0) break;
  }
  const seconds = (Date.now() - started) / 1000;
  const record = {
    name: build.name,
    code: result.code,
    output: result.output,
    seconds,
    // Whether this build wrote any page (a build stopped by its content check writes none).
    pagesWritten: (await newestPage(join(folder, "public"))) > pagesBefore,
    facts,
    madeAt: new Date().toISOString(),
    run: process.env.SITE_BUILDS_RUN ?? null,
  };
  const dir = buildDir(build.name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  if (result.code === 0) {
    const out = outputDir(build);
    const staging = `${out}.new`;
    await rm(staging, { recursive: true, force: true });
    await cp(join(folder, "public"), staging, { recursive: true });
    await rm(out, { recursive: true, force: true });
    await rename(staging, out);
  }
  await writeFile(join(dir, "build.json"), JSON.stringify(record, null, 2));
  return record;
}

/** The record of the build named `name` made in this run, or null. */
export function madeBuild(name) {
  const file = join(buildDir(name), "build.json");
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, "utf8"));
}
