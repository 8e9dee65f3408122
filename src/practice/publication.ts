/**
 * A change made on the newest settings file, as a publication: the change applied, the result judged by the content
 * model, written as every writer writes it, and the files a commit would hold. The phone page runs it on its own
 * copy before sending anything (and, on a staff member's own machine, on the file it writes); the practice endpoint
 * (src/server/practice/) on the branch's head before it commits. Either way one function decides what is published.
 */
import type { PracticeChange, SettingsFile } from "./practiceEdits";
import { settingsPath, type Publication, type PublishedFile } from "./practiceRepository";
import type { FieldProblem, SettingsChecks } from "./settingsRules";

/** What a change comes to on a file. */
export type Made =
  | { readonly kind: "invalid"; readonly problems: readonly FieldProblem[]; readonly scope: string }
  | { readonly kind: "unchanged" }
  | { readonly kind: "write"; readonly settings: SettingsFile; readonly publication: Publication };

/** The staff's words when the settings file on the site is not JSON. */
export const brokenSettingsMessage =
  "O arquivo dos dados do consultório no site está quebrado. Nada foi publicado: avise o desenvolvedor.";

/** The settings file from its text, or undefined when the text is not JSON. */
export function parseSettings(text: string): SettingsFile | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === "object" ? (parsed as SettingsFile) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `change` made on `latest`, with `files` (a photo) beside the settings: its mistakes at their fields (a special
 * date it adds that is over on `today` among them), nothing to publish, or the publication with the change's
 * message. The settings file is written only when its text changes.
 */
export function publicationOn(
  change: PracticeChange,
  latest: SettingsFile,
  files: readonly PublishedFile[],
  checks: SettingsChecks,
  today?: string,
): Made {
  const changed = change.apply(latest);
  const problems = checks.settingsProblems(
    changed.settings,
    change.addsSpecialDate ? changed.scope : undefined,
    today,
  );
  if (problems.length) return { kind: "invalid", problems, scope: changed.scope };
  const text = checks.settingsText(changed.settings);
  const written = [
    ...(text === checks.settingsText(latest)
      ? []
      : [{ path: settingsPath, content: text, encoding: "utf-8" as const }]),
    ...files,
  ];
  if (!written.length) return { kind: "unchanged" };
  return {
    kind: "write",
    settings: changed.settings,
    publication: { files: written, message: change.message },
  };
}
