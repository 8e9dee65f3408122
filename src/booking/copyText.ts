import copyTextToClipboard from "copy-text-to-clipboard";

/**
 * Copies `text` for the visitor to paste: through the Clipboard API where the page may use it, else the old way, a
 * selected text area and the copy command (copy-text-to-clipboard, which handles iOS's quirks), for browsers
 * and apps' own browsers that refuse the API. Answers whether it was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure page, an app's browser): the old way below.
  }
  return copyTextToClipboard(text);
}
