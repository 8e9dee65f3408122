/**
 * Every list the content model asks for, present even when empty. The web editor (Decap CMS) leaves a list the
 * staff never filled out of its data altogether: a special date added with no hours (a closed day's "Horários
 * nesta data"), an article with no related articles. The files keep such a list as `[]`, which the schemas
 * require. Derived from the model, so one rule covers every file and folder and every depth, lists inside a
 * list's items included.
 */
import type { TSchema } from "@sinclair/typebox";

/** Where a value sits in a file: keys and list positions, as Immutable.js's `setIn` takes them. */
export type ContentPath = readonly (string | number)[];

type Schema = TSchema & Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The paths, in `data` as the model `schema` describes it, of every required list that is missing (undefined or
 * null). Only what is there is looked into: a missing group is a different mistake, which the validation names.
 */
export function missingLists(data: unknown, schema: TSchema, at: ContentPath = []): ContentPath[] {
  const model = schema as Schema;
  if (model.type === "array") {
    if (!Array.isArray(data)) return [];
    const item = model.items as Schema | undefined;
    if (!item) return [];
    return data.flatMap((value, index) => missingLists(value, item, [...at, index]));
  }
  if (model.type !== "object" || !isRecord(data)) return [];
  const properties = (model.properties ?? {}) as Record<string, Schema>;
  const required = new Set((model.required ?? []) as string[]);
  return Object.entries(properties).flatMap(([key, field]) => {
    const value = data[key];
    if (value == null)
      return field.type === "array" && required.has(key) ? [[...at, key] as ContentPath] : [];
    return missingLists(value, field, [...at, key]);
  });
}

/** `data` with every missing required list (missingLists) set to `[]`; `data` itself is left as it was. */
export function withEmptyLists<Data>(data: Data, schema: TSchema): Data {
  const paths = missingLists(data, schema);
  if (paths.length === 0) return data;
  const copy = structuredClone(data) as unknown;
  for (const path of paths) {
    let parent = copy as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    parent[path[path.length - 1]!] = [];
  }
  return copy as Data;
}
