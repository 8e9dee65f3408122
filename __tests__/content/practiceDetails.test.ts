import {
  addressLine,
  brazilianDate,
  displayPhone,
  exceptionDates,
  exceptionName,
  exceptionsByDate,
  intervalsText,
  listText,
  mapUrl,
  paymentLines,
  spokenTime,
} from "../../src/content/practiceDetails";
import { crmText, rqeText } from "../../src/content/registration";

const address = { street: "Rua Grande, 123", district: "Centro", postalCode: "65800-000" };
const at = (extra = {}) => ({
  city: "Balsas",
  state: "MA",
  practice: { address: { ...address, ...extra } },
});

describe("crmText and rqeText", () => {
  it.each([
    ["12345", "MA", "CRM-MA 12345"],
    ["987", "pi", "CRM-PI 987"],
    ["00000 [PREENCHER]", " MA ", "CRM-MA 00000 [PREENCHER]"],
  ])("CRM %s in %s is %s", (crm, state, expected) => {
    expect(crmText({ crm, state })).toBe(expected);
  });
  it("RQE", () => expect(rqeText({ rqe: "6789" })).toBe("RQE 6789"));
});

describe("addressLine and mapUrl", () => {
  it("puts street, district, town and CEP on one line", () => {
    expect(addressLine(at())).toBe("Rua Grande, 123, Centro, Balsas - MA, 65800-000");
  });

  it.each([
    [
      "made from the address, encoded",
      at(),
      "https://www.google.com/maps/search/?api=1&query=Rua%20Grande%2C%20123%2C%20Centro%2C%20Balsas%20-%20MA%2C%2065800-000%2C%20Brasil",
    ],
    [
      "accents and & stay inside the query",
      at({ street: "Travessa São José & Filhos, 7" }),
      "https://www.google.com/maps/search/?api=1&query=Travessa%20S%C3%A3o%20Jos%C3%A9%20%26%20Filhos%2C%207%2C%20Centro%2C%20Balsas%20-%20MA%2C%2065800-000%2C%20Brasil",
    ],
    ["set by hand", at({ mapUrl: "https://maps.app.goo.gl/xyz" }), "https://maps.app.goo.gl/xyz"],
  ])("the map link: %s", (_name, settings, expected) => {
    expect(mapUrl(settings)).toBe(expected);
  });
});

describe("times and dates as they are written in Brazil", () => {
  it.each([
    ["08:00", "8h"],
    ["13:30", "13h30"],
    ["00:00", "0h"],
  ])("%s is %s", (time, expected) => expect(spokenTime(time)).toBe(expected));

  it.each([
    [[], "Fechado"],
    [[{ opens: "08:00", closes: "12:00" }], "8h às 12h"],
    [
      [
        { opens: "08:00", closes: "12:00" },
        { opens: "14:00", closes: "18:30" },
      ],
      "8h às 12h e 14h às 18h30",
    ],
    [
      [
        { opens: "07:00", closes: "09:00" },
        { opens: "10:00", closes: "12:00" },
        { opens: "14:00", closes: "16:00" },
      ],
      "7h às 9h, 10h às 12h e 14h às 16h",
    ],
  ])("%j is %s", (intervals, expected) => expect(intervalsText(intervals)).toBe(expected));

  it.each([
    [{ from: "2026-12-25" }, "25/12/2026"],
    [{ from: "2026-12-25", until: "2026-12-25" }, "25/12/2026"],
    [{ from: "2027-01-11", until: "2027-01-22" }, "11/01/2027 a 22/01/2027"],
  ])("%j is %s", (dates, expected) => expect(exceptionDates(dates)).toBe(expected));

  it.each([
    ["559835551234", "(98) 3555-1234"],
    ["5598987654321", "(98) 98765-4321"],
  ])("the telephone %s is written %s", (digits, expected) =>
    expect(displayPhone(digits)).toBe(expected),
  );

  it("brazilianDate", () => expect(brazilianDate("2027-01-01")).toBe("01/01/2027"));
});

describe("paymentLines", () => {
  const none = { healthPlans: [], acceptsPrivate: false, paymentMethods: [] };
  it.each([
    ["nothing", none, []],
    [
      "plans and particular without a price",
      { ...none, healthPlans: ["Unimed", "Cassi", "Geap"], acceptsPrivate: true },
      [
        { label: "Convênios", text: "Unimed, Cassi e Geap" },
        { label: "Particular", text: "Sim, atendemos consultas particulares" },
      ],
    ],
    [
      "particular with a price, and methods",
      {
        ...none,
        acceptsPrivate: true,
        consultationPrice: "R$ 250,00",
        paymentMethods: ["Pix", "Cartão"],
      },
      [
        { label: "Particular", text: "Sim. Consulta: R$ 250,00" },
        { label: "Pagamento", text: "Pix e Cartão" },
      ],
    ],
    [
      "a price without particular still shows",
      { ...none, consultationPrice: "R$ 200,00" },
      [{ label: "Consulta", text: "R$ 200,00" }],
    ],
  ])("%s", (_name, practice, expected) => expect(paymentLines(practice)).toEqual(expected));

  it.each([
    [[], ""],
    [["a"], "a"],
    [["a", "b"], "a e b"],
  ])("listText %j", (items, expected) => expect(listText(items)).toBe(expected));
});

