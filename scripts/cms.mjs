/**
 * `npm run cms`: everything a staff member needs to edit the site on their own machine, with no account:
 * - the site's development server, http://localhost:8000 (pages update as the files change);
 * - the web editor, http://localhost:8001/admin/ (src/admin, served by Vite);
 * - decap-server on port 8081, the editor's local backend: it writes the editor's changes to src/content/ and
 *   src/images/ in this folder. Publishing on the live site is then a git commit and push (docs/editing-content.md, "The web editor").
 * Ctrl+C stops all three.
 */
import { spawn } from "node:child_process";

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
// decap-server answers this machine only.
const backendEnv = { ...env, PORT: "8081", BIND_HOST: "127.0.0.1" };
const children = [
  ["site", "node_modules/.bin/gatsby", ["develop"], env],
  ["editor", "node_modules/.bin/vite", ["--config", "src/admin/vite.config.ts"], env],
  ["files", "node_modules/.bin/decap-server", [], backendEnv],
].map(([name, command, args, childEnv]) => {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: childEnv });
  for (const stream of [child.stdout, child.stderr])
    stream.on("data", (chunk) => {
      for (const line of String(chunk).split("\n").filter(Boolean))
        console.log(`[${name}] ${line}`);
    });
  child.on("error", (error) => {
    console.error(`[${name}] could not start (${error.message}): run npm install first.`);
    stop(1);
  });
  child.on("exit", (code) => {
    console.log(`[${name}] stopped (${code ?? "signal"}); stopping the others.`);
    stop(code ?? 1);
  });
  return child;
});

console.log(
  "\nEditor: http://localhost:8001/admin/  (click Entrar)\nSite:   http://localhost:8000\n",
);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
