import settings from "../../src/content/site-settings.json";
import {
  addSpecialDateChange,
  contactChange,
  contactEditsChange,
  contactOf,
  pastSpecialDates,
  paymentChange,
  paymentEditsChange,
  paymentOf,
  photoChange,
  photoPathFor,
  removeSpecialDatesChange,
  repositoryPhotoPath,
  weekHoursChange,
  type SettingsFile,
} from "../../src/practice/practiceEdits";

const shipped = settings as SettingsFile;

describe("weekHoursChange", () => {
  it("changes only the days given, and says them in the commit", () => {
    const change = weekHoursChange({ saturday: [{ opens: "08:00", closes: "13:00" }], sunday: [] });
    const { settings: changed, scope } = change.apply(shipped);
    expect(scope).toBe("practice.hours");
    expect(changed.practice.hours.saturday).toEqual([{ opens: "08:00", closes: "13:00" }]);
    expect(changed.practice.hours.sunday).toEqual([]);
    expect(changed.practice.hours.monday).toBe(shipped.practice.hours.monday);
    expect(change.message).toBe(
      "Horário da semana: Sábado: 8h às 13h; Domingo: fechado (página do celular)",
    );
  });

  it("keeps a day someone else changed in the meantime", () => {
    const newer = structuredClone(shipped);
    newer.practice.hours.monday = [{ opens: "09:00", closes: "12:00" }];
    const { settings: changed } = weekHoursChange({ saturday: [] }).apply(newer);
    expect(changed.practice.hours.monday).toEqual([{ opens: "09:00", closes: "12:00" }]);
    expect(changed.practice.hours.saturday).toEqual([]);
  });

  it("leaves the file it was given as it was", () => {
    const before = structuredClone(shipped);
    weekHoursChange({ saturday: [] }).apply(shipped);
    expect(shipped).toEqual(before);
  });
});

describe("special dates", () => {
  it.each<[string, Parameters<typeof addSpecialDateChange>[0], object, string]>([
    [
      "a holiday closure",
      { from: "2026-12-08", reason: "Feriado municipal", intervals: [] },
      { from: "2026-12-08", reason: "Feriado municipal", intervals: [] },
      "Data especial: 08/12/2026 (Feriado municipal), fechado (página do celular)",
    ],
    [
      "holidays over several days",
      { from: "2027-01-11", until: "2027-01-22", reason: "Férias", intervals: [] },
      { from: "2027-01-11", until: "2027-01-22", reason: "Férias", intervals: [] },
      "Data especial: 11/01/2027 a 22/01/2027 (Férias), fechado (página do celular)",
    ],
    [
      "different hours, an empty 'until' left out",
      {
        from: "2026-12-31",
        until: "",
        reason: "Réveillon",
        intervals: [{ opens: "08:00", closes: "12:00" }],
      },
      { from: "2026-12-31", reason: "Réveillon", intervals: [{ opens: "08:00", closes: "12:00" }] },
      "Data especial: 31/12/2026 (Réveillon), 8h às 12h (página do celular)",
    ],
  ])("%s is added last, where the form's fields point", (_case, date, written, message) => {
    const change = addSpecialDateChange(date);
    const { settings: changed, scope } = change.apply(shipped);
    const count = shipped.practice.hoursExceptions.length;
    expect(scope).toBe(`practice.hoursExceptions[${count}]`);
    expect(changed.practice.hoursExceptions).toHaveLength(count + 1);
    expect(changed.practice.hoursExceptions[count]).toEqual(written);
    expect(change.message).toBe(message);
  });

  it("removes dates by their first day and reason, whatever their place", () => {
    const change = removeSpecialDatesChange([{ from: "2026-12-25", reason: "Natal" }]);
    const { settings: changed } = change.apply(shipped);
    expect(changed.practice.hoursExceptions.map(({ reason }) => reason)).toEqual([
      "Véspera de Natal",
      "Ano-novo",
    ]);
    expect(change.message).toBe("Data especial apagada: 25/12/2026 (Natal) (página do celular)");
  });

  it.each<[string, string, string[]]>([
    ["before them all", "2026-12-01", []],
    ["on Christmas Day, Christmas Eve is past", "2026-12-25", ["2026-12-24"]],
    ["after New Year", "2027-01-02", ["2026-12-24", "2026-12-25", "2027-01-01"]],
  ])("past dates %s", (_case, today, past) => {
    expect(
      pastSpecialDates(shipped.practice.hoursExceptions, today).map(({ from }) => from),
    ).toEqual(past);
  });

  it("a stretch of days is past only after its last day", () => {
    const holidays = [{ from: "2027-01-11", until: "2027-01-22", reason: "Férias" }];
    expect(pastSpecialDates(holidays, "2027-01-20")).toEqual([]);
    expect(pastSpecialDates(holidays, "2027-01-23")).toEqual(holidays);
  });
});

