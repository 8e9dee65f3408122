import type { FocusEvent, KeyboardEvent, MouseEvent, PointerEvent } from "react";
import { callToActionAttribute } from "../boot/deferScripts";
import { useHydrated } from "../boot/useHydrated";
import { Button, type ButtonProps } from "../components/Button";
import { VisuallyHidden } from "../components/VisuallyHidden";
import { useBooking } from "./BookingContext";
import { reasonMessage } from "./bookingMessage";
import { bookingReasons, type BookingReasonKey } from "./bookingReasons";
import { chatUrl } from "./chatUrl";
import { preloadBookingModal } from "./preloadBookingModal";

export interface BookingButtonProps extends Omit<
  ButtonProps,
  "as" | "href" | "to" | "target" | "rel" | "type"
> {
  /** Which call to action this is; it decides the reason recorded in the booking state. */
  reason: BookingReasonKey;
}

/** A call to action's chat link: the chat with a message naming its reason, in a new tab, marked for the loader. */
function useChatLink(reason: BookingReasonKey) {
  const { practiceWhatsapp } = useBooking();
  return {
    href: chatUrl(practiceWhatsapp, reasonMessage(bookingReasons[reason])),
    target: "_blank",
    rel: "noopener",
    [callToActionAttribute]: reason,
  };
}

/** Said after a call to action's words while it is a link: where it takes the visitor. */
const newTabNote = <VisuallyHidden> (abre o WhatsApp em nova aba)</VisuallyHidden>;

/**
 * A call to action. In the page's HTML it is a link to the practice's WhatsApp chat with a message naming its
 * reason, which says it opens WhatsApp in a new tab: with JavaScript off it is all there is, and while the
 * scripts come the page's loader answers its taps (src/boot/deferScripts.ts). Once React runs the page it is a
 * button that opens the shared booking modal and records its reason (spec, section 4), keeping its link for
 * "open in new tab". The modal's code is fetched on first intent (pointer over or focus), if not there already.
 */
export function BookingButton({
  reason,
  children,
  onClick,
  onKeyDown,
  onPointerEnter,
  onFocus,
  ...rest
}: BookingButtonProps) {
  const { openModal, setReason } = useBooking();
  const hydrated = useHydrated();
  // The same element before and after React takes over, only its attributes change, so that the link a
  // visitor tapped or focused while the scripts came is the button React then clicks and keeps focused.
  const scripted = hydrated && {
    role: "button",
    "aria-haspopup": "dialog" as const,
    onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => {
      preloadBookingModal();
      onPointerEnter?.(event);
    },
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      preloadBookingModal();
      onFocus?.(event);
    },
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      // The link stays a link for "open in new tab"; a tap opens the form instead.
      event.preventDefault();
      onClick?.(event);
      setReason(bookingReasons[reason]);
      openModal();
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      onKeyDown?.(event);
      // A button answers Space as well as Enter; a link answers Enter only.
      if (event.key === " " && !event.defaultPrevented) {
        event.preventDefault();
        event.currentTarget.click();
      }
    },
  };
  return (
    <Button {...useChatLink(reason)} {...scripted} {...rest}>
      {children}
      {!hydrated && newTabNote}
    </Button>
  );
}
