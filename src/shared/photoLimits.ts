/**
 * The most pixels a photo of the site may have: 40 megapixels, more than any phone's camera gives, and far below
 * what would take the build's memory (a 16k × 16k PNG decodes to a gigabyte). The content gateway refuses a larger
 * upload by its header (src/server/gateway/storedBlob.ts), and the build hands sharp the same limit
 * (plugins/content-gate/).
 */
export const maxPhotoPixels = 40_000_000;
