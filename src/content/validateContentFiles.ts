/**
 * The build's check of the content folder (gatsby-node.ts, onPreBootstrap): every file the site needs is there,
 * is JSON, and keeps its model's rules (validateContent.ts, which the web editor also runs before publishing).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  contentError,
  contentSchemas,
  displayName,
  validateContent,
  type ContentError,
} from "./validateContent";

/**
 * Validates every *.json in `dir` (the site's src/content; schemas/ is not read), and reports any content file
 * that is missing or is not valid JSON. An empty list means every file is fine.
 */
export function validateAllContent(dir: string): ContentError[] {
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) => entry.name)
    .sort();
  const missing = Object.keys(contentSchemas)
    .filter((name) => !names.includes(name))
    .map((name) => contentError(displayName(name), "", "is missing: the site needs this file"));
  return [
    ...missing,
    ...names.flatMap((name) => {
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(join(dir, name), "utf8"));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return [
          contentError(
            displayName(name),
            "",
            `is not valid JSON (${reason}); look for a missing comma or quote near there`,
          ),
        ];
      }
      return validateContent(name, data);
    }),
  ];
}
