import type { KeyboardEvent, MouseEvent } from "react";
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

/**
 * A call to action. In the page's HTML it is a link to the practice's WhatsApp chat with a message naming its
 * reason, so it leads to the chat with JavaScript off or the scripts failed (the page's script loader,
 * src/boot/deferScripts.ts, handles it until React is there). Once React runs the page it is a button that opens
 * the shared booking modal and records its reason (spec, section 4). The modal's code is fetched on first intent
 * (pointer over or focus), if it is not there already.
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
  const { openModal, setReason, practiceWhatsapp } = useBooking();
  const hydrated = useHydrated();
  const link = {
    href: chatUrl(practiceWhatsapp, reasonMessage(bookingReasons[reason])),
    target: "_blank",
    rel: "noopener",
    [callToActionAttribute]: reason,
  };
  if (!hydrated) {
    return (
      <Button {...link} {...rest}>
        {children}
        <VisuallyHidden> (abre o WhatsApp em nova aba)</VisuallyHidden>
      </Button>
    );
  }
  return (
    <Button
      {...link}
      role="button"
      aria-haspopup="dialog"
      onPointerEnter={(event) => {
        preloadBookingModal();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        preloadBookingModal();
        onFocus?.(event);
      }}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        // The link stays a link for "open in new tab"; a tap opens the form instead.
        event.preventDefault();
        onClick?.(event);
        setReason(bookingReasons[reason]);
        openModal();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        // A button answers Space as well as Enter; a link answers Enter only.
        if (event.key === " " && !event.defaultPrevented) {
          event.preventDefault();
          event.currentTarget.click();
        }
      }}
      {...rest}
    >
      {children}
    </Button>
  );
}
