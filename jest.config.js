/** Unit tests of pure logic and build-time code. Storybook's interaction tests have their own config. */
/** @type {import('jest').Config} */
module.exports = {
  roots: ["<rootDir>/__tests__"],
  // The built-site checks in __tests__/site run under node's test runner (npm run test:site).
  testMatch: ["**/*.test.ts?(x)"],
  testEnvironment: "node",
  // jose (the JWT library the functions use) ships only ES modules: swc turns them into what jest loads.
  transformIgnorePatterns: ["/node_modules/(?!jose/)"],
  transform: {
    "^.+\\.(t|j)sx?$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", tsx: true },
          transform: { react: { runtime: "automatic" } },
        },
      },
    ],
  },
};
