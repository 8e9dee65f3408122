import { useEffect } from "react";
import { listenAttribute } from "./listenNames";
import type * as Offer from "./offerListening";

/** The code that offers "Ouvir", once a page with a control has fetched it. */
let offerCode: Promise<typeof Offer> | undefined;

/**
 * Offers "Ouvir" on the page, once it is drawn: where it has a control, the code that finds a Portuguese voice and
 * shows the controls is fetched, and nothing at all where it has none. Again at each page (`page`), since the app
 * may keep one layout across two pages; and a reading under way goes quiet when the patient leaves its page.
 */
export function useListenControls(page: string): void {
  useEffect(() => {
    if (document.querySelector(`[${listenAttribute}]`)) {
      offerCode ??= import(/* webpackChunkName: "ouvir" */ "./offerListening");
      void offerCode.then(({ offerListening }) => offerListening());
    }
    return () => {
      void offerCode?.then(({ silenceReading }) => silenceReading());
    };
  }, [page]);
}
