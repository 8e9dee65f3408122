/**
 * Checks each content file against its JSON Schema (derived from the content model, contentModel.ts) and says
 * what is wrong in words an editor can act on: the file, the field's path and the rule, e.g.
 * `src/content/catarata.json: testimonials.items[1].rating must be at most 5 (found 7)`.
 * The same schemas, written to src/content/schemas/, give editors help and red squiggles in VS Code, through each
 * file's `$schema` key. The checks themselves were compiled ahead from those schemas (schemas/validators.js,
 * written by `npm run content:write`): nothing here compiles code, so the build, the staff's pages under a policy
 * without eval, and a Cloudflare Worker all run the very same functions.
 */
import type { AnySchema, ErrorObject } from "ajv";
import type { TSchema } from "@sinclair/typebox";
import { contentFiles, contentFolders } from "./contentModel";
import { calendarDateBreaks, practiceHoursBreaks } from "./dateAndHourRules";
import { formMismatches } from "./doctorWording";
import { jsonSchemaFor } from "./jsonSchemas";
import { fileValidators, folderValidators, type CompiledValidator } from "./schemas/validators";

/** Every content file the site reads, with its schema. */
export const contentSchemas: Readonly<Record<string, AnySchema>> = Object.fromEntries(
  contentFiles.map(({ file, model }) => [file, jsonSchemaFor(model)]),
);

/** Every folder of content files (the articles), with the schema each of its files keeps. */
export const folderSchemas: Readonly<Record<string, AnySchema>> = Object.fromEntries(
  contentFolders.map(({ folder, model }) => [folder, jsonSchemaFor(model)]),
);

/** Each content file's model, by file name ("home.json") or folder ("artigos"). */
const fileModels: ReadonlyMap<string, TSchema> = new Map(
  contentFiles.map(({ file, model }) => [file, model]),
);
const folderModels: ReadonlyMap<string, TSchema> = new Map(
  contentFolders.map(({ folder, model }) => [folder, model]),
);

/** Where content files live, as editors know the folder: the start of every message. */
export const CONTENT_DIR = "src/content";

export interface ContentError {
  /** The file, as an editor finds it, e.g. "src/content/catarata.json". */
  file: string;
  /** The field, e.g. "testimonials.items[1].rating"; "" for the file as a whole. */
  path: string;
  /** The rule broken, e.g. "must be at most 5 (found 7)". */
  rule: string;
  /** The whole line: file, path and rule. */
  message: string;
}

/** What the build says when a pattern of the model is not met: each kind of field's `x-build-message`. */
const patternRules: ReadonlyMap<string, string> = new Map(
  [...contentFiles, ...contentFolders].flatMap(({ model }) => markedPatterns(model)),
);

function markedPatterns(schema: unknown): [string, string][] {
  if (Array.isArray(schema)) return schema.flatMap(markedPatterns);
  if (schema === null || typeof schema !== "object") return [];
  const node = schema as Record<string, unknown>;
  const own: [string, string][] =
    typeof node.pattern === "string" && typeof node["x-build-message"] === "string"
      ? [[node.pattern, node["x-build-message"]]]
      : [];
  return [...own, ...Object.values(node).flatMap(markedPatterns)];
}

const typeNames: Readonly<Record<string, string>> = {
  string: 'text in double quotes, e.g. "Olá"',
  integer: "a whole number without quotes, e.g. 5",
  number: "a number without quotes",
  array: "a list in square brackets [ ... ]",
  object: "a group of fields in curly brackets { ... }",
  boolean: "true or false, without quotes",
};

/** The folder a content file is in ("artigos" for artigos/catarata.json), or "" for src/content itself. */
export function folderOf(fileName: string): string {
  const parts = fileName.split(/[\\/]/);
  const folder = parts.length > 1 ? (parts[parts.length - 2] ?? "") : "";
  return folder in folderSchemas ? folder : "";
}

