/**
 * `npm test`: every check CI runs, with independent work side by side (docs/testing.md, "Where the time goes").
 * Three lanes start together:
 *
 * - the checks: `typecheck`, `lint` and `test:unit`, one after another;
 * - the catalogue: `test:stories` (Storybook's build, then every story's play function, axe and pictures);
 * - the site: `test:site` (the builds, one after another in their fixed folders, then the built-site files in
 *   two lanes of their own).
 *
 * Each command's output is printed whole when it ends; the first failure stops the other lanes, and the run
 * ends with each command's time.
 */
import { laneGroup } from "./lib/lanes.mjs";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const lanes = laneGroup();
const started = Date.now();

/** Runs the npm scripts one after another in one lane; resolves with the first failing exit code, or 0. */
async function inOrder(...scripts) {
  for (const script of scripts) {
    const code = await lanes.run(script, npm, ["run", "--silent", script], {
      stream: script === "test:site",
    });
    if (code !== 0) return code;
  }
  return 0;
}

const codes = await Promise.all([
  inOrder("typecheck", "lint", "test:unit"),
  inOrder("test:stories"),
  inOrder("test:site"),
]);
const code = codes.find((value) => value !== 0) ?? 0;
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(
  `Times:\n${lanes.summary()}\n\nnpm test ${code === 0 ? "passed" : "failed"} in ${minutes} min`,
);
process.exit(code);
