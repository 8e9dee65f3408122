/**
 * Stands in, in a production build's browser bundle, for the preview notice (src/sections/layout/PreviewNotice.tsx;
 * ../moduleSwaps.ts swaps it in): a production page never shows it, so its first-load JavaScript does not carry it.
 */
export function PreviewNotice(): null {
  return null;
}
