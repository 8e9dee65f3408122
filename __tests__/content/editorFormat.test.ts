/**
 * What the web editor saves must pass `npm test` as it is: one file of each kind (each content file, and a new
 * file in each folder of files, such as a new article) is written in the editor's format and must be either left
 * alone by prettier (.prettierignore) or already formatted as prettier wants; and every committed content file is
 * already in that format, so `npm run content:write` changes nothing.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { contentJson } from "../../src/content/contentJson";
import { contentFiles, contentFolders } from "../../src/content/contentModel";
import { folderFiles } from "../../plugins/content-gate/validateContentFiles";

const root = join(__dirname, "../..");
const contentDir = join(root, "src/content");
const read = (file: string) => readFileSync(join(contentDir, file), "utf8");

/**
 * Which of `files` (paths under src/content/ with their text) `npx prettier --check .` accepts: ignored, or already
 * formatted. Prettier's API loads its parsers with dynamic imports, which jest's module system refuses, so it runs
 * in a node of its own.
 */
function prettierAccepts(files: readonly { file: string; text: string }[]): boolean[] {
  const script = `
    import * as prettier from "prettier";
    import { join } from "node:path";
    const files = JSON.parse(await new Response(process.stdin).text());
    const accepted = [];
    for (const { file, text } of files) {
      const filepath = join("src/content", file);
      const { ignored } = await prettier.getFileInfo(filepath, { ignorePath: ".prettierignore" });
      const options = await prettier.resolveConfig(filepath);
      accepted.push(ignored || (await prettier.check(text, { ...options, filepath })));
    }
    process.stdout.write(JSON.stringify(accepted));
  `;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: root,
    input: JSON.stringify(files),
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as boolean[];
}

const everyKind = [
  ...contentFiles.map(({ file, model }) => ({ file, source: file, model })),
  ...contentFolders.map(({ folder, model }) => {
    const source = folderFiles(contentDir).find((file) => file.startsWith(`${folder}/`));
    if (!source) throw new Error(`src/content/${folder}/ holds no file to save again`);
    // A new file, as the editor names one it creates.
    return { file: `${folder}/um-arquivo-novo.json`, source, model };
  }),
];

describe("a file saved by the editor", () => {
  const saved = everyKind.map(({ file, source, model }) => ({
    file,
    text: contentJson(JSON.parse(read(source)), model),
  }));
  const accepted = prettierAccepts(saved);
  it.each(saved.map(({ file }, index) => [file, index] as const))(
    "src/content/%s passes prettier --check",
    (_file, index) => {
      expect(accepted[index]).toBe(true);
    },
  );
});

describe("npm run content:write", () => {
  const committed = [
    ...contentFiles.map(({ file, model }) => ({ file, model })),
    ...folderFiles(contentDir).map((file) => ({
      file,
      model: contentFolders.find(({ folder }) => file.startsWith(`${folder}/`))?.model,
    })),
  ];
  it.each(committed.map((entry) => [entry.file, entry] as const))(
    "leaves src/content/%s as it is",
    (file, { model }) => {
      const text = read(file);
      expect(contentJson(JSON.parse(text), model)).toBe(text);
    },
  );
});
