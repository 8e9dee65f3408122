/**
 * The address an article gets from its title when the editor leaves "Endereço da página" empty: the title's words
 * without accents, in lower case, joined by dashes ("Catarata tem cura?" -> "catarata-tem-cura"), cut at a word
 * to at most 60 characters. The web editor fills the field with it before publishing (src/admin/main.tsx).
 */

/** Longer addresses are cut at the last whole word that fits. */
export const maxSlugLength = 60;

export function slugFromTitle(title: string): string {
  const words = title
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const longer = slug ? `${slug}-${word}` : word;
    if (longer.length > maxSlugLength) return slug || word.slice(0, maxSlugLength);
    slug = longer;
  }
  return slug;
}
