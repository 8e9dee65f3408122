import type { ConnectionClass, WidthClass } from "../shared/eventSchema";

/** The connection class of `navigator.connection.effectiveType` (Chrome on Android has it; others do not). */
export function connectionClass(effectiveType: string | undefined): ConnectionClass {
  switch (effectiveType) {
    case "4g":
      return "4g";
    case "3g":
      return "3g";
    case "2g":
    case "slow-2g":
      return "2g";
    default:
      return "desconhecida";
  }
}

/** The widest a phone's screen is, in CSS px (a large phone held upright is 412-480). */
export const narrowUpToPx = 480;
/** The widest a tablet's or a phone's on its side is; a computer's screen is wider. */
export const mediumUpToPx = 1024;

/** The width class of the window's inner width in CSS px. */
export function widthClass(innerWidth: number): WidthClass {
  if (innerWidth <= narrowUpToPx) return "estreita";
  if (innerWidth <= mediumUpToPx) return "media";
  return "larga";
}
