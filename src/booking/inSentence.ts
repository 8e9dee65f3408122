/**
 * Words as they read inside a sentence: "Dúvidas sobre glaucoma" becomes "dúvidas sobre glaucoma" after "Tenho",
 * "Glaucoma" becomes "glaucoma" after "Dúvidas sobre". Only a first capital that starts a word is lowered: an
 * acronym ("DMRI") keeps its capitals.
 */
export function inSentence(words: string): string {
  return words.trim().replace(/^\p{Lu}(?!\p{Lu})/u, (first) => first.toLowerCase());
}
