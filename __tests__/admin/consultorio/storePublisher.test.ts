import catarata from "../../../src/content/catarata.json";
import settingsFile from "../../../src/content/site-settings.json";
import { filledIn, withOwnTestimonials } from "../../fixtures/readyToPublish";
import * as rules from "../../../src/admin/consultorio/practiceRules";
import {
  addSpecialDateChange,
  paymentChange,
  paymentOf,
  photoChange,
  weekHoursChange,
  type SettingsFile,
} from "../../../src/practice/practiceEdits";
import { StoreError, type PracticeStore } from "../../../src/admin/consultorio/practiceStore";
import type { OtherContent, Publication } from "../../../src/practice/practiceRepository";
import {
  brokenSettingsMessage,
  parseSettings,
  publicationOn,
} from "../../../src/practice/publication";
import { storePublisher } from "../../../src/admin/consultorio/storePublisher";

const shipped = settingsFile as SettingsFile;

/** The rest of the site, every placeholder filled in and every card confirmed; the photo a real one. */
const readyElsewhere: OtherContent = {
  files: [
    {
      file: "src/content/catarata.json",
      data: withOwnTestimonials(filledIn(catarata) as typeof catarata),
    },
  ],
};

/**
 * A store over one settings text, recording each publication; `before` runs as a publication starts; the rest of
 * the site reads as `others` (as shipped, by default), or fails to.
 */
function memoryStore(
  text: string,
  {
    before,
    fail,
    others = { files: [{ file: "src/content/catarata.json", data: catarata }] },
  }: { before?: () => void; fail?: StoreError; others?: OtherContent | "unreadable" } = {},
) {
  const published: Publication[] = [];
  const store: PracticeStore & { text: string; published: Publication[] } = {
    kind: "gateway",
    text,
    published,
    readSettings: async () => store.text,
    readPhoto: async () => undefined,
    async readOtherContent() {
      if (others === "unreadable") throw new StoreError("Sem conexão com o site.");
      return others;
    },
    async publish({ change, files, checks, today }) {
      before?.();
      const latest = parseSettings(store.text);
      if (!latest) throw new StoreError(brokenSettingsMessage);
      const made = publicationOn(change, latest, files, checks, today);
      if (made.kind !== "write") return made;
      if (fail) throw fail;
      published.push(made.publication);
      for (const file of made.publication.files)
        if (file.encoding === "utf-8") store.text = file.content;
      return { kind: "published", settings: made.settings };
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
    // with the rest of the site as read after it, for what the patients' site still waits for
    expect(onPublished).toHaveBeenCalledWith(written, {
      files: [{ file: "src/content/catarata.json", data: catarata }],
    });
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

  it("a change its store finds already published (a reply lost) is published, as the file now says", async () => {
    const store = memoryStore(text);
    const newer = structuredClone(shipped);
    newer.practice.hours.saturday = [{ opens: "08:00", closes: "13:00" }];
    store.text = rules.settingsText(newer);
    const request = "1b4e28ba-2fa1-41d2-883f-0016d3cca427";
    const asked: (string | undefined)[] = [];
    store.publish = async ({ request: id }) => {
      asked.push(id);
      return { kind: "published", settings: JSON.parse(store.text) as SettingsFile };
    };
    const { publisher, onPublished } = publisherOver(store);
    const change = weekHoursChange({ saturday: [{ opens: "08:00", closes: "13:00" }] });
    const outcome = await publisher.publish(change, undefined, request);
    expect(asked).toEqual([request]);
    expect(outcome).toMatchObject({ kind: "published", settings: newer });
    expect(onPublished).toHaveBeenCalledWith(newer, expect.anything());
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

  it("lists what the patients' site still waits for in the file, by the form's labels, with where it is fixed", () => {
    const { publisher } = publisherOver(memoryStore(text));
    const items = publisher.unconfirmed(shipped);
    expect(items).toContainEqual({
      what: "Dados do consultório › Onde e quando atendemos: endereço, horários, convênios e preços ainda não conferidos ('Dados conferidos pelo consultório').",
      fix: "Quem confere é o consultório, no editor completo, em “Dados do consultório”.",
    });
    for (const { what, fix } of items) expect(`${what} ${fix}`).not.toMatch(/\.json|git/);
    const confirmed = structuredClone(shipped);
    confirmed.practice.confirmed = true;
    expect(publisher.unconfirmed(confirmed)).toHaveLength(items.length - 1);
  });

  describe("what a publication says of the patients' site", () => {
    const ready = filledIn(shipped) as SettingsFile;
    const change = weekHoursChange({ saturday: [] });

    it.each<[string, SettingsFile, OtherContent | "unreadable", string]>([
      ["items remain in the settings and elsewhere: it waits", shipped, { files: [] }, "waiting"],
      [
        "the settings ready, the cataract page's examples as shipped: it waits",
        ready,
        { files: [{ file: "src/content/catarata.json", data: catarata }] },
        "waiting",
      ],
      [
        "everything ready but the drawn portrait: it waits",
        ready,
        { ...readyElsewhere, drawnPortrait: "src/images/doctor-portrait.jpg" },
        "waiting",
      ],
      ["everything ready: the site changes", ready, readyElsewhere, "live"],
      ["the rest of the site unreadable: nobody can tell", ready, "unreadable", "unknown"],
    ])("%s", async (_case, settings, others, kind) => {
      const { publisher } = publisherOver(
        memoryStore(rules.settingsText(settings), { others }),
        settings,
      );
      const outcome = await publisher.publish(change);
      expect(outcome.kind === "published" && outcome.answer.kind).toBe(kind);
    });

    it("names each item it waits for, with where it is fixed or who fixes it", async () => {
      const { publisher } = publisherOver(
        memoryStore(rules.settingsText(ready), {
          others: { ...readyElsewhere, drawnPortrait: "src/images/doctor-portrait.jpg" },
        }),
        ready,
      );
      const outcome = await publisher.publish(change);
      expect(outcome.kind === "published" && outcome.answer).toEqual({
        kind: "waiting",
        items: [
          {
            what: "A foto do site é o desenho de exemplo: troque por uma foto real.",
            fix: "Aqui, em “Foto do(a) médico(a)”.",
          },
        ],
      });
    });

    it("on the staff member's own machine, says only the files changed", async () => {
      const store = { ...memoryStore(text), kind: "local" as const };
      const { publisher } = publisherOver(store);
      const outcome = await publisher.publish(change);
      expect(outcome.kind === "published" && outcome.answer).toEqual({ kind: "files" });
    });
  });
});
