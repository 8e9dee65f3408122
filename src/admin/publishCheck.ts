/**
 * The editor's last check before publishing: the entry as it will be written must pass the build's own
 * validation (validateContent.ts), so a publication can never break the live site's build. The form already
 * refuses most mistakes field by field; this catches what a form cannot say, such as a link's text without its
 * page. Its words name the fields by their labels in the form.
 */
import type { TSchema } from "@sinclair/typebox";
import { orderedLikeModel } from "../content/contentJson";
import { validateContent } from "../content/validateContent";

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

/** Why `data` may not be published as `fileName`, in Portuguese; undefined when it may. */
export function publishRefusal(
  fileName: string,
  data: unknown,
  model: TSchema,
): string | undefined {
  const errors = validateContent(fileName, orderedLikeModel(data, model as Schema));
  if (errors.length === 0) return undefined;
  const fields = [...new Set(errors.map((error) => fieldLabels(error.path, model)))];
  return `Não foi possível publicar. Confira: ${fields.join("; ")}.`;
}
