import type { BookingEvent } from "../booking/bookingEvents";
import { note } from "../counting/countQueue";
import type { CountedInterest, CountedReason } from "../shared/eventSchema";

/**
 * The adapter on the booking's port: what the booking says happened, noted for the counting. The booking knows
 * nothing of the counting, and the counting only its own keys; the two assignments below compile only while every
 * reason key and interest of the booking is one the counting admits.
 */
export function countBookingEvent(event: BookingEvent): void {
  switch (event.type) {
    case "opened": {
      const reason: CountedReason | undefined = event.reason;
      note("booking", reason, event.tappedAt);
      break;
    }
    case "dialogShown":
      note("dialog", event.frameTime);
      break;
    case "chatHanded": {
      const interest: CountedInterest = event.interest;
      note("chat", event.reason, interest);
      break;
    }
  }
}
