/**
 * What the editor and the gateway say to the staff about a session: the codes the editor acts on and the words
 * shown. Shared by the server (src/server/editorSession.ts) and the browser editor (src/admin/sessionRenewal.ts).
 */

/** Why a session was not accepted. */
export type SessionProblem = "missing" | "expired" | "invalid" | "another-person";

/** What the editor is told about a session it cannot use: a code it acts on, and words for the staff member. */
export const sessionMessages: Record<SessionProblem, { code: string; message: string }> = {
  missing: {
    code: "sem-sessao",
    message: "Entre no editor para continuar.",
  },
  expired: {
    code: "sessao-expirada",
    message:
      "Sua sessão no editor expirou. Entre de novo para continuar: o que você escreveu não se perde.",
  },
  invalid: {
    code: "sessao-invalida",
    message: "Esta sessão do editor não vale. Entre de novo para continuar.",
  },
  "another-person": {
    code: "sessao-de-outra-pessoa",
    message: "Esta sessão do editor é de outra pessoa. Saia e entre de novo com o seu e-mail.",
  },
};

/** The e-mail sign-in window's headings (the page is the GitHub login's: githubLogin.ts's callbackPage). */
export const emailSignInWording = {
  success: "Você entrou no editor",
  failure: "Não foi possível entrar no editor",
} as const;
