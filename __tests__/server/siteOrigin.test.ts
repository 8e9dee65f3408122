import { originOfSiteUrl } from "../../src/server/siteOrigin";

describe("originOfSiteUrl", () => {
  it.each([
    ["https://www.clinica.example", "https://www.clinica.example"],
    ["https://www.clinica.example/", "https://www.clinica.example"],
    ["http://127.0.0.1:8788", "http://127.0.0.1:8788"],
    ["www.clinica.example", undefined],
    ["ftp://clinica.example", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%s is %s", (setting, origin) => {
    expect(originOfSiteUrl(setting)).toBe(origin);
  });
});
