import {
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type TouchEvent,
} from "react";
import { callToActionAttribute } from "../boot/startUpNames";
import { useHydrated } from "../boot/useHydrated";
import { Button, type ButtonProps } from "../components/Button";
import { VisuallyHidden } from "../components/VisuallyHidden";
import { useBookingActions } from "./BookingContext";
import { reasonMessage } from "./reasonMessage";
import { fixedReason, type FixedReasonKey, type Reason } from "./bookingReasons";
import { chatUrl } from "./chatUrl";
import { reasonKeyAttribute } from "./earlyCallToAction";
import { preloadBookingModal } from "./preloadBookingModal";

/** Which call to action this is: it decides the reason recorded in the booking state. */
type ReasonProps =
  | {
      /** A fixed call to action's reason, by its key (its page's, src/shared/sitePages.ts). */
      reasonKey: FixedReasonKey;
      reason?: never;
    }
  | {
      /** A page made from content gives its reason itself: `articleReason("Glaucoma")` (./bookingReasons.ts). */
      reason: Reason;
      reasonKey?: never;
    };

export type BookingButtonProps = Omit<
  ButtonProps,
  "as" | "href" | "to" | "target" | "rel" | "type"
> &
  ReasonProps;

/**
 * A call to action's chat link: the chat with a message saying what its reason adds, in a new tab, marked for the
 * loader with the reason's words and key.
 */
function useChatLink(reason: Reason) {
  const { practiceWhatsapp } = useBookingActions();
  return {
    href: chatUrl(practiceWhatsapp, reasonMessage(reason)),
    target: "_blank",
    rel: "noopener",
    [callToActionAttribute]: reason.label,
    [reasonKeyAttribute]: reason.key,
  };
}

/** Where a finger came down on the call to action, to tell a tap from a slide off it. */
interface TouchStart {
  id: number;
  x: number;
  y: number;
}

/** How far a finger may move between touching and lifting for the touch to still be a tap, in CSS px. */
const tapSlopPx = 15;

/** Whether a touch that ends with `event` is a tap on the element listening: one finger, lifted on it, barely moved. */
function isTap(event: TouchEvent<HTMLElement>, start: TouchStart | undefined): boolean {
  const lifted = event.changedTouches[0];
  if (!start || !lifted || event.touches.length > 0 || event.changedTouches.length !== 1)
    return false;
  if (lifted.identifier !== start.id) return false;
  if (Math.hypot(lifted.clientX - start.x, lifted.clientY - start.y) > tapSlopPx) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    lifted.clientX >= box.left &&
    lifted.clientX <= box.right &&
    lifted.clientY >= box.top &&
    lifted.clientY <= box.bottom
  );
}

/**
 * A finger's tap opens the dialog as the finger lifts, not at the click the browser makes of it: on a slow phone
 * that click comes 20-30 ms later, after press, hover and mouse events. Preventing the touchend's default
 * cancels that click, which would otherwise land on the dialog now covering the button. A touch the browser no
 * longer lets the page cancel (a scroll has begun) is left to the browser, as is anything but a tap, so the
 * dialog opens once, by one path or the other.
 */
function useTapToOpen(
  open: (tappedAt: number) => void,
  onTouchStart: BookingButtonProps["onTouchStart"],
  onTouchEnd: BookingButtonProps["onTouchEnd"],
) {
  const touchStart = useRef<TouchStart>();
  return {
    onTouchStart: (event: TouchEvent<HTMLButtonElement>) => {
      onTouchStart?.(event);
      const touch = event.touches.length === 1 ? event.touches[0] : undefined;
      touchStart.current = touch && { id: touch.identifier, x: touch.clientX, y: touch.clientY };
    },
    onTouchEnd: (event: TouchEvent<HTMLButtonElement>) => {
      onTouchEnd?.(event);
      const start = touchStart.current;
      touchStart.current = undefined;
      if (event.defaultPrevented || !event.cancelable || !isTap(event, start)) return;
      event.preventDefault();
      // Where the click would have put focus, so that closing the dialog gives it back here.
      event.currentTarget.focus();
      open(event.timeStamp);
    },
  };
}

/** The modal's code is fetched on the first sign of intent, a pointer over the call to action or focus on it. */
function useIntentPreload(
  onPointerEnter: BookingButtonProps["onPointerEnter"],
  onFocus: BookingButtonProps["onFocus"],
) {
  return {
    onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => {
      preloadBookingModal();
      onPointerEnter?.(event);
    },
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      preloadBookingModal();
      onFocus?.(event);
    },
  };
}

/** A click (mouse, keyboard, screen reader) opens the form; the link stays a link for "open in new tab". */
function useClickToOpen(open: (tappedAt: number) => void, onClick: BookingButtonProps["onClick"]) {
  return {
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      onClick?.(event);
      open(event.timeStamp);
    },
  };
}

/** A button answers Space as well as Enter; the link underneath answers Enter only. */
function useSpaceToClick(onKeyDown: BookingButtonProps["onKeyDown"]) {
  return {
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      onKeyDown?.(event);
      if (event.key === " " && !event.defaultPrevented) {
        event.preventDefault();
        event.currentTarget.click();
      }
    },
  };
}

/** Opens the shared booking modal with this call to action's reason (spec, section 4), at the tap's time. */
function useOpenBooking(reason: Reason) {
  const { openModal, setReason } = useBookingActions();
  return (tappedAt: number) => {
    setReason(reason);
    openModal(tappedAt);
  };
}

/** Said after a call to action's words while it is a link: where it takes the visitor. */
const newTabNote = <VisuallyHidden> (abre o WhatsApp em nova aba)</VisuallyHidden>;

/**
 * A call to action. In the page's HTML it is a link to the practice's WhatsApp chat with a message naming its
 * reason, which says it opens WhatsApp in a new tab: with JavaScript off it is all there is, and while the
 * scripts come the page's loader answers its taps (src/boot/loader.ts). Once React runs the page it is a
 * button that opens the shared booking modal and records its reason (spec, section 4), keeping its link for
 * "open in new tab": a click, a finger's tap (as it lifts) or Space opens it, and the modal's code is fetched
 * on first intent (pointer over or focus), if not there already.
 */
export function BookingButton({
  reason: givenReason,
  reasonKey,
  children,
  onClick,
  onKeyDown,
  onPointerEnter,
  onFocus,
  onTouchStart,
  onTouchEnd,
  ...rest
}: BookingButtonProps) {
  const hydrated = useHydrated();
  // One of the two is given (ReasonProps): the reason itself, or a fixed one's key.
  const reason = givenReason ?? fixedReason(reasonKey as FixedReasonKey);
  const open = useOpenBooking(reason);
  const chatLink = useChatLink(reason);
  const intentPreload = useIntentPreload(onPointerEnter, onFocus);
  const clickToOpen = useClickToOpen(open, onClick);
  const tapToOpen = useTapToOpen(open, onTouchStart, onTouchEnd);
  const spaceToClick = useSpaceToClick(onKeyDown);
  // The same element before and after React takes over, only its attributes change, so that the link a
  // visitor tapped or focused while the scripts came is the button React then clicks and keeps focused.
  const scripted = hydrated && {
    role: "button",
    "aria-haspopup": "dialog" as const,
    ...intentPreload,
    ...clickToOpen,
    ...tapToOpen,
    ...spaceToClick,
  };
  return (
    <Button {...chatLink} {...scripted} {...rest}>
      {children}
      {!hydrated && newTabNote}
    </Button>
  );
}
