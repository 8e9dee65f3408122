import type { BookingEvent } from "../booking/bookingEvents";
import { note } from "../counting/countQueue";

/**
 * The adapter on the booking's port: what the booking says happened, noted for the counting. The booking knows
 * nothing of the counting, and the counting only its own keys (src/shared/eventSchema.ts): this compiles only while
 * every reason key and interest of the booking is one the counting admits.
 */
export function countBookingEvent(event: BookingEvent): void {
  note(...event);
}
