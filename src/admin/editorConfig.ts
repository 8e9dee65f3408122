/**
 * The web editor's configuration (Decap CMS, at /admin), derived from the content model: one entry per content
 * file, every field with the model's Portuguese label, hint, widget and limits, so the form refuses what the
 * build would refuse (an empty required field, a rating of 7, a phone with letters) before it reaches the file.
 */
import type { TSchema } from "@sinclair/typebox";
import type { EditorWidget } from "../content/contentFields";
import { contentFolders, type ContentFile, type ContentFolder } from "../content/contentModel";
import { folderSchemaPointer, schemaPathFor } from "../content/jsonSchemas";
import { emailSignInPath, gatewayPath } from "./staffAddresses";

/** One field of the editor's form, as Decap CMS reads it (its documentation's names). */
export interface EditorField {
  /** The key in the file. */
  name: string;
  /** The label above the field, in Portuguese. */
  label: string;
  /** How the field is edited. */
  widget: EditorWidget | "hidden";
  /** The hint under the field. */
  hint?: string;
  /** False for a field the file may leave out. */
  required?: boolean;
  /** The value a hidden field keeps, or a switch starts with. */
  default?: string | boolean;
  /** A rule for the text, and what the form says when it is broken. */
  pattern?: [string, string];
  /** Numbers are saved as whole numbers. */
  value_type?: "int";
  /** The least number, or the fewest items of a list. */
  min?: number;
  /** The greatest number. */
  max?: number;
  /** A photo is picked from the site's images, never linked from elsewhere. */
  choose_url?: boolean;
  /** Whether a group or a list's items start folded. */
  collapsed?: boolean;
  /** The fields of a group, or of each item of a list of groups. */
  fields?: EditorField[];
  /** The field of each item of a list of single values. */
  field?: EditorField;
  /** A menu's choices: what the file keeps, and what the editor shows. */
  options?: { value: string; label: string }[];
  /** Another file of a folder, picked by its title (the relation widget): the folder's collection. */
  collection?: string;
  /** What the file keeps of the picked file, what the menu shows, and what a search looks in. */
  value_field?: string;
  display_fields?: string[];
  search_fields?: string[];
  /** The Markdown editor's buttons and blocks. */
  buttons?: string[];
  editor_components?: string[];
}

/** The backend that publishes in production: a git host, where each publication is a commit. */
export interface EditorBackend {
  /** Decap CMS's name for the git host. */
  name: "github" | "gitlab" | "gitea" | "git-gateway";
  /** The repository, "owner/name". */
  repo?: string;
  /** The branch the site is built from. */
  branch?: string;
  /** The OAuth provider's address, where it is not Netlify's. */
  base_url?: string;
  /** The provider's path that starts the login, below base_url. */
  auth_endpoint?: string;
  /** Where the git host's API is answered, where it is not the host itself: the site's content gateway. */
  api_root?: string;
}

/** How the site was built and opened, as far as the editor's login depends on it. */
export interface LoginSettings {
  /** An OAuth provider chosen by hand (VITE_CMS_AUTH_URL), which wins. */
  authUrl?: string;
  /** Whether Netlify built the site (it sets NETLIFY=true), whose own provider then logs staff in. */
  builtOnNetlify: boolean;
  /** The address the editor is open at. */
  origin: string;
  /** Whether the developer asked for the GitHub login (`/admin/?login=github`) instead of the e-mail sign-in. */
  githubAsked?: boolean;
}

/** The two ways into the editor: the staff's e-mail (the default on Cloudflare) or a GitHub account. */
export type EditorLogin = "email" | "github";

export { emailSignInPath, gatewayPath } from "./staffAddresses";

/**
 * How staff get into the editor: a provider set by hand (VITE_CMS_AUTH_URL), else Netlify's own provider on Netlify,
 * else, on Cloudflare Pages, the e-mail sign-in behind Cloudflare Access, whose session only the site's content
 * gateway accepts (docs/deploying.md). There the developer's GitHub login, through the site's own /api/auth
 * (src/server/githubLogin.ts), stays one address away, `/admin/?login=github`, where the host has turned it on
 * (`GITHUB_LOGIN=enabled`; otherwise its window says it is off).
 */
export function editorLogin({
  authUrl,
  builtOnNetlify,
  origin,
  githubAsked = false,
}: LoginSettings): {
  login: EditorLogin;
  backend: Pick<EditorBackend, "base_url" | "auth_endpoint" | "api_root">;
} {
  if (authUrl) return { login: "github", backend: { base_url: authUrl } };
  if (builtOnNetlify) return { login: "github", backend: {} };
  if (githubAsked)
    return { login: "github", backend: { base_url: origin, auth_endpoint: "api/auth" } };
  return {
    login: "email",
    backend: {
      base_url: origin,
      auth_endpoint: emailSignInPath,
      api_root: `${origin}/${gatewayPath}`,
    },
  };
}

type Schema = TSchema & Record<string, unknown>;

/** The name the editor knows the content files' format by (main.tsx registers it: contentJson.ts). */
export const contentFormat = "json-conteudo";

/** Where the site's photos live (the model's photo paths are relative to src/content). */
export const mediaFolder = "src/images";
const publicFolder = "../images";

