import { isBookingReasonKey } from "../../src/booking/bookingReasons";

describe("isBookingReasonKey", () => {
  it.each([
    ["the home page's", "home", true],
    ["the cataract page's", "catarata", true],
    ["the cataract page's questions", "catarataDuvidas", true],
    ["the links page's", "links", true],
    ["a key of another build", "retina", false],
    ["the wrong case", "Home", false],
    ["an empty attribute", "", false],
    ["no attribute", null, false],
    ["an object's own machinery", "toString", false],
    ["an object's prototype", "__proto__", false],
  ])("%s: %j is %s", (_what, key, expected) => {
    expect(isBookingReasonKey(key)).toBe(expected);
  });
});
