// Written by `npm run content:write` (plugins/content-gate/validatorModule.ts): the types of validators.js.
import type { ErrorObject } from "ajv";

/** One content file's compiled check: true when the data keeps every rule, else false with `errors` set. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Each content file's check, by its name ("home.json"). */
export declare const fileValidators: Readonly<Record<string, CompiledValidator>>;
/** Each folder's check, for every file in it, by the folder's name ("artigos"). */
export declare const folderValidators: Readonly<Record<string, CompiledValidator>>;
