/**
 * The JSON Schema files in src/content/schemas/ against the content model: which are stale, and writing them
 * anew (`npm run content:write`, scripts/write-content.mjs). A jest test fails while any is stale. Each content
 * file has one, and each folder of files one for all its files (schemas/artigo.schema.json).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { TObject } from "@sinclair/typebox";
import { contentFiles, contentFolders } from "../../src/content/contentModel";
import { jsonSchemaText, schemaPathFor } from "../../src/content/jsonSchemas";

/** The command that writes the schema files from the model. */
export const refreshCommand = "npm run content:write";

/** A schema file to write: its name (as a content file's, "artigo.json") and the model it is made from. */
interface SchemaSource {
  readonly name: string;
  readonly model: TObject;
}

/** Every schema the model gives: one per content file, one per folder of files. */
export const schemaSources: readonly SchemaSource[] = [
  ...contentFiles.map(({ file, model }) => ({ name: file, model })),
  ...contentFolders.map(({ schemaName, model }) => ({ name: schemaName, model })),
];

/** The schema files under `contentDir` whose text is not what the model gives (missing ones included). */
export function staleSchemaFiles(contentDir: string, sources = schemaSources): string[] {
  return sources
    .filter(({ name, model }) => {
      const path = join(contentDir, schemaPathFor(name));
      return !existsSync(path) || readFileSync(path, "utf8") !== jsonSchemaText(model);
    })
    .map(({ name }) => join(contentDir, schemaPathFor(name)))
    .sort();
}

/** Writes every schema file under `contentDir` from the model; returns the paths written. */
export function writeSchemaFiles(contentDir: string, sources = schemaSources): string[] {
  return sources.map(({ name, model }) => {
    const path = join(contentDir, schemaPathFor(name));
    writeFileSync(path, jsonSchemaText(model));
    return path;
  });
}
