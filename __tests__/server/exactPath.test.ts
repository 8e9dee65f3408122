import { elsewhere } from "../../src/server/exactPath";

describe("a function answers only at its one spelling", () => {
  it.each<[string, string, boolean]>([
    ["https://site.example/api/results", "/api/results", true],
    ["https://site.example/api/results?formato=csv", "/api/results", true],
    ["https://site.example/api/results#x", "/api/results", true],
    ["https://site.example/API/RESULTS", "/api/results", false],
    ["https://site.example/api/Results", "/api/results", false],
    ["https://site.example/api/results/", "/api/results", false],
    ["https://site.example/api/results/extra", "/api/results", false],
    ["https://site.example/api//results", "/api/results", false],
    ["https://site.example/api/%72esults", "/api/results", false],
    ["https://site.example/api/editor/session?provider=github", "/api/editor/session", true],
    ["https://site.example/api/EDITOR/session", "/api/editor/session", false],
  ])("%s, for %s: answered there %s", async (url, path, answered) => {
    const notHere = elsewhere(new Request(url), path);
    if (answered) {
      expect(notHere).toBeNull();
    } else {
      expect(notHere?.status).toBe(404);
      expect(notHere?.headers.get("Cache-Control")).toBe("no-store");
      expect(await notHere?.json()).toEqual({ message: "Este endereço não existe." });
    }
  });
});
