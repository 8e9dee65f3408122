import type * as CountQueue from "../../src/counting/countQueue";
import type { NotedEvent } from "../../src/counting/notedEvent";

/*
 * The count queue on the page's first-load path: notes kept in memory, and the counting's chunk fetched after two
 * idle moments, but never while a tapped call to action waits for its dialog. What cannot run here stands in: the
 * browser's idle callbacks (run by hand, one idle moment at a time) and the counting's chunk (src/counting/
 * sendCounts.ts, which needs web-vitals and a page), here a receiver that records what it is handed.
 */

const received: NotedEvent[] = [];
let starts = 0;
jest.mock("../../src/counting/sendCounts", () => ({
  startCounting: () => {
    starts += 1;
    return (noted: NotedEvent) => received.push(noted);
  },
}));

/** The idle callbacks asked for and not run yet. */
let idleTasks: (() => void)[] = [];

beforeAll(() => {
  (globalThis as { window?: unknown }).window = globalThis;
  window.requestIdleCallback = (task) => idleTasks.push(() => task({} as IdleDeadline));
  window.cancelIdleCallback = () => undefined;
});
afterAll(() => {
  delete (globalThis as { window?: unknown }).window;
});

type Step =
  | "page"
  | "idle"
  | ["opened", number]
  | "dialogShown"
  | ["chatHanded", "realizar exames"]
  | ["notes", number];

/** A fresh page: the queue module loaded anew, nothing asked, nothing received. */
async function freshQueue() {
  received.length = 0;
  starts = 0;
  idleTasks = [];
  let queue!: typeof CountQueue;
  jest.isolateModules(() => {
    queue = jest.requireActual("../../src/counting/countQueue");
  });
  return queue;
}

/** Lets the chunk's import and its promise callbacks settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function run(steps: Step[]) {
  const { note, notePageShown } = await freshQueue();
  for (const step of steps) {
    if (step === "page") notePageShown("/catarata/");
    else if (step === "idle") {
      const due = idleTasks;
      idleTasks = [];
      for (const task of due) task();
    } else if (step === "dialogShown") note("dialogShown", 120);
    else if (step[0] === "opened") note("opened", "catarata", step[1]);
    else if (step[0] === "chatHanded") note("chatHanded", "catarata", step[1]);
    else for (let index = 0; index < step[1]; index += 1) note("page", `/n${index}/`);
    await settle();
  }
  return { starts, received: received.map(([event]) => event) };
}

describe("the count queue: when the counting starts", () => {
  it.each<[string, Step[], number]>([
    ["a page shown, one idle moment: not yet", ["page", "idle"], 0],
    ["a page shown, two idle moments: the counting starts", ["page", "idle", "idle"], 1],
    ["nothing shown (a story): never", ["idle", "idle", "idle"], 0],
    [
      "a call to action tapped: held while its dialog is awaited",
      ["page", ["opened", 100], "idle", "idle", "idle"],
      0,
    ],
    [
      "the dialog drawn: the held start runs at the next idle moment",
      ["page", ["opened", 100], "idle", "idle", "dialogShown", "idle"],
      1,
    ],
    [
      "the dialog drawn, no idle moment yet: still held",
      ["page", ["opened", 100], "idle", "idle", "dialogShown"],
      0,
    ],
    [
      "the dialog drawn before the counting was due: it starts as usual",
      ["page", ["opened", 100], "dialogShown", "idle", "idle"],
      1,
    ],
    [
      "a tap after the counting started changes nothing",
      ["page", "idle", "idle", ["opened", 100], "idle"],
      1,
    ],
    [
      "a second page shown starts nothing more",
      ["page", "idle", "idle", "page", "idle", "idle"],
      1,
    ],
  ])("%s", async (_what, steps, expectedStarts) => {
    expect((await run(steps)).starts).toBe(expectedStarts);
  });
});

describe("the count queue: what the counting receives", () => {
  it.each<[string, Step[], string[]]>([
    ["nothing before it starts", ["page", ["opened", 100]], []],
    [
      "every note made before it started, in order",
      ["page", ["opened", 100], "dialogShown", ["chatHanded", "realizar exames"], "idle", "idle"],
      ["page", "opened", "dialogShown", "chatHanded"],
    ],
    [
      "notes made after it started, as they come",
      ["page", "idle", "idle", ["opened", 100], "dialogShown"],
      ["page", "opened", "dialogShown"],
    ],
  ])("%s", async (_what, steps, expected) => {
    expect((await run(steps)).received).toEqual(expected);
  });

  it("at most 40 notes wait for it; a page kept busy longer loses the rest", async () => {
    const { received: got } = await run(["page", ["notes", 50], "idle", "idle"]);
    expect(got).toHaveLength(40);
  });
});
