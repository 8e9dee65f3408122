import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The module whose dynamic import names the booking modal's chunk. Webpack reads a chunk's name only from the
 * literal in the import's magic comment, so that comment is the one place the name is written; the build reads
 * it from there (build time only: this module reads the source file).
 */
export const bookingModalImporter = join(process.cwd(), "src", "booking", "preloadBookingModal.ts");

/** The chunk name the `webpackChunkName` magic comment in `source` gives; throws, naming `file`, where there is none. */
export function chunkNameIn(source: string, file: string): string {
  const name = source.match(/webpackChunkName:\s*"([^"]+)"/)?.[1];
  if (!name)
    throw new Error(
      `start-up: ${file} has no webpackChunkName magic comment, so the build cannot find the booking modal's chunk to preload.`,
    );
  return name;
}

/** The booking modal's webpack chunk name, as its import in src/booking/preloadBookingModal.ts gives it. */
export function bookingModalChunk(): string {
  return chunkNameIn(readFileSync(bookingModalImporter, "utf8"), bookingModalImporter);
}
