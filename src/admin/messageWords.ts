/**
 * Decap CMS's error messages as the staff should read them. Decap shows an error by its text, which starts with
 * the error's kind: "API_ERROR: O GitHub não respondeu. Nada foi publicado…" (the content gateway's own sentence,
 * behind the name of Decap's GitHub client's error). Its locale can word the sentence around it
 * (editorLocale.ts), not the error's text itself; so the editor takes the kind off on the page
 * (editorPageMends.ts), and says in Portuguese the one English message a lost connection brings.
 */

/** An error's kind, as JavaScript writes it before the message: "Error: ", "API_ERROR: ", "TypeError: ". */
const errorKind = /(^|: |\. )(?:[A-Z][A-Za-z]*Error|Error|API_ERROR): /g;

/** English messages the browser gives for a failure the staff can act on, in Portuguese. */
const englishMessages: readonly [RegExp, string][] = [
  [
    /\b(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/,
    "Sem conexão com o servidor. Nada foi publicado: confira a internet e tente de novo.",
  ],
];

/** `text` without any error kind before its sentences, and with the browser's English said in Portuguese. */
export function messageText(text: string): string {
  let words = text.replace(errorKind, "$1");
  for (const [english, portuguese] of englishMessages) words = words.replace(english, portuguese);
  return words;
}

/** Decap's notices (react-toastify's), by their class. */
const notice = ".Toastify__toast-body";

/** Rewrites, in every notice in `root`, each text that messageText changes. */
export function tidyMessages(root: ParentNode): void {
  for (const body of root.querySelectorAll(notice)) {
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const tidy = messageText(node.nodeValue ?? "");
      if (tidy !== node.nodeValue) node.nodeValue = tidy;
    }
  }
}
