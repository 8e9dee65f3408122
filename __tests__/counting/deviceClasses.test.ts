import { connectionClass, widthClass } from "../../src/counting/deviceClasses";

describe("connectionClass", () => {
  it.each([
    ["4g", "4g"],
    ["3g", "3g"],
    ["2g", "2g"],
    ["slow-2g", "2g"],
    [undefined, "desconhecida"],
    ["wifi", "desconhecida"],
  ])("%s is %s", (effectiveType, expected) => {
    expect(connectionClass(effectiveType)).toBe(expected);
  });
});

describe("widthClass", () => {
  it.each([
    [320, "estreita"],
    [360, "estreita"],
    [480, "estreita"],
    [481, "media"],
    [768, "media"],
    [1024, "media"],
    [1025, "larga"],
    [1920, "larga"],
  ])("%i px is %s", (width, expected) => {
    expect(widthClass(width)).toBe(expected);
  });
});
