/**
 * The mark of a page the service worker served from its saved copy because the network failed
 * (src/offline/savedLine.ts puts it on the line that says so): the booking reads it as evidence that no web page
 * can load now (src/boot/openChat.ts), as a phone with no data credit left still says it is online.
 */
export const savedCopyAttribute = "data-saved-copy";
