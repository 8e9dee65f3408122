/**
 * Whether the build switched off the browser's start-up trick `name` (`npm run bench -- --off=<name>`, the list in
 * plugins/start-up/startUpTricks.json): Gatsby writes GATSBY_START_UP_OFF's value into the bundle, so in a normal
 * build this is false, and the minifier may drop what it guards.
 */
export function trickOff(name: "predrawnDialog" | "staticSections"): boolean {
  return (process.env.GATSBY_START_UP_OFF ?? "").split(",").includes(name);
}
