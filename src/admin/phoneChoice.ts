/**
 * On a phone, /admin/ opens with a plain choice before the full editor starts: the phone page for the everyday
 * updates (/admin/consultorio/), or the full editor, which Decap CMS draws for a computer's screen. The full
 * editor's start (main.tsx) waits for it with one line; on a wider screen, with an editor's address already open
 * (any hash: #/collections/..., or the phone page's #/), with the developer's GitHub login, or once it was chosen in
 * this tab, there is nothing to choose and it returns at once. It runs before Decap CMS is loaded, so a phone that
 * goes to the phone page never downloads it.
 */
import { staffGuidePath, staffUiTokens } from "./staffBar";
import "./phoneChoice.css";

/** The phone page, where the choice leads. */
export const phonePagePath = "/admin/consultorio/";

/** A screen this narrow (a phone, or a small window with large text) is offered the choice. */
export const phoneScreen = "(max-width: 40em)";

/** Where the tab remembers that the full editor was chosen, so a reload goes straight to it. */
const chosenKey = "editor-completo-escolhido";

/** Whether the choice is offered at this address, on this screen. */
export function offersChoice(
  location: { hash: string; search: string },
  narrow: boolean,
  chosen: boolean,
): boolean {
  if (!narrow || chosen) return false;
  if (location.hash) return false;
  return !new URLSearchParams(location.search).has("login");
}

/** The choice's words. */
export const phoneChoiceText = {
  title: "O que você quer mudar?",
  phonePage: "Horários, feriados, convênios, contato e foto",
  phonePageDetail: "A página feita para o celular: rápida, em poucos toques.",
  editor: "Abrir o editor completo",
  editorDetail:
    "Os textos das páginas e os artigos. Feito para o computador: no celular, a tela fica apertada.",
  help: "Ajuda (abre em nova aba)",
} as const;

/** Resolves when the full editor may start: at once, or once the staff member chose it. */
export function offerPhonePage(): Promise<void> {
  let chosen = false;
  try {
    chosen = window.sessionStorage.getItem(chosenKey) === "sim";
  } catch {
    // No storage (a private tab that refuses it): ask again next time.
  }
  if (!offersChoice(window.location, window.matchMedia(phoneScreen).matches, chosen))
    return Promise.resolve();
  staffUiTokens();
  const main = document.createElement("main");
  main.className = "phone-choice";
  main.setAttribute("aria-labelledby", "phone-choice-title");
  const title = document.createElement("h1");
  title.id = "phone-choice-title";
  title.textContent = phoneChoiceText.title;
  const option = (
    element: HTMLAnchorElement | HTMLButtonElement,
    words: string,
    detail: string,
  ) => {
    element.className = "phone-choice__option";
    const strong = document.createElement("strong");
    strong.textContent = words;
    const small = document.createElement("span");
    small.textContent = detail;
    element.append(strong, small);
    return element;
  };
  const phonePage = document.createElement("a");
  phonePage.href = phonePagePath;
  option(phonePage, phoneChoiceText.phonePage, phoneChoiceText.phonePageDetail);
  const editor = document.createElement("button");
  editor.type = "button";
  option(editor, phoneChoiceText.editor, phoneChoiceText.editorDetail);
  const help = document.createElement("a");
  help.className = "phone-choice__help";
  help.href = staffGuidePath;
  help.target = "_blank";
  help.rel = "noopener";
  help.textContent = phoneChoiceText.help;
  main.append(title, phonePage, editor, help);
  document.body.prepend(main);
  return new Promise((resolve) => {
    editor.addEventListener("click", () => {
      try {
        window.sessionStorage.setItem(chosenKey, "sim");
      } catch {
        // Asked again on a reload.
      }
      main.remove();
      resolve();
    });
  });
}
