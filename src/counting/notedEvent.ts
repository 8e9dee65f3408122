import type { CountedInterest, CountedReasonKey } from "../shared/eventSchema";

/** What the page notes, as it happens; the counting's chunk (./sendCounts.ts) turns it into counted events. */
export type NotedEvent =
  /** A page was shown, at this path. */
  | [event: "page", path: string]
  /** The booking opened with this reason key, from a tap at this performance time. */
  | [event: "opened", reasonKey: CountedReasonKey | undefined, tappedAt?: number]
  /** The dialog was drawn in the frame of this performance time. */
  | [event: "dialogShown", frameTime: number]
  /** The form handed the visitor to the chat, with this reason key and interest. */
  | [event: "chatHanded", reasonKey: CountedReasonKey | undefined, interest: CountedInterest];
