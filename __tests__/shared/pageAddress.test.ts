import { pageAddress } from "../../src/shared/pageAddress";

describe("pageAddress", () => {
  test.each([
    ["/", "/"],
    ["", "/"],
    ["/catarata", "/catarata/"],
    ["/catarata/", "/catarata/"],
    ["/links", "/links/"],
    ["/catarata#contact-form", "/catarata/#contact-form"],
    ["/catarata?utm_source=instagram", "/catarata/?utm_source=instagram"],
    ["/catarata/#contact-form", "/catarata/#contact-form"],
    ["/og-image.jpg", "/og-image.jpg"],
    ["/sitemap-index.xml", "/sitemap-index.xml"],
    ["/404.html", "/404.html"],
    ["/admin", "/admin/"],
    ["/a/b", "/a/b/"],
  ])("%j is answered at %j", (path, address) => {
    expect(pageAddress(path)).toBe(address);
  });
});
