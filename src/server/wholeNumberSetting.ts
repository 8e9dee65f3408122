/**
 * A host setting that is a whole number (a ceiling): the number it says, `fallback` when it is unset or blank, and
 * undefined when it is anything else (the caller then refuses to write, rather than guess). At most `maxDigits`
 * digits, so a number stays exact and within what D1 stores.
 */
export function wholeNumberSetting(
  setting: string | undefined,
  fallback: number,
  maxDigits: number,
): number | undefined {
  const text = setting?.trim() ?? "";
  if (text === "") return fallback;
  return new RegExp(`^[0-9]{1,${maxDigits}}$`).test(text) ? Number(text) : undefined;
}
