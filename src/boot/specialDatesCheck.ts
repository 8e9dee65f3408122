/**
 * The page's inline check of the special dates. This module is not imported by the app: the build compiles it to
 * ES5 as it compiles the loader (plugins/start-up/compileLoader.ts) and writes it at the end of the body of every
 * page that has special dates (plugins/start-up/specialDatesScript.ts), where it runs as soon as the HTML above it is
 * parsed, before the first paint of the page's end and before React.
 *
 * The build wrote, on each special date's line, the first and the last day it shows (src/content/specialDates.ts):
 * in the hours table until the date is over, near the booking from 14 days before it. This shows each line on
 * those days only, by the practice's calendar day (UTC−3) read from the phone's clock, and a box of lines only when
 * one of its lines shows. So a date that has passed leaves the page, and one coming closer appears near the
 * booking, with no new build. Without JavaScript the page keeps what the build knew on the day it ran.
 *
 * It works on the page's elements alone, with no state of React's: the app only runs it again, through the global
 * it leaves, on each page it draws itself (gatsby-browser.tsx). No syntax or API past ES5 (`hidden` is set as an
 * attribute), so it runs on the oldest phone that opens the site.
 */
import { practiceDay, showsOn } from "../shared/practiceTimeZone";
import {
  shownFromAttribute,
  shownIfAnyAttribute,
  shownUntilAttribute,
  specialDatesCheckGlobal,
} from "./startUpNames";

function show(element: Element, shown: boolean) {
  if (shown) element.removeAttribute("hidden");
  else element.setAttribute("hidden", "");
}

/** Shows the special dates' lines of the page as of `now` (ms since the epoch; the phone's clock by default). */
function checkSpecialDates(now?: number) {
  // The practice's calendar day, and the rule of the days a line shows on: the build's own (../shared/).
  const today = practiceDay(now || new Date().getTime());
  const lines = document.querySelectorAll(`[${shownUntilAttribute}]`);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Element;
    show(
      line,
      showsOn(
        {
          from: line.getAttribute(shownFromAttribute) || undefined,
          until: line.getAttribute(shownUntilAttribute) || "",
        },
        today,
      ),
    );
  }
  const boxes = document.querySelectorAll(`[${shownIfAnyAttribute}]`);
  for (let i = 0; i < boxes.length; i++) {
    const box = boxes[i] as Element;
    show(box, box.querySelector(`[${shownUntilAttribute}]:not([hidden])`) !== null);
  }
}

window[specialDatesCheckGlobal] = checkSpecialDates;
checkSpecialDates();

declare global {
  interface Window {
    [specialDatesCheckGlobal]?: (now?: number) => void;
  }
}
