/**
 * A field's path told by the editor's labels, for the staff: what the web editor's checks name, and the preview
 * notice's list (src/content/publishGate.ts).
 */
import type { TSchema } from "@sinclair/typebox";

type Schema = TSchema & Record<string, unknown>;

/** Each step of a readable path ("services.items[1].linkLabel"): a key, or an item's index. */
function pathSteps(path: string): ({ key: string } | { index: number })[] {
  return (path.match(/[^.[\]]+|\[\d+\]/g) ?? []).map((step) => {
    const index = /^\[(\d+)\]$/.exec(step);
    return index ? { index: Number(index[1]) } : { key: step.replace(/^"|"$/g, "") };
  });
}

/** The model's schema of each step along `path`, with the step; undefined past what the model declares. */
function walk(path: string, model: TSchema) {
  let schema: Schema | undefined = model as Schema;
  return pathSteps(path).map((step) => {
    schema =
      "index" in step
        ? (schema?.items as Schema | undefined)
        : (schema?.properties as Record<string, Schema> | undefined)?.[step.key];
    return { step, schema };
  });
}

/** The model's schema of the field at a readable path ("practice.hours.saturday[0].closes"). */
export function schemaAt(path: string, model: TSchema): Schema | undefined {
  return path ? walk(path, model).at(-1)?.schema : (model as Schema);
}

/** A readable path ("services.items[1].linkLabel") told by the form's labels: "Outros serviços › … › Texto do link". */
export function fieldLabels(path: string, model: TSchema): string {
  return walk(path, model)
    .map(({ step, schema }) =>
      "index" in step
        ? `nº ${step.index + 1}`
        : typeof schema?.title === "string"
          ? schema.title
          : step.key,
    )
    .join(" › ");
}

/** The value at a readable path of `data` ("practice.hours.saturday[0].closes"); undefined where there is none. */
export function valueAt(data: unknown, path: string): unknown {
  return (path.match(/[^.[\]]+/g) ?? []).reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === "object"
        ? (value as Record<string, unknown>)[key.replace(/^"|"$/g, "")]
        : undefined,
    data,
  );
}
