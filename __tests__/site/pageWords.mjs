/**
 * What a built page says to a patient, read from its HTML, and the words no page of a woman doctor's site may use
 * of her (doctor-form.test.mjs reads every page with them; their own tests are jest's, pageWords.test.ts).
 */

/** What no page may say of a woman doctor, each found whole, in any case. */
const manlyWords = [
  "o médico",
  "do médico",
  "pelo médico",
  "ao médico",
  "no médico",
  "um médico",
  "um oftalmologista",
];

/** The HTML entities a page's text may carry. */
const entities = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** `text` with its HTML entities decoded. */
export function decoded(text) {
  return text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name) => {
    if (name[0] === "#")
      return String.fromCodePoint(
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * What a page says to a patient: its text, the attributes read aloud or shown (alt, aria-label, title, placeholder,
 * the meta tags' content) and its structured data; not its scripts or styles.
 */
export function pageWords(html) {
  const attributes = [
    ...html.matchAll(/\s(?:alt|aria-label|title|placeholder|content)="([^"]*)"/g),
  ].map((match) => match[1]);
  const structuredData = [
    ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => match[1]);
  const text = html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return decoded([text, ...attributes, ...structuredData].join(" "))
    .replace(/\s+/g, " ")
    .trim();
}

/** Each of `manlyWords` that `words` uses, with the words around it. */
export function manlyUses(words) {
  return manlyWords.flatMap((phrase) =>
    [...words.matchAll(new RegExp(`(?<![\\p{L}\\d])${phrase}(?![\\p{L}\\d])`, "giu"))].map(
      (match) => `"${phrase}" in …${words.slice(Math.max(0, match.index - 60), match.index + 60)}…`,
    ),
  );
}
