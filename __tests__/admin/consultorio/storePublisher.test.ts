import settingsFile from "../../../src/content/site-settings.json";
import * as rules from "../../../src/admin/consultorio/practiceRules";
import {
  addSpecialDateChange,
  paymentChange,
  paymentOf,
  photoChange,
  weekHoursChange,
  type SettingsFile,
} from "../../../src/admin/consultorio/practiceEdits";
import {
  StoreError,
  type PracticeStore,
  type Publication,
} from "../../../src/admin/consultorio/practiceStore";
import { storePublisher } from "../../../src/admin/consultorio/storePublisher";

const shipped = settingsFile as SettingsFile;

/** A store over one settings text, recording each publication; `before` runs as a publication starts. */
function memoryStore(
  text: string,
  { before, fail }: { before?: () => void; fail?: StoreError } = {},
) {
  const published: Publication[] = [];
  const store: PracticeStore & { text: string; published: Publication[] } = {
    kind: "gateway",
    text,
    published,
    readSettings: async () => store.text,
    readPhoto: async () => undefined,
    async publish(make) {
      before?.();
      const publication = await make(store.text);
      if (fail) throw fail;
      published.push(publication);
      for (const file of publication.files)
        if (file.encoding === "utf-8") store.text = file.content;
    },
  };
  return store;
}

/** The practice's day the tests publish on, so that the dates they add stay to come. */
const today = "2026-12-01";

function publisherOver(store: PracticeStore, settings = shipped) {
  const onPublished = jest.fn();
  const publisher = storePublisher({
    store,
    settings,
    rules,
    loadRules: async () => rules,
    signIn: async () => {},
    onPublished,
    today: () => today,
  });
  return { publisher, onPublished };
}

const text = rules.settingsText(shipped);

