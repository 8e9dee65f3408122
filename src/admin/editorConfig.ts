/**
 * The web editor's configuration (Decap CMS, at /admin), derived from the content model: one entry per content
 * file, every field with the model's Portuguese label, hint, widget and limits, so the form refuses what the
 * build would refuse (an empty required field, a rating of 7, a phone with letters) before it reaches the file.
 */
import type { TSchema } from "@sinclair/typebox";
import type { ContentFile } from "../content/contentModel";
import { schemaPathFor } from "../content/jsonSchemas";

/** One field of the editor's form, as Decap CMS reads it. */
export interface EditorField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  default?: string;
  pattern?: [string, string];
  value_type?: "int";
  min?: number;
  max?: number;
  choose_url?: boolean;
  collapsed?: boolean;
  fields?: EditorField[];
  field?: EditorField;
}

/** The backend that publishes in production: a git host, where each publication is a commit. */
export interface EditorBackend {
  name: "github" | "gitlab" | "gitea" | "git-gateway";
  repo?: string;
  branch?: string;
  base_url?: string;
}

type Schema = TSchema & Record<string, unknown>;

/** The name the editor knows the content files' format by (main.tsx registers it: contentJson.ts). */
export const contentFormat = "json-conteudo";

/** Where the site's photos live (the model's photo paths are relative to src/content). */
export const mediaFolder = "src/images";
const publicFolder = "../images";

/** One field of the form from one field of the model. */
export function editorField(name: string, schema: Schema, required = true): EditorField {
  const label = typeof schema.title === "string" ? schema.title : name;
  const field: EditorField = {
    name,
    label,
    widget: (schema["x-widget"] as string | undefined) ?? "string",
    ...(typeof schema.description === "string" ? { hint: schema.description } : {}),
    ...(required ? {} : { required: false }),
  };
  switch (field.widget) {
    case "string":
    case "text": {
      const message = schema["x-pattern-message"];
      if (typeof schema.pattern === "string" && typeof message === "string")
        field.pattern = [schema.pattern, message];
      return field;
    }
    case "number":
      return {
        ...field,
        value_type: "int",
        ...(typeof schema.minimum === "number" ? { min: schema.minimum } : {}),
        ...(typeof schema.maximum === "number" ? { max: schema.maximum } : {}),
      };
    case "image":
      return { ...field, choose_url: false };
    case "object":
      return { ...field, collapsed: false, fields: editorFields(schema) };
    case "list": {
      const item = schema.items as Schema;
      const min = typeof schema.minItems === "number" ? { min: schema.minItems } : {};
      if (item["x-widget"] === "object")
        return { ...field, ...min, collapsed: true, fields: editorFields(item) };
      return { ...field, ...min, field: editorField("item", item) };
    }
    default:
      throw new Error(`The editor has no widget "${field.widget}" (field ${name}).`);
  }
}

/** The fields of a group, in the model's order. */
export function editorFields(group: Schema): EditorField[] {
  const properties = (group.properties ?? {}) as Record<string, Schema>;
  const required = new Set((group.required ?? []) as string[]);
  return Object.entries(properties).map(([key, schema]) =>
    editorField(key, schema, required.has(key)),
  );
}

/** The whole configuration Decap CMS is started with (`CMS.init({ config })`). */
export function editorConfig(files: readonly ContentFile[], backend: EditorBackend) {
  return {
    load_config_file: false,
    locale: "pt",
    backend,
    // On a staff member's own machine (`npm run cms`), the editor saves straight to the files through
    // decap-server instead of the git host.
    local_backend: true,
    publish_mode: "simple",
    media_folder: mediaFolder,
    public_folder: publicFolder,
    collections: [
      {
        name: "conteudo",
        label: "Conteúdo do site",
        label_singular: "Página",
        description: "Os textos, os números e a foto que os pacientes veem no site.",
        editor: { preview: true },
        format: contentFormat,
        extension: "json",
        files: files.map(({ file, name, model }) => {
          const schema = model as Schema;
          return {
            name,
            label: String(schema.title),
            file: `src/content/${file}`,
            ...(typeof schema.description === "string" ? { description: schema.description } : {}),
            fields: [
              // Keeps the file's pointer to its JSON Schema (completion in code editors) when the editor saves.
              {
                name: "$schema",
                label: "Esquema",
                widget: "hidden",
                default: `./${schemaPathFor(file)}`,
              },
              ...editorFields(schema),
            ],
          };
        }),
      },
    ],
  };
}
