/**
 * What the gateway lets a tree put at a content file's path: a blob names no file (./storedBlob.ts checks only that
 * it is JSON or a photo), so the tree is where a content file meets its model. The blob at `src/content/<file>.json`
 * or `src/content/artigos/<slug>.json` must be UTF-8 JSON that passes that file's content model, the same compiled
 * checks the build, the editor and the phone page run (src/content/validateContent.ts): a closing hour before the
 * opening, a date that does not exist or a 300 KB reason is refused here, whoever sent it, before it can stop a build.
 * The refusal names the field as the forms do, in Portuguese.
 */
import { contentFiles, contentFolders } from "../../content/contentModel";
import { fieldLabels } from "../../content/fieldLabels";
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

/** The value at a readable path ("practice.hours.saturday[0].closes") of `data`. */
function valueAt(data: unknown, path: string): unknown {
  return (path.match(/[^.[\]]+/g) ?? []).reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === "object"
        ? (value as Record<string, unknown>)[key]
        : undefined,
    data,
  );
}

/**
 * Why the bytes `bytes` may not be the content file `file` (a name `contentFileOf` gave), in the editor's words; or
 * undefined when they may.
 */
export function storedContentRefusal(file: string, bytes: Uint8Array): string | undefined {
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return `O arquivo ${file} não é um texto do site que o editor consiga ler. Nada foi publicado.`;
  }
  const breaks = contentBreaks(file, data);
  const first = breaks[0];
  if (!first) return undefined;
  const folder = contentFolders.find(({ folder: name }) => file.startsWith(`${name}/`));
  const model = folder?.model ?? contentFiles.find(({ file: name }) => name === file)?.model;
  if (!model) return `O arquivo ${file} não é um texto do site. Nada foi publicado.`;
  const where = first.path ? fieldLabels(first.path, model) : file;
  const more = breaks.length > 1 ? ` (e mais ${breaks.length - 1} campo(s) a conferir)` : "";
  return `${where}: ${fieldMessage(first, model, valueAt(data, first.path))}${more} Nada foi publicado.`;
}
