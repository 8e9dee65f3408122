/** @jest-environment node */
jest.mock("../../src/admin/phoneChoice.css", () => ({}), { virtual: true });
import { offersChoice } from "../../src/admin/phoneChoice";

describe("offersChoice: /admin/ on a phone offers the phone page first", () => {
  it.each<[string, { hash: string; search: string }, boolean, boolean, boolean]>([
    ["a phone opening /admin/", { hash: "", search: "" }, true, false, true],
    ["a computer", { hash: "", search: "" }, false, false, false],
    ["a phone that chose the full editor in this tab", { hash: "", search: "" }, true, true, false],
    ["the phone page's link to the full editor", { hash: "#/", search: "" }, true, false, false],
    [
      "an editor's address, reloaded",
      { hash: "#/collections/conteudo/entries/site-settings", search: "" },
      true,
      false,
      false,
    ],
    ["the developer's GitHub login", { hash: "", search: "?login=github" }, true, false, false],
  ])("%s", (_case, location, narrow, chosen, offered) => {
    expect(offersChoice(location, narrow, chosen)).toBe(offered);
  });
});
