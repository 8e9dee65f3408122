/**
 * What still keeps the patients' site from changing, in the staff's words: each item of "Antes de publicar"
 * (src/content/publishGate.ts) as what is missing and where it is fixed or who fixes it, with no file name. The
 * phone page shows them before and after a publication, so that it never says the site changes when the live
 * build will stop (docs/publishing-gate.md). Pure.
 */
import type { TSchema } from "@sinclair/typebox";
import { contentFiles, contentFolders } from "../../content/contentModel";
import { doctorWords } from "../../content/doctorWording";
import { fieldLabels } from "../../content/fieldLabels";
import type { GateItem } from "../../content/publishGate";
import { settingsPath } from "../../practice/practiceRepository";

/** One thing the patients' site still waits for. */
export interface WaitingItem {
  /** What is missing, by the editor's names: "Página da catarata › Depoimentos › nº 1: …". */
  readonly what: string;
  /** Where it is fixed, or who fixes it: "Aqui, em “Horário da semana”." */
  readonly fix: string;
}

/** The phone page's tasks, by their titles (PracticePage's `tasks`), and the settings fields each one changes. */
const phoneTasks: readonly { title: string; fields: RegExp }[] = [
  { title: "Feriados e datas especiais", fields: /^practice\.hoursExceptions\b/ },
  { title: "Horário da semana", fields: /^practice\.hours\b/ },
  {
    title: "Convênios e pagamento",
    fields: /^practice\.(healthPlans|acceptsPrivate|consultationPrice|paymentMethods)\b/,
  },
  {
    title: "Telefone, WhatsApp e endereço",
    fields: /^(whatsappNumber$|practice\.(landline|address)\b)/,
  },
  { title: "Foto do(a) médico(a)", fields: /^photo$/ },
];

/** The full editor's name for a content file or an article's folder, and its fields. */
function editorPlace(file: string): { label: string; model: TSchema } | undefined {
  const name = file.replace(/^src\/content\//, "");
  const own = contentFiles.find((candidate) => candidate.file === name);
  if (own) return { label: String(own.model.title), model: own.model };
  const folder = contentFolders.find(({ folder: path }) => name.startsWith(`${path}/`));
  return folder ? { label: folder.label, model: folder.model } : undefined;
}

/** Whether the item asks for the doctor's review: a testimonial, a figure, an FAQ answer, an article. */
function asksTheDoctor(item: GateItem): boolean {
  return /art\. (11|14)$/.test(item.rule) || /revisão médica/.test(item.problema);
}

/** `items` in the staff's words, each with where it is fixed or who fixes it; `doctorForm` as the settings say. */
export function waitingItems(
  items: readonly GateItem[],
  doctorForm: string | null | undefined,
): WaitingItem[] {
  const byTheDoctor = doctorWords(doctorForm).byTheDoctor;
  return items.map((item) => {
    if (item.file.startsWith("src/images/"))
      return {
        what: `A foto do site ${item.problema}.`,
        fix: "Aqui, em “Foto do(a) médico(a)”.",
      };
    const place = editorPlace(item.file);
    const fields = place && item.field ? fieldLabels(item.field, place.model) : "";
    const what = `${[place?.label ?? "Conteúdo do site", fields].filter(Boolean).join(" › ")}: ${item.problema}.`;
    const editor = `no editor completo, em “${place?.label ?? "Conteúdo do site"}”`;
    if (item.file === settingsPath) {
      const task = phoneTasks.find(({ fields: paths }) => paths.test(item.field));
      if (task) return { what, fix: `Aqui, em “${task.title}”.` };
      if (item.field.startsWith("privacy"))
        return {
          what,
          fix: `Quem confere é o consultório, com quem cuida da parte jurídica, ${editor}.`,
        };
      return { what, fix: `Quem confere é o consultório, ${editor}.` };
    }
    if (asksTheDoctor(item))
      return { what, fix: `Precisa ser conferido ${byTheDoctor}, ${editor}.` };
    return { what, fix: `Quem corrige é o consultório, ${editor}.` };
  });
}
