/**
 * The content model's checks compiled ahead: Ajv turns each content file's and folder's JSON Schema into plain
 * JavaScript once, here, and src/content/schemas/validators.js keeps it, so no runtime ever compiles code (Ajv's
 * own compiler calls `new Function`, which the staff pages' policy and Cloudflare Workers forbid). The build, jest,
 * the staff's pages and the server all run these same functions (src/content/validateContent.ts). Written by
 * `npm run content:write` (scripts/write-content.mjs), beside the schema files; a jest test fails while it is stale.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Ajv2020, { _ } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import standaloneCode from "ajv/dist/standalone";
import { contentFiles, contentFolders } from "../../src/content/contentModel";
import { jsonSchemaFor } from "../../src/content/jsonSchemas";

/** Where the compiled checks are written, relative to src/content, with their types beside them. */
export const validatorModulePath = "schemas/validators.js";
export const validatorTypesPath = "schemas/validators.d.ts";

/** Ajv's runtime helper for string lengths in characters (not UTF-16 units), as its generated code names it. */
const ucs2lengthRequire = 'require("ajv/dist/runtime/ucs2length").default';

const header = `// Written by \`npm run content:write\` (plugins/content-gate/validatorModule.ts) from the content model: Ajv's
// checks of each content file's JSON Schema, compiled ahead, so that nothing compiles code at run time (no eval, no
// new Function). Do not edit; a jest test fails while this differs from what the model gives.
import * as ucs2lengthModule from "ajv/dist/runtime/ucs2length";
import { fullFormats } from "ajv-formats/dist/formats";

// A CommonJS module's default: bundlers hand over its \`exports.default\`, Node's own loader the whole \`exports\`.
const ucs2length = ucs2lengthModule.default.default ?? ucs2lengthModule.default;
`;

const types = `// Written by \`npm run content:write\` (plugins/content-gate/validatorModule.ts): the types of validators.js.
import type { ErrorObject } from "ajv";

/** One content file's compiled check: true when the data keeps every rule, else false with \`errors\` set. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Each content file's check, by its name ("home.json"). */
export declare const fileValidators: Readonly<Record<string, CompiledValidator>>;
/** Each folder's check, for every file in it, by the folder's name ("artigos"). */
export declare const folderValidators: Readonly<Record<string, CompiledValidator>>;
`;

/** A JavaScript name for a schema's export: "site-settings.json" -> "file_site_settings". */
const exportName = (kind: "file" | "folder", name: string) =>
  `${kind}_${name.replace(/\.json$/, "").replace(/[^A-Za-z0-9]/g, "_")}`;

/**
 * The module's text: every schema compiled with the options the site's checks have always had (every error, strict
 * schemas, the "uri" format), then two maps from file and folder names to their functions. Throws if the code
 * Ajv writes asks for a module this file does not import.
 */
export function validatorModuleText(): string {
  const ajv = addFormats(
    new Ajv2020({
      allErrors: true,
      strict: true,
      code: { source: true, esm: true, formats: _`fullFormats` },
    }),
    ["uri"],
  );
  const exports: Record<string, string> = {};
  const files: [string, string][] = [];
  const folders: [string, string][] = [];
  for (const { file, model } of contentFiles) {
    const name = exportName("file", file);
    ajv.addSchema(jsonSchemaFor(model), name);
    exports[name] = name;
    files.push([file, name]);
  }
  for (const { folder, model } of contentFolders) {
    const name = exportName("folder", folder);
    ajv.addSchema(jsonSchemaFor(model), name);
    exports[name] = name;
    folders.push([folder, name]);
  }
  const code = standaloneCode(ajv, exports)
    .replace(/^"use strict";\n?/, "")
    .split(ucs2lengthRequire)
    .join("ucs2length");
  const required = /require\([^)]*\)/.exec(code);
  if (required) throw new Error(`validatorModule: the compiled checks ask for ${required[0]}.`);
  const map = (entries: [string, string][]) =>
    `{\n${entries.map(([key, name]) => `  ${JSON.stringify(key)}: ${name},`).join("\n")}\n}`;
  return [
    header,
    code,
    "",
    `export const fileValidators = ${map(files)};`,
    `export const folderValidators = ${map(folders)};`,
    "",
  ].join("\n");
}

/** The compiled checks' files, each with the text the model gives. */
function validatorFiles(): [string, string][] {
  return [
    [validatorModulePath, validatorModuleText()],
    [validatorTypesPath, types],
  ];
}

/** The compiled checks' files under `contentDir` that are not what the model gives (missing ones included). */
export function staleValidatorFiles(contentDir: string): string[] {
  return validatorFiles()
    .filter(([path, text]) => {
      const file = join(contentDir, path);
      return !existsSync(file) || readFileSync(file, "utf8") !== text;
    })
    .map(([path]) => join(contentDir, path));
}

/** Writes the compiled checks under `contentDir` from the model; returns the paths written. */
export function writeValidatorFiles(contentDir: string): string[] {
  return validatorFiles().map(([path, text]) => {
    writeFileSync(join(contentDir, path), text);
    return join(contentDir, path);
  });
}
