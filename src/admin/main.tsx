/**
 * The web editor at /admin: Decap CMS, configured from the content model, with the site's own views as its
 * preview. Built on its own (src/admin/vite.config.ts), so none of it reaches the patients' pages.
 */
import { contentJson } from "../content/contentJson";
import { contentFiles } from "../content/contentModel";
import { schemaPathFor } from "../content/jsonSchemas";
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
import { publishRefusal } from "./publishCheck";
import { installSessionRenewal } from "./sessionRenewal";
import { askToSignInAgain } from "./signInAgainDialog";
import { fetchIdentity, showStaffBar, staffUiTokens } from "./staffBar";
import "./staffUi.css";

const origin = window.location.origin;
const { login, backend: loginBackend } = editorLogin({
  authUrl: import.meta.env.VITE_CMS_AUTH_URL,
  builtOnNetlify: import.meta.env.VITE_BUILT_ON_NETLIFY === "true",
  origin,
  githubAsked: new URLSearchParams(window.location.search).get("login") === "github",
});

/** The production backend, from the build's environment (README, "Deploying"). */
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
      contentFiles.find(({ file }) => data.$schema === `./${schemaPathFor(file)}`)?.model,
    ),
});
for (const { name } of contentFiles) {
  const draw = previews[name];
  if (draw) cms.registerPreviewTemplate(name, previewTemplate(editorReact, draw));
}
// Nothing the build would refuse is published (publishCheck.ts): Decap CMS stops and shows the message.
cms.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const content = contentFiles.find(({ name }) => name === entry.get("slug"));
    if (!content) return;
    const refusal = publishRefusal(content.file, entry.get("data").toJS(), content.model);
    if (refusal) throw new Error(refusal);
  },
});
cms.init({ config: editorConfig(contentFiles, backend) });
