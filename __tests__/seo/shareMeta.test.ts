import { requireSiteUrl, shareMeta } from "../../src/seo/shareMeta";

const input = {
  siteUrl: "https://oftalmo.example.com",
  title: "Cirurgia de catarata | Dra. Maria",
  description: "Cirurgia de catarata por facoemulsificação.",
  siteName: "Dra. Maria",
};

function contentOf(meta: ReturnType<typeof shareMeta>["meta"], key: string) {
  return meta.find((tag) => ("property" in tag ? tag.property : tag.name) === key)?.content;
}

describe("shareMeta", () => {
  it.each([
    ["/", "https://oftalmo.example.com/"],
    ["/catarata", "https://oftalmo.example.com/catarata/"],
    ["/links", "https://oftalmo.example.com/links/"],
  ])("%s is canonical at %s, and og:url says the same", (path, url) => {
    const { canonical, meta } = shareMeta({ ...input, path });
    expect(canonical).toBe(url);
    expect(contentOf(meta, "og:url")).toBe(url);
  });

  it.each([
    ["og:type", "website"],
    ["og:locale", "pt_BR"],
    ["og:site_name", "Dra. Maria"],
    ["og:title", input.title],
    ["og:description", input.description],
    ["og:image", "https://oftalmo.example.com/og-image.jpg"],
    ["og:image:width", "1200"],
    ["og:image:height", "630"],
    ["og:image:alt", "Dra. Maria: oftalmologia e cirurgia de catarata"],
    ["twitter:card", "summary_large_image"],
    ["twitter:title", input.title],
    ["twitter:description", input.description],
    ["twitter:image", "https://oftalmo.example.com/og-image.jpg"],
  ])("%s is %j", (key, value) => {
    expect(contentOf(shareMeta({ ...input, path: "/catarata" }).meta, key)).toBe(value);
  });

  it("uses property for Open Graph and name for Twitter", () => {
    for (const tag of shareMeta({ ...input, path: "/" }).meta) {
      const key = "property" in tag ? tag.property : tag.name;
      expect("property" in tag).toBe(key.startsWith("og:"));
    }
  });
});

describe("requireSiteUrl", () => {
  it("passes an address through", () => {
    expect(requireSiteUrl("https://a.example")).toBe("https://a.example");
  });
  it.each([null, undefined, ""])("fails the build on %j", (value) => {
    expect(() => requireSiteUrl(value)).toThrow(/siteUrl/);
  });
});
