/**
 * The photos of an article's body, made at build time for the page: each at most 960 px wide (never enlarged), as
 * WebP and as JPEG (PNG for a PNG), named by a hash of the source so a changed photo gets a new name, in
 * public/static/artigos/ (kept a year by the host, like every hashed file). The page then knows each one's size,
 * so nothing moves when it arrives.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { basename, extname, join } from "node:path";
import sharp from "sharp";
import type { BodyImage } from "../../src/articles/articleBody";
import { maxPhotoPixels } from "../../src/shared/photoLimits";

/** The widest a body's photo is made: the text column's width on a large screen, at twice the pixels. */
export const bodyImageMaxWidth = 960;

/** Where the made photos go, under public/. */
export const bodyImagesPath = "/static/artigos";

/**
 * Makes each photo (paths as the body writes them, "../images/x.jpg", relative to `contentDir`) into `publicDir`,
 * once, and says what the page shows for it.
 */
export async function makeBodyImages(
  paths: readonly string[],
  { contentDir, publicDir }: { contentDir: string; publicDir: string },
): Promise<Map<string, BodyImage>> {
  const made = new Map<string, BodyImage>();
  await mkdir(join(publicDir, bodyImagesPath), { recursive: true });
  for (const path of paths) {
    const source = await readFile(join(contentDir, path));
    const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
    const name = basename(path, extname(path))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-");
    const resized = sharp(source, { limitInputPixels: maxPhotoPixels }).rotate().resize({
      width: bodyImageMaxWidth,
      withoutEnlargement: true,
    });
    const png = /\.png$/i.test(path);
    const fallback = `${bodyImagesPath}/${name}-${hash}.${png ? "png" : "jpg"}`;
    const webp = `${bodyImagesPath}/${name}-${hash}.webp`;
    if (!existsSync(join(publicDir, fallback))) {
      const bytes = png
        ? await resized.clone().png().toBuffer()
        : await resized.clone().jpeg({ quality: 72, mozjpeg: true }).toBuffer();
      await writeFile(join(publicDir, fallback), bytes);
    }
    if (!existsSync(join(publicDir, webp)))
      await writeFile(
        join(publicDir, webp),
        await resized.clone().webp({ quality: 72 }).toBuffer(),
      );
    const { width = 0, height = 0 } = await sharp(join(publicDir, fallback)).metadata();
    made.set(path, {
      src: fallback,
      width,
      height,
      sources: [{ type: "image/webp", srcSet: webp }],
    });
  }
  return made;
}
