/**
 * Makes a chosen photo fit before it leaves the phone (photoRules.ts says what fit is): decoded by the browser
 * (which turns it upright from the camera's orientation), checked for shape and size, then scaled down with pica
 * (Lanczos-quality resizing in a worker, from the npm registry) and written as a JPEG. The canvas writes no EXIF,
 * so the camera's notes (where the photo was taken) stay on the phone. Loaded only when a photo is chosen.
 */
import pica from "pica";
import { fittedSize, jpegQuality, portraitProblem, unreadablePhoto, type Size } from "./photoRules";

/** A photo made fit: the JPEG and its size; or why it cannot be used. */
export type FittedPhoto =
  | { readonly ok: true; readonly jpeg: Blob; readonly size: Size; readonly original: Size }
  | { readonly ok: false; readonly problem: string };

let resizer: ReturnType<typeof pica> | undefined;

/**
 * The picture in `canvas` drawn over white, on a canvas of its size: a JPEG has no transparency, and a transparent
 * PNG's clear pixels would otherwise be written black. (pica writes the canvas's pixels whole, so the white goes
 * under the resized picture, not under the resize.)
 */
export function onWhite(canvas: HTMLCanvasElement): HTMLCanvasElement {
  const flat = document.createElement("canvas");
  flat.width = canvas.width;
  flat.height = canvas.height;
  const context = flat.getContext("2d");
  if (!context) return canvas;
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, flat.width, flat.height);
  context.drawImage(canvas, 0, 0);
  return flat;
}

/** The photo in `file`, checked against `least` and made fit; or why not. */
export async function fitPortrait(file: Blob, least: Size): Promise<FittedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return { ok: false, problem: unreadablePhoto };
  }
  try {
    const original = { width: bitmap.width, height: bitmap.height };
    const problem = portraitProblem(original, least);
    if (problem) return { ok: false, problem };
    const size = fittedSize(original);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    // JavaScript in a worker, never WebAssembly: the staff's pages' policy allows no 'wasm-unsafe-eval', and pica's
    // own try at compiling its module would only be refused (and reported as a violation) before it fell back.
    resizer ??= pica({ features: ["js", "ww"] });
    await resizer.resize(bitmap, canvas);
    const jpeg = await resizer.toBlob(onWhite(canvas), "image/jpeg", jpegQuality);
    return { ok: true, jpeg, size, original };
  } finally {
    bitmap.close();
  }
}
