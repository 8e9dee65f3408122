/**
 * Mistakes the content model found in a changed file, sorted for a form: those inside the part the form changed
 * (its scope), by the field's path within it, so each shows under its own field; and the rest, which the form has
 * no field for (someone else's mistake in another part of the file), shown above the button instead.
 */

/** A mistake as practiceRules.ts reports it. */
export interface Problem {
  readonly path: string;
  readonly where: string;
  readonly message: string;
}

/** The form's view of the mistakes: by the field's path within the scope, and the others. */
export interface FormProblems {
  /** Field path within the scope ("saturday[0].closes") -> what to do. */
  readonly fields: ReadonlyMap<string, string>;
  /** Mistakes outside the form's fields, as "where: message". */
  readonly others: readonly string[];
}

/** `path` within `scope` ("practice.hours" + "practice.hours.saturday[0]" -> "saturday[0]"), or undefined. */
export function pathWithin(path: string, scope: string): string | undefined {
  if (!scope) return path;
  if (path === scope) return "";
  if (path.startsWith(`${scope}.`)) return path.slice(scope.length + 1);
  if (path.startsWith(`${scope}[`)) return path.slice(scope.length);
  return undefined;
}

/** The mistakes sorted for a form whose fields are `fieldPaths` (paths within `scope`). */
export function formProblems(
  problems: readonly Problem[],
  scope: string,
  fieldPaths: ReadonlySet<string>,
): FormProblems {
  const fields = new Map<string, string>();
  const others: string[] = [];
  for (const problem of problems) {
    const within = pathWithin(problem.path, scope);
    if (within !== undefined && fieldPaths.has(within) && !fields.has(within))
      fields.set(within, problem.message);
    else others.push(`${problem.where}: ${problem.message}`);
  }
  return { fields, others };
}

/** The id of a form's field, from the form's name and the field's path: "horario-saturday-0-closes". */
export function fieldId(form: string, path: string): string {
  const tail = path.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "");
  return tail ? `${form}-${tail}` : form;
}
