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
 * A text's blocks: the lines the page shows it in. The text of an element as the page lays it out (`innerText`)
 * puts a line break between its blocks: an article's intertitle and the paragraph after it, a list's items.
 */
function blocksOf(text: string): string[] {
  return text.split(/\s*\n\s*/);
}

/**
 * What the voice reads, in order, from the texts of a control's targets (an article's title, summary, body and
 * note; a question and its answer): each text cut into its blocks at its line breaks, each block's whitespace made
 * single spaces, split into sentences, and consecutive sentences of one block joined up to `longest` characters.
 * A block's last piece ends it, so a heading is never read as one breath with the paragraph after it: the voice
 * pauses between pieces.
 */
export function speechChunks(texts: readonly string[], longest = longestChunk): string[] {
  const chunks: string[] = [];
  for (const text of texts.flatMap(blocksOf)) {
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
