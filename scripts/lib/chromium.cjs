/**
 * Finds the Chromium the browser tests drive, and the flags it needs here. CommonJS, so that both the test
 * runner's jest config (CommonJS) and the ESM scripts can load it.
 */
const { execFileSync } = require("node:child_process");
const { existsSync } = require("node:fs");

const candidates = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
  "/snap/bin/chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

/**
 * Headless flags: no sandbox (tests may run as root), and no background requests, which a closed network
 * answers with a flood of refused connections.
 */
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/** CHROMIUM_PATH if set, else the first browser found at the usual paths, else undefined. */
function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  return candidates.find((path) => existsSync(path));
}

/**
 * findChromium(), installing a browser when none is found: Debian's `chromium` package when this is Debian
 * and we are root, otherwise Playwright's own build (then undefined: Playwright knows where it put it).
 */
function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (existsSync("/etc/debian_version") && isRoot) {
    console.log("No Chromium found: installing Debian's chromium package.");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    // fonts-dejavu-core: the one font the catalogue's pictures are drawn with (.storybook/test-runner.ts).
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium", "fonts-dejavu-core"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    return findChromium();
  }
  console.log("No Chromium found: installing Playwright's Chromium.");
  execFileSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
  return undefined;
}

/** Where Debian's chromium-headless-shell package puts Chromium's headless shell. */
const headlessShell = "/usr/bin/chromium-headless-shell";

/**
 * The Chromium the built site's tests drive: CHROMIUM_PATH if set, else Chromium's headless shell (the same engine,
 * the one Playwright itself drives when headless, without the full browser's windows and profile: a page there
 * costs the machine about half), installed from Debian's chromium-headless-shell package when this is Debian and we
 * are root, else ensureChromium(). The catalogue's pictures stay with the full browser they were drawn in.
 */
function ensureHeadlessShell() {
  if (process.env.CHROMIUM_PATH) return ensureChromium();
  if (existsSync(headlessShell)) return headlessShell;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (existsSync("/etc/debian_version") && isRoot) {
    console.log(
      "No Chromium headless shell found: installing Debian's chromium-headless-shell package.",
    );
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (existsSync(headlessShell)) return headlessShell;
  }
  return ensureChromium();
}

module.exports = { chromiumArgs, ensureChromium, ensureHeadlessShell, findChromium };
