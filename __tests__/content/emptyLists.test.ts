import settings from "../../src/content/site-settings.json";
import { missingLists, withEmptyLists } from "../../src/content/emptyLists";
import { artigo } from "../../src/content/model/artigo";
import { siteSettings } from "../../src/content/model/siteSettings";
import { validateContent } from "../../src/content/validateContent";

/** The settings with `edit` applied to a copy of their practice. */
function practice(edit: (practice: Record<string, unknown>) => void) {
  const copy = structuredClone(settings) as unknown as { practice: Record<string, unknown> };
  edit(copy.practice);
  return copy;
}

const closure = { from: "2026-12-08", reason: "Feriado municipal" };

describe("missingLists", () => {
  it.each<[string, unknown, unknown, (string | number)[][]]>([
    ["the shipped settings", settings, siteSettings, []],
    [
      "a special date added with no hours (a closed day)",
      practice((p) => {
        p.hoursExceptions = [...(p.hoursExceptions as unknown[]), closure];
      }),
      siteSettings,
      [["practice", "hoursExceptions", 3, "intervals"]],
    ],
    [
      "a weekday left without a list, and the plans",
      practice((p) => {
        delete (p.hours as Record<string, unknown>).sunday;
        delete p.healthPlans;
      }),
      siteSettings,
      [
        ["practice", "hours", "sunday"],
        ["practice", "healthPlans"],
      ],
    ],
    [
      "a list the editor sent as null",
      practice((p) => (p.paymentMethods = null)),
      siteSettings,
      [["practice", "paymentMethods"]],
    ],
    [
      "an optional field left out is not a list to fill",
      practice((p) => delete p.landline),
      siteSettings,
      [],
    ],
    ["a missing group is not looked into", { doctorName: "Dr. A" }, siteSettings, []],
    [
      "an article with no related articles",
      { title: "Miopia", sources: [{ title: "MS", url: "https://www.gov.br" }] },
      artigo,
      [["related"]],
    ],
    ["not an object at all", "texto", siteSettings, []],
  ])("%s", (_name, data, model, paths) => {
    expect(missingLists(data, model as typeof siteSettings)).toEqual(paths);
  });
});

describe("withEmptyLists", () => {
  it("makes a closed day publishable: its hours are [] and the file validates", () => {
    const edited = practice((p) => {
      p.hoursExceptions = [...(p.hoursExceptions as unknown[]), closure];
    });
    const filled = withEmptyLists(edited, siteSettings);
    expect(filled.practice.hoursExceptions).toContainEqual({ ...closure, intervals: [] });
    expect(validateContent("site-settings.json", filled)).toEqual([]);
    // The data it was given is left as it was.
    expect(edited.practice.hoursExceptions).toContainEqual(closure);
    expect(validateContent("site-settings.json", edited)).not.toEqual([]);
  });

  it("gives back the same data when nothing is missing", () => {
    expect(withEmptyLists(settings, siteSettings)).toBe(settings);
  });
});
