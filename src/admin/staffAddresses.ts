/**
 * Where the staff's pages find the site's functions and the repository they publish to, shared by the full editor
 * (main.tsx, editorConfig.ts) and the phone page (consultorio/), with nothing else in it: the phone page reads it
 * without the content model the editor's configuration is built from.
 */

/** The path, below the site, of the e-mail sign-in's window (functions/api/editor/session.ts). */
export const emailSignInPath = "api/editor/session";
/** The content gateway, below the site (functions/api/github/): the full editor's. */
export const gatewayPath = "api/github";
/** The practice endpoint, below the site (functions/api/editor/practice.ts): the phone page's one door. */
export const practicePath = "api/editor/practice";

/** Where decap-server answers on a staff member's own machine (`npm run cms`): the local backend. */
export const localBackendUrl = "http://localhost:8081/api/v1";

/** The addresses a page is opened at on the staff member's own machine, where the local backend is looked for. */
export const localHosts: readonly string[] = ["localhost", "127.0.0.1"];

/** The repository and branch the site is built from, as the build's environment names them (docs/deploying.md). */
export function editorRepository(env: { VITE_CMS_REPO?: string; VITE_CMS_BRANCH?: string }): {
  repo: string;
  branch: string;
} {
  return {
    repo: env.VITE_CMS_REPO ?? "proprietario/site-oftalmologia",
    branch: env.VITE_CMS_BRANCH ?? "main",
  };
}
