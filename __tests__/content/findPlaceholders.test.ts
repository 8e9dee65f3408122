import { findPlaceholders } from "../../src/content/findPlaceholders";
import settings from "../../src/content/site-settings.json";

describe("findPlaceholders", () => {
  it.each([
    ["a real name", { doctorName: "Dr. João Silva" }, []],
    ["a marked name", { doctorName: "Dr. Nome [PREENCHER]" }, ["doctorName"]],
    ["the placeholder phone", { whatsappNumber: "5599000000000" }, ["whatsappNumber"]],
    ["a real phone", { whatsappNumber: "5598987654321" }, []],
    [
      "the bare social URL",
      { socialProfileUrl: "https://www.instagram.com/" },
      ["socialProfileUrl"],
    ],
    ["a real profile", { socialProfileUrl: "https://www.instagram.com/dr.joao" }, []],
    ["a nested mark", { a: { b: [{ c: "x [PREENCHER]" }] } }, ["a.b[0].c"]],
    ["numbers and nulls", { year: 2025, empty: null, ok: true }, []],
    ["the phone value under another key", { other: "5599000000000" }, []],
  ])("%s", (_case, content, paths) => {
    expect(findPlaceholders(content).map((found) => found.path)).toEqual(paths);
  });

  it("finds the shipped settings' placeholders", () => {
    expect(findPlaceholders(settings).map((found) => found.path)).toEqual(
      expect.arrayContaining(["doctorName", "crm", "rqe", "whatsappNumber"]),
    );
  });
});
