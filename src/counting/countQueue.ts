/**
 * The booking's only link to the counting, on the page's first-load path, so it is kept tiny (every byte here is
 * in every page's first load): what happened is noted, in memory, and nothing else runs. The counting itself
 * (./sendCounts.ts: web-vitals, the schema and the sending) is a chunk of its own, fetched once the browser has
 * been idle twice, after the booking modal's code has had its turn, and after a tapped call to action's dialog has
 * been drawn, so it never comes before or in the way of the booking. Only a Gatsby page starts it (notePageShown), so the stories, which show none, keep a few notes in
 * memory and send nothing.
 */

/** What the page notes, as it happens; ./sendCounts.ts turns it into counted events. */
export type NotedEvent =
  /** A page was shown, at this path. */
  | ["page", string]
  /** The booking opened with this reason (the call to action's text), from a tap at this performance time. */
  | ["booking", string, number?]
  /** The dialog was drawn in the frame of this performance time. */
  | ["dialog", number]
  /** The form handed the visitor to the chat, with this reason and interest. */
  | ["chat", string, string];

/** At most this many notes wait for the counting chunk; a page kept busy longer loses the rest. */
const waitingLimit = 40;
let waiting: NotedEvent[] = [];
let receiver: ((event: NotedEvent) => void) | undefined;
let started = false;

/** A call to action was tapped and its dialog is not drawn yet: the counting waits for it. */
let dialogAwaited = false;
/** The counting's start, held back until the dialog is drawn. */
let heldStart: (() => void) | undefined;

/** Notes what happened, for the counting. */
export function note(...event: NotedEvent) {
  if (event[0] === "booking") dialogAwaited = true;
  else if (event[0] === "dialog") {
    dialogAwaited = false;
    const start = heldStart;
    heldStart = undefined;
    if (start) afterIdle(start);
  }
  if (receiver) receiver(event);
  else if (waiting.length < waitingLimit) waiting.push(event);
}

/** Runs `task` when the browser is idle (within 10 s), or after 3 s where there are no idle callbacks (Safari). */
function afterIdle(task: () => void) {
  if (typeof requestIdleCallback === "function") requestIdleCallback(task, { timeout: 10_000 });
  else setTimeout(task, 3000);
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
  // No chunk name: a named chunk adds its name to every page's inline chunk map.
  import("./sendCounts").then(
    ({ startCounting }) => startCounting(),
    () => undefined,
  );
}

/**
 * A page was shown (Gatsby's onRouteUpdate: the first page and every page after it). The first call starts the
 * counting after two idle moments: the booking modal's code is fetched at the first (BookingModalSlot).
 */
export function notePageShown(path: string) {
  if (!started) {
    started = true;
    afterIdle(() => afterIdle(loadCounting));
  }
  note("page", path);
}

/** For ./sendCounts.ts: what was noted so far, and every note from now on to `next`. */
export function receiveNotes(next: (event: NotedEvent) => void): NotedEvent[] {
  receiver = next;
  const noted = waiting;
  waiting = [];
  return noted;
}
