/**
 * The JSON Schema files in src/content/schemas/ against the content model: which are stale, and writing them
 * anew (`npm run content:write`, scripts/write-content.mjs). A jest test fails while any is stale.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentFiles } from "./contentModel";
import { jsonSchemaText, schemaPathFor } from "./jsonSchemas";

/** The command that writes the schema files from the model. */
export const refreshCommand = "npm run content:write";

/** The schema files under `contentDir` whose text is not what the model gives (missing ones included). */
export function staleSchemaFiles(contentDir: string, files = contentFiles): string[] {
  return files
    .map((file) => join(contentDir, schemaPathFor(file.file)))
    .filter((path, index) => {
      const expected = jsonSchemaText(files[index]!);
      return !existsSync(path) || readFileSync(path, "utf8") !== expected;
    });
}

/** Writes every schema file under `contentDir` from the model; returns the paths written. */
export function writeSchemaFiles(contentDir: string, files = contentFiles): string[] {
  return files.map((file) => {
    const path = join(contentDir, schemaPathFor(file.file));
    writeFileSync(path, jsonSchemaText(file));
    return path;
  });
}
