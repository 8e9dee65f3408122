/**
 * A field's path told by the editor's labels, for the staff: what the web editor's checks name, and the preview
 * notice's list (src/content/publishGate.ts).
 */
import type { TSchema } from "@sinclair/typebox";

type Schema = TSchema & Record<string, unknown>;

/** A readable path ("services.items[1].linkLabel") told by the form's labels: "Outros serviços › … › Texto do link". */
export function fieldLabels(path: string, model: TSchema): string {
  const steps = path.match(/[^.[\]]+|\[\d+\]/g) ?? [];
  const labels: string[] = [];
  let schema: Schema | undefined = model as Schema;
  for (const step of steps) {
    const index = /^\[(\d+)\]$/.exec(step);
    if (index) {
      labels.push(`nº ${Number(index[1]) + 1}`);
      schema = schema?.items as Schema | undefined;
      continue;
    }
    const key = step.replace(/^"|"$/g, "");
    schema = (schema?.properties as Record<string, Schema> | undefined)?.[key];
    labels.push(typeof schema?.title === "string" ? schema.title : key);
  }
  return labels.join(" › ");
}