describe("paymentChange", () => {
  it("adds a health plan, keeps the rest, and leaves a blank price out", () => {
    const details = paymentOf(shipped.practice);
    const change = paymentChange({ ...details, healthPlans: [...details.healthPlans, "Unimed"] });
    const { settings: changed, scope } = change.apply(shipped);
    expect(scope).toBe("practice");
    expect(changed.practice.healthPlans).toEqual(["Convênio [PREENCHER]", "Unimed"]);
    expect(changed.practice.paymentMethods).toEqual(shipped.practice.paymentMethods);
    expect("consultationPrice" in changed.practice).toBe(false);
    expect(change.message).toBe(
      "Convênios e pagamento: convênios Convênio [PREENCHER] e Unimed; atende particular (página do celular)",
    );
  });

  it("writes a price given, trimmed", () => {
    const { settings: changed } = paymentChange({
      ...paymentOf(shipped.practice),
      consultationPrice: " R$ 250,00 ",
    }).apply(shipped);
    expect(changed.practice.consultationPrice).toBe("R$ 250,00");
  });
});

describe("contactChange", () => {
  it("writes the WhatsApp, the landline and the address, and leaves blank optional ones out", () => {
    const details = {
      ...contactOf(shipped),
      whatsappNumber: " 5598987654321 ",
      landline: "559835551234",
      directions: "",
    };
    const { settings: changed, scope } = contactChange(details).apply(shipped);
    expect(scope).toBe("");
    expect(changed.whatsappNumber).toBe("5598987654321");
    expect(changed.practice.landline).toBe("559835551234");
    expect("directions" in changed.practice.address).toBe(false);
    expect(changed.practice.address.street).toBe(shipped.practice.address.street);
    expect(contactOf(changed)).toEqual({ ...details, whatsappNumber: "5598987654321" });
  });
});

describe("the edits alone, made on the newest file (a draft begun before someone else published)", () => {
  const newer = structuredClone(shipped);
  newer.practice.address.street = "Rua Nova, 10";
  newer.practice.consultationPrice = "R$ 300,00";

  it("contactEditsChange keeps the street someone else published, and writes the WhatsApp typed", () => {
    const change = contactEditsChange({ whatsappNumber: "5598987654321" });
    const { settings: changed } = change.apply(newer);
    expect(changed.whatsappNumber).toBe("5598987654321");
    expect(changed.practice.address.street).toBe("Rua Nova, 10");
    expect(change.message).toBe(contactChange(contactOf(shipped)).message);
  });

  it("paymentEditsChange keeps the price someone else published, and writes the plans typed", () => {
    const change = paymentEditsChange({ healthPlans: ["Unimed"] }, shipped);
    const { settings: changed, scope } = change.apply(newer);
    expect(scope).toBe("practice");
    expect(changed.practice.healthPlans).toEqual(["Unimed"]);
    expect(changed.practice.consultationPrice).toBe("R$ 300,00");
    expect(change.message).toBe(
      paymentChange({ ...paymentOf(shipped.practice), healthPlans: ["Unimed"] }).message,
    );
  });

  it.each<[string, object]>([
    ["no contact edits", contactEditsChange({})],
    ["no payment edits", paymentEditsChange({}, shipped)],
  ])("%s leave the file as it is", (_case, change) => {
    expect((change as ReturnType<typeof contactEditsChange>).apply(newer).settings).toEqual(newer);
  });
});

describe("the photo's path", () => {
  it.each<[string, string, string]>([
    [
      "../images/doctor-portrait.jpg",
      "../images/doctor-portrait.jpg",
      "src/images/doctor-portrait.jpg",
    ],
    ["../images/IMG_1234.JPG", "../images/IMG_1234.jpg", "src/images/IMG_1234.jpg"],
    ["../images/retrato.png", "../images/retrato.jpg", "src/images/retrato.jpg"],
  ])("%s is written as %s, in the repository at %s", (current, written, repository) => {
    expect(photoPathFor(current)).toBe(written);
    expect(repositoryPhotoPath(written)).toBe(repository);
    expect(photoChange().apply({ ...shipped, photo: current }).settings.photo).toBe(written);
  });
});