/** One field of the form from one field of the model. */
export function editorField(name: string, schema: Schema, required = true): EditorField {
  const label = typeof schema.title === "string" ? schema.title : name;
  const field: EditorField = {
    name,
    label,
    widget: (schema["x-widget"] as EditorWidget | undefined) ?? "string",
    ...(typeof schema.description === "string" ? { hint: schema.description } : {}),
    ...(required ? {} : { required: false }),
  };
  switch (field.widget) {
    case "string":
    case "text": {
      const message = schema["x-pattern-message"];
      if (typeof schema.pattern === "string" && typeof message === "string")
        field.pattern = [schema.pattern, message];
      return field;
    }
    case "number":
      return {
        ...field,
        value_type: "int",
        ...(typeof schema.minimum === "number" ? { min: schema.minimum } : {}),
        ...(typeof schema.maximum === "number" ? { max: schema.maximum } : {}),
      };
    case "boolean":
      return { ...field, default: schema.default === true };
    case "image": {
      const message = schema["x-pattern-message"];
      return {
        ...field,
        choose_url: false,
        ...(typeof schema.pattern === "string" && typeof message === "string"
          ? { pattern: [schema.pattern, message] as [string, string] }
          : {}),
      };
    }
    case "markdown":
      // Headings, lists, emphasis, links and photos, which the build keeps; no code blocks or raw HTML.
      return {
        ...field,
        buttons: [
          "bold",
          "italic",
          "link",
          "heading-two",
          "heading-three",
          "bulleted-list",
          "numbered-list",
          "quote",
        ],
        editor_components: ["image"],
      };
    case "select":
      return { ...field, options: schema["x-options"] as { value: string; label: string }[] };
    case "relation": {
      const folder = contentFolders.find(({ folder: name }) => name === schema["x-folder"]);
      if (!folder) throw new Error(`The field ${name} names no folder of the content model.`);
      return {
        ...field,
        collection: folder.name,
        value_field: "slug",
        display_fields: ["title"],
        search_fields: ["title"],
      };
    }
    case "object":
      return { ...field, collapsed: false, fields: editorFields(schema) };
    case "list": {
      const item = schema.items as Schema;
      const min = typeof schema.minItems === "number" ? { min: schema.minItems } : {};
      if (item["x-widget"] === "object")
        return { ...field, ...min, collapsed: true, fields: editorFields(item) };
      return { ...field, ...min, field: editorField("item", item) };
    }
    default:
      throw new Error(`The editor has no widget "${field.widget}" (field ${name}).`);
  }
}

/** The fields of a group, in the model's order. */
export function editorFields(group: Schema): EditorField[] {
  const properties = (group.properties ?? {}) as Record<string, Schema>;
  const required = new Set((group.required ?? []) as string[]);
  return Object.entries(properties).map(([key, schema]) =>
    editorField(key, schema, required.has(key)),
  );
}

/** The whole configuration Decap CMS is started with (`CMS.init({ config })`). */
export function editorConfig(
  files: readonly ContentFile[],
  backend: EditorBackend,
  folders: readonly ContentFolder[] = contentFolders,
) {
  return {
    load_config_file: false,
    locale: "pt",
    backend,
    // On a staff member's own machine (`npm run cms`), the editor saves straight to the files through
    // decap-server instead of the git host.
    local_backend: true,
    publish_mode: "simple",
    // File names the editor makes (an uploaded photo, an article's file) in plain ASCII, accents dropped
    // ("Foto Clínica.JPG" -> "foto-clinica.jpg"): the names the content gateway accepts (gateway/gatewayRules.ts).
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    media_folder: mediaFolder,
    public_folder: publicFolder,
    collections: [
      {
        name: "conteudo",
        label: "Conteúdo do site",
        label_singular: "Página",
        description: "Os textos, os números e a foto que os pacientes veem no site.",
        editor: { preview: true },
        format: contentFormat,
        extension: "json",
        files: files.map(({ file, name, model }) => {
          const schema = model as Schema;
          return {
            name,
            label: String(schema.title),
            file: `src/content/${file}`,
            ...(typeof schema.description === "string" ? { description: schema.description } : {}),
            fields: [
              // Keeps the file's pointer to its JSON Schema (completion in code editors) when the editor saves.
              {
                name: "$schema",
                label: "Esquema",
                widget: "hidden",
                default: `./${schemaPathFor(file)}`,
              },
              ...editorFields(schema),
            ],
          };
        }),
      },
      ...folders.map(folderCollection),
    ],
  };
}

/**
 * A folder of content files as the editor's collection (the articles): staff create, edit and delete its files.
 * Each file is named by its slug field (main.tsx fills an empty slug from the title before saving), so its page is
 * /conteudos/<file name>/.
 */
export function folderCollection({
  folder,
  name,
  label,
  singular,
  schemaName,
  model,
}: ContentFolder) {
  const schema = model as Schema;
  return {
    name,
    label,
    label_singular: singular,
    ...(typeof schema.description === "string" ? { description: schema.description } : {}),
    folder: `src/content/${folder}`,
    create: true,
    delete: true,
    extension: "json",
    format: contentFormat,
    identifier_field: "title",
    slug: "{{fields.slug}}",
    summary: "{{title}}",
    sortable_fields: ["title", "publishedOn"],
    editor: { preview: true },
    fields: [
      {
        name: "$schema",
        label: "Esquema",
        widget: "hidden",
        default: folderSchemaPointer(schemaName),
      },
      ...editorFields(schema).map((field) =>
        field.name === "slug" ? { ...field, required: false } : field,
      ),
    ],
  };
}
