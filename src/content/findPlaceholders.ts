/**
 * The spec withholds the practice's real details, so the content ships with marked placeholders. This finds
 * those still in place, for a warning at build time.
 */

/** Text an editor has yet to fill in carries this mark. */
export const PLACEHOLDER_MARK = "[PREENCHER]";

/** Placeholder values that cannot carry the mark (a phone number, a URL). */
export const PLACEHOLDER_VALUES: Readonly<Record<string, string>> = {
  whatsappNumber: "5599000000000",
  socialProfileUrl: "https://www.instagram.com/",
};

export interface Placeholder {
  /** Where it is, e.g. "doctorName" or "links[0].label". */
  path: string;
  /** The value in place. */
  value: string;
}

/** Every string in `content` (at any depth) that is a placeholder, with its path. */
export function findPlaceholders(content: unknown, path = ""): Placeholder[] {
  if (typeof content === "string") {
    const key = path.split(".").pop() ?? "";
    const isPlaceholder = content.includes(PLACEHOLDER_MARK) || PLACEHOLDER_VALUES[key] === content;
    return isPlaceholder ? [{ path, value: content }] : [];
  }
  if (Array.isArray(content)) {
    return content.flatMap((item, index) => findPlaceholders(item, `${path}[${index}]`));
  }
  if (content !== null && typeof content === "object") {
    return Object.entries(content).flatMap(([key, value]) =>
      findPlaceholders(value, path ? `${path}.${key}` : key),
    );
  }
  return [];
}
