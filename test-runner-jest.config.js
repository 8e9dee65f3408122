/** Jest config of Storybook's test runner: the stories run in the Chromium that scripts/lib/chromium.cjs finds. */
const { getJestConfig } = require("@storybook/test-runner");
const { chromiumArgs, findChromium } = require("./scripts/lib/chromium.cjs");

const base = getJestConfig();
const executablePath = findChromium();

/** @type {import('@jest/types').Config.InitialOptions} */
module.exports = {
  ...base,
  // A story that opens the lazily loaded modal waits for its code, and a page's story draws its whole length at three
  // sizes and at 320 px with 200% text; on the 2-core CI machine the site's lane runs beside them. The privacy
  // page's story once passed 30 s there (112 s for its file): a guard against a hang, not a measure of speed.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    "jest-playwright": {
      ...base.testEnvironmentOptions?.["jest-playwright"],
      browsers: ["chromium"],
      launchOptions: {
        ...(executablePath ? { executablePath } : {}),
        args: chromiumArgs,
      },
    },
  },
};
