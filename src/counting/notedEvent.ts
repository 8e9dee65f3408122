import type { CountedInterest, CountedReason } from "../shared/eventSchema";

/** What the page notes, as it happens; the counting's chunk (./sendCounts.ts) turns it into counted events. */
export type NotedEvent =
  /** A page was shown, at this path. */
  | ["page", string]
  /** The booking opened with this reason, from a tap at this performance time. */
  | ["opened", CountedReason | undefined, number?]
  /** The dialog was drawn in the frame of this performance time. */
  | ["dialogShown", number]
  /** The form handed the visitor to the chat, with this reason and interest. */
  | ["chatHanded", CountedReason | undefined, CountedInterest];
