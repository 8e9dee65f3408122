/**
 * The values of a content file whose field in the content model carries one of the model's own marks
 * (./contentFields.ts: `x-site-page`, `x-graphql-link`, `x-reading-target`...), found by walking the model and the
 * data together: what the build's checks across files read, and the editor's preview. Pure.
 */
import type { TSchema } from "@sinclair/typebox";

type Schema = TSchema & Record<string, unknown>;

/** One marked value: where it is, what it holds, the mark's own value, and the card that holds it. */
export interface MarkedValue {
  /** Its path in the file, "faq.items[2].answer". */
  readonly path: string;
  /** The text in the file. */
  readonly value: string;
  /** What the mark says in the model, e.g. "fácil" for `x-reading-target`. */
  readonly mark: unknown;
  /** The object the field belongs to (the FAQ item, the article), or undefined at the file's top. */
  readonly parent: Readonly<Record<string, unknown>> | undefined;
}

/** Every string of `data` whose field in `schema` carries `mark`, with its path ("services.items[2].link"). */
export function markedValues(
  schema: TSchema,
  data: unknown,
  mark: string,
  path = "",
  parent: Readonly<Record<string, unknown>> | undefined = undefined,
): MarkedValue[] {
  const own = schema as Schema;
  if (own[mark] !== undefined && typeof data === "string")
    return [{ path, value: data, mark: own[mark], parent }];
  if (Array.isArray(data) && own.items)
    return data.flatMap((item, index) =>
      markedValues(own.items as Schema, item, mark, `${path}[${index}]`, parent),
    );
  if (data !== null && typeof data === "object" && own.properties) {
    const properties = own.properties as Record<string, Schema>;
    const card = data as Record<string, unknown>;
    return Object.entries(card).flatMap(([key, value]) =>
      properties[key]
        ? markedValues(properties[key], value, mark, path ? `${path}.${key}` : key, card)
        : [],
    );
  }
  return [];
}
