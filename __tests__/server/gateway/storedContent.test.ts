import { readFileSync } from "node:fs";
import {
  addedPastDates,
  contentFileOf,
  storedContentRefusal,
} from "../../../src/server/gateway/storedContent";

const bytes = (text: string) => new TextEncoder().encode(text);
const shipped = (file: string) => readFileSync(`src/content/${file}`, "utf8");
const settings = () => JSON.parse(shipped("site-settings.json"));
const article = "artigos/catarata.json";

describe("contentFileOf: the content file at a path of the repository", () => {
  it.each([
    ["src/content/site-settings.json", "site-settings.json"],
    ["src/content/home.json", "home.json"],
    ["src/content/artigos/catarata.json", "artigos/catarata.json"],
    ["src/content/artigos/novo-artigo.json", "artigos/novo-artigo.json"],
    ["src/content/desconhecido.json", undefined],
    ["src/content/artigos/sub/x.json", undefined],
    ["src/content/outra-pasta/x.json", undefined],
    ["src/images/doctor-portrait.jpg", undefined],
    ["src/content/home.json.png", undefined],
  ])("%s -> %s", (path, file) => {
    expect(contentFileOf(path)).toBe(file);
  });
});

describe("storedContentRefusal: a content file must pass its model", () => {
  it.each([
    ["the shipped settings", "site-settings.json", () => shipped("site-settings.json")],
    ["the shipped home page", "home.json", () => shipped("home.json")],
    ["a shipped article", article, () => shipped(article)],
  ])("%s pass", (_, file, text) => {
    expect(storedContentRefusal(file, bytes(text()))).toBeUndefined();
  });

  it.each<[string, string, () => string, string]>([
    [
      "{ alone",
      "site-settings.json",
      () => "{",
      "O arquivo site-settings.json não é um texto do site que o editor consiga ler. Nada foi publicado.",
    ],
    [
      "a NUL byte, not JSON",
      "home.json",
      () => "\u0000",
      "O arquivo home.json não é um texto do site que o editor consiga ler. Nada foi publicado.",
    ],
    [
      "Saturday opening at 12:00 and closing at 08:00",
      "site-settings.json",
      () => {
        const copy = settings();
        copy.practice.hours.saturday = [{ opens: "12:00", closes: "08:00" }];
        return JSON.stringify(copy);
      },
      "O horário de fechar precisa ser depois do de abrir. Nada foi publicado.",
    ],
    [
      "the 31st of February",
      "site-settings.json",
      () => {
        const copy = settings();
        copy.practice.hoursExceptions.push({
          from: "2026-02-31",
          reason: "Carnaval",
          intervals: [],
        });
        return JSON.stringify(copy);
      },
      "Esta data não existe no calendário. Nada foi publicado.",
    ],
    [
      "a reason of 300 KB",
      "site-settings.json",
      () => {
        const copy = settings();
        copy.practice.hoursExceptions.push({
          from: "2027-12-10",
          reason: "x".repeat(300_000),
          intervals: [],
        });
        return JSON.stringify(copy);
      },
      "Texto longo demais: no máximo 200 letras e espaços. Nada foi publicado.",
    ],
    [
      "an article without its title",
      article,
      () => {
        const copy = JSON.parse(shipped(article));
        delete copy.title;
        return JSON.stringify(copy);
      },
      "Preencha este campo.",
    ],
  ])("%s is refused, its field named", (_, file, text, words) => {
    const refusal = storedContentRefusal(file, bytes(text()));
    expect(refusal).toContain(words);
    expect(refusal).toMatch(/Nada foi publicado\.$/);
  });

  it("bytes that are not UTF-8 are refused", () => {
    expect(storedContentRefusal("home.json", new Uint8Array([0x7b, 0xff, 0x7d]))).toBe(
      "O arquivo home.json não é um texto do site que o editor consiga ler. Nada foi publicado.",
    );
  });

  it("names the field by the form's labels, and counts the others", () => {
    const copy = settings();
    copy.practice.hours.saturday = [{ opens: "12:00", closes: "08:00" }];
    copy.practice.hours.friday = [{ opens: "18:00", closes: "08:00" }];
    const refusal = storedContentRefusal("site-settings.json", bytes(JSON.stringify(copy)))!;
    expect(refusal).toMatch(/^[^:]*Sexta[^:]*: O horário de fechar/);
    expect(refusal).toContain("(e mais 1 campo(s) a conferir)");
  });
});

describe("addedPastDates: a special date the change adds that is already over", () => {
  const today = "2027-03-10";
  const withDates = (...dates: object[]) => ({ practice: { hoursExceptions: dates } });
  const old = { from: "2026-12-25", reason: "Natal", intervals: [] };
  it.each<[string, unknown, unknown, string[]]>([
    ["a new date ahead", withDates(old), withDates(old, { from: "2027-03-11" }), []],
    ["a new date today", withDates(old), withDates(old, { from: today }), []],
    [
      "a new date yesterday",
      withDates(old),
      withDates(old, { from: "2027-03-09" }),
      ["practice.hoursExceptions[1].from"],
    ],
    [
      "a new closure ended yesterday",
      withDates(old),
      withDates(old, { from: "2027-03-01", until: "2027-03-09" }),
      ["practice.hoursExceptions[1].until"],
    ],
    [
      "a new closure still running",
      withDates(old),
      withDates(old, { from: "2027-03-01", until: "2027-03-12" }),
      [],
    ],
    ["an old date kept (the site hides it)", withDates(old), withDates(old), []],
    [
      "an old date with another reason",
      withDates(old),
      withDates({ ...old, reason: "Feriado" }),
      [],
    ],
    [
      "no file before: every date is new",
      undefined,
      withDates(old),
      ["practice.hoursExceptions[0].from"],
    ],
  ])("%s", (_, previous, next, paths) => {
    expect(addedPastDates(previous, next, today).map(({ path }) => path)).toEqual(paths);
  });

  it("refuses the settings that add one, in the phone page's words; the same file alone passes", () => {
    const previous = settings();
    const next = settings();
    next.practice.hoursExceptions.push({ from: "2026-11-20", reason: "Feriado", intervals: [] });
    const text = bytes(JSON.stringify(next));
    expect(storedContentRefusal("site-settings.json", text)).toBeUndefined();
    expect(
      storedContentRefusal("site-settings.json", text, { previous, today: "2026-11-28" }),
    ).toMatch(/: Esta data já passou\. Nada foi publicado\.$/);
  });
});
