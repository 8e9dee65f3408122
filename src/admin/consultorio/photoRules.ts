/**
 * What makes a photo fit to be the doctor's portrait, before it leaves the phone: in pieces a test can hold. A
 * camera's photo (3000 × 4000, some megabytes) is made smaller in the browser, to at most `maxLongSide` on its
 * long side, so it travels fast on mobile data and never meets the gateway's size limit; it must be a portrait
 * (taller than wide) and at least the model's least size (`x-portrait-min`).
 */

/** The longest side a published photo has, in pixels: the site's largest picture is smaller still. */
export const maxLongSide = 2000;

/** The JPEG quality the photo is written at: no visible loss at this size, a few hundred kilobytes. */
export const jpegQuality = 0.86;

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** Why a photo of `size` cannot be the portrait, in words for the staff; undefined when it can. */
export function portraitProblem(size: Size, least: Size): string | undefined {
  if (size.height <= size.width)
    return `Esta foto está deitada ou é quadrada (${size.width} × ${size.height} pontos). Escolha uma foto em pé, de retrato, mais alta do que larga.`;
  if (size.width < least.width || size.height < least.height)
    return `Esta foto é pequena demais (${size.width} × ${size.height} pontos). Escolha uma de pelo menos ${least.width} × ${least.height}, como as da câmera do celular.`;
  return undefined;
}

/** The size the photo is written at: the same shape, its long side at most `maxLongSide`, never larger. */
export function fittedSize(size: Size, longest = maxLongSide): Size {
  const scale = Math.min(1, longest / Math.max(size.width, size.height));
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}

/** What the staff read when the browser cannot open the file as a photo. */
export const unreadablePhoto =
  "Não foi possível abrir este arquivo como foto. Escolha uma foto .jpg, .png ou .webp.";
