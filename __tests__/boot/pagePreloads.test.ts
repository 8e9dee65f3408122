import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pagePreloads } from "../../src/boot/optimizeStartUp";

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
      expect(await pagePreloads(publicDir, file, stats, ["/app-0.js"])).toEqual([
        [data, "fetch"],
        ["/page-data/app-data.json", "fetch"],
        ["/commons-1.js", "script"],
        ["/component---index-2.js", "script"],
        ["/booking-modal-3.js", "script"],
      ]);
    },
  );

  it("leaves out what the page already starts with", async () => {
    const preloads = await pagePreloads(publicDir, "index.html", stats, ["/commons-1.js"]);
    expect(preloads.map(([href]) => href)).not.toContain("/commons-1.js");
  });

  it("preloads nothing for a page without page data", async () => {
    expect(await pagePreloads(publicDir, "links/index.html", stats, [])).toEqual([]);
  });
});
