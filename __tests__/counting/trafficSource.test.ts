import { trafficSource } from "../../src/counting/trafficSource";

const ownHost = "www.clinica.example";

describe("trafficSource: where a visit came from, as a class", () => {
  it.each([
    ["the bio's link", "?utm_source=instagram", "", "instagram"],
    ["utm_source in capitals, with spaces", "?utm_source=%20Instagram%20", "", "instagram"],
    ["utm_source ig", "?utm_source=ig", "https://www.google.com/", "instagram"],
    ["utm_source fb", "?utm_source=fb&utm_medium=social", "", "facebook"],
    ["utm_source google", "?utm_source=google", "", "google"],
    ["utm_source whatsapp", "?utm_source=whatsapp", "", "whatsapp"],
    ["utm_source of a flyer", "?utm_source=panfleto", "", "outro"],
    [
      "utm_source empty, the referrer decides",
      "?utm_source=",
      "https://l.instagram.com/",
      "instagram",
    ],
    ["no utm_source, no referrer", "", "", "direto"],
    ["Instagram's link shim", "", "https://l.instagram.com/", "instagram"],
    ["Instagram's Android app", "", "android-app://com.instagram.android/", "instagram"],
    ["Facebook on a phone", "", "https://m.facebook.com/", "facebook"],
    ["Facebook's link shim", "", "https://lm.facebook.com/", "facebook"],
    ["Google Brazil", "", "https://www.google.com.br/", "google"],
    ["Google", "", "https://www.google.com/", "google"],
    ["the Google app", "", "android-app://com.google.android.googlequicksearchbox/", "google"],
    ["WhatsApp Web", "", "https://web.whatsapp.com/", "whatsapp"],
    ["a wa.me link", "", "https://wa.me/", "whatsapp"],
    ["a look-alike host", "", "https://instagram.com.golpe.example/", "outro"],
    ["another site", "", "https://www.bing.com/", "outro"],
    ["the site itself", "", "https://www.clinica.example/catarata/", "interno"],
    ["a referrer that is no address", "", "nada", "outro"],
  ])("%s", (_what, search, referrer, expected) => {
    expect(trafficSource({ search, referrer, ownHost })).toBe(expected);
  });
});
