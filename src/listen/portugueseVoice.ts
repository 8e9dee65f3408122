/** What of a browser's voice the choice reads (SpeechSynthesisVoice's fields). */
export type VoiceFacts = Pick<SpeechSynthesisVoice, "lang" | "localService" | "default" | "name">;

/** A voice's language as "pt-br": Android writes "pt_BR", some browsers "PT-br". */
const languageOf = (voice: VoiceFacts) => voice.lang.replace("_", "-").toLowerCase();

/**
 * The voice that reads the site aloud: Portuguese, and only one the phone or computer speaks with by itself
 * (`localService`). A voice that is not local sends the text to a server (Google's or Microsoft's online voices),
 * and nothing a patient reads on the site may leave the device. Brazil's Portuguese before Portugal's and any
 * other; within each, the browser's default first, then the browser's order. None: the site offers no "Ouvir".
 */
export function portugueseVoice<Voice extends VoiceFacts>(
  voices: readonly Voice[],
): Voice | undefined {
  const local = voices.filter((voice) => voice.localService);
  const rank = (voice: Voice) => {
    const language = languageOf(voice);
    if (language === "pt-br") return 0;
    if (language === "pt-pt") return 1;
    if (language === "pt" || language.startsWith("pt-")) return 2;
    return undefined;
  };
  const candidates = local
    .map((voice, order) => ({ voice, order, rank: rank(voice) }))
    .filter(
      (entry): entry is { voice: Voice; order: number; rank: number } => entry.rank !== undefined,
    )
    .sort(
      (a, b) =>
        a.rank - b.rank || Number(b.voice.default) - Number(a.voice.default) || a.order - b.order,
    );
  return candidates[0]?.voice;
}
