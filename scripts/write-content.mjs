/**
 * `npm run content:write`, after a change to the content model (src/content/contentModel.ts) or a hand edit of a
 * content file: writes src/content/schemas/*.schema.json from the model, and their checks compiled ahead
 * (src/content/schemas/validators.js, plugins/content-gate/validatorModule.ts), and rewrites each content file (the
 * articles of src/content/artigos/ too) as the web editor writes it (src/content/contentJson.ts). Jest tests fail
 * while any is stale.
 */
import { readFile, writeFile } from "node:fs/promises";
import { runnerImport } from "vite";

const { module: schemaFiles } = await runnerImport("./plugins/content-gate/schemaFiles.ts");
const { module: model } = await runnerImport("./src/content/contentModel.ts");
const { module: json } = await runnerImport("./src/content/contentJson.ts");
const { module: validatorModule } = await runnerImport("./plugins/content-gate/validatorModule.ts");
for (const path of [
  ...schemaFiles.writeSchemaFiles("src/content"),
  ...validatorModule.writeValidatorFiles("src/content"),
])
  console.log(`content:write: ${path}`);
const { module: files } = await runnerImport("./plugins/content-gate/validateContentFiles.ts");
const everyFile = [
  ...model.contentFiles.map(({ file, model: fields }) => ({ file, fields })),
  ...files.folderFiles("src/content").map((file) => ({
    file,
    fields: model.contentFolders.find(({ folder }) => file.startsWith(`${folder}/`)).model,
  })),
];
for (const { file, fields } of everyFile) {
  const path = `src/content/${file}`;
  await writeFile(path, json.contentJson(JSON.parse(await readFile(path, "utf8")), fields));
  console.log(`content:write: ${path}`);
}
