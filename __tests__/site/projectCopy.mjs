/**
 * A copy of the project in a temporary folder, for the tests that build it with content of their own (the publish
 * gate's production builds, a woman's settings): the repo's files (tracked and new, as git lists them) with
 * node_modules linked, so the repo's own .cache and public/ are never touched. Needs no server.
 */
import { spawn, spawnSync } from "node:child_process";
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const repo = join(import.meta.dirname, "../..");

/** Copies the project into a new temporary folder and resolves with it. */
export async function copyProject(prefix) {
  const copy = await mkdtemp(join(tmpdir(), prefix));
  const listed = spawnSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      cwd: repo,
      encoding: "utf8",
    },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split("\0").filter(Boolean))
    await cp(join(repo, file), join(copy, file), { recursive: true }).catch((error) => {
      if (error.code !== "ENOENT") throw error;
    });
  await symlink(join(repo, "node_modules"), join(copy, "node_modules"), "dir");
  return copy;
}

/** Deletes a copy made by copyProject. */
export async function removeCopy(copy) {
  if (copy) await rm(copy, { recursive: true, force: true });
}

/** Runs `gatsby build` in `copy` for `stage` ("" for a preview); resolves with its exit code and all it printed. */
export function gatsbyBuild(copy, stage) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(repo, "node_modules/gatsby/cli.js"), "build"], {
      cwd: copy,
      env: { ...process.env, SITE_STAGE: stage, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** A JSON file of the copy, read. */
export const readJsonIn = async (copy, file) =>
  JSON.parse(await readFile(join(copy, file), "utf8"));

/** A JSON file of the copy, written as the content files are (two spaces, a final newline). */
export const writeJsonIn = (copy, file, data) =>
  writeFile(join(copy, file), `${JSON.stringify(data, null, 2)}\n`);
