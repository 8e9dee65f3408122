import type { SVGProps } from "react";

/**
 * The few icons of the booking feature, inline so they arrive with the modal's code and need no request.
 * All are decorative (aria-hidden): the button or message beside them carries the words. Size and colour come
 * from the parent (currentColor, 1em unless the parent's CSS sizes the svg).
 */
export type BookingIconProps = Omit<SVGProps<SVGSVGElement>, "children">;

function Icon({ children, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.25}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** The × of the close buttons. */
export function CloseIcon(props: BookingIconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

/** A speech bubble with a handset, the shape visitors know from WhatsApp, without its trademark logo. */
export function ChatIcon(props: BookingIconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 20.5l1.3-4.1A8.5 8.5 0 1 1 8 19.3z" />
      <path
        d="M9.2 8.4c.2-.4.5-.4.7-.4h.5c.2 0 .4.1.5.4l.6 1.4c.1.2 0 .5-.1.6l-.5.6c.5 1 1.3 1.8 2.3 2.3l.6-.5c.2-.2.4-.2.6-.1l1.4.6c.3.1.4.3.4.5v.5c0 .3-.1.5-.4.7-.6.4-1.4.6-2.2.3a7.4 7.4 0 0 1-4.6-4.6c-.3-.8-.1-1.6.2-2.2z"
        fill="currentColor"
        stroke="none"
      />
    </Icon>
  );
}

/** A padlock, beside the privacy line. */
export function LockIcon(props: BookingIconProps) {
  return (
    <Icon {...props}>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </Icon>
  );
}
