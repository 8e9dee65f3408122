/**
 * The photos' pixel limit, for the build: gatsby-plugin-sharp hands sharp only `failOn`, never `limitInputPixels`,
 * so it would decode a photo of any size (a 16k × 16k PNG is a gigabyte of memory). Before it runs, every photo in
 * src/images is opened by sharp with the site's limit (src/shared/photoLimits.ts), reading only its header, and one
 * over it, or one sharp cannot read, stops the build, named. The article bodies' photos, which the build makes
 * itself (./bodyImages.ts), pass the same limit to sharp.
 */
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { maxPhotoPixels } from "../../src/shared/photoLimits";

/** The files sharp is given as photos: what the gateway lets the editor store under src/images. */
const photoFile = /\.(jpe?g|png|webp|avif)$/i;

/** Each photo in `dir` that sharp refuses under `limit` pixels, with sharp's reason; none when all are fine. */
export async function photosOverPixelLimit(
  dir: string,
  limit = maxPhotoPixels,
): Promise<{ file: string; reason: string }[]> {
  const refused: { file: string; reason: string }[] = [];
  for (const name of (await readdir(dir)).filter((entry) => photoFile.test(entry)).sort()) {
    try {
      await sharp(join(dir, name), { limitInputPixels: limit }).metadata();
    } catch (error) {
      refused.push({ file: name, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return refused;
}

/** The build's message for the refused photos. */
export function photoPixelsMessage(
  refused: readonly { file: string; reason: string }[],
  dir = "src/images",
): string {
  return [
    `Photos over ${maxPhotoPixels / 1_000_000} megapixels, or unreadable: replace them and build again`,
    ...refused.map(({ file, reason }) => `  - ${dir}/${file}: ${reason}`),
  ].join("\n");
}
