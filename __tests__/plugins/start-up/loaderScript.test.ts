import { runInNewContext } from "node:vm";
import { loaderScript } from "../../../plugins/start-up/compileLoader";

/**
 * The loader run in a minimal stand-in for a browser page: the few DOM and timing APIs it touches, with timers,
 * frames and events fired by hand, so each scenario decides exactly what happens when.
 */
type PaintSupport = "supported" | "missing" | "throws";

/** A stand-in element: attributes, `closest` answering for the selectors the loader asks, and an `href`. */
function element(matches: string[], href?: string) {
  const attributes = new Map<string, string>();
  const self = {
    href,
    attributes,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
    closest: (selector: string) => (matches.includes(selector) ? self : null),
  };
  return self;
}

const chat = "https://wa.me/5598987654321?text=Ol%C3%A1";
const button = element(["button"]);
const paragraph = element([]);
const callToAction = () => element(["[data-booking-reason]"], chat);

function page({
  paint = "supported" as PaintSupport,
  readyState = "interactive",
  popups = true,
} = {}) {
  const added: { src?: string; onerror?: () => void }[] = [];
  const preloaded: { href?: string; as?: string; crossOrigin?: string }[] = [];
  const opened: string[] = [];
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  let timers: { run: () => void; ms: number; id: number }[] = [];
  let nextTimer = 1;
  let frames: (() => void)[] = [];
  let paintCallback: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  let mutationCallback: (() => void) | undefined;
  let dialogShown = false;
  const status = { textContent: "" };
  class FakeObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    constructor(callback: typeof paintCallback) {
      paintCallback = callback;
    }
    observe() {
      if (paint === "throws") throw new TypeError("observe() needs entryTypes");
    }
  }
  class FakeMutationObserver {
    constructor(callback: () => void) {
      mutationCallback = callback;
    }
    observe() {}
    disconnect() {
      mutationCallback = undefined;
    }
  }
  const location = { href: "https://site.example/" };
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    setTimeout: (run: () => void, ms: number) => {
      timers.push({ run, ms, id: nextTimer });
      return nextTimer++;
    },
    clearTimeout: (id: number) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    PerformanceObserver: paint === "missing" ? undefined : FakeObserver,
    MutationObserver: FakeMutationObserver,
    open: (url: string) => (popups ? (opened.push(url), { opener: {} }) : null),
    location,
  };
  const attributes: Record<string, string> = {
    "data-deferred-scripts": '["/framework.js","/app.js"]',
    "data-preload": '[["/page-data/index/page-data.json","fetch"],["/booking-modal.js","script"]]',
  };
  const document = {
    readyState,
    currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
    createElement: () => ({}),
    getElementById: (id: string) => (id === "booking-status" ? status : null),
    querySelector: (selector: string) => (selector === "[role=dialog]" && dialogShown ? {} : null),
    head: { appendChild: (link: (typeof preloaded)[number]) => preloaded.push(link) },
    body: { appendChild: (script: (typeof added)[number]) => added.push(script) },
  };
  // As in a browser, the window is the global object: `setTimeout` and `window.setTimeout` are the same.
  Object.assign(window, { window, document, JSON, Date });
  runInNewContext(loaderScript(), window);
  const runTimers = (ms: number) => {
    const due = timers.filter((timer) => timer.ms <= ms);
    timers = timers.filter((timer) => timer.ms > ms);
    due.forEach((timer) => timer.run());
  };
  const fire = (type: string, event: Record<string, unknown> = {}) => {
    const full = {
      defaultPrevented: false,
      preventDefault: () => (full.defaultPrevented = true),
      ...event,
    };
    for (const listener of listeners.get(type) ?? []) listener(full);
    return full;
  };
  return {
    window,
    get added() {
      return added.map((script) => script.src);
    },
    preloaded,
    opened,
    status,
    location,
    fire,
    tap: (target: unknown) => fire("click", { target }),
    load: () => fire("load"),
    paint: () => paintCallback?.({ getEntriesByName: () => [{}] }),
    /** The parser reaches the end of the HTML. */
    parsed: () => {
      document.readyState = "interactive";
      return fire("DOMContentLoaded");
    },
    /** A script fails to load. */
    scriptFails: () => added[0]?.onerror?.(),
    /** React shows the dialog. */
    showDialog: () => {
      dialogShown = true;
      mutationCallback?.();
    },
    /** Runs the timers due within `ms`, and no frame. */
    timers: (ms = 0) => runTimers(ms),
    /** Runs the timers due within `ms`, then the frames, five times over (timers and frames start each other). */
    tick: (ms = 0) => {
      for (let round = 0; round < 5; round++) {
        runTimers(ms);
        const now = frames;
        frames = [];
        now.forEach((frame) => frame());
      }
    },
  };
}

