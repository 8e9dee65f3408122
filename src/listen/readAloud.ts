import EasySpeech from "easy-speech";
import { listenAttribute, listenStateAttribute } from "./listenNames";
import { listenStep, notListening, type ListenEvent, type ListenState } from "./listenStep";
import { portugueseVoice } from "./portugueseVoice";
import { speechChunks } from "./speechChunks";

/** A little slower than the voice's own pace, for a patient who listens rather than reads. */
export const readingRate = 0.9;

/** The reading under way: its control's group, what it reads in pieces, and where it stands. */
interface Reading {
  group: HTMLElement;
  pieces: string[];
  state: ListenState;
}

let reading: Reading | undefined;

/**
 * Counts the voice's turns: each piece read and each silencing takes a new one, so the end (or the failure) of a
 * piece the patient already paused or stopped is not taken for the end of the one read now.
 */
let turn = 0;

/** The texts a group reads: its targets' text as the page shows it, in order. */
function textsOf(group: HTMLElement): string[] {
  return (group.getAttribute(listenAttribute) ?? "")
    .split(" ")
    .map((id) => document.getElementById(id))
    .map((element) => element?.innerText ?? element?.textContent ?? "");
}

/** Whether easy-speech has found the voices: before that, it throws on anything but `init`. */
function speechReady(): boolean {
  const status = EasySpeech.status();
  return "initialized" in status && status.initialized;
}

function silenceVoice(): void {
  turn += 1;
  if (speechReady()) EasySpeech.cancel();
}

/** Takes one event of the reading under way, shows its new status, and tells the voice what follows. */
function step(current: Reading, event: ListenEvent): void {
  const { state, command } = listenStep(current.state, event, current.pieces.length);
  current.state = state;
  current.group.setAttribute(listenStateAttribute, state.status);
  if (state.status === "idle" && reading === current) reading = undefined;
  if (command === "silence") silenceVoice();
  if (command === "readFromPiece") void readPiece(current);
}

/** Reads the reading's current piece with the Portuguese voice, then takes its end (or its failure) as an event. */
async function readPiece(current: Reading): Promise<void> {
  turn += 1;
  const mine = turn;
  await EasySpeech.init({ maxTimeout: 3000, interval: 250, quiet: true });
  if (mine !== turn) return;
  const voice = speechReady() ? portugueseVoice(EasySpeech.voices()) : undefined;
  let outcome: ListenEvent = "pieceEnded";
  if (!voice) outcome = "failed";
  else
    try {
      await EasySpeech.speak({
        text: current.pieces[current.state.piece] ?? "",
        voice,
        rate: readingRate,
        pitch: 1,
        volume: 1,
      });
    } catch {
      outcome = "failed";
    }
  if (mine === turn && reading === current) step(current, outcome);
}

/**
 * Answers a press on a control: "Ouvir" reads its texts from the start, "Pausar" silences the voice, "Continuar"
 * reads again from the start of the piece it paused in, "Parar" ends the reading. One reading at a time: a press on
 * another control ends the one under way first.
 */
export function readAloud(group: HTMLElement, event: ListenEvent): void {
  if (reading && reading.group !== group) silenceReading();
  if (!reading) {
    if (event !== "press") return;
    reading = { group, pieces: speechChunks(textsOf(group)), state: notListening };
  }
  step(reading, event);
}

/** Ends the reading under way, if any, and puts its control back to "Ouvir" (when the patient leaves the page). */
export function silenceReading(): void {
  if (!reading) return;
  reading.group.setAttribute(listenStateAttribute, "idle");
  reading = undefined;
  silenceVoice();
}
