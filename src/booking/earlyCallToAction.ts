import { takeEarlyCallToAction } from "../boot/earlyClick";
import { callToActionAttribute } from "../boot/startUpNames";
import type { ReasonKey } from "./bookingReasons";
import type { BookingActions } from "./bookingStore";

/**
 * The attribute that carries a call to action's reason key in the page's HTML, beside its label in
 * `data-booking-reason` (src/boot/startUpNames.ts): a tap made before React ran is opened with both.
 */
export const reasonKeyAttribute = "data-booking-reason-key";

/**
 * Picks up a call to action the visitor tapped before React ran (src/boot/loader.ts kept it, src/boot/hydrate.ts
 * handed it on) and opens the modal with its reason, as soon as the provider is there, while the page around it is
 * still hydrating. It takes the focus, as the tap would have, so that closing the modal gives the focus back to it.
 * A tapped element with no reason on it is clicked: its own handler decides, once hydrated.
 */
export function pickUpEarlyCallToAction({
  setReason,
  openModal,
}: Pick<BookingActions, "setReason" | "openModal">): void {
  const early = takeEarlyCallToAction();
  if (!early) return;
  const { target, tappedAt } = early;
  const label = target.getAttribute(callToActionAttribute);
  // The key the call to action's own HTML carries (BookingButton writes it from the page registry). Not looked up
  // in the registry here, which would bring every page's entry into the first load: the counting checks each event
  // against it before sending (src/shared/eventSchema.ts).
  const key = target.getAttribute(reasonKeyAttribute) as ReasonKey | null;
  if (!label || !key) {
    target.click();
    return;
  }
  target.focus({ preventScroll: true });
  setReason({ key, label });
  openModal(tappedAt);
}