describe("the script loader", () => {
  it.each<[string, PaintSupport, (p: ReturnType<typeof page>) => void]>([
    ["after load and the first paint", "supported", (p) => (p.load(), p.paint())],
    ["after the first paint and then load", "supported", (p) => (p.paint(), p.load())],
    ["after load and two frames where paint timing is missing", "missing", (p) => p.load()],
    ["after load and two frames where observing paint throws", "throws", (p) => p.load()],
  ])("adds the scripts, in order, once: %s", (_when, paint, events) => {
    const p = page({ paint });
    events(p);
    p.tick();
    expect(p.added).toEqual(["/framework.js", "/app.js"]);
    p.fire("pointerdown");
    p.tick(3000);
    expect(p.added).toEqual(["/framework.js", "/app.js"]);
  });

  it.each([
    ["before load", () => page()],
    ["before the first paint is reported", () => (({ p }) => (p.load(), p))({ p: page() })],
  ])("adds nothing %s", (_when, make) => {
    const p = make();
    p.tick();
    expect(p.added).toEqual([]);
  });

  it("waits, after load and the first paint, for the next frame to be painted", () => {
    const p = page();
    p.load();
    p.paint();
    p.timers();
    expect(p.added).toEqual([]);
    p.tick();
    expect(p.added).toEqual(["/framework.js", "/app.js"]);
  });

  it("adds them 3 s after load when no paint is ever reported", () => {
    const p = page();
    p.load();
    p.tick(2999);
    expect(p.added).toEqual([]);
    p.tick(3000);
    expect(p.added).toEqual(["/framework.js", "/app.js"]);
  });

  it.each([
    ["a touch", "pointerdown"],
    ["a key", "keydown"],
    ["a click", "click"],
  ])("adds them at once on %s, before load", (_what, type) => {
    const p = page();
    p.fire(type, { target: paragraph });
    expect(p.added).toEqual(["/framework.js", "/app.js"]);
  });

  it.each([
    ["the page already loaded", "complete", ["/framework.js", "/app.js"]],
    ["the page still loading", "loading", []],
  ])("runs at once with %s", (_what, readyState, expected) => {
    const p = page({ readyState });
    p.paint();
    p.tick();
    expect(p.added).toEqual(expected);
  });

  it("remembers a tapped button, with when", () => {
    const p = page();
    const before = Date.now();
    p.fire("click", { target: button });
    const record = p.window.___earlyClick as { target: unknown; at: number };
    expect(record.target).toBe(button);
    expect(record.at).toBeGreaterThanOrEqual(before);
  });

  it("forgets it when the visitor then taps something else", () => {
    const p = page();
    p.fire("click", { target: button });
    p.fire("click", { target: paragraph });
    expect(p.window.___earlyClick).toBeUndefined();
  });

  it("records nothing once React has taken over (the global is null)", () => {
    const p = page();
    p.window.___earlyClick = null;
    p.fire("click", { target: button });
    expect(p.window.___earlyClick).toBeNull();
  });

  it("preloads what the app fetches next as it adds the scripts, page data as a CORS fetch", () => {
    const p = page();
    expect(p.preloaded).toEqual([]);
    p.tap(paragraph);
    expect(p.preloaded).toEqual([
      {
        rel: "preload",
        href: "/page-data/index/page-data.json",
        as: "fetch",
        crossOrigin: "anonymous",
      },
      { rel: "preload", href: "/booking-modal.js", as: "script" },
    ]);
  });

  it("waits for the end of the HTML before it adds them, even on a tap", () => {
    const p = page({ readyState: "loading" });
    p.fire("pointerdown");
    p.tap(paragraph);
    expect(p.added).toEqual([]);
    p.parsed();
    expect(p.added).toEqual(["/framework.js", "/app.js"]);
  });
});

describe("a call to action tapped before React", () => {
  it("does not follow its link: it turns busy, says so, and is remembered for React", () => {
    const p = page();
    const cta = callToAction();
    const event = p.tap(cta);
    expect(event.defaultPrevented).toBe(true);
    expect(cta.attributes.get("aria-busy")).toBe("true");
    expect(p.status.textContent).toBe("Abrindo o agendamento…");
    expect((p.window.___earlyClick as { target: unknown }).target).toBe(cta);
    expect(p.opened).toEqual([]);
  });

  it("stops being busy when the dialog shows", () => {
    const p = page();
    const cta = callToAction();
    p.tap(cta);
    p.window.___earlyClick = null;
    p.showDialog();
    expect(cta.attributes.has("aria-busy")).toBe(false);
    expect(p.status.textContent).toBe("");
    p.tick(10_000);
    expect(p.opened).toEqual([]);
  });

  it("opens its chat in a new tab when a script fails to load, and is a plain link after", () => {
    const p = page();
    p.tap(paragraph);
    const cta = callToAction();
    p.tap(cta);
    p.scriptFails();
    expect(p.opened).toEqual([chat]);
    expect(cta.attributes.has("aria-busy")).toBe(false);
    expect(p.window.___earlyClick).toBeUndefined();
    expect(p.tap(cta).defaultPrevented).toBe(false);
  });

  it("opens its chat when React has not taken over 3 s after the tap", () => {
    const p = page();
    const cta = callToAction();
    p.tap(cta);
    p.tick(2999);
    expect(p.opened).toEqual([]);
    p.tick(3000);
    expect(p.opened).toEqual([chat]);
    expect(p.window.___earlyClick).toBeUndefined();
  });

  it("opens the chat in this tab when the new tab is refused", () => {
    const p = page({ popups: false });
    p.tap(callToAction());
    p.tick(3000);
    expect(p.location.href).toBe(chat);
  });

  it("leaves the tap to React once React has it: no chat as well as the dialog", () => {
    const p = page();
    const cta = callToAction();
    p.tap(cta);
    p.window.___earlyClick = null;
    p.tick(3000);
    p.scriptFails();
    expect(p.opened).toEqual([]);
    expect(cta.attributes.get("aria-busy")).toBe("true");
    p.tick(6000);
    expect(cta.attributes.has("aria-busy")).toBe(false);
  });

  it("gives way to a second tap elsewhere: the newer call to action is the one remembered", () => {
    const p = page();
    const first = callToAction();
    const second = callToAction();
    p.tap(first);
    p.tap(second);
    expect(first.attributes.has("aria-busy")).toBe(false);
    expect(second.attributes.get("aria-busy")).toBe("true");
    expect((p.window.___earlyClick as { target: unknown }).target).toBe(second);
    p.tap(paragraph);
    expect(second.attributes.has("aria-busy")).toBe(false);
    expect(p.window.___earlyClick).toBeUndefined();
    p.tick(3000);
    expect(p.opened).toEqual([]);
  });
});
