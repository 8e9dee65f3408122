/**
 * The web editor at /admin: Decap CMS, configured from the content model, with the site's own views as its
 * preview. Built on its own (src/admin/vite.config.ts), so none of it reaches the patients' pages.
 */
import { contentJson } from "../content/contentJson";
import { slugFromTitle } from "../articles/slugFromTitle";
import { contentFiles, contentFolders } from "../content/contentModel";
import { folderSchemaPointer, schemaPathFor } from "../content/jsonSchemas";
import { loadDecapCms } from "./decapCms";
import {
  contentFormat,
  editorConfig,
  editorLogin,
  emailSignInPath,
  gatewayPath,
  type EditorBackend,
} from "./editorConfig";
import { previews, previewTemplate } from "./previews";
import { publishRefusal, publishWarning } from "./publishCheck";
import { installSessionRenewal } from "./sessionRenewal";
import { askToSignInAgain } from "./signInAgainDialog";
import { fetchIdentity, showStaffBar, staffUiTokens } from "./staffBar";
import "./staffUi.css";
import { offerPhonePage } from "./phoneChoice";

await offerPhonePage();
const origin = window.location.origin;
const { login, backend: loginBackend } = editorLogin({
  authUrl: import.meta.env.VITE_CMS_AUTH_URL,
  builtOnNetlify: import.meta.env.VITE_BUILT_ON_NETLIFY === "true",
  origin,
  githubAsked: new URLSearchParams(window.location.search).get("login") === "github",
});

/** The production backend, from the build's environment (docs/deploying.md). */
const backend: EditorBackend = {
  name: (import.meta.env.VITE_CMS_BACKEND as EditorBackend["name"] | undefined) ?? "github",
  repo: import.meta.env.VITE_CMS_REPO ?? "proprietario/site-oftalmologia",
  branch: import.meta.env.VITE_CMS_BRANCH ?? "main",
  ...loginBackend,
};

// The e-mail sign-in: the session renewed when it runs out, and the line that says who is signed in.
if (login === "email") {
  installSessionRenewal({
    gatewayBase: `${origin}/${gatewayPath}`,
    signInUrl: `${origin}/${emailSignInPath}`,
    askToSignIn: askToSignInAgain,
  });
  staffUiTokens();
  void fetchIdentity().then((identity) => {
    if (identity) showStaffBar(identity.email);
  });
}

const { cms, editorReact } = await loadDecapCms();
// The login button says what the staff member signs in with.
if (login === "email") {
  const portuguese = cms.getLocale("pt");
  if (portuguese)
    cms.registerLocale("pt", {
      ...portuguese,
      auth: { ...(portuguese.auth as object), loginWithGitHub: "Entrar com o seu e-mail" },
    });
}
// Files are written in the model's key order, as contentJson.ts says; each names its model by its $schema key.
cms.registerCustomFormat(contentFormat, "json", {
  fromFile: (text: string) => JSON.parse(text) as unknown,
  toFile: (data: { $schema?: string }) =>
    contentJson(
      data,
      contentFiles.find(({ file }) => data.$schema === `./${schemaPathFor(file)}`)?.model ??
        contentFolders.find(({ schemaName }) => data.$schema === folderSchemaPointer(schemaName))
          ?.model,
    ),
});
for (const { name } of [...contentFiles, ...contentFolders]) {
  const draw = previews[name];
  if (draw) cms.registerPreviewTemplate(name, previewTemplate(editorReact, draw));
}
/**
 * Before publishing what "Antes de publicar" still lists (publishCheck.ts), the staff read the list and choose;
 * declining stops the publication, and Decap CMS shows why.
 */
function confirmBeforePublishing(warning: string | undefined): void {
  if (warning && !window.confirm(warning))
    throw new Error("Nada foi publicado. Complete o que falta e publique de novo.");
}

// Nothing the build would refuse is published (publishCheck.ts): Decap CMS stops and shows the message.
cms.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const folder = contentFolders.find(({ name }) => name === entry.get("collection"));
    if (folder) {
      // An article's address left empty is made from its title; its file is then named by it.
      let data = entry.get("data");
      const slug = data.get("slug");
      if (typeof slug !== "string" || !slug.trim())
        data = data.set("slug", slugFromTitle(String(data.get("title") ?? "")));
      // A list left empty ("Artigos relacionados") is not in Decap CMS's data; the file keeps it as [].
      const fields = (folder.model as { properties: Record<string, { "x-widget"?: string }> })
        .properties;
      for (const [key, field] of Object.entries(fields))
        if (field["x-widget"] === "list" && data.get(key) == null) data = data.set(key, []);
      const file = `${folder.folder}/${String(data.get("slug"))}.json`;
      const refusal = publishRefusal(file, data.toJS(), folder.model);
      if (refusal) throw new Error(refusal);
      confirmBeforePublishing(publishWarning(file, data.toJS(), folder.model));
      return data;
    }
    const content = contentFiles.find(({ name }) => name === entry.get("slug"));
    if (!content) return;
    const refusal = publishRefusal(content.file, entry.get("data").toJS(), content.model);
    if (refusal) throw new Error(refusal);
    confirmBeforePublishing(publishWarning(content.file, entry.get("data").toJS(), content.model));
  },
});
cms.init({ config: editorConfig(contentFiles, backend) });
