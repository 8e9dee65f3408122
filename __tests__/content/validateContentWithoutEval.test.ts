/**
 * The staff's pages run under a policy without 'unsafe-eval', and Cloudflare Workers refuse to compile code at run
 * time: the content's checks must work with eval and the Function constructor both refused, as there.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { contentBreaks } from "../../src/content/validateContent";

const contentDir = join(__dirname, "../../src/content");

/** Every content file as shipped, and one broken copy of each, so the checks' error paths run too. */
function contentCases(): [string, unknown][] {
  const files = [
    ...readdirSync(contentDir).filter((name) => name.endsWith(".json")),
    ...readdirSync(join(contentDir, "artigos")).map((name) => `artigos/${name}`),
  ];
  return files.flatMap((file): [string, unknown][] => {
    const data = JSON.parse(readFileSync(join(contentDir, file), "utf8")) as Record<
      string,
      unknown
    >;
    const broken = Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, typeof value === "string" ? 7 : ""]),
    );
    return [
      [file, data],
      [file, { ...broken, unknownField: true }],
    ];
  });
}

describe("validateContent with eval and new Function refused", () => {
  const realFunction = globalThis.Function;
  const realEval = globalThis.eval;
  const refused: string[] = [];
  const refuse = (what: string) => () => {
    refused.push(what);
    throw new EvalError(`${what} refused, as under a policy without 'unsafe-eval'`);
  };

  beforeAll(() => {
    globalThis.Function = new Proxy(realFunction, {
      construct: refuse("new Function"),
      apply: refuse("Function()"),
    });
    globalThis.eval = refuse("eval");
  });

  afterAll(() => {
    globalThis.Function = realFunction;
    globalThis.eval = realEval;
  });

  it("loads and checks every content file, sound and broken, as it does with them allowed", async () => {
    const cases = contentCases();
    let withoutEval: unknown[] = [];
    await jest.isolateModulesAsync(async () => {
      const isolated = await import("../../src/content/validateContent");
      withoutEval = cases.map(([file, data]) => isolated.contentBreaks(file, data));
    });
    expect(refused).toEqual([]);
    expect(withoutEval).toEqual(cases.map(([file, data]) => contentBreaks(file, data)));
    expect(withoutEval.filter((errors) => (errors as unknown[]).length > 0)).toHaveLength(
      cases.length / 2,
    );
  });
});
