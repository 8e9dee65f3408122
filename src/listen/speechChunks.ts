/**
 * The longest piece of text given to the voice at once. Some voices stop after about 15 seconds of one utterance
 * or refuse more than 4,096 bytes, and "Pausar" cancels the piece being read, to start it again on "Continuar":
 * a sentence or two is what a listener expects to hear again.
 */
export const longestChunk = 280;

/**
 * A text's sentences: each ends at ".", "!", "?" or "…" followed by a space, or at the end of the text (so "1.500"
 * is no end). Without a lookbehind, which older iPhones' Safari cannot parse.
 */
function sentencesOf(text: string): string[] {
  return text.replace(/([.!?…])\s+/g, "$1\n").split("\n");
}

/** A sentence longer than `longest`, cut at its last comma or space within the limit (a word is never cut). */
function cutLong(sentence: string, longest: number): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > longest) {
    const window = rest.slice(0, longest + 1);
    const comma = window.lastIndexOf(", ");
    const space = window.lastIndexOf(" ");
    const at = comma > longest / 2 ? comma + 1 : space > 0 ? space : longest;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/**
 * What the voice reads, in order, from the texts of a control's targets (an article's title, summary and body, or
 * one answer): each text's whitespace made single spaces, split into sentences, and consecutive sentences of one
 * text joined up to `longest` characters. A text's last piece ends it, so a heading is never read as one breath
 * with the paragraph after it.
 */
export function speechChunks(texts: readonly string[], longest = longestChunk): string[] {
  const chunks: string[] = [];
  for (const text of texts) {
    const sentences = sentencesOf(text.replace(/\s+/g, " ").trim()).flatMap((sentence) =>
      cutLong(sentence, longest),
    );
    let current = "";
    for (const sentence of sentences) {
      if (!sentence) continue;
      if (current && current.length + 1 + sentence.length > longest) {
        chunks.push(current);
        current = sentence;
      } else current = current ? `${current} ${sentence}` : sentence;
    }
    if (current) chunks.push(current);
  }
  return chunks;
}
