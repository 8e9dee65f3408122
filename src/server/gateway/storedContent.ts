/**
 * What the gateway lets a tree put at a content file's path: a blob names no file (./storedBlob.ts checks only that
 * it is JSON or a photo), so the tree is where a content file meets its model. The blob at `src/content/<file>.json`
 * or `src/content/artigos/<slug>.json` must be UTF-8 JSON that passes that file's content model, the same compiled
 * checks the build, the editor and the phone page run (src/content/validateContent.ts): a closing hour before the
 * opening, a date that does not exist or a 300 KB reason is refused here, whoever sent it, before it can stop a build.
 * A special date the new settings add that is already over is refused too, as the phone page refuses it: the site
 * would never show it. The refusal names the field as the forms do, in Portuguese.
 */
import { contentFiles, contentFolders } from "../../content/contentModel";
import { fieldLabels, valueAt } from "../../content/fieldLabels";
import { pastDateBreak } from "../../content/dateAndHourRules";
import { fieldMessage } from "../../content/fieldMessages";
import { contentBreaks } from "../../content/validateContent";

const contentFolder = "src/content/";

/** The content model's file name of a path in the repository ("site-settings.json", "artigos/x.json"), if any. */
export function contentFileOf(path: string): string | undefined {
  if (!path.startsWith(contentFolder) || !path.endsWith(".json")) return undefined;
  const name = path.slice(contentFolder.length);
  if (contentFiles.some(({ file }) => file === name)) return name;
  const [folder, file, ...rest] = name.split("/");
  return rest.length === 0 && file && contentFolders.some((known) => known.folder === folder)
    ? name
    : undefined;
}

/** A special date as the settings hold it, for telling which ones a change adds. */
interface DateEntry {
  readonly from: string;
  readonly until?: string | null;
}

function specialDates(settings: unknown): readonly DateEntry[] {
  const list = (settings as { practice?: { hoursExceptions?: unknown } } | null)?.practice
    ?.hoursExceptions;
  return Array.isArray(list)
    ? list.filter(
        (entry): entry is DateEntry =>
          entry !== null && typeof entry === "object" && typeof entry.from === "string",
      )
    : [];
}

/**
 * The special dates `next` adds to `previous` (an entry whose first and last day were not there before) that are
 * over on `today`, each a break at its field. An old date already in the file is left alone: the site hides it.
 */
export function addedPastDates(previous: unknown, next: unknown, today: string) {
  const key = ({ from, until }: DateEntry) => `${from}/${until ?? ""}`;
  const before = new Set(specialDates(previous).map(key));
  return specialDates(next).flatMap((entry, index) => {
    if (before.has(key(entry))) return [];
    const past = pastDateBreak(entry, `practice.hoursExceptions[${index}]`, today);
    return past ? [past] : [];
  });
}

/** What the file was before the change, and the practice's day, for the rule on new special dates. */
export interface StoredBefore {
  /** The file as the branch's head holds it (parsed), where there is one. */
  readonly previous: unknown;
  /** The practice's day now, "2026-11-28". */
  readonly today: string;
}

/**
 * Why the bytes `bytes` may not be the content file `file` (a name `contentFileOf` gave), in the editor's words; or
 * undefined when they may. With `before`, a special date the settings add that is already over is refused.
 */
export function storedContentRefusal(
  file: string,
  bytes: Uint8Array,
  before?: StoredBefore,
): string | undefined {
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return `O arquivo ${file} não é um texto do site que o editor consiga ler. Nada foi publicado.`;
  }
  const breaks = [
    ...contentBreaks(file, data),
    ...(before && file === "site-settings.json"
      ? addedPastDates(before.previous, data, before.today)
      : []),
  ];
  const first = breaks[0];
  if (!first) return undefined;
  const folder = contentFolders.find(({ folder: name }) => file.startsWith(`${name}/`));
  const model = folder?.model ?? contentFiles.find(({ file: name }) => name === file)?.model;
  if (!model) return `O arquivo ${file} não é um texto do site. Nada foi publicado.`;
  const where = first.path ? fieldLabels(first.path, model) : file;
  const more = breaks.length > 1 ? ` (e mais ${breaks.length - 1} campo(s) a conferir)` : "";
  return `${where}: ${fieldMessage(first, model, valueAt(data, first.path))}${more} Nada foi publicado.`;
}
