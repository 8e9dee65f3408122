import settingsFile from "../../src/content/site-settings.json";
import {
  addSpecialDateChange,
  paymentChange,
  paymentOf,
  photoChange,
  weekHoursChange,
  type PracticeChange,
  type SettingsFile,
} from "../../src/practice/practiceEdits";
import { parseSettings, publicationOn, type Made } from "../../src/practice/publication";
import * as checks from "../../src/practice/settingsRules";

const settings = settingsFile as SettingsFile;
const today = "2026-12-01";
const photo = {
  path: "src/images/doctor-portrait.jpg",
  content: "/9j/AAAA",
  encoding: "base64" as const,
};

/** What a publication comes to, told briefly: its kind, and the files or the fields. */
function told(made: Made) {
  if (made.kind === "write")
    return { kind: made.kind, files: made.publication.files.map(({ path }) => path) };
  if (made.kind === "invalid")
    return { kind: made.kind, at: made.problems.map(({ path }) => path), scope: made.scope };
  return { kind: made.kind };
}

describe("publicationOn: a change made on the newest file, judged by the content model", () => {
  it.each<[string, PracticeChange, readonly (typeof photo)[], object]>([
    [
      "Saturday's new hours: the settings file",
      weekHoursChange({ saturday: [{ opens: "08:00", closes: "11:00" }] }),
      [],
      { kind: "write", files: ["src/content/site-settings.json"] },
    ],
    [
      "Saturday closing before it opens: its field, nothing written",
      weekHoursChange({ saturday: [{ opens: "12:00", closes: "08:00" }] }),
      [],
      { kind: "invalid", at: ["practice.hours.saturday[0].closes"], scope: "practice.hours" },
    ],
    [
      "a date added that is already over: its field",
      addSpecialDateChange({ from: "2026-11-30", reason: "Feriado", intervals: [] }),
      [],
      {
        kind: "invalid",
        at: [`practice.hoursExceptions[${settings.practice.hoursExceptions.length}].from`],
        scope: `practice.hoursExceptions[${settings.practice.hoursExceptions.length}]`,
      },
    ],
    [
      "a date today: written",
      addSpecialDateChange({ from: today, reason: "Feriado", intervals: [] }),
      [],
      { kind: "write", files: ["src/content/site-settings.json"] },
    ],
    [
      "an end before the start",
      addSpecialDateChange({
        from: "2026-12-20",
        until: "2026-12-10",
        reason: "Férias",
        intervals: [],
      }),
      [],
      {
        kind: "invalid",
        at: [`practice.hoursExceptions[${settings.practice.hoursExceptions.length}].until`],
        scope: `practice.hoursExceptions[${settings.practice.hoursExceptions.length}]`,
      },
    ],
    [
      "the same payment: nothing to publish",
      paymentChange(paymentOf(settings.practice)),
      [],
      { kind: "unchanged" },
    ],
    [
      "a photo of the same name: the photo alone",
      photoChange(),
      [photo],
      { kind: "write", files: ["src/images/doctor-portrait.jpg"] },
    ],
  ])("%s", (_case, change, files, expected) => {
    expect(told(publicationOn(change, settings, files, checks, today))).toEqual(expected);
  });

  it("writes the file as every writer writes it, with the change's message", () => {
    const change = weekHoursChange({ saturday: [] });
    const made = publicationOn(change, settings, [], checks, today);
    expect(made.kind).toBe("write");
    if (made.kind !== "write") return;
    expect(made.publication.message).toBe(change.message);
    expect(made.publication.files[0]!.content).toBe(checks.settingsText(made.settings));
    expect(made.settings.practice.hours.saturday).toEqual([]);
  });
});

describe("parseSettings", () => {
  it.each<[string, string, boolean]>([
    ["the file", JSON.stringify(settings), true],
    ["broken JSON", "{ quebrado", false],
    ["JSON that is not an object", "42", false],
    ["null", "null", false],
  ])("%s", (_case, text, parsed) => {
    expect(parseSettings(text) !== undefined).toBe(parsed);
  });
});
