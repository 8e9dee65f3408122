/**
 * The web editor at /admin: Decap CMS, configured from the content model, with the site's own views as its
 * preview. Built on its own (src/admin/vite.config.ts), so none of it reaches the patients' pages.
 */
import type { TSchema } from "@sinclair/typebox";
import { contentJson } from "../content/contentJson";
import { slugFromTitle } from "../articles/slugFromTitle";
import { contentFiles, contentFolders } from "../content/contentModel";
import { missingLists } from "../content/emptyLists";
import { sitePages, type PreviewedPage } from "../shared/sitePages";
import { folderSchemaPointer, schemaPathFor } from "../content/jsonSchemas";
import { loadDecapCms, type EditorEntry } from "./decapCms";
import {
  contentFormat,
  editorConfig,
  editorLogin,
  emailSignInPath,
  gatewayPath,
  type EditorBackend,
} from "./editorConfig";
import { editorPhrases, type Phrases } from "./editorLocale";
import { keepEditorPageMended } from "./editorPageMends";
import { registerPhotoWidget } from "./photoWidget";
import { pagePreviews, previewTemplate, settingsPreview, type DrawPreview } from "./previews";
import { publishQuestion, publishRefusal } from "./publishCheck";
import { installSessionRenewal } from "./sessionRenewal";
import { askToSignInAgain } from "./signInAgainDialog";
import { fetchIdentity, showStaffBar, staffUiTokens } from "./staffBar";
import { openStaffDialog } from "./staffDialog";
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

// The bar at the bottom: the staff's guide always; with the e-mail sign-in, who is signed in, the results and the
// way out, and the session renewed when it runs out.
staffUiTokens();
if (login === "email") {
  installSessionRenewal({
    gatewayBase: `${origin}/${gatewayPath}`,
    signInUrl: `${origin}/${emailSignInPath}`,
    askToSignIn: askToSignInAgain,
  });
  void fetchIdentity().then((identity) => showStaffBar(identity?.email));
} else showStaffBar();

const { cms, editorReact } = await loadDecapCms();
// The editor speaks plain Portuguese, and the login button says what the staff member signs in with.
cms.registerLocale("pt", editorPhrases((cms.getLocale("pt") ?? {}) as Phrases, login));
registerPhotoWidget(cms, editorReact);
keepEditorPageMended();
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
// Each page the editor has an entry for is previewed as that page (src/shared/sitePages.ts), the settings as the
// links page; each drawn as it will be written, with the model's empty lists.
const modelOf = (entry: string) =>
  [...contentFiles, ...contentFolders].find(({ name }) => name === entry)?.model as TSchema;
for (const [page, draw] of Object.entries(pagePreviews) as [PreviewedPage, DrawPreview][]) {
  const entry = sitePages[page].editorEntry;
  cms.registerPreviewTemplate(entry, previewTemplate(editorReact, draw, modelOf(entry)));
}
cms.registerPreviewTemplate(
  "site-settings",
  previewTemplate(editorReact, settingsPreview, modelOf("site-settings")),
);

/**
 * Before publishing what "Antes de publicar" still lists (publishCheck.ts), the staff read a short question in the
 * editor's own dialog, the whole list one tap away, and choose; declining stops the publication, and Decap CMS
 * shows why.
 */
async function confirmBeforePublishing(file: string, data: unknown, model: TSchema): Promise<void> {
  const question = publishQuestion(file, data, model);
  if (!question) return;
  const { dialog, buttons, close } = openStaffDialog({
    id: "publicar",
    ...question,
    actions: ["Publicar assim mesmo", "Voltar sem publicar"],
  });
  const publish = await new Promise<boolean>((resolve) => {
    buttons[0]?.addEventListener("click", () => resolve(true));
    buttons[1]?.addEventListener("click", () => resolve(false));
    dialog.addEventListener("cancel", () => resolve(false));
  });
  close();
  if (!publish) throw new Error("Nada foi publicado. Complete o que falta e publique de novo.");
}

/** The file and the model of the entry being saved, and whether it is a file of a folder (an article). */
function entryTarget(entry: EditorEntry) {
  const folder = contentFolders.find(({ name }) => name === entry.get("collection"));
  if (folder) return { folder, model: folder.model as TSchema };
  const content = contentFiles.find(({ name }) => name === entry.get("slug"));
  return content ? { file: content.file, model: content.model as TSchema } : undefined;
}

// Every list the model asks for is written, [] when empty (Decap CMS leaves an empty list out of its data: a
// closed day's hours); and nothing the build would refuse is published (publishCheck.ts): Decap CMS stops and
// shows the message (without the "Error:" it puts before it: messageWords.ts).
cms.registerEventListener({
  name: "preSave",
  handler: async ({ entry }) => {
    const target = entryTarget(entry);
    if (!target) return;
    let data = entry.get("data");
    // An article's address left empty is made from its title; its file is then named by it.
    if (target.folder) {
      const slug = data.get("slug");
      if (typeof slug !== "string" || !slug.trim())
        data = data.set("slug", slugFromTitle(String(data.get("title") ?? "")));
    }
    for (const path of missingLists(data.toJS(), target.model)) data = data.setIn(path, []);
    const file = target.folder
      ? `${target.folder.folder}/${String(data.get("slug"))}.json`
      : target.file;
    const refusal = publishRefusal(file, data.toJS(), target.model);
    if (refusal) throw new Error(refusal);
    await confirmBeforePublishing(file, data.toJS(), target.model);
    return data;
  },
});
cms.init({ config: editorConfig(contentFiles, backend) });
