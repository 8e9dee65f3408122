import { watchHandOff } from "../../src/booking/handOffWatch";
import { notOpenedAfterMs } from "../../src/booking/noticeTiming";
import type { ChatHandOff } from "../../src/boot/openChat";

/*
 * The watch of a hand-off, in a stand-in page: a window and a document that send the events a browser sends, and
 * say whether the page is visible and focused. Time is jest's.
 */
function page() {
  const state = { visibility: "visible" as "visible" | "hidden", focused: true };
  const win = Object.assign(new EventTarget(), {
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  });
  const doc = Object.defineProperties(new EventTarget(), {
    visibilityState: { get: () => state.visibility },
    hasFocus: { value: () => state.focused },
  });
  Object.assign(globalThis, { window: win, document: doc });
  return { win, doc, state };
}

/** A window that answers but never moves; a tab that went to the chat's site; one that closed. */
const stillTab = { closed: false, location: { href: "about:blank" } } as unknown as Window;
const crossSiteTab = {
  closed: false,
  get location() {
    return {
      get href(): string {
        throw new DOMException("Blocked a frame with origin", "SecurityError");
      },
    };
  },
} as unknown as Window;
const closedTab = { closed: true } as unknown as Window;

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { window?: unknown }).window;
  delete (globalThis as { document?: unknown }).document;
});

describe("watchHandOff: the way forward only when the chat evidently did not open", () => {
  type Happening = (p: ReturnType<typeof page>) => void;
  const nothing: Happening = () => {};
  it.each<[string, ChatHandOff, Happening, boolean]>([
    [
      "a window that never moves, the page in front",
      { opened: "new-tab", tab: stillTab },
      nothing,
      true,
    ],
    ["the app's link in this tab, the page in front", { opened: "same-tab" }, nothing, true],
    ["a plain object for a window", { opened: "new-tab", tab: {} as Window }, nothing, true],
    [
      "the page hidden (the new tab or the app came to the front)",
      { opened: "new-tab", tab: stillTab },
      ({ doc, state }) => {
        state.visibility = "hidden";
        doc.dispatchEvent(new Event("visibilitychange"));
        state.visibility = "visible";
      },
      false,
    ],
    [
      "the window lost the focus, even if it came back",
      { opened: "same-tab" },
      ({ win }) => win.dispatchEvent(new Event("blur")),
      false,
    ],
    [
      "the page was left",
      { opened: "same-tab" },
      ({ win }) => win.dispatchEvent(new Event("pagehide")),
      false,
    ],
    ["the tab went to the chat's site", { opened: "new-tab", tab: crossSiteTab }, nothing, false],
    [
      "the tab closed (handed over to the app)",
      { opened: "new-tab", tab: closedTab },
      nothing,
      false,
    ],
    [
      "the page without focus at the end",
      { opened: "same-tab" },
      ({ state }) => {
        state.focused = false;
      },
      false,
    ],
  ])("%s: %s", (_case, handOff, happen, offered) => {
    const p = page();
    const notOpened = jest.fn();
    watchHandOff(handOff, notOpened);
    jest.advanceTimersByTime(notOpenedAfterMs / 2);
    happen(p);
    jest.advanceTimersByTime(notOpenedAfterMs / 2 - 1);
    expect(notOpened).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(notOpened).toHaveBeenCalledTimes(offered ? 1 : 0);
  });

  it("decides within 5 s of the tap", () => {
    expect(notOpenedAfterMs).toBeLessThanOrEqual(5000);
  });

  it("stopped (a new request, the dialog opened again), it offers nothing and listens no more", () => {
    const { win } = page();
    const notOpened = jest.fn();
    const removed = jest.spyOn(win, "removeEventListener");
    const stop = watchHandOff({ opened: "same-tab" }, notOpened);
    stop();
    jest.advanceTimersByTime(notOpenedAfterMs * 2);
    expect(notOpened).not.toHaveBeenCalled();
    expect(removed.mock.calls.map(([name]) => name).sort()).toEqual(["blur", "pagehide"]);
  });
});
