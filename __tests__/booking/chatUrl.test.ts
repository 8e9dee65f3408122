import { appChatUrl, chatAddresses, chatUrl } from "../../src/booking/chatUrl";

const phone = "5599000000000";

describe("chatUrl", () => {
  it.each([
    ["Olá", "https://wa.me/5599000000000?text=Ol%C3%A1"],
    ["a b", "https://wa.me/5599000000000?text=a%20b"],
    ["1+1", "https://wa.me/5599000000000?text=1%2B1"],
    ["a&b#c?d=e", "https://wa.me/5599000000000?text=a%26b%23c%3Fd%3De"],
    ["100%", "https://wa.me/5599000000000?text=100%25"],
    ["", "https://wa.me/5599000000000?text="],
    [
      "Olá! Meu nome é Ana e vim através do site.",
      "https://wa.me/5599000000000?text=Ol%C3%A1!%20Meu%20nome%20%C3%A9%20Ana%20e%20vim%20atrav%C3%A9s%20do%20site.",
    ],
  ])("%j -> %s", (message, expected) => {
    expect(chatUrl(phone, message)).toBe(expected);
  });

  it.each([
    ["5599000000000", "https://wa.me/5599000000000?text=x"],
    ["+55 (99) 00000-0000", "https://wa.me/5599000000000?text=x"],
  ])("keeps only the digits of the number: %j", (number, expected) => {
    expect(chatUrl(number, "x")).toBe(expected);
  });

  it.each([
    ["spaces", "uma frase com espaços"],
    ["ampersand", "Maria & José"],
    ["hash", "#1"],
    ["question mark and equals", "?x=1&y=2"],
    ["percent", "50% off %20 %zz"],
    ["plus", "a+b"],
    ["quotes", `aspas 'simples' e "duplas"`],
    ["accents", "ação, coração, avô, à, ü, ñ"],
    ["emoji", "olá 👁️👓 🇧🇷"],
    ["markup", "<script>alert('x')</script>"],
    ["new lines", "linha 1\nlinha 2\r\n"],
    ["the name of the story", "Olá! Meu nome é Maria & José #1 ?x=1 e vim através do site."],
  ])("%s survive the round trip through URL decoding", (_label, message) => {
    const url = chatUrl(phone, message);
    expect(url).not.toContain(" ");
    expect(url).not.toMatch(/text=.*\+/);
    const parsed = new URL(url);
    expect(parsed.origin).toBe("https://wa.me");
    expect(parsed.pathname).toBe("/5599000000000");
    expect([...parsed.searchParams.keys()]).toEqual(["text"]);
    expect(parsed.searchParams.get("text")).toBe(message);
    expect(parsed.hash).toBe("");
  });

  it.each([["\uD800"], ["a\uDC00b"], ["\uDBFF\uDBFF"]])(
    "never throws on broken UTF-16 (%j): the broken unit becomes U+FFFD",
    (message) => {
      const url = chatUrl(phone, message);
      expect(new URL(url).searchParams.get("text")).toMatch(/\uFFFD/);
    },
  );
});

describe("appChatUrl: the WhatsApp app's own link, which needs no web page between", () => {
  it.each([
    ["Olá", "whatsapp://send?phone=5599000000000&text=Ol%C3%A1"],
    ["a b & c", "whatsapp://send?phone=5599000000000&text=a%20b%20%26%20c"],
    ["", "whatsapp://send?phone=5599000000000&text="],
    ["\uD800x", "whatsapp://send?phone=5599000000000&text=%EF%BF%BDx"],
  ])("%j -> %s", (message, expected) => {
    expect(appChatUrl(phone, message)).toBe(expected);
    expect(appChatUrl("+55 (99) 00000-0000", message)).toBe(expected);
  });

  it("carries the same message as the web link, to the same number", () => {
    const message = "Olá! Meu nome é Maria & José #1 e vim através do site.";
    const { web, app } = chatAddresses(phone, message);
    expect(web).toBe(chatUrl(phone, message));
    const parsed = new URL(app);
    expect(parsed.protocol).toBe("whatsapp:");
    expect(parsed.searchParams.get("phone")).toBe(phone);
    expect(parsed.searchParams.get("text")).toBe(message);
    expect(new URL(web).searchParams.get("text")).toBe(message);
  });
});
