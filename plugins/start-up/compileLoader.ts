import { join } from "node:path";
import { minifySync, transformSync } from "@swc/core";
import { buildSync } from "esbuild";

/** The loader's source (src/boot/loader.ts), from the project's root, where the build and the tests run. */
export const loaderSourceFile = join(process.cwd(), "src", "boot", "loader.ts");

/** The special dates' check's source (src/boot/specialDatesCheck.ts), the other script the build inlines. */
export const specialDatesCheckSourceFile = join(
  process.cwd(),
  "src",
  "boot",
  "specialDatesCheck.ts",
);

/**
 * The engines the loader must run on, as swc's target. ES5: the loader is what starts the app and answers a
 * tap when the app cannot, so it must at least parse wherever the page is opened; one syntax error and the
 * whole inline script is lost. Gatsby's own bundles are compiled for a browserslist that reaches back to ES5
 * engines too, and ES5 costs the loader nothing but a few bytes (no syntax here needs a helper).
 */
export const loaderTarget = "es5";

/**
 * The loader as the script the build inlines into every page: `src/boot/loader.ts` bundled by esbuild with the
 * modules it imports (the names of src/boot/startUpNames.ts, the chat hand-off of src/boot/openChat.ts: the same
 * source the app runs, not a copy), compiled by swc for `loaderTarget` (esbuild cannot lower to ES5), wrapped in a
 * function so that its names stay its own, and minified. Throws if the result still imports anything.
 */
export function compileLoader(file = loaderSourceFile): string {
  const [bundle] = buildSync({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    // Only bundled here: swc lowers the syntax below.
    target: "esnext",
    logLevel: "silent",
  }).outputFiles;
  const { code } = transformSync(bundle?.text ?? "", {
    filename: file.replace(/\.ts$/, ".js"),
    isModule: true,
    module: { type: "es6" },
    jsc: { parser: { syntax: "ecmascript" }, target: loaderTarget },
  });
  if (/^\s*(?:import|export)\b/m.test(code))
    throw new Error(
      `${file}: the compiled loader still imports or exports something; it may import modules of src/boot/ and src/shared/ only, which are bundled into it.`,
    );
  return minifySync(`(function(){${code}})();`, {
    ecma: 5,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  }).code;
}

const compiled = new Map<string, string>();

/** `file` compiled (compileLoader), once per process: every page carries the same script. */
function compiledOnce(file: string): string {
  const script = compiled.get(file) ?? compileLoader(file);
  compiled.set(file, script);
  return script;
}

/** The compiled loader. */
export function loaderScript(): string {
  return compiledOnce(loaderSourceFile);
}

/** The compiled special dates' check, compiled by the same rules as the loader. */
export function specialDatesCheckScript(): string {
  return compiledOnce(specialDatesCheckSourceFile);
}
