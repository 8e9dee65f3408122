/**
 * What the editor shows when its session is over (sessionRenewal.ts): a dialog that says so, promises that nothing
 * written is lost, and signs the staff member in again with one button (a click, so the browser lets the sign-in
 * window open).
 */

/** The dialog's words. */
export const signInAgainText = {
  title: "Sua sessão no editor expirou",
  body: "Por segurança, o editor pede que você entre de novo depois de uma hora. O que você escreveu continua aqui: depois de entrar, o editor continua de onde parou.",
  signIn: "Entrar de novo",
  later: "Agora não",
} as const;

/** Asks the staff member to sign in again; resolves with the new session, or undefined if they say "Agora não". */
export function askToSignInAgain(signIn: () => Promise<string>): Promise<string | undefined> {
  const dialog = document.createElement("dialog");
  dialog.className = "sign-in-again";
  dialog.setAttribute("aria-labelledby", "sign-in-again-title");
  const title = document.createElement("h2");
  title.id = "sign-in-again-title";
  title.textContent = signInAgainText.title;
  const body = document.createElement("p");
  body.textContent = signInAgainText.body;
  const problem = document.createElement("p");
  problem.className = "sign-in-again__problem";
  problem.setAttribute("role", "alert");
  const actions = document.createElement("div");
  actions.className = "sign-in-again__actions";
  const signInButton = document.createElement("button");
  signInButton.type = "button";
  signInButton.textContent = signInAgainText.signIn;
  const later = document.createElement("button");
  later.type = "button";
  later.className = "sign-in-again__later";
  later.textContent = signInAgainText.later;
  actions.append(signInButton, later);
  dialog.append(title, body, problem, actions);
  document.body.append(dialog);
  dialog.showModal();

  return new Promise((resolve) => {
    const finish = (token: string | undefined) => {
      dialog.close();
      dialog.remove();
      resolve(token);
    };
    signInButton.addEventListener("click", () => {
      problem.textContent = "";
      signIn().then(finish, (error: Error) => {
        problem.textContent = error.message;
      });
    });
    later.addEventListener("click", () => finish(undefined));
    dialog.addEventListener("cancel", () => finish(undefined));
  });
}
