import { readFileSync } from "node:fs";
import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { optimizeStartUp, pagePreloads } from "../../../plugins/start-up/optimizeStartUp";
import { bookingModalChunkName } from "../../../src/boot/startUpNames";

/** The chunk name the `webpackChunkName` magic comment in `source` gives; throws, naming `file`, where there is none. */
function chunkNameIn(source: string, file: string): string {
  const name = source.match(/webpackChunkName:\s*"([^"]+)"/)?.[1];
  if (!name) throw new Error(`${file} has no webpackChunkName magic comment.`);
  return name;
}

const stats = {
  namedChunkGroups: {
    "component---src-pages-index-tsx": {
      assets: [{ name: "commons-1.js" }, { name: "component---index-2.js" }, { name: "x.css" }],
    },
    "booking-modal": { assets: [{ name: "commons-1.js" }, { name: "booking-modal-3.js" }] },
  },
};

let publicDir: string;
beforeAll(async () => {
  publicDir = await mkdtemp(join(tmpdir(), "preloads-"));
  for (const page of ["index", "catarata", "404.html"]) {
    await mkdir(join(publicDir, "page-data", page), { recursive: true });
    await writeFile(
      join(publicDir, "page-data", page, "page-data.json"),
      JSON.stringify({ componentChunkName: "component---src-pages-index-tsx" }),
    );
  }
});

describe("pagePreloads", () => {
  it.each([
    ["index.html", "/page-data/index/page-data.json"],
    ["catarata/index.html", "/page-data/catarata/page-data.json"],
    ["404.html", "/page-data/404.html/page-data.json"],
  ])(
    "%s: page data, app data, the page's chunks, then the modal's, each once",
    async (file, data) => {
      expect(await pagePreloads(publicDir, file, stats, ["/app-0.js"], "booking-modal")).toEqual([
        [data, "fetch"],
        ["/page-data/app-data.json", "fetch"],
        ["/commons-1.js", "script"],
        ["/component---index-2.js", "script"],
        ["/booking-modal-3.js", "script"],
      ]);
    },
  );

  it("leaves out what the page already starts with", async () => {
    const preloads = await pagePreloads(
      publicDir,
      "index.html",
      stats,
      ["/commons-1.js"],
      "booking-modal",
    );
    expect(preloads.map(([href]) => href)).not.toContain("/commons-1.js");
  });

  it("preloads nothing for a page without page data", async () => {
    expect(await pagePreloads(publicDir, "links/index.html", stats, [], "booking-modal")).toEqual(
      [],
    );
  });
});

describe("optimizeStartUp refuses to ship pages undeferred or without their preloads", () => {
  const gatsbyPage =
    '<html><head></head><body><p>Olá</p><script src="/app-1.js" async></script></body></html>';
  const pageData = JSON.stringify({ componentChunkName: "component---src-pages-index-tsx" });

  async function site(files: Record<string, string>) {
    const dir = await mkdtemp(join(tmpdir(), "start-up-"));
    for (const [file, text] of Object.entries(files)) {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(join(dir, file), text);
    }
    return dir;
  }

  it.each([
    [
      "no page has Gatsby's script tags",
      {
        "index.html": '<body><script src="/app-1.js" defer></script></body>',
        "webpack.stats.json": JSON.stringify(stats),
      },
      /no page in .* has Gatsby's script tags/,
    ],
    [
      "a page's preload list comes out empty (no page data)",
      { "index.html": gatsbyPage, "webpack.stats.json": JSON.stringify(stats) },
      /nothing to preload for index\.html/,
    ],
    [
      "the booking modal's chunk is not where its name says",
      {
        "index.html": gatsbyPage,
        "page-data/index/page-data.json": pageData,
        "webpack.stats.json": JSON.stringify({
          namedChunkGroups: { "booking-dialog": stats.namedChunkGroups["booking-modal"] },
        }),
      },
      /no chunk named "booking-modal"/,
    ],
  ])("fails when %s", async (_when, files, message) => {
    await expect(optimizeStartUp(await site(files))).rejects.toThrow(message);
  });

  it("defers a page, and a second run finds the loader and changes nothing", async () => {
    const dir = await site({
      "index.html": gatsbyPage,
      "app-1.js": "console.log(1)",
      "booking-modal-3.js": "console.log(3)",
      "commons-1.js": "",
      "component---index-2.js": "",
      "page-data/index/page-data.json": pageData,
      "webpack.stats.json": JSON.stringify(stats),
    });
    expect(await optimizeStartUp(dir)).toEqual({ pages: 1, scripts: 4 });
    expect(await optimizeStartUp(dir)).toEqual({ pages: 0, scripts: 0 });
  });
});

describe("the booking modal's chunk name", () => {
  it.each([
    [
      "webpack's magic comment",
      'import(/* webpackChunkName: "booking-modal" */ "./BookingModal")',
      "booking-modal",
    ],
    ["a renamed chunk", 'import(/* webpackChunkName:"agenda" */ "./BookingModal")', "agenda"],
  ])("is read from %s", (_what, source, expected) => {
    expect(chunkNameIn(source, "x.ts")).toBe(expected);
  });

  it("fails, naming the file, where the import has no name", () => {
    expect(() =>
      chunkNameIn('import("../../build/gatsby/BookingModal")', "src/booking/x.ts"),
    ).toThrow(/src\/booking\/x\.ts has no webpackChunkName/);
  });

  it.each([
    // The modal's code, and the practice's words the root sends with it (the same chunk).
    "src/booking/preloadBookingModal.ts",
    "src/root/wrapRootElement.tsx",
  ])("is the one %s's import gives, which the fixtures here use", (importer) => {
    expect(chunkNameIn(readFileSync(importer, "utf8"), importer)).toBe(bookingModalChunkName);
    expect(bookingModalChunkName).toBe(Object.keys(stats.namedChunkGroups)[1]);
  });
});
