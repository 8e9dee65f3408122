import { readFileSync } from "node:fs";
import { parse } from "smol-toml";

/** netlify.toml as Netlify reads it: the build, and the editor's not-found rule. */
const netlify = parse(readFileSync("netlify.toml", "utf8")) as {
  build?: { command?: string; publish?: string; environment?: Record<string, string> };
  redirects?: { from: string; to: string; status?: number; force?: boolean }[];
  headers?: unknown;
};

describe("netlify.toml", () => {
  test.each([
    ["command", "npm run build"],
    ["publish", "public"],
  ])("build.%s is %j", (key, value) => {
    expect(netlify.build?.[key as "command" | "publish"]).toBe(value);
  });

  test("builds with the Node of .nvmrc", () => {
    expect(netlify.build?.environment?.NODE_VERSION).toBe(readFileSync(".nvmrc", "utf8").trim());
  });

  test("an unknown /admin/ address gets the editor's not-found page, which the build writes", () => {
    expect(netlify.redirects).toEqual([{ from: "/admin/*", to: "/admin/404.html", status: 404 }]);
    expect(readFileSync("src/admin/404.html", "utf8")).not.toMatch(/<script/);
  });

  test("sets no headers: they live in _headers, which both hosts read", () => {
    expect(netlify.headers).toBeUndefined();
  });
});
