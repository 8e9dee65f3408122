import { runInNewContext } from "node:vm";
import { loaderScript } from "../../src/boot/deferScripts";

/**
 * The loader run in a minimal stand-in for a browser page: the few DOM and timing APIs it touches, with timers,
 * frames and events fired by hand, so each scenario decides exactly what happens when.
 */
type PaintSupport = "supported" | "missing" | "throws";

function page({ paint = "supported" as PaintSupport, readyState = "loading" } = {}) {
  const added: string[] = [];
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  let timers: { run: () => void; ms: number }[] = [];
  let frames: (() => void)[] = [];
  let paintCallback: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    constructor(callback: typeof paintCallback) {
      paintCallback = callback;
    }
    observe() {
      if (paint === "throws") throw new TypeError("observe() needs entryTypes");
    }
  }
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    requestAnimationFrame: (run: () => void) => frames.push(run),
    PerformanceObserver: paint === "missing" ? undefined : FakeObserver,
  };
  const document = {
    readyState,
    currentScript: { getAttribute: () => '["/framework.js","/app.js"]' },
    createElement: () => ({}) as { src?: string },
    body: { appendChild: (script: { src: string }) => added.push(script.src) },
  };
  // As in a browser, the window is the global object: `setTimeout` and `window.setTimeout` are the same.
  Object.assign(window, { window, document, JSON, Date });
  runInNewContext(loaderScript(), window);
  const fire = (type: string, event: unknown = {}) => {
    for (const listener of listeners.get(type) ?? []) listener(event);
  };
  return {
    window,
    added,
    fire,
    load: () => fire("load"),
    paint: () => paintCallback?.({ getEntriesByName: () => [{}] }),
    /** Runs the timers due within `ms` (and those they start), then the frames, twice. */
    tick: (ms = 0) => {
      for (let round = 0; round < 3; round++) {
        const due = timers.filter((timer) => timer.ms <= ms);
        timers = timers.filter((timer) => timer.ms > ms);
        due.forEach((timer) => timer.run());
        const now = frames;
        frames = [];
        now.forEach((frame) => frame());
      }
    },
  };
}

const button = { closest: (selector: string) => (selector === "button" ? button : null) };
const paragraph = { closest: () => null };

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
});
