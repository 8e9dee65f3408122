/**
 * The page's side of the counting on its first-load path, so it is kept tiny (every byte here is in every page's
 * first load): what happened is noted, in memory, and nothing else runs. The counting itself (./sendCounts.ts:
 * web-vitals, the schema and the sending) is a deferred chunk, fetched once the browser has been idle twice, after
 * the booking modal's code has had its turn, and after a tapped call to action's dialog has been drawn, so it never
 * comes before or in the way of the booking. Only a Gatsby page starts it (notePageShown), so the stories, which
 * show none, keep a few notes in memory and send nothing.
 */
import { deferredChunk, whenIdle } from "../boot/deferredChunk";
import type { NotedEvent } from "./notedEvent";

/** At most this many notes wait for the counting chunk; a page kept busy longer loses the rest. */
const waitingLimit = 40;

/** The counting's chunk, started as it arrives: what it hands back receives every note. */
const counting = deferredChunk(
  // No chunk name: a named chunk adds its name to every page's inline chunk map.
  () => import("./sendCounts").then(({ startCounting }) => startCounting()),
  waitingLimit,
);

let started = false;
/** A call to action was tapped and its dialog is not drawn yet: the counting waits for it. */
let dialogAwaited = false;
/** The counting's start, held back until the dialog is drawn. */
let heldStart: (() => void) | undefined;

/** Notes what happened, for the counting. */
export function note(...event: NotedEvent) {
  if (event[0] === "opened") dialogAwaited = true;
  else if (event[0] === "dialogShown") {
    dialogAwaited = false;
    const start = heldStart;
    heldStart = undefined;
    if (start) whenIdle(start);
  }
  counting.whenLoaded((receive) => receive(event));
}

/**
 * Fetches and starts the counting, unless a tapped call to action still waits for its dialog: then the dialog's
 * code and the phone's slow link are the dialog's alone, and the counting starts when the dialog has been drawn.
 */
function loadCounting() {
  if (dialogAwaited) {
    heldStart = loadCounting;
    return;
  }
  counting.load().catch(() => undefined);
}

/**
 * A page was shown (Gatsby's onRouteUpdate: the first page and every page after it). The first call starts the
 * counting after two idle moments: the booking modal's code is fetched at the first (BookingModalSlot).
 */
export function notePageShown(path: string) {
  if (!started) {
    started = true;
    whenIdle(() => whenIdle(loadCounting));
  }
  note("page", path);
}