/** The compiled check and the schema it was compiled from for a content file ("home.json", "artigos/x.json"). */
function validatorFor(
  name: string,
): { validate: CompiledValidator; schema: AnySchema } | undefined {
  const folder = folderOf(name);
  const validate = folder ? folderValidators[folder] : fileValidators[name];
  const schema = folder ? folderSchemas[folder] : contentSchemas[name];
  return validate && schema ? { validate, schema } : undefined;
}

/**
 * The schema object holding the keyword an error is about: the error's `schemaPath` ("#/properties/x/pattern")
 * read in the file's schema, less its last step. (Ajv's `verbose` would hand it over as `parentSchema`, at the
 * cost of a reference to it in every error of the compiled code.)
 */
function parentSchemaOf(schema: AnySchema, schemaPath: string): unknown {
  return schemaPath
    .replace(/^#/, "")
    .split("/")
    .slice(1, -1)
    .map((step) => decodeURIComponent(step).replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === "object"
          ? (node as Record<string, unknown>)[key]
          : undefined,
      schema,
    );
}

/** The value as an editor typed it, cut short if long. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** JSON Pointer ("/testimonials/items/1/rating") -> the path editors read ("testimonials.items[1].rating"). */
export function readablePath(pointer: string): string {
  if (pointer === "") return "";
  return pointer
    .split("/")
    .slice(1)
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce((path, key) => {
      if (/^\d+$/.test(key)) return `${path}[${key}]`;
      const safeKey = /^[A-Za-z_$][\w$-]*$/.test(key) ? key : JSON.stringify(key);
      return path ? `${path}.${safeKey}` : safeKey;
    }, "");
}

function joinPath(path: string, key: string): string {
  return readablePath(`${path}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`);
}

/** One Ajv error -> the field it is about and the rule, in plain words. */
function describe(
  error: ErrorObject,
  data: unknown,
  schema: AnySchema,
): { path: string; rule: string } {
  const path = readablePath(error.instancePath);
  const found = valueAt(data, error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return {
        path: joinPath(error.instancePath, String(params.missingProperty)),
        rule: "is required but missing",
      };
    case "dependentRequired":
      return {
        path: joinPath(error.instancePath, String(params.missingProperty)),
        rule: `is required when ${String(params.property)} is given`,
      };
    case "additionalProperties":
      return {
        path: joinPath(error.instancePath, String(params.additionalProperty)),
        rule: "is not a known field (remove it or check its spelling)",
      };
    case "maximum":
      return { path, rule: `must be at most ${String(params.limit)} (found ${shown(found)})` };
    case "minimum":
      return { path, rule: `must be at least ${String(params.limit)} (found ${shown(found)})` };
    case "minLength":
      return { path, rule: "must not be empty" };
    case "maxLength":
      return {
        path,
        rule: `must be at most ${String(params.limit)} characters long (found ${typeof found === "string" ? found.length : 0})`,
      };
    case "maxItems":
      return {
        path,
        rule: `must have at most ${String(params.limit)} items (found ${Array.isArray(found) ? found.length : 0})`,
      };
    case "enum":
      return {
        path,
        rule: `must be one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(", ")} (found ${shown(found)})`,
      };
    case "minItems":
      return {
        path,
        rule: `must have at least ${String(params.limit)} items (found ${Array.isArray(found) ? found.length : 0})`,
      };
    case "type":
      return {
        path,
        rule: `must be ${typeNames[String(params.type)] ?? String(params.type)} (found ${shown(found)})`,
      };
    case "format":
    case "pattern": {
      // A value that breaks a field's format breaks its pattern too: both are told by the pattern's words.
      const parent = parentSchemaOf(schema, error.schemaPath) as { pattern?: unknown } | undefined;
      const pattern = String(parent?.pattern);
      if (pattern === "\\S") return { path, rule: "must not be empty" };
      const rule = patternRules.get(pattern) ?? `must match ${pattern}`;
      return { path, rule: `${rule} (found ${shown(found)})` };
    }
    default:
      return { path, rule: `${error.message ?? "is not valid"} (found ${shown(found)})` };
  }
}

function valueAt(data: unknown, pointer: string): unknown {
  return pointer
    .split("/")
    .slice(1)
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === "object"
          ? (value as Record<string, unknown>)[key]
          : undefined,
      data,
    );
}

