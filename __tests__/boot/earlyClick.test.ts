import {
  handOnEarlyCallToAction,
  isFreshEarlyClick,
  takeEarlyCallToAction,
} from "../../src/boot/earlyClick";
import { earlyClickLifetimeMs } from "../../src/boot/startUpNames";

const target = { tagName: "BUTTON" };
const now = 1_000_000;

describe("isFreshEarlyClick", () => {
  it.each([
    ["a tap just now", { target, at: now }, true],
    ["a tap 9 s ago", { target, at: now - 9_000 }, true],
    ["a tap exactly at the limit", { target, at: now - earlyClickLifetimeMs }, true],
    ["a tap past the limit", { target, at: now - earlyClickLifetimeMs - 1 }, false],
    ["a tap from the future (clock change)", { target, at: now + 5 }, false],
    ["nothing recorded", undefined, false],
    ["React already listening", null, false],
    ["a record without a target", { at: now }, false],
    ["a record without a time", { target }, false],
    ["a bare element (an older loader)", target, false],
  ])("%s: %s", (_what, record, expected) => {
    expect(isFreshEarlyClick(record, now)).toBe(expected);
  });
});

describe("an early call to action handed on to the booking provider", () => {
  it("is taken once, with the tap's time on the page's clock: nothing is left for a second taker", () => {
    const target = { tagName: "A" } as unknown as HTMLElement;
    expect(takeEarlyCallToAction()).toBeUndefined();
    handOnEarlyCallToAction(target, performance.timeOrigin + 1234);
    expect(takeEarlyCallToAction()).toEqual({ target, tappedAt: 1234 });
    expect(takeEarlyCallToAction()).toBeUndefined();
  });
});
