/**
 * The names the "Ouvir" controls' markup (./ListenControls.tsx) and the code that answers them (./offerListening.ts,
 * ./readAloud.ts) share. The controls are plain HTML, answered by one listener at the document, because some of
 * them sit in sections React does not hydrate (src/boot/StaticHtml.tsx): the cataract page's answers.
 */

/** On a control's group: the ids of the elements it reads, in order, separated by spaces. */
export const listenAttribute = "data-listen";

/** On a control's group: where its reading stands (./listenStep.ts's ListenStatus); its CSS shows the words for it. */
export const listenStateAttribute = "data-listen-state";

/** On each of a group's buttons: the event it sends ("press" for the main button, "stop" for "Parar"). */
export const listenEventAttribute = "data-listen-event";

/** On each of the main button's words: the status it is shown in ("Ouvir", "Pausar", "Continuar"). */
export const listenWordsAttribute = "data-listen-words";
