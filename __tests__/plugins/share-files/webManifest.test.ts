import { webManifest, webManifestIconPath } from "../../../plugins/share-files/webManifest";

const colors = { background: "#ffffff", theme: "#08545a" };

describe("webManifest", () => {
  it.each([
    [
      { doctorName: "Dra. Maria Souza", doctorTitle: "Oftalmologista" },
      "Dra. Maria Souza · Oftalmologista",
    ],
    [
      { doctorName: "Dr. João", doctorTitle: "Cirurgião de Catarata" },
      "Dr. João · Cirurgião de Catarata",
    ],
  ])("names the practice after %j", (settings, name) => {
    expect(webManifest(settings, colors).name).toBe(name);
  });

  it.each([
    ["short_name", "Oftalmologia"],
    ["lang", "pt-BR"],
    ["start_url", "/"],
    ["display", "standalone"],
    ["background_color", "#ffffff"],
    ["theme_color", "#08545a"],
  ] as const)("%s is %s", (field, value) => {
    expect(
      webManifest({ doctorName: "Dra. Ana", doctorTitle: "Oftalmologista" }, colors)[field],
    ).toBe(value);
  });

  it("short_name fits under an icon on a home screen (12 characters)", () => {
    expect(
      webManifest({ doctorName: "X", doctorTitle: "Y" }, colors).short_name.length,
    ).toBeLessThanOrEqual(12);
  });

  it.each([
    [192, "/icons/icon-192x192.png", "192x192"],
    [512, "/icons/icon-512x512.png", "512x512"],
  ])("offers a %i px maskable PNG icon at %s", (size, src, sizes) => {
    expect(webManifestIconPath(size)).toBe(src);
    expect(webManifest({ doctorName: "X", doctorTitle: "Y" }, colors).icons).toContainEqual({
      src,
      sizes,
      type: "image/png",
      purpose: "any maskable",
    });
  });
});
