import { deferredChunk } from "../boot/deferredChunk";
import { listenAttribute, listenEventAttribute } from "./listenNames";
import { portugueseVoice } from "./portugueseVoice";
import type { ListenEvent } from "./listenStep";

/** How long a browser that lists its voices late (Chromium, after `voiceschanged`) is given to list them. */
const voicesWait = 3000;

/** The browser's voices: at once where it has them, or once it says they changed, or none after `voicesWait`. */
function voicesOf(speech: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const listed = speech.getVoices();
  if (listed.length > 0) return Promise.resolve(listed);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      speech.removeEventListener("voiceschanged", done);
      resolve(speech.getVoices());
    };
    const timer = setTimeout(done, voicesWait);
    speech.addEventListener("voiceschanged", done);
  });
}

let pressesAnswered = false;

/** The reading's code (easy-speech with it): fetched at the first press, and again at the next if that failed. */
const reading = deferredChunk(() => import(/* webpackChunkName: "ouvir-leitura" */ "./readAloud"));

/**
 * The one listener, at the document, that answers the controls' buttons wherever they are: the reading's code
 * (./readAloud.ts, with easy-speech) is fetched at the first press, started as the finger lands.
 */
function answerPresses(): void {
  if (pressesAnswered) return;
  pressesAnswered = true;
  const buttonOf = (event: Event) =>
    event.target instanceof Element
      ? event.target.closest<HTMLElement>(`[${listenAttribute}] [${listenEventAttribute}]`)
      : null;
  document.addEventListener("pointerdown", (event) => {
    if (buttonOf(event)) reading.load().catch(() => undefined);
  });
  document.addEventListener("click", (event) => {
    const button = buttonOf(event);
    const group = button?.closest<HTMLElement>(`[${listenAttribute}]`);
    if (!button || !group) return;
    const listenEvent = button.getAttribute(listenEventAttribute) as ListenEvent;
    reading.load().then(
      ({ readAloud }) => readAloud(group, listenEvent),
      () => undefined,
    );
  });
}

/**
 * Shows the page's "Ouvir" controls where the browser speaks Portuguese with a voice of its own
 * (./portugueseVoice.ts), and answers them; leaves them hidden everywhere else.
 */
export async function offerListening(): Promise<void> {
  const speech = window.speechSynthesis as SpeechSynthesis | undefined;
  if (!speech || typeof window.SpeechSynthesisUtterance !== "function") return;
  if (!portugueseVoice(await voicesOf(speech))) return;
  for (const group of document.querySelectorAll<HTMLElement>(`[${listenAttribute}]`))
    group.hidden = false;
  answerPresses();
}

/** Ends the reading under way, if a press ever brought the reading's code (when the patient leaves its page). */
export function silenceReading(): void {
  reading.loaded()?.silenceReading();
}