describe("exceptionsByDate", () => {
  const on = (from: string, until?: string) => ({ from, until, reason: from, intervals: [] });
  it.each([
    ["none", [], []],
    ["one", [on("2026-12-25")], ["2026-12-25"]],
    ["two out of order", [on("2027-01-12"), on("2026-12-25")], ["2026-12-25", "2027-01-12"]],
    [
      "months and days that only sort as dates when zero-padded",
      [on("2026-12-01"), on("2026-02-10"), on("2026-02-09")],
      ["2026-02-09", "2026-02-10", "2026-12-01"],
    ],
    [
      "the same first day twice",
      [on("2026-12-24", "2026-12-26"), on("2026-12-24")],
      ["2026-12-24", "2026-12-24"],
    ],
  ])("%s", (_what, exceptions, expected) => {
    const sorted = exceptionsByDate(exceptions);
    expect(sorted.map((exception) => exception.from)).toEqual(expected);
    if (exceptions.length === 2 && expected[0] === expected[1])
      expect(sorted[0]).toBe(exceptions[0]);
  });

  it("leaves the editor's list as it was", () => {
    const exceptions = [on("2027-01-12"), on("2026-12-25")];
    exceptionsByDate(exceptions);
    expect(exceptions.map((exception) => exception.from)).toEqual(["2027-01-12", "2026-12-25"]);
  });
});

describe("a special date or a shift half filled, as the phone page's preview shows it", () => {
  it.each<[string, { from: string; until?: string; reason: string }, string]>([
    ["whole", { from: "2026-12-25", reason: "Natal" }, "25/12/2026 (Natal)"],
    [
      "several days",
      { from: "2027-01-11", until: "2027-01-22", reason: "Férias" },
      "11/01/2027 a 22/01/2027 (Férias)",
    ],
    ["nothing yet", { from: "", reason: "" }, "dd/mm/aaaa (motivo a escrever)"],
    ["a reason, no date yet", { from: "", reason: "Carnaval" }, "dd/mm/aaaa (Carnaval)"],
    ["a date, no reason yet", { from: "2027-02-16", reason: "" }, "16/02/2027 (motivo a escrever)"],
    ["a reason of spaces", { from: "2027-02-16", reason: "  " }, "16/02/2027 (motivo a escrever)"],
    [
      "a last day, no first",
      { from: "", until: "2027-02-17", reason: "Carnaval" },
      "dd/mm/aaaa a 17/02/2027 (Carnaval)",
    ],
    [
      "a first day, the last left empty",
      { from: "2027-02-16", until: "", reason: "Carnaval" },
      "16/02/2027 (Carnaval)",
    ],
  ])("%s: %s", (_case, exception, expected) => {
    expect(exceptionName(exception)).toBe(expected);
    expect(exceptionName(exception)).not.toMatch(/undefined|\(\)/);
  });

  it.each<[string, { opens: string; closes: string }[], string]>([
    ["a closing time not chosen yet", [{ opens: "08:00", closes: "" }], "8h às --:--"],
    ["an opening time not chosen yet", [{ opens: "", closes: "12:00" }], "--:-- às 12h"],
    ["neither", [{ opens: "", closes: "" }], "--:-- às --:--"],
    [
      "a second shift half filled",
      [
        { opens: "08:00", closes: "12:00" },
        { opens: "14:00", closes: "" },
      ],
      "8h às 12h e 14h às --:--",
    ],
  ])("%s: %s", (_case, intervals, expected) => {
    expect(intervalsText(intervals)).toBe(expected);
  });

  it.each<[string, string]>([
    ["", "--:--"],
    ["8", "--:--"],
    ["abc", "--:--"],
  ])("the time %j is %s", (time, expected) => expect(spokenTime(time)).toBe(expected));

  it.each<[string, string]>([
    ["", "dd/mm/aaaa"],
    ["2027-02", "dd/mm/aaaa"],
    ["16/02/2027", "dd/mm/aaaa"],
  ])("the date %j is %s", (date, expected) => expect(brazilianDate(date)).toBe(expected));
});