export function contentError(file: string, path: string, rule: string): ContentError {
  return { file, path, rule, message: path ? `${file}: ${path} ${rule}` : `${file}: ${rule}` };
}

/**
 * The file as editors name it: "catarata.json" and "src/content/catarata.json" both become the latter; a file of
 * a folder keeps its folder ("src/content/artigos/catarata.json").
 */
export function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const folder = folderOf(fileName);
  return `${CONTENT_DIR}/${folder ? `${folder}/` : ""}${base}`;
}

/**
 * A broken rule with the kind of rule it is: JSON Schema's keyword ("pattern", "required"...), "form", or one of
 * ./dateAndHourRules.ts's ("closesAfterOpens"...).
 */
export interface ContentBreak extends ContentError {
  /**
   * The schema's keyword the value breaks; "form" for the doctor's words against "Tratamento"; a rule of
   * ./dateAndHourRules.ts for days and hours.
   */
  keyword: string;
}

/**
 * Every rule `data` breaks for the content file `fileName` ("catarata.json" or a path ending in it), one error
 * per field and rule, in the file's order. An empty list means the file is fine.
 */
export function validateContent(fileName: string, data: unknown): ContentError[] {
  return contentBreaks(fileName, data).map(({ keyword: _keyword, ...error }) => error);
}

/**
 * The same as validateContent, each error with the kind of rule it breaks, so that a form can word it for the
 * person at the field (src/content/fieldMessages.ts).
 */
export function contentBreaks(fileName: string, data: unknown): ContentBreak[] {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const folder = folderOf(fileName);
  const file = displayName(fileName);
  const compiled = validatorFor(folder ? `${folder}/${base}` : base);
  if (!compiled) {
    const known = Object.keys(contentSchemas).sort().join(", ");
    return [
      {
        ...contentError(
          file,
          "",
          `is not a known content file (known: ${known}); remove it, or declare it in ${CONTENT_DIR}/contentModel.ts`,
        ),
        keyword: "file",
      },
    ];
  }
  const { validate, schema } = compiled;
  if (validate(data))
    return beyondSchema(file, folder ? folderModels.get(folder) : fileModels.get(base), base, data);
  const seen = new Set<string>();
  return (validate.errors ?? []).flatMap((error) => {
    // A rule that holds only while a switch is on reports its own broken part ("required") as well.
    if (error.keyword === "if") return [];
    const { path, rule } = describe(error, data, schema);
    const found = contentError(file, path, rule);
    // A value can break two rules that mean the same to an editor ("" is both too short and blank).
    if (seen.has(found.message)) return [];
    seen.add(found.message);
    return [{ ...found, keyword: error.keyword }];
  });
}

/**
 * The rules a file that passes its schema may still break, which JSON Schema cannot say: the doctor's words against
 * "Tratamento" (./doctorWording.ts), and the days and hours (./dateAndHourRules.ts).
 */
function beyondSchema(
  file: string,
  model: TSchema | undefined,
  base: string,
  data: unknown,
): ContentBreak[] {
  const settings = base === "site-settings.json" && data !== null && typeof data === "object";
  return [
    ...(settings
      ? formMismatches(data).map(({ path, rule }) => ({ path, rule, keyword: "form" }))
      : []),
    ...(model ? calendarDateBreaks(model, data) : []),
    ...(settings ? practiceHoursBreaks(data) : []),
  ].map(({ path, rule, keyword }) => ({ ...contentError(file, path, rule), keyword }));
}

/** The errors as one block for the build's output: a heading, then one line per error. */
export function formatContentErrors(errors: readonly ContentError[]): string {
  return [
    "Content errors: fix these files and build again",
    ...errors.map((error) => `  - ${error.message}`),
  ].join("\n");
}
