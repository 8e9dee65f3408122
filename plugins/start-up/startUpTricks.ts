import tricks from "./startUpTricks.json";

/**
 * The start-up's tricks, each by name, in one list (./startUpTricks.json, which `npm run bench` reads too): what
 * each does and what switching it off leaves. `npm run bench -- --off=<name>,<name>` builds with those off, to
 * measure what each pays (docs/how-a-page-starts.md).
 */
export type StartUpTrick = keyof typeof tricks;

/**
 * The variable the build reads the switched-off tricks from, comma-separated. Its GATSBY_ prefix makes Gatsby
 * write its value into the browser's bundle too, where the browser's tricks read it (src/boot/startUpTricks.ts).
 */
export const tricksOffVariable = "GATSBY_START_UP_OFF";

/** The tricks named in `value` (the variable's), checked against the list: a misspelt name stops the build. */
export function tricksOff(value: string | undefined): StartUpTrick[] {
  const names = (value ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names)
    if (!(name in tricks))
      throw new Error(
        `start-up: ${tricksOffVariable} names "${name}", which is no start-up trick (plugins/start-up/startUpTricks.json: ${Object.keys(tricks).join(", ")}).`,
      );
  return names as StartUpTrick[];
}

/** Whether this build keeps the trick `name` (it does unless GATSBY_START_UP_OFF names it). */
export function trickOn(name: StartUpTrick): boolean {
  return !tricksOff(process.env[tricksOffVariable]).includes(name);
}
