import {
  hostPath,
  mayKeep,
  neverServed,
  overflow,
  requestKind,
} from "../../src/offline/offlineRoutes";

describe("what the service worker does with each request", () => {
  it.each([
    ["/admin", true],
    ["/admin/", true],
    ["/admin/resultados/", true],
    ["/admin/consultorio/", true],
    ["/admin/assets/index-1a2b.js", true],
    ["/api/events", true],
    ["/api/auth", true],
    ["/api", true],
    ["/", false],
    ["/catarata/", false],
    ["/administracao/", false],
    ["/apidoc/", false],
    // However it is spelt: the host decodes the path and ignores case.
    ["/API/EDITOR/SESSION", true],
    ["/Admin/", true],
    ["/%61dmin/", true],
    ["/%41PI/events", true],
    ["/ap%69/editor/identity", true],
    ["//admin/", true],
    ["/cdn-cgi/access/logout", true],
    ["/CDN-CGI/trace", true],
    ["/%E0%A4%A", true],
    ["/catarata%2F", false],
    ["/Catarata/", false],
  ])("%s is never served by it: %s", (path, expected) => {
    expect(neverServed(path)).toBe(expected);
  });

  it.each([
    ["/", "document", "page"],
    ["/catarata/", "document", "page"],
    ["/conteudos/glaucoma/", "document", "page"],
    ["/page-data/catarata/page-data.json", "", "page"],
    ["/admin/", "document", "never"],
    ["/admin/resultados/", "document", "never"],
    ["/api/events", "", "never"],
    ["/admin/assets/app-0123456789abcdef0123.js", "script", "never"],
    ["/app-4e2180891c9c8eb92f51.js", "script", "code"],
    ["/framework-442e4de798be6adc14ef.js", "script", "code"],
    ["/f0b882a97d3b890fbb8a8ffcf2c951f92789a93e-d017886afbc7a5eeaaa9.js", "script", "code"],
    ["/styles.0123456789abcdef0123.css", "style", "code"],
    ["/static/bebf772ac3652dbd1e4dbffe85d58305/1a2b3/doctor.webp", "image", "photo"],
    ["/og-image.jpg", "image", "photo"],
    ["/sw.mjs", "serviceworker", "other"],
    ["/manifest.webmanifest", "manifest", "other"],
    ["/conteudos/feed.xml", "", "other"],
    ["/some-script.js", "script", "other"],
  ])("%s (%s) is %s", (path, destination, kind) => {
    expect(requestKind(path, destination)).toBe(kind);
  });
});

describe("a path as the host reads it", () => {
  it.each<[string, string | null]>([
    ["/", "/"],
    ["/API/EDITOR/SESSION", "/api/editor/session"],
    ["/%61dmin/", "/admin/"],
    ["/%2561dmin/", "/%61dmin/"],
    ["//api//events", "/api/events"],
    ["/conte%C3%BAdos/", "/conteúdos/"],
    ["/%", null],
    ["/%E0%A4%A", null],
  ])("%s reads as %s", (path, read) => {
    expect(hostPath(path)).toBe(read);
  });
});

describe("a response the worker may keep", () => {
  it.each<[string | null, boolean]>([
    [null, true],
    ["", true],
    ["public, max-age=0, must-revalidate", true],
    ["public, max-age=31536000, immutable", true],
    ["no-cache", true],
    ["no-store", false],
    ["No-Store", false],
    ["private", false],
    ["private, no-cache", false],
    ["max-age=0,private", false],
    ['private="set-cookie"', false],
    ["public, no-store", false],
    ["no-storey", true],
  ])("Cache-Control %j: kept %s", (header, kept) => {
    expect(mayKeep(header)).toBe(kept);
  });
});

describe("a cache kept to its latest entries", () => {
  it.each<[string[], number, string[]]>([
    [[], 3, []],
    [["a", "b"], 3, []],
    [["a", "b", "c"], 3, []],
    [["a", "b", "c", "d", "e"], 3, ["a", "b"]],
    [["a", "b"], 0, ["a", "b"]],
  ])("%j kept to %i drops %j", (entries, max, dropped) => {
    expect(overflow(entries, max)).toEqual(dropped);
  });
});
