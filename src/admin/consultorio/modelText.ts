/**
 * The words the phone page's fields are named and explained with: the content model's own labels and hints
 * (contentModel.ts), the ones the full editor shows, read by the field's path in the settings file.
 */
import { siteSettings } from "../../content/model/siteSettings";
import { schemaAt } from "../../content/fieldLabels";

/** A field's label and hint in the model, by its path ("practice.hours.saturday[0].opens"). */
export function modelText(path: string): { label: string; hint?: string } {
  const schema = schemaAt(path, siteSettings);
  if (!schema || typeof schema.title !== "string")
    throw new Error(`The content model has no field ${path} for the phone page.`);
  return typeof schema.description === "string"
    ? { label: schema.title, hint: schema.description }
    : { label: schema.title };
}

/** The least size of the doctor's photo, as the model marks it (`x-portrait-min`). */
export function portraitMinimum(): { width: number; height: number } {
  const mark = schemaAt("photo", siteSettings)?.["x-portrait-min"] as
    { width: number; height: number } | undefined;
  if (!mark) throw new Error("The content model gives the doctor's photo no least size.");
  return mark;
}
