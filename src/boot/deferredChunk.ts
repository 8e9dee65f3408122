/**
 * The one way a piece of the page's code comes later: the booking modal, its toasts and the counting each live in
 * a chunk of their own, so that the first load carries none of them. A deferred chunk
 * - loads once, whoever asks first (a tap, the idle moment, a notice);
 * - forgets a failed load, so the next ask tries again (a dropped mobile connection is not final);
 * - keeps the calls made before it arrived, in order, and makes them once it is there;
 * - is asked for at an idle moment by the one idle policy below.
 * A chunk never imports the module that loads it: what it needs from the page is handed to it. Whether each load
 * arrived is told to the chat hand-off (./openChat.ts), for which a failed one is evidence of no network.
 */
import { noteDownload } from "./openChat";

/** How long an idle moment may be waited for before the task runs anyway. */
export const idleTimeoutMs = 5000;
/** The wait where the browser has no idle callbacks (Safari). */
export const noIdleCallbackDelayMs = 2000;

/** Runs `task` when the browser is next idle (within `idleTimeoutMs`); returns what cancels it. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: idleTimeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, noIdleCallbackDelayMs);
  return () => window.clearTimeout(handle);
}

export interface DeferredChunk<Chunk> {
  /** Loads the chunk (once); a failed load is forgotten, so the next call tries again. */
  load(): Promise<Chunk>;
  /** The chunk, once it has arrived. */
  loaded(): Chunk | undefined;
  /**
   * Calls `call` with the chunk: at once if it is there, else once it arrives, in the order of the calls. It does not
   * ask for the chunk. Past `waitingLimit` calls waiting, further ones are dropped.
   */
  whenLoaded(call: (chunk: Chunk) => void): void;
}

/** A chunk that `importChunk` brings (a dynamic `import()`, or something made from one). */
export function deferredChunk<Chunk>(
  importChunk: () => Promise<Chunk>,
  waitingLimit = Number.POSITIVE_INFINITY,
): DeferredChunk<Chunk> {
  let loading: Promise<Chunk> | undefined;
  let chunk: Chunk | undefined;
  let waiting: ((chunk: Chunk) => void)[] = [];
  return {
    load() {
      loading ??= importChunk().then(
        (arrived) => {
          noteDownload(true);
          chunk = arrived;
          const calls = waiting;
          waiting = [];
          for (const call of calls) call(arrived);
          return arrived;
        },
        (error: unknown) => {
          noteDownload(false);
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => chunk,
    whenLoaded(call) {
      if (chunk !== undefined) call(chunk);
      else if (waiting.length < waitingLimit) waiting.push(call);
    },
  };
}
