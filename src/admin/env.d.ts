/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The decap-cms version whose bundle the admin build copies (src/admin/vite.config.ts). */
  readonly VITE_DECAP_VERSION: string;
  /** The git host the editor publishes to in production: "github" (default), "gitlab", "gitea" or "git-gateway". */
  readonly VITE_CMS_BACKEND?: string;
  /** The repository, "owner/name". */
  readonly VITE_CMS_REPO?: string;
  /** The branch the site is built from. */
  readonly VITE_CMS_BRANCH?: string;
  /** An OAuth provider's address, instead of the site's own /api/auth (or Netlify's, on Netlify). */
  readonly VITE_CMS_AUTH_URL?: string;
  /** "true" when Netlify built the site (its NETLIFY variable; src/admin/vite.config.ts). */
  readonly VITE_BUILT_ON_NETLIFY: string;
}
