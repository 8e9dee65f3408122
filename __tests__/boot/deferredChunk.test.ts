import {
  deferredChunk,
  idleTimeoutMs,
  noIdleCallbackDelayMs,
  whenIdle,
} from "../../src/boot/deferredChunk";

/** An importer that answers as `outcomes` say, one per call, and counts its calls. */
function importer(outcomes: ("ok" | "fail")[]) {
  let calls = 0;
  const load = () => {
    const outcome = outcomes[calls] ?? "ok";
    calls += 1;
    return outcome === "ok"
      ? Promise.resolve({ chunk: calls })
      : Promise.reject(new Error(`load ${calls} failed`));
  };
  return { load, calls: () => calls };
}

describe("deferredChunk: loads once, forgets a failure, keeps calls until it arrives", () => {
  it.each([
    { outcomes: ["ok"], asks: 1, calls: 1, loaded: { chunk: 1 } },
    { outcomes: ["ok"], asks: 3, calls: 1, loaded: { chunk: 1 } },
    { outcomes: ["fail", "ok"], asks: 2, calls: 2, loaded: { chunk: 2 } },
    { outcomes: ["fail", "fail", "ok"], asks: 3, calls: 3, loaded: { chunk: 3 } },
    { outcomes: ["fail"], asks: 1, calls: 1, loaded: undefined },
  ] as const)("$outcomes asked $asks times", async ({ outcomes, asks, calls, loaded }) => {
    const source = importer([...outcomes]);
    const chunk = deferredChunk(source.load);
    for (let ask = 0; ask < asks; ask += 1) await chunk.load().catch(() => undefined);
    expect(source.calls()).toBe(calls);
    expect(chunk.loaded()).toEqual(loaded);
  });

  it.each([
    { limit: Number.POSITIVE_INFINITY, made: 5, kept: [0, 1, 2, 3, 4] },
    { limit: 3, made: 5, kept: [0, 1, 2] },
    { limit: 0, made: 2, kept: [] },
  ])(
    "calls before it arrives, at most $limit, run in order once it does",
    async ({ limit, made, kept }) => {
      const source = importer(["ok"]);
      const chunk = deferredChunk(source.load, limit);
      const seen: number[] = [];
      for (let call = 0; call < made; call += 1) chunk.whenLoaded(() => seen.push(call));
      expect(seen).toEqual([]);
      expect(source.calls()).toBe(0);
      await chunk.load();
      expect(seen).toEqual(kept);
      chunk.whenLoaded(() => seen.push(99));
      expect(seen).toEqual([...kept, 99]);
    },
  );

  it("a failed load keeps the calls waiting for the next load", async () => {
    const chunk = deferredChunk(importer(["fail", "ok"]).load);
    const seen: unknown[] = [];
    chunk.whenLoaded((arrived) => seen.push(arrived));
    await expect(chunk.load()).rejects.toThrow("load 1 failed");
    expect(seen).toEqual([]);
    await chunk.load();
    expect(seen).toEqual([{ chunk: 2 }]);
  });
});

describe("whenIdle: one idle policy", () => {
  // Node's timers stand in for the window's; the idle callbacks are the browser's, given per test.
  beforeAll(() => {
    (globalThis as { window?: unknown }).window = globalThis;
  });
  afterAll(() => {
    delete (globalThis as { window?: unknown }).window;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it("asks for an idle moment within the policy's time-out, and can be cancelled", () => {
    const requested: [IdleRequestCallback, IdleRequestOptions | undefined][] = [];
    const cancelled: number[] = [];
    window.requestIdleCallback = (task, options) => requested.push([task, options]);
    window.cancelIdleCallback = (handle) => cancelled.push(handle);
    const task = jest.fn();
    const cancel = whenIdle(task);
    expect(requested).toEqual([[expect.any(Function), { timeout: idleTimeoutMs }]]);
    cancel();
    expect(cancelled).toEqual([1]);
    expect(task).not.toHaveBeenCalled();
  });

  it.each([
    { after: noIdleCallbackDelayMs - 1, ran: false },
    { after: noIdleCallbackDelayMs, ran: true },
  ])("without idle callbacks, runs after a delay ($after ms: $ran)", ({ after, ran }) => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    jest.advanceTimersByTime(after);
    expect(task).toHaveBeenCalledTimes(ran ? 1 : 0);
  });
});
