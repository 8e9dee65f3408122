/** Jest config of Storybook's test runner: the stories run in the Chromium that scripts/lib/chromium.cjs finds. */
const { getJestConfig } = require("@storybook/test-runner");
const { chromiumArgs, findChromium } = require("./scripts/lib/chromium.cjs");

const base = getJestConfig();
const executablePath = findChromium();

/** @type {import('@jest/types').Config.InitialOptions} */
module.exports = {
  ...base,
  // A story that opens the lazily loaded modal waits for its code; a busy 2-core CI machine needs the margin.
  testTimeout: 30_000,
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
