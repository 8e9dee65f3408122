import { removedBarSizeVariable } from "react-remove-scroll-bar/constants";
import { scrollLockCss, scrollLockGapVariable } from "../../src/booking/scrollLockCss";
import { baseCss } from "../../src/root/baseCss";
import { globalCss } from "../../src/theme/globalCss";

describe("the booking dialog's scroll lock in the base style", () => {
  it("is the library's own variable: were it renamed, opening the dialog would restyle the whole page again", () => {
    expect(scrollLockGapVariable).toBe(removedBarSizeVariable);
  });

  it("gives the body, from the start, the value the scroll lock sets on a phone", () => {
    expect(scrollLockCss).toBe(`body { ${removedBarSizeVariable}: 0px; }`);
  });

  it("comes after the theme's base style in what every page starts with", () => {
    expect(baseCss()).toBe(`${globalCss()}\n${scrollLockCss}`);
  });
});
