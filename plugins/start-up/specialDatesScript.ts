/**
 * Build step: the special dates' check (src/boot/specialDatesCheck.ts, compiled with the loader's rules) at the end
 * of the body of every page with special dates' lines, so that the page hides a date that has passed and shows one
 * coming closer by itself (docs/editing-content.md). The same script on every page, so the pages' policy
 * (scripts/lib/headers.mjs hashes each page's inline scripts) allows one more hash.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { shownUntilAttribute } from "../../src/boot/startUpNames";
import { specialDatesCheckScript } from "./compileLoader";

/** What marks the check's tag, so that a check an earlier build left in a page is replaced. */
const marker = "data-special-dates";
const earlierCheck = new RegExp(`<script ${marker}>[\\s\\S]*?</script>`);

/**
 * `html` with `script` at the end of its body where it has a special date's line (and without it where it has
 * none); the same script comes out the same, so running it twice changes nothing.
 */
export function withSpecialDatesCheck(html: string, script: string): string {
  const without = html.replace(earlierCheck, "");
  if (!without.includes(`${shownUntilAttribute}=`)) return without;
  const at = without.lastIndexOf("</body>");
  if (at < 0) throw new Error("special dates: the page has no </body> to put the check before.");
  return `${without.slice(0, at)}<script ${marker}>${script}</script>${without.slice(at)}`;
}

/** Adds the check to every page of the built `directory` that needs it; resolves with how many pages have it. */
export async function addSpecialDatesCheck(directory: string): Promise<number> {
  const script = specialDatesCheckScript();
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  let pages = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    const checked = withSpecialDatesCheck(html, script);
    if (checked.includes(`<script ${marker}>`)) pages += 1;
    if (checked !== html) await writeFile(file, checked);
  }
  return pages;
}
