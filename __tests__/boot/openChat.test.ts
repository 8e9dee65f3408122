import {
  handOffChat,
  noNetwork,
  noteDownload,
  openChat,
  openChatAnyway,
  openChatHere,
  openChatInNewTab,
} from "../../src/boot/openChat";
import { savedCopyAttribute } from "../../src/shared/savedCopy";

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

describe("handOffChat: the booking form's hand-off, by the evidence of a network", () => {
  const addresses = {
    web: chat,
    app: "whatsapp://send?phone=5598987654321&text=Ol%C3%A1",
  };
  afterEach(() => {
    noteDownload(true);
    delete (globalThis as { navigator?: unknown }).navigator;
    delete (globalThis as { document?: unknown }).document;
  });
  /** The browser's word on the network, and whether the page is the service worker's saved copy. */
  function online(onLine: boolean, savedCopy = false) {
    Object.defineProperty(globalThis, "navigator", { value: { onLine }, configurable: true });
    const querySelector = (selector: string) =>
      savedCopy && selector === `[${savedCopyAttribute}]` ? {} : null;
    Object.defineProperty(globalThis, "document", {
      value: { querySelector },
      configurable: true,
    });
  }

  it.each<[string, Tab, boolean, boolean, "new-tab" | "same-tab" | null, string]>([
    ["online, a tab", "a tab", true, true, "new-tab", "https://site.example/catarata/"],
    [
      "online, refused: this page stays, for the link",
      "refused",
      true,
      true,
      null,
      "https://site.example/catarata/",
    ],
    ["the browser offline: the app, in this tab", "a tab", false, true, "same-tab", addresses.app],
    ["a download failed: the app, in this tab", "a tab", true, false, "same-tab", addresses.app],
  ])("%s", (_case, tab, onLine, downloaded, opened, href) => {
    const { location, opened: tabs } = windowWhere(tab);
    online(onLine);
    noteDownload(downloaded);
    const handOff = handOffChat(addresses);
    expect(handOff.opened).toBe(opened);
    expect(location.href).toBe(href);
    expect(Boolean(handOff.tab)).toBe(opened === "new-tab");
    if (opened === "same-tab") expect(tabs).toEqual([]);
  });

  it("the page is the worker's saved copy (the network failed), the browser still online: the app, in this tab", () => {
    const { location, opened: tabs } = windowWhere("a tab");
    online(true, true);
    noteDownload(true);
    expect(handOffChat(addresses).opened).toBe("same-tab");
    expect(location.href).toBe(addresses.app);
    expect(tabs).toEqual([]);
  });

  it("a download that arrives again ends the evidence", () => {
    windowWhere("a tab");
    online(true);
    noteDownload(false);
    expect(noNetwork()).toBe(true);
    noteDownload(true);
    expect(noNetwork()).toBe(false);
  });

  it.each<[string, Tab, boolean, "new-tab" | "same-tab", string]>([
    [
      "online: the web link, in a new tab",
      "a tab",
      true,
      "new-tab",
      "https://site.example/catarata/",
    ],
    ["online, refused: the web link here", "refused", true, "same-tab", chat],
    ["offline: the app's link here", "a tab", false, "same-tab", addresses.app],
  ])("openChatAnyway, %s", (_case, tab, onLine, answer, href) => {
    const { location } = windowWhere(tab);
    online(onLine);
    expect(openChatAnyway(addresses)).toBe(answer);
    expect(location.href).toBe(href);
  });
});
