import { useEffect } from "react";
import { hydratedMark } from "./startUpNames";

/**
 * Marks the commit of the page React hydrated (`hydratedMark`): the end of its hydration, for the benchmark
 * (scripts/lib/tap-bench.mjs times it from the moment `hydrate` takes the page over), and for static sections
 * (./StaticHtml.tsx) the end of the time they read the server's HTML. Renders nothing; marks once.
 */
export function HydrationMeasure() {
  useEffect(() => {
    if (performance.getEntriesByName(hydratedMark).length === 0) performance.mark(hydratedMark);
  }, []);
  return null;
}
