import { portugueseVoice, type VoiceFacts } from "../../src/listen/portugueseVoice";

/** A voice as a browser lists it. */
export type StandInVoice = VoiceFacts & { voiceURI: string };

/** Brazil's Portuguese voice of the device's own, as an iPhone or Android phone has one. */
export const luciana: StandInVoice = {
  name: "Luciana",
  lang: "pt-BR",
  localService: true,
  default: false,
  voiceURI: "com.apple.voice.compact.pt-BR.Luciana",
};

/** A browser that speaks English only. */
export const englishOnly: StandInVoice[] = [
  { name: "Samantha", lang: "en-US", localService: true, default: true, voiceURI: "Samantha" },
];

/** A browser whose only Portuguese voice is on a server: Chrome's Google voice. */
export const serversVoiceOnly: StandInVoice[] = [
  ...englishOnly,
  {
    name: "Google português do Brasil",
    lang: "pt-BR",
    localService: false,
    default: false,
    voiceURI: "Google português do Brasil",
  },
];

/** An utterance, as the page makes it (SpeechSynthesisUtterance's fields the site sets). */
class StandInUtterance extends EventTarget {
  text: string;
  lang = "";
  voice: StandInVoice | null = null;
  voiceURI = "";
  rate = 1;
  pitch = 1;
  volume = 1;
  constructor(text = "") {
    super();
    this.text = text;
  }
}

/** What the page asked of the voice, and a way to end the piece being read. */
export interface SpeechRecord {
  /** Whether the stand-in answers for the browser (no Portuguese voice of the machine's own), or only watches it. */
  standsIn: boolean;
  /** The texts given to the voice, in order. */
  spoken: () => string[];
  /** The rate of each, in order. */
  rates: () => number[];
  /** The voice of each, by name. */
  voices: () => string[];
  /** How many times the page asked for the list of voices. */
  voicesAsked: () => number;
  /** The piece being read comes to its end, as the voice would (or waits for a real voice to end it). */
  endPiece: () => Promise<void>;
}

let asked = 0;
let spoken: StandInUtterance[] = [];
let current: StandInUtterance | undefined;
let listed: StandInVoice[] = [];

/**
 * One stand-in per page: easy-speech keeps the speech object it found at its first use, so the stories of a file
 * share this one and each sets its voices.
 */
const standIn = Object.assign(new EventTarget(), {
  speaking: false,
  paused: false,
  pending: false,
  onvoiceschanged: null,
  getVoices: () => {
    asked += 1;
    return listed;
  },
  speak: (utterance: StandInUtterance) => {
    spoken.push(utterance);
    current = utterance;
    standIn.speaking = true;
    setTimeout(() => utterance.dispatchEvent(new Event("start")), 0);
  },
  // Chromium's answer to a piece silenced mid-way: an error event, "interrupted".
  cancel: () => {
    const silenced = current;
    current = undefined;
    standIn.speaking = false;
    silenced?.dispatchEvent(Object.assign(new Event("error"), { error: "interrupted" }));
  },
  pause: () => {
    standIn.paused = true;
  },
  resume: () => {
    standIn.paused = false;
  },
});

/** Whether this browser has a Portuguese voice of its own, which the stories then use. */
function machineSpeaksPortuguese(): boolean {
  const real = window.speechSynthesis as SpeechSynthesis | undefined;
  return !!real && !!portugueseVoice(real.getVoices());
}

/**
 * A story's `beforeEach`: the speech API, stood in for with `voices` where the machine has no Portuguese voice of
 * its own (as in CI's headless Chromium), or wherever `voices` says the browser has none; watched otherwise. Gives
 * back what the page asked of it, and undoes itself after the story.
 */
export function speechFor(voices: StandInVoice[], record: (speech: SpeechRecord) => void) {
  return () => {
    asked = 0;
    spoken = [];
    current = undefined;
    listed = voices;
    const standsIn = !portugueseVoice(voices) || !machineSpeaksPortuguese();
    const saved = ["speechSynthesis", "SpeechSynthesisUtterance"].map(
      (name) => [name, Object.getOwnPropertyDescriptor(window, name)] as const,
    );
    let watching: SpeechSynthesisUtterance[] = [];
    if (standsIn) {
      Object.defineProperty(window, "speechSynthesis", { value: standIn, configurable: true });
      Object.defineProperty(window, "SpeechSynthesisUtterance", {
        value: StandInUtterance,
        configurable: true,
      });
    } else {
      const real = window.speechSynthesis;
      const speak = real.speak.bind(real);
      real.speak = (utterance) => {
        watching.push(utterance);
        speak(utterance);
      };
    }
    const texts = () => (standsIn ? spoken : watching);
    record({
      standsIn,
      spoken: () => texts().map((utterance) => utterance.text),
      rates: () => texts().map((utterance) => utterance.rate),
      voices: () => texts().map((utterance) => utterance.voice?.name ?? ""),
      voicesAsked: () => asked,
      endPiece: async () => {
        if (standsIn) {
          const ended = current;
          current = undefined;
          standIn.speaking = false;
          ended?.dispatchEvent(new Event("end"));
          return;
        }
        const last = watching.at(-1);
        if (last) await new Promise((resolve) => last.addEventListener("end", resolve));
      },
    });
    return () => {
      for (const [name, descriptor] of saved)
        if (descriptor) Object.defineProperty(window, name, descriptor);
        else Reflect.deleteProperty(window, name);
      if (!standsIn) Reflect.deleteProperty(window.speechSynthesis, "speak");
      watching = [];
    };
  };
}
