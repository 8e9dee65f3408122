/**
 * How a content file is written, by the web editor and by anyone else: two-space JSON with the keys in the content
 * model's order and a final newline. The editor's own JSON writer loses the order of a group of more than eight
 * fields, which would turn every publication into a diff of the whole file.
 */
import type { TSchema } from "@sinclair/typebox";

type Schema = TSchema & Record<string, unknown>;

/**
 * `value` with every group's keys in the model's order; keys the model does not know keep their place after. An
 * optional field left empty is dropped: the editor saves a field typed in and cleared again as "", which the
 * build would refuse (a link must be a page), where the model means "left out".
 */
export function orderedLikeModel(value: unknown, schema: Schema | undefined): unknown {
  if (Array.isArray(value))
    return value.map((item) => orderedLikeModel(item, schema?.items as Schema));
  if (value === null || typeof value !== "object") return value;
  const properties = (schema?.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema?.required ?? []) as string[]);
  const record = Object.fromEntries(
    Object.entries(value).filter(
      ([key, inner]) => !(key in properties && !required.has(key) && inner === ""),
    ),
  );
  const known = ["$schema", ...Object.keys(properties)].filter((key) => key in record);
  const unknown = Object.keys(record).filter((key) => !known.includes(key));
  return Object.fromEntries(
    [...known, ...unknown].map((key) => [key, orderedLikeModel(record[key], properties[key])]),
  );
}

/** The text of a content file holding `data`, declared by `model`. */
export function contentJson(data: unknown, model: TSchema | undefined): string {
  return `${JSON.stringify(orderedLikeModel(data, model as Schema | undefined), null, 2)}\n`;
}
