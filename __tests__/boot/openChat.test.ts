import { openChat, openChatHere, openChatInNewTab } from "../../src/boot/openChat";

/*
 * The one chat hand-off, in a stand-in for the window: what `window.open` gives back (a tab, a tab whose opener
 * the page may not write, or nothing: a refused tab), and where the page went.
 */
const chat = "https://wa.me/5598987654321?text=Ol%C3%A1";

type Tab = "a tab" | "a tab that refuses the opener write" | "refused";

function windowWhere(tab: Tab) {
  const opened: { url: string; target: string; opener: unknown }[] = [];
  const location = { href: "https://site.example/catarata/" };
  const open = (url: string, target: string) => {
    if (tab === "refused") return null;
    const record = { url, target, opener: "the site" as unknown };
    opened.push(record);
    if (tab === "a tab") return record;
    return Object.defineProperty({}, "opener", {
      get: () => record.opener,
      set: () => {
        throw new Error("Permission denied to access property");
      },
    });
  };
  (globalThis as { window?: unknown }).window = { open, location };
  return { opened, location };
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe("openChat: a new tab cut from the site, else this tab", () => {
  it.each<[Tab, "new-tab" | "same-tab", string, unknown[]]>([
    ["a tab", "new-tab", "https://site.example/catarata/", [null]],
    [
      "a tab that refuses the opener write",
      "new-tab",
      "https://site.example/catarata/",
      ["the site"],
    ],
    ["refused", "same-tab", chat, []],
  ])("%s: %s", (tab, answer, href, openers) => {
    const { opened, location } = windowWhere(tab);
    expect(openChat(chat)).toBe(answer);
    expect(location.href).toBe(href);
    expect(opened.map(({ opener }) => opener)).toEqual(openers);
    for (const record of opened) expect([record.url, record.target]).toEqual([chat, "_blank"]);
  });
});

describe("openChatInNewTab: the new tab alone (the form offers the link itself when it is refused)", () => {
  it.each<[Tab, "new-tab" | null]>([
    ["a tab", "new-tab"],
    ["a tab that refuses the opener write", "new-tab"],
    ["refused", null],
  ])("%s: %s, and this page stays", (tab, answer) => {
    const { location } = windowWhere(tab);
    expect(openChatInNewTab(chat)).toBe(answer);
    expect(location.href).toBe("https://site.example/catarata/");
  });
});

describe("openChatHere", () => {
  it("goes to the chat in this tab", () => {
    const { location, opened } = windowWhere("a tab");
    expect(openChatHere(chat)).toBe("same-tab");
    expect(location.href).toBe(chat);
    expect(opened).toEqual([]);
  });
});
