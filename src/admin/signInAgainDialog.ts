/**
 * What the editor shows when its session is over (sessionRenewal.ts): a dialog that says so, promises that nothing
 * written is lost, and signs the staff member in again with one button (a click, so the browser lets the sign-in
 * window open).
 */
import { openStaffDialog } from "./staffDialog";

/** The dialog's words. */
export const signInAgainText = {
  title: "Sua sessão no editor expirou",
  body: "Por segurança, o editor pede que você entre de novo depois de uma hora. O que você escreveu continua aqui: depois de entrar, o editor continua de onde parou.",
  signIn: "Entrar de novo",
  later: "Agora não",
} as const;

/** Asks the staff member to sign in again; resolves with the new session, or undefined if they say "Agora não". */
export function askToSignInAgain(signIn: () => Promise<string>): Promise<string | undefined> {
  const { dialog, problem, buttons, close } = openStaffDialog({
    id: "sign-in-again",
    title: signInAgainText.title,
    text: signInAgainText.body,
    actions: [signInAgainText.signIn, signInAgainText.later],
  });
  const [signInButton, later] = buttons;

  return new Promise((resolve) => {
    const finish = (token: string | undefined) => {
      close();
      resolve(token);
    };
    signInButton?.addEventListener("click", () => {
      problem.textContent = "";
      signIn().then(finish, (error: Error) => {
        problem.textContent = error.message;
      });
    });
    later?.addEventListener("click", () => finish(undefined));
    dialog.addEventListener("cancel", () => finish(undefined));
  });
}
