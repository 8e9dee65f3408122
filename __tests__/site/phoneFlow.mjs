/**
 * The staff's everyday updates on the phone page (/admin/consultorio/), written once as the steps a person takes,
 * and run by every engine's driver (Chromium through Playwright, Firefox and WebKit through engines/). The staff's
 * guide walks the same steps: each task below is a "###" section of the guide's phone part, and the words a step
 * names (a button, a field, what appears) are the words the guide puts in bold, in the same order
 * (phone-page.test.mjs checks it). A step with `picture` is where the guide's picture of that task is taken.
 */
import { readFileSync } from "node:fs";

/** Where the phone page is. */
export const phonePagePath = "/admin/consultorio/";

/** The staff's guide, and the folder of its pictures (beside it, so the Markdown shows them on GitHub too). */
export const guidePath = "docs/guia-da-equipe.md";
export const guidePicturesDir = "docs/guia";

/** The day `days` from now on this machine's calendar, as the phone's date field gives it ("2027-01-08"). */
function dayFromNow(days) {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The days the repository's own special dates cover (src/content/site-settings.json, which the stand-in GitHub
 * serves): a new special date on one of them is refused ("Esta data já está na lista").
 */
function shippedSpecialDays() {
  const settings = JSON.parse(readFileSync("src/content/site-settings.json", "utf8"));
  const days = new Set();
  for (const { from, until } of settings.practice.hoursExceptions) {
    const last = until && until > from ? until : from;
    for (let day = from; day <= last;) {
      days.add(day);
      day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    }
  }
  return days;
}

/**
 * A day about a month from now ("2027-01-08"): `days` ahead, or the first day after it that none of the
 * repository's special dates covers, so that publishing it is never refused as a date already in the list.
 */
export function holidayFromNow(days = 30) {
  const taken = shippedSpecialDays();
  let ahead = days;
  while (taken.has(dayFromNow(ahead))) ahead += 1;
  return dayFromNow(ahead);
}

/**
 * The tasks, each a section of the guide (`guide`, its "###" heading) and its steps:
 * - `{ tap: role, name }`: tap the control of that role and name;
 * - `{ fill: name, value }`: put `value` in the field named `name`;
 * - `{ checked: name }`: the box named `name` is ticked;
 * - `{ upload: name }`: choose the test's photo in the file field named `name`;
 * - `{ see: text }`: wait until `text` shows;
 * - `{ picture, at }`: the guide's picture of the task is taken here (docs/guia/<picture>.png), the words `at`
 *   (if given) scrolled to the top of the screen.
 * `words` is what the guide calls the step, where it differs from the name a screen reader hears.
 * @param {{ holiday: string, plan: string, closes?: string }} values
 */
export function phoneTasks({ holiday, plan, closes = "13:00" }) {
  return [
    {
      guide: "Entrar",
      steps: [
        { tap: "button", name: "Entrar com o seu e-mail", signIn: true },
        { see: "Você entrou como" },
        { picture: "celular-inicio" },
      ],
    },
    {
      guide: "Fechar num feriado",
      steps: [
        { tap: "link", name: "Feriados e datas especiais" },
        { fill: "Data", value: holiday },
        { fill: "Motivo", value: "Feriado municipal" },
        { checked: "Fechado o dia todo" },
        { picture: "celular-feriado", at: "Feriados e datas especiais" },
        { tap: "button", name: "Publicar esta data" },
        { see: "Salvo" },
      ],
    },
    {
      guide: "Mudar o horário de um dia da semana",
      steps: [
        { tap: "link", name: "Horário da semana" },
        { tap: "button", name: "Sábado" },
        { fill: "Sábado, 1º horário: fecha às", words: "Fecha às", value: closes },
        { picture: "celular-sabado", at: "Sábado" },
        { tap: "button", name: "Publicar o horário" },
        { see: "Salvo" },
      ],
    },
    {
      guide: "Acrescentar um convênio",
      steps: [
        { tap: "link", name: "Convênios e pagamento" },
        { tap: "button", name: "Adicionar convênio" },
        { fill: "Convênio 2", value: plan },
        { tap: "button", name: "Publicar convênios e pagamento" },
        { see: "Salvo" },
      ],
    },
    {
      guide: "Trocar a foto",
      steps: [
        { tap: "link", name: "Foto do(a) médico(a)" },
        { upload: "Escolher uma foto" },
        { see: "Foto pronta" },
        { picture: "celular-foto", at: "Como os pacientes vão ver" },
        { tap: "button", name: "Publicar a foto nova" },
        { see: "Salvo" },
      ],
    },
  ];
}

/** The words the guide should put in bold for a step, or none (a picture). */
export function stepWords(step) {
  if (step.picture) return undefined;
  return step.words ?? step.name ?? step.fill ?? step.checked ?? step.upload ?? step.see;
}

/** The guide's phone part: its "###" sections, each with the words in bold and the pictures, in order. */
export function guideTasks(markdown = readFileSync(guidePath, "utf8")) {
  const start = markdown.indexOf("\n## No celular");
  if (start < 0) throw new Error(`${guidePath} has no "## No celular" section`);
  const end = markdown.indexOf("\n## ", start + 1);
  const part = markdown.slice(start, end < 0 ? undefined : end);
  return part
    .split(/\n### /)
    .slice(1)
    .map((section) => ({
      guide: section.split("\n")[0].trim(),
      words: [...section.matchAll(/\*\*([^*]+)\*\*/g)].map((match) =>
        match[1].replace(/\s+/g, " "),
      ),
      pictures: [...section.matchAll(/!\[[^\]]+\]\(guia\/([^)]+)\.png\)/g)].map(
        (match) => match[1],
      ),
    }));
}

/**
 * Runs one task's steps with `driver`: { tap(role, name), fill(name, value), checked(name), upload(name),
 * see(text), picture(name), signIn(tapIt) }.
 */
export async function runTask(driver, task) {
  for (const step of task.steps) {
    if (step.tap) {
      if (step.signIn) await driver.signIn(() => driver.tap(step.tap, step.name));
      else await driver.tap(step.tap, step.name);
    } else if (step.fill) await driver.fill(step.fill, step.value);
    else if (step.checked) await driver.checked(step.checked);
    else if (step.upload) await driver.upload(step.upload);
    else if (step.see) await driver.see(step.see);
    else if (step.picture) await driver.picture(step.picture, step.at);
  }
}
