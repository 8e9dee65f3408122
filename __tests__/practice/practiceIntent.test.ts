import settingsFile from "../../src/content/site-settings.json";
import {
  addSpecialDateChange,
  contactChange,
  contactEditsChange,
  contactOf,
  paymentChange,
  paymentEditsChange,
  paymentOf,
  photoChange,
  removeSpecialDatesChange,
  weekHoursChange,
  type PracticeChange,
  type SettingsFile,
} from "../../src/practice/practiceEdits";
import { changeOfIntent, practiceRequestOf } from "../../src/practice/practiceIntent";

const settings = settingsFile as SettingsFile;
const id = "1b4e28ba-2fa1-41d2-883f-0016d3cca427";

/** A file with two special dates, one of them over several days, to remove from. */
const withDates: SettingsFile = {
  ...settings,
  practice: {
    ...settings.practice,
    hoursExceptions: [
      {
        from: "2026-12-24",
        reason: "Véspera de Natal",
        intervals: [{ opens: "08:00", closes: "12:00" }],
      },
      { from: "2027-01-05", until: "2027-01-20", reason: "Férias", intervals: [] },
    ],
  },
};

describe("changeOfIntent: what the page asked, made again on the server, makes the very same change", () => {
  it.each<[string, PracticeChange]>([
    ["Saturday's hours", weekHoursChange({ saturday: [{ opens: "08:00", closes: "12:00" }] })],
    ["two days closed", weekHoursChange({ saturday: [], sunday: [] })],
    [
      "a holiday closure",
      addSpecialDateChange({ from: "2026-12-08", reason: "Feriado", intervals: [] }),
    ],
    [
      "holidays over days, with hours",
      addSpecialDateChange({
        from: "2027-01-05",
        until: "2027-01-20",
        reason: "Férias",
        intervals: [{ opens: "08:00", closes: "11:00" }],
      }),
    ],
    ["a date removed", removeSpecialDatesChange([withDates.practice.hoursExceptions[1]!])],
    ["every date removed", removeSpecialDatesChange(withDates.practice.hoursExceptions)],
    ["a plan added", paymentEditsChange({ healthPlans: ["Unimed", "Bradesco"] }, withDates)],
    [
      "the whole payment",
      paymentChange({ ...paymentOf(withDates.practice), acceptsPrivate: false }),
    ],
    [
      "the WhatsApp number, typed as people write it",
      contactEditsChange({ whatsappNumber: "(98) 98765-4321" }),
    ],
    [
      "every contact detail",
      contactChange({ ...contactOf(withDates), landline: "", directions: "" }),
    ],
    ["the photo", photoChange()],
  ])("%s", (_case, change) => {
    // As it travels: JSON, and the shape the endpoint checks.
    const sent = practiceRequestOf({
      request: id,
      change: JSON.parse(JSON.stringify(change.intent)) as unknown,
      ...(change.intent.edit === "photo" ? { photo: "/9j/AAAA" } : {}),
    });
    expect(sent).toBeDefined();
    const again = changeOfIntent(sent!.change, withDates);
    expect(again.apply(withDates)).toEqual(change.apply(withDates));
    expect(again.message).toBe(change.message);
    expect(again.addsSpecialDate).toBe(change.addsSpecialDate);
  });
});

describe("practiceRequestOf: only a change this page makes, in its shape, is taken", () => {
  const hours = { edit: "weekHours", days: { saturday: [{ opens: "08:00", closes: "12:00" }] } };
  it.each<[string, unknown, boolean]>([
    ["a change with its id", { request: id, change: hours }, true],
    ["an id in capitals", { request: id.toUpperCase(), change: hours }, true],
    ["a photo with its bytes", { request: id, change: { edit: "photo" }, photo: "/9j/AA==" }, true],
    ["no id", { change: hours }, false],
    ["an id that is not one", { request: "1", change: hours }, false],
    ["an unknown edit", { request: id, change: { edit: "deleteEverything" } }, false],
    [
      "a day that is not a weekday",
      { request: id, change: { edit: "weekHours", days: { feriado: [] } } },
      false,
    ],
    [
      "an hour that is a number",
      {
        request: id,
        change: { edit: "weekHours", days: { saturday: [{ opens: 8, closes: 12 }] } },
      },
      false,
    ],
    [
      "an interval with more than its two hours",
      {
        request: id,
        change: {
          edit: "weekHours",
          days: { saturday: [{ opens: "08:00", closes: "12:00", x: 1 }] },
        },
      },
      false,
    ],
    [
      "a 300 KB reason",
      {
        request: id,
        change: {
          edit: "addSpecialDate",
          date: { from: "2026-12-08", reason: "x".repeat(300_000), intervals: [] },
        },
      },
      false,
    ],
    [
      "a path of its own choosing beside the payment",
      {
        request: id,
        change: { edit: "payment", edits: { healthPlans: [] }, path: "functions/x.ts" },
      },
      false,
    ],
    [
      "a plan list that is text",
      { request: id, change: { edit: "payment", edits: { healthPlans: "x" } } },
      false,
    ],
    ["a photo change without a photo", { request: id, change: { edit: "photo" } }, false],
    ["a photo beside another change", { request: id, change: hours, photo: "/9j/AA==" }, false],
    [
      "a photo that is not base64",
      { request: id, change: { edit: "photo" }, photo: "<svg/>" },
      false,
    ],
    ["an empty removal", { request: id, change: { edit: "removeSpecialDates", dates: [] } }, false],
    ["a field beside the change", { request: id, change: hours, author: "outra pessoa" }, false],
    ["not an object", "[]", false],
    ["null", null, false],
  ])("%s: %s", (_case, body, taken) => {
    expect(practiceRequestOf(body) !== undefined).toBe(taken);
  });
});
