/**
 * The content model: the one place each content file's fields are named, typed, limited and explained to the
 * practice's staff (labels and hints in Portuguese), one module per file in ./model/ (what several share in
 * ./model/shared.ts, the field kinds in ./contentFields.ts). Everything else is derived from it:
 * - the JSON Schemas in src/content/schemas/ (editor completion, and the build's validation): jsonSchemas.ts;
 * - the GraphQL types Gatsby queries: graphqlTypes.ts;
 * - the TypeScript types the sections receive: contentTypes.ts;
 * - the web editor's fields at /admin: src/admin/editorConfig.ts.
 * This module lists them: which file each model is for, in the order the editor shows them. Adding a field is one
 * line in its file's model, then the page query and the section that shows it (docs/editing-content.md).
 */
import { artigo } from "./model/artigo";
import { catarata } from "./model/catarata";
import { conteudos } from "./model/conteudos";
import { home } from "./model/home";
import { links } from "./model/links";
import { siteSettings } from "./model/siteSettings";
import { articleGraphqlType, articlesFolder } from "./model/shared";

/** A content file: where it is, what it is called in the editor, and its fields. */
export interface ContentFile {
  /** The file's name in src/content, e.g. "catarata.json". */
  readonly file: string;
  /** The editor's short name for the entry (Decap's `name`), e.g. "catarata". */
  readonly name: string;
  /** The file's fields. */
  readonly model:
    typeof siteSettings | typeof home | typeof catarata | typeof links | typeof conteudos;
}

/** Every content file the site reads, in the order the editor lists them. */
export const contentFiles: readonly ContentFile[] = [
  { file: "home.json", name: "home", model: home },
  { file: "catarata.json", name: "catarata", model: catarata },
  { file: "links.json", name: "links", model: links },
  { file: "conteudos.json", name: "conteudos", model: conteudos },
  { file: "site-settings.json", name: "site-settings", model: siteSettings },
];

/** A folder of content files of one kind, each a page of its own (the articles). */
export interface ContentFolder {
  /** The folder in src/content, e.g. "artigos". */
  readonly folder: string;
  /** The editor's name for the collection (Decap's `name`). */
  readonly name: string;
  /** The editor's name for the folder, e.g. "Artigos". */
  readonly label: string;
  /** The editor's name for one file of the folder, e.g. "Artigo". */
  readonly singular: string;
  /** The GraphQL type of each file. */
  readonly graphqlType: string;
  /** The name of the folder's JSON Schema, e.g. "artigo.json" for schemas/artigo.schema.json. */
  readonly schemaName: string;
  /** Each file's fields. */
  readonly model: typeof artigo;
}

/** Every folder of content files, in the order the editor lists them. */
export const contentFolders: readonly ContentFolder[] = [
  {
    folder: articlesFolder,
    name: "artigos",
    label: "Artigos",
    singular: "Artigo",
    graphqlType: articleGraphqlType,
    schemaName: "artigo.json",
    model: artigo,
  },
];

/**
 * The GraphQL type gatsby-transformer-json gives a file: "site-settings.json" -> "SiteSettingsJson"; a file of a
 * folder gets the folder's type (artigos/catarata.json -> ArtigoJson).
 */
export function graphqlTypeNameFor(fileName: string, directory = ""): string {
  const folder = contentFolders.find((candidate) => candidate.folder === directory);
  if (folder) return folder.graphqlType;
  const words = fileName
    .replace(/\.json$/, "")
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  return `${words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join("")}Json`;
}
