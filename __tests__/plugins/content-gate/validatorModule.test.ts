import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  staleValidatorFiles,
  validatorModulePath,
  validatorTypesPath,
  writeValidatorFiles,
} from "../../../plugins/content-gate/validatorModule";
import { refreshCommand } from "../../../plugins/content-gate/schemaFiles";

const contentDir = join(__dirname, "../../../src/content");
const compiled = readFileSync(join(contentDir, validatorModulePath), "utf8");

describe("the content model's checks, compiled ahead (src/content/schemas/validators.js)", () => {
  it(`are what the model gives (else run ${refreshCommand})`, () => {
    expect(staleValidatorFiles(contentDir)).toEqual([]);
  });

  it("a stale or missing file is named, and writing them anew mends it", () => {
    const dir = mkdtempSync(join(tmpdir(), "validators-"));
    try {
      cpSync(join(contentDir, "schemas"), join(dir, "schemas"), { recursive: true });
      expect(staleValidatorFiles(dir)).toEqual([]);
      writeFileSync(join(dir, validatorModulePath), compiled.replace("must be", "must bee"));
      rmSync(join(dir, validatorTypesPath));
      expect(staleValidatorFiles(dir)).toEqual([
        join(dir, validatorModulePath),
        join(dir, validatorTypesPath),
      ]);
      writeValidatorFiles(dir);
      expect(staleValidatorFiles(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("import only modules every runtime has, and never require one", () => {
    const imported = [...compiled.matchAll(/^import .* from "([^"]+)";$/gm)].map(
      (match) => match[1],
    );
    expect(imported).toEqual(["ajv/dist/runtime/ucs2length", "ajv-formats/dist/formats"]);
    for (const name of imported) expect(() => require.resolve(name!)).not.toThrow();
    expect(compiled).not.toMatch(/\brequire\(/);
  });

  it("compile no code when they run: no eval, no Function", () => {
    expect(compiled).not.toMatch(/\beval\(|\bFunction\(/);
  });
});
