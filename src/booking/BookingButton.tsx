import { forwardRef, type MouseEvent } from "react";
import { Button, type ButtonProps } from "../components/Button";
import { useBooking } from "./BookingContext";
import { bookingReasons, type BookingReasonKey } from "./bookingReasons";
import { preloadBookingModal } from "./preloadBookingModal";

export interface BookingButtonProps extends Omit<ButtonProps, "as" | "href" | "to"> {
  /** Which call to action this is; it decides the reason recorded in the booking state. */
  reason: BookingReasonKey;
}

/**
 * A call to action that opens the shared booking modal and records its reason. The modal's code is fetched on
 * first intent (pointer over or focus), so it is there by the time the click lands.
 */
export const BookingButton = forwardRef<HTMLButtonElement, BookingButtonProps>(
  function BookingButton({ reason, onClick, onPointerEnter, onFocus, ...rest }, ref) {
    const { openModal, setReason } = useBooking();
    return (
      <Button
        ref={ref}
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
          onClick?.(event);
          setReason(bookingReasons[reason]);
          openModal();
        }}
        {...rest}
      />
    );
  },
);