describe("storePublisher", () => {
  it("publishes a holiday closure as one commit of the settings file, as the model orders it", async () => {
    const store = memoryStore(text);
    const { publisher, onPublished } = publisherOver(store);
    const change = addSpecialDateChange({
      from: "2026-12-08",
      reason: "Feriado municipal",
      intervals: [],
    });
    const outcome = await publisher.publish(change);
    expect(outcome.kind).toBe("published");
    expect(store.published).toHaveLength(1);
    const [publication] = store.published;
    expect(publication!.message).toBe(change.message);
    expect(publication!.files.map(({ path, encoding }) => [path, encoding])).toEqual([
      ["src/content/site-settings.json", "utf-8"],
    ]);
    const written = JSON.parse(publication!.files[0]!.content) as SettingsFile;
    expect(written.practice.hoursExceptions.at(-1)).toEqual({
      from: "2026-12-08",
      reason: "Feriado municipal",
      intervals: [],
    });
    expect(publication!.files[0]!.content).toBe(rules.settingsText(written));
    expect(onPublished).toHaveBeenCalledWith(written);
  });

  it("refuses a mistake on the page's own copy, under its field, and sends nothing", async () => {
    const store = memoryStore(text);
    const { publisher } = publisherOver(store);
    const outcome = await publisher.publish(
      weekHoursChange({ saturday: [{ opens: "08:00", closes: "" }] }),
    );
    expect(outcome).toEqual({
      kind: "invalid",
      scope: "practice.hours",
      problems: [
        {
          path: "practice.hours.saturday[0].closes",
          where: "Onde e quando atendemos › Horário de atendimento › Sábado › nº 1 › Fecha às",
          message: "Preencha este campo.",
        },
      ],
    });
    expect(store.published).toEqual([]);
  });

  it.each<[string, Parameters<typeof addSpecialDateChange>[0], string, string]>([
    [
      "a date that has passed",
      { from: "2026-11-30", reason: "Feriado municipal", intervals: [] },
      "practice.hoursExceptions[3].from",
      "Esta data já passou.",
    ],
    [
      "holidays that ended yesterday",
      { from: "2026-11-20", until: "2026-11-30", reason: "Férias", intervals: [] },
      "practice.hoursExceptions[3].until",
      "Esta data já passou.",
    ],
    [
      "an end before the start",
      { from: "2026-12-10", until: "2026-12-08", reason: "Férias", intervals: [] },
      "practice.hoursExceptions[3].until",
      "A data final não pode ser antes da data inicial.",
    ],
    [
      "a date already in the list",
      { from: "2026-12-25", reason: "Natal", intervals: [] },
      "practice.hoursExceptions[3].from",
      "Esta data já está na lista.",
    ],
    [
      "hours closing before they open",
      {
        from: "2026-12-08",
        reason: "Meio período",
        intervals: [{ opens: "12:00", closes: "08:00" }],
      },
      "practice.hoursExceptions[3].intervals[0].closes",
      "O horário de fechar precisa ser depois do de abrir.",
    ],
  ])("refuses %s under its field, and sends nothing", async (_case, date, path, message) => {
    const store = memoryStore(text);
    const { publisher } = publisherOver(store);
    const outcome = await publisher.publish(addSpecialDateChange(date));
    expect(outcome.kind).toBe("invalid");
    if (outcome.kind !== "invalid") return;
    expect(outcome.scope).toBe("practice.hoursExceptions[3]");
    expect(outcome.problems.map((problem) => [problem.path, problem.message])).toEqual([
      [path, message],
    ]);
    expect(store.published).toEqual([]);
  });

  it.each([
    ["a date today", { from: today, reason: "Feriado municipal", intervals: [] }],
    [
      "holidays going on",
      { from: "2026-11-20", until: "2026-12-05", reason: "Férias", intervals: [] },
    ],
  ])("%s is published; an old date already in the file stops nothing", async (_case, date) => {
    const old = structuredClone(shipped);
    old.practice.hoursExceptions.unshift({ from: "2025-12-25", reason: "Natal", intervals: [] });
    const store = memoryStore(rules.settingsText(old));
    const { publisher } = publisherOver(store, old);
    expect((await publisher.publish(addSpecialDateChange(date))).kind).toBe("published");
    expect((await publisher.publish(weekHoursChange({ saturday: [] }))).kind).toBe("published");
    expect(store.published).toHaveLength(2);
  });

  it("refuses Saturday closing before it opens under its field", async () => {
    const store = memoryStore(text);
    const { publisher } = publisherOver(store);
    const outcome = await publisher.publish(
      weekHoursChange({ saturday: [{ opens: "12:00", closes: "08:00" }] }),
    );
    expect(outcome).toEqual({
      kind: "invalid",
      scope: "practice.hours",
      problems: [
        {
          path: "practice.hours.saturday[0].closes",
          where: "Onde e quando atendemos › Horário de atendimento › Sábado › nº 1 › Fecha às",
          message: "O horário de fechar precisa ser depois do de abrir.",
        },
      ],
    });
    expect(store.published).toEqual([]);
  });

  it("says so when nothing changed, and sends nothing", async () => {
    const store = memoryStore(text);
    const { publisher } = publisherOver(store);
    expect(await publisher.publish(paymentChange(paymentOf(shipped.practice)))).toEqual({
      kind: "unchanged",
    });
    expect(store.published).toEqual([]);
  });

  it("makes the change on the newest file: what someone else published meanwhile stays", async () => {
    const newer = structuredClone(shipped);
    newer.practice.healthPlans = ["Unimed"];
    const store = memoryStore(rules.settingsText(newer));
    const { publisher } = publisherOver(store);
    expect((await publisher.publish(weekHoursChange({ saturday: [] }))).kind).toBe("published");
    const written = JSON.parse(store.text) as SettingsFile;
    expect(written.practice.healthPlans).toEqual(["Unimed"]);
    expect(written.practice.hours.saturday).toEqual([]);
  });

  it("a photo with the same name is published alone, the settings file untouched", async () => {
    const store = memoryStore(text);
    const { publisher } = publisherOver(store);
    const photo = {
      path: "src/images/doctor-portrait.jpg",
      content: "AAAA",
      encoding: "base64" as const,
    };
    expect((await publisher.publish(photoChange(), [photo])).kind).toBe("published");
    expect(store.published[0]!.files).toEqual([photo]);
  });

  it.each<[string, StoreError, object]>([
    [
      "a session run out",
      new StoreError("Sua sessão terminou.", true),
      { kind: "failed", message: "Sua sessão terminou.", signIn: true },
    ],
    [
      "GitHub down",
      new StoreError(
        "O GitHub não respondeu. Nada foi publicado: tente de novo em alguns minutos.",
      ),
      {
        kind: "failed",
        message: "O GitHub não respondeu. Nada foi publicado: tente de novo em alguns minutos.",
        signIn: false,
      },
    ],
  ])(
    "%s: the store's words come back, and the page keeps its copy",
    async (_case, fail, outcome) => {
      const store = memoryStore(text, { fail });
      const { publisher, onPublished } = publisherOver(store);
      expect(await publisher.publish(weekHoursChange({ saturday: [] }))).toEqual(outcome);
      expect(onPublished).not.toHaveBeenCalled();
    },
  );

  it("a newest file that is not JSON stops the publication with words for the staff", async () => {
    const store = memoryStore("{ quebrado");
    const { publisher } = publisherOver(store);
    expect(await publisher.publish(weekHoursChange({ saturday: [] }))).toEqual({
      kind: "failed",
      message:
        "O arquivo dos dados do consultório no site está quebrado. Nada foi publicado: avise o desenvolvedor.",
      signIn: false,
    });
  });

  it("lists what 'Antes de publicar' still asks of the file, by the form's labels", () => {
    const { publisher } = publisherOver(memoryStore(text));
    const lines = publisher.unconfirmed(shipped);
    expect(lines).toContain(
      "site-settings.json › Onde e quando atendemos: endereço, horários, convênios e preços ainda não conferidos ('Dados conferidos pelo consultório') (Resolução CFM 2.336/2023, art. 3º).",
    );
    const confirmed = structuredClone(shipped);
    confirmed.practice.confirmed = true;
    expect(publisher.unconfirmed(confirmed)).toHaveLength(lines.length - 1);
  });
});
