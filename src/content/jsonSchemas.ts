/**
 * The JSON Schemas of the content files, derived from the content model (contentModel.ts). They check every file
 * at build time (validateContent.ts) and, written to src/content/schemas/ by `npm run content:write`, give
 * editors of the JSON files completion and red squiggles through each file's `$schema` key.
 */
import type { TObject } from "@sinclair/typebox";

/** The JSON Schema dialect, also what Ajv2020 checks against. */
export const jsonSchemaDialect = "https://json-schema.org/draft/2020-12/schema";

/** Where a content file's schema is written, relative to src/content: "schemas/catarata.schema.json". */
export function schemaPathFor(fileName: string): string {
  return `schemas/${fileName.replace(/\.json$/, ".schema.json")}`;
}

/** A copy of `value` without the model's own marks (`x-…` keys) and TypeBox's symbols. */
function withoutMarks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutMarks);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !key.startsWith("x-"))
      .map(([key, inner]) => [key, withoutMarks(inner)]),
  );
}

/** The JSON Schema of one content model: the model's fields, plus the `$schema` key each file starts with. */
export function jsonSchemaFor(model: TObject): Record<string, unknown> {
  const { title, description, properties, required, ...rules } = withoutMarks(model) as Record<
    string,
    unknown
  >;
  return {
    $schema: jsonSchemaDialect,
    title,
    description,
    ...rules,
    required,
    properties: {
      $schema: {
        type: "string",
        description:
          "Diz ao editor de código (VS Code) onde estão as regras deste arquivo. Não mude.",
      },
      ...(properties as Record<string, unknown>),
    },
  };
}

/** The schema file's text, as `npm run content:write` writes it. */
export function jsonSchemaText(model: TObject): string {
  return `${JSON.stringify(jsonSchemaFor(model), null, 2)}\n`;
}

/** The `$schema` key a file of a folder starts with: "../schemas/artigo.schema.json". */
export function folderSchemaPointer(schemaName: string): string {
  return `../${schemaPathFor(schemaName)}`;
}
