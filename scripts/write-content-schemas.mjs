/**
 * `npm run content:schemas`: writes src/content/schemas/*.schema.json from the content model
 * (src/content/contentModel.ts), after a change to the model. A jest test fails while a file is stale.
 */
import { runnerImport } from "vite";

const { module: schemaFiles } = await runnerImport("./src/content/schemaFiles.ts");
for (const path of schemaFiles.writeSchemaFiles("src/content"))
  console.log(`content:schemas: ${path}`);
