/**
 * Where the share image is and how big it is: shared by the head tags (browser bundle) and the build step that
 * draws it (plugins/share-files/ogImage.ts, which needs sharp and so must stay out of the browser bundle).
 */

/** The share image's path, written into public/ after each build. */
export const ogImagePath = "/og-image.jpg";
/** Open Graph's recommended size (1.91:1). */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** WhatsApp shows no preview for larger images. */
export const OG_MAX_BYTES = 300 * 1024;
