/**
 * The GraphQL types Gatsby gives the content, derived from the content model (contentModel.ts) and handed to
 * `createTypes` by plugins/content-gate/gatsby-node.ts. Every type is declared rather than inferred (`@dontInfer`), so a field an
 * editor deletes or misspells fails the build with the type and field named instead of rendering an empty card.
 */
import type { TSchema } from "@sinclair/typebox";
import { graphqlTypeNameFor, type ContentFile, type ContentFolder } from "./contentModel";

type Schema = TSchema & Record<string, unknown>;

/** The field extension the content gate defines (plugins/content-gate/gatsby-node.ts), which turns a Markdown field into the page's HTML. */
export const markdownHtmlExtension = "markdownHtml";

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * The type definitions (SDL) of every content file: one `…Json implements Node` type per file, named as
 * gatsby-transformer-json names it (one per folder of files: ArtigoJson), and one type per group of fields. A group
 * takes the name its model gives it (`graphql: "Testimonial"`), else its place: HomeJson's `hero` is HomeHero.
 * Two different groups may not share a name. A field naming another file by its slug (an article) is a link to
 * that file's node (`@link(by: "slug")`), so a page asks for the article's title, not for its slug.
 */
export function graphqlTypeDefs(
  files: readonly ContentFile[],
  folders: readonly ContentFolder[] = [],
): string {
  const types = new Map<string, string>();

  function define(name: string, group: Schema, isNode: boolean): void {
    const properties = (group.properties ?? {}) as Record<string, Schema>;
    const required = new Set((group.required ?? []) as string[]);
    const base = name.replace(/Json$/, "");
    const fields = Object.entries(properties).map(([key, field]) => {
      const type = fieldType(field, `${base}${capitalized(key)}`, required.has(key));
      // A photo, or a list of photos, is a path in the file that Gatsby resolves to its File node.
      const kinds = [field, field.items as Schema | undefined];
      const isPhoto = kinds.some((kind) => kind?.["x-widget"] === "image");
      const isLink = kinds.some((kind) => typeof kind?.["x-graphql-link"] === "string");
      const directive = isPhoto ? " @fileByRelativePath" : isLink ? ' @link(by: "slug")' : "";
      const line = `  ${key}: ${type}${directive}`;
      // A Markdown text also comes as the page's HTML, made at build time (plugins/content-gate/gatsby-node.ts, markdownHtml).
      if (field["x-widget"] !== "markdown") return line;
      return `${line}\n  ${key}Html: String! @${markdownHtmlExtension}(from: "${key}")`;
    });
    const definition = `type ${name}${isNode ? " implements Node" : ""} @dontInfer {\n${fields.join("\n")}\n}`;
    const earlier = types.get(name);
    if (earlier !== undefined && earlier !== definition)
      throw new Error(`Two different groups of the content model are both named ${name}.`);
    types.set(name, definition);
  }

  /** A field's type; `placeName` names an unnamed group by where it stands. */
  function fieldType(field: Schema, placeName: string, required: boolean): string {
    const bang = required ? "!" : "";
    if (field["x-widget"] === "image") return `File${bang}`;
    if (typeof field["x-graphql-link"] === "string") return `${field["x-graphql-link"]}${bang}`;
    switch (field.type) {
      case "string":
        return `String${bang}`;
      case "integer":
        return `Int${bang}`;
      case "number":
        return `Float${bang}`;
      case "boolean":
        return `Boolean${bang}`;
      case "array":
        return `[${fieldType(field.items as Schema, `${placeName}Item`, true)}]${bang}`;
      case "object": {
        const name = (field["x-graphql"] as string | undefined) ?? placeName;
        define(name, field, false);
        return `${name}${bang}`;
      }
      default:
        throw new Error(
          `The content model has a field of a kind GraphQL is not given: ${placeName}.`,
        );
    }
  }

  for (const { file, model } of files) define(graphqlTypeNameFor(file), model as Schema, true);
  for (const { graphqlType, model } of folders) define(graphqlType, model as Schema, true);
  return [...types.values()].join("\n\n");
}
