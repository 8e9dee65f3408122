import type { ReasonKey } from "./bookingReasons";
import type { InterestValue } from "./interests";

/**
 * What the booking says happened, through the port its provider takes (BookingProvider's `onEvent`). The booking
 * does not know who listens: the root wires the port (src/root/countBookingEvents.ts).
 */
export type BookingEvent =
  /** The modal opened, with the call to action's reason key, from a tap at this performance time. */
  | [event: "opened", reasonKey: ReasonKey | undefined, tappedAt?: number]
  /** The dialog was drawn, in the frame of this performance time. */
  | [event: "dialogShown", frameTime: number]
  /** The form handed the visitor to the chat, with the reason key and the interest chosen; never what was typed. */
  | [event: "chatHanded", reasonKey: ReasonKey | undefined, interest: InterestValue];

export type BookingEventListener = (event: BookingEvent) => void;
