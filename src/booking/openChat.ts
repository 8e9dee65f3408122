/**
 * Opens the chat at `url` in a new tab, as the visitor's tap asked, and cuts the new tab's link back to the site.
 * Not the "noopener" feature, which makes window.open return null even when the tab opened: then a blocked
 * popup could not be told apart. Returns whether the tab opened.
 */
export function openChat(url: string): boolean {
  const tab = window.open(url, "_blank");
  if (tab) tab.opener = null;
  return tab !== null;
}
