import { openWindow, type Opener } from "../../src/boot/openWindow";

/*
 * The site's one window.open, in a stand-in for the window: what the browser answers (a window, a window whose
 * opener the page may not write, or nothing), and what the page asked of it.
 */
type Answer = "a window" | "a window that refuses the opener write" | "refused";

function windowWhere(answer: Answer) {
  const asked: unknown[][] = [];
  const open = (...args: unknown[]) => {
    asked.push(args);
    if (answer === "refused") return null;
    const record = { opener: "the site" as unknown };
    if (answer === "a window") return record;
    return Object.defineProperty({}, "opener", {
      get: () => record.opener,
      set: () => {
        throw new Error("Permission denied to access property");
      },
    });
  };
  (globalThis as { window?: unknown }).window = { open };
  return asked;
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe("openWindow: the window, its link back to the page cut or kept as asked", () => {
  it.each<[Answer, Opener, "opened" | "refused", unknown]>([
    ["a window", "cut", "opened", null],
    ["a window", "keep", "opened", "the site"],
    ["a window that refuses the opener write", "cut", "opened", "the site"],
    ["a window that refuses the opener write", "keep", "opened", "the site"],
    ["refused", "cut", "refused", undefined],
    ["refused", "keep", "refused", undefined],
  ])("%s, opener %s: %s, its opener %p", (answer, opener, outcome, openerAfter) => {
    windowWhere(answer);
    const opened = openWindow("https://wa.me/5598987654321", opener, "_blank");
    expect(opened === null ? "refused" : "opened").toBe(outcome);
    expect(opened?.opener).toBe(openerAfter);
  });
});

describe("openWindow: what it asks of the browser", () => {
  it.each<[string, string | undefined, unknown[]]>([
    ["_blank", undefined, ["https://site.example/x", "_blank"]],
    [
      "entrar-no-editor",
      "width=560,height=640",
      ["https://site.example/x", "entrar-no-editor", "width=560,height=640"],
    ],
  ])("target %s with features %p", (target, features, call) => {
    const asked = windowWhere("a window");
    openWindow("https://site.example/x", "keep", target, features);
    expect(asked).toEqual([call]);
  });
});
