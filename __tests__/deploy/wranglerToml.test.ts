import { readdirSync, readFileSync } from "node:fs";
import { parse } from "smol-toml";

/** wrangler.toml as Cloudflare Pages reads it (the host's build and `wrangler pages deploy`). */
const wrangler = parse(readFileSync("wrangler.toml", "utf8")) as Record<string, unknown> & {
  d1_databases?: {
    binding: string;
    database_name: string;
    database_id: string;
    migrations_dir?: string;
  }[];
};

/** The fields wrangler 4.156 accepts in a Pages project's file; anything else fails the deploy. */
const pagesFields = new Set([
  "pages_build_output_dir",
  "name",
  "compatibility_date",
  "compatibility_flags",
  "send_metrics",
  "limits",
  "placement",
  "vars",
  "durable_objects",
  "kv_namespaces",
  "r2_buckets",
  "d1_databases",
  "services",
  "analytics_engine_datasets",
  "dev",
]);

describe("wrangler.toml", () => {
  test("publishes public/", () => {
    expect(wrangler.pages_build_output_dir).toBe("public");
  });

  test("has only fields Pages accepts (no rate-limit or unsafe binding, which its deploy refuses)", () => {
    expect(Object.keys(wrangler).filter((key) => !pagesFields.has(key))).toEqual([]);
  });

  test("runs the functions under the tests' compatibility date", () => {
    const pagesDev = readFileSync("scripts/lib/pages-dev.mjs", "utf8");
    expect(pagesDev).toContain(`compatibilityDate = "${String(wrangler.compatibility_date)}"`);
  });

  test("binds the counting's D1 database as DB, with migrations/", () => {
    expect(wrangler.d1_databases).toEqual([
      expect.objectContaining({ binding: "DB", migrations_dir: "migrations" }),
    ]);
  });

  test("migrations are numbered in order, and only SQL", () => {
    const names = readdirSync("migrations");
    expect(names.every((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))).toBe(true);
    expect(names.map((name) => Number(name.slice(0, 4)))).toEqual(
      names.map((_, index) => index + 1),
    );
  });
});
