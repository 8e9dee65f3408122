import { useEffect } from "react";
import { deferredChunk } from "../boot/deferredChunk";
import { listenAttribute } from "./listenNames";

/** The code that offers "Ouvir": fetched by the first page with a control, and again by the next if that failed. */
const offer = deferredChunk(() => import(/* webpackChunkName: "ouvir" */ "./offerListening"));

/**
 * Offers "Ouvir" on the page, once it is drawn: where it has a control, the code that finds a Portuguese voice and
 * shows the controls is fetched, and nothing at all where it has none. Again at each page (`page`), since the app
 * may keep one layout across two pages; and a reading under way goes quiet when the patient leaves its page.
 */
export function useListenControls(page: string): void {
  useEffect(() => {
    if (document.querySelector(`[${listenAttribute}]`))
      offer.load().then(
        ({ offerListening }) => offerListening(),
        () => undefined,
      );
    return () => offer.loaded()?.silenceReading();
  }, [page]);
}
