/**
 * V8's explicit compile hint (Chrome 136 and later, so most Android phones): a file that starts with this
 * comment has all its functions compiled up front, on the background thread that downloads it, instead of one
 * by one on the main thread as they are first called. The site's start-up scripts run nearly all their code at
 * once, so this takes their compiling off the main thread, shortening the longest start-up task
 * (docs/how-a-page-starts.md has the measurements). Other browsers read it as a comment.
 */
export const compileHint = "//# allFunctionsCalledOnLoad\n";

/** The script with the compile hint as its first line (once). */
export function withCompileHint(script: string): string {
  return script.startsWith(compileHint) ? script : compileHint + script;
}

/** The script's source map, moved one line down to match a script that gained the hint's line on top. */
export function shiftedSourceMap(sourceMap: string): string {
  const map = JSON.parse(sourceMap) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}
