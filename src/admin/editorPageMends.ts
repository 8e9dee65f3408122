/**
 * What the editor mends on Decap CMS's page, where Decap's public means (its configuration, locale, widgets and
 * events) cannot reach: the icon buttons it leaves nameless get Portuguese names (buttonNames.ts), and its notices
 * lose the error kind before their sentence (messageWords.ts). Decap draws and redraws the page as the staff
 * work, so each mend runs again on every change to the page's elements, their classes or their texts; each
 * writes only what differs, so its own writes settle at once.
 */
import { nameDecapButtons } from "./buttonNames";
import { tidyMessages } from "./messageWords";

/** Mends `root` now, and again after every change to it. */
export function keepEditorPageMended(root: HTMLElement = document.body): void {
  const mend = () => {
    nameDecapButtons(root);
    tidyMessages(root);
  };
  mend();
  new MutationObserver(mend).observe(root, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ["class", "value"],
  });
}
