/**
 * What the gateway lets into the repository, by its bytes: a blob upload (`POST git/blobs`) names no file, and the
 * editor stores only two kinds of file, so every blob must be one of them. A content file (`.json`) is UTF-8 text
 * that parses as one JSON object of at most 256 KB; a photo is a JPEG, a PNG or a WebP, told by its first bytes
 * whatever its name will say, of at most 40 megapixels, read from its header (a JPEG's frame, a PNG's IHDR, a WebP's
 * VP8, VP8L or VP8X chunk), so a small file that decodes to a gigabyte never reaches the build. An empty blob is
 * refused: it would count nothing and still spend the App's requests. Nothing here decodes an image: the build does
 * that, with sharp, under the same pixel limit (plugins/content-gate/).
 */
import { maxPhotoPixels } from "../../shared/photoLimits";

/** The largest content file, in bytes: the biggest today is some 9 KB. */
export const maxContentFileBytes = 256 * 1024;

export { maxPhotoPixels };

/** The photos' formats the site takes. */
export type PhotoFormat = "jpeg" | "png" | "webp";

/** A photo's format and size, as its header says. */
export interface PhotoHeader {
  readonly format: PhotoFormat;
  readonly width: number;
  readonly height: number;
}

/** The refusals, in the editor's words. */
export const blobRefusals = {
  empty: { status: 422, message: "O arquivo enviado está vazio. Nada foi publicado." },
  notStored: {
    status: 415,
    message:
      "O editor só guarda os textos do site e fotos JPEG, PNG ou WebP. Nada foi publicado: escolha uma foto nesses formatos.",
  },
  brokenPhoto: {
    status: 422,
    message:
      "Esta foto parece danificada: o editor não consegue ler o tamanho dela. Nada foi publicado: tire ou escolha outra.",
  },
  photoTooLarge: {
    status: 413,
    message: `Esta foto tem mais de ${maxPhotoPixels / 1_000_000} megapixels. Nada foi publicado: escolha uma foto menor.`,
  },
  brokenContent: {
    status: 422,
    message:
      "O arquivo de texto enviado está quebrado (não é um JSON válido). Nada foi publicado: avise o desenvolvedor.",
  },
  contentTooLarge: {
    status: 413,
    message: `O arquivo de texto enviado passa de ${maxContentFileBytes / 1024} KB. Nada foi publicado: avise o desenvolvedor.`,
  },
} as const satisfies Record<string, { status: number; message: string }>;

/** Why a blob is refused. */
export type BlobRefusal = (typeof blobRefusals)[keyof typeof blobRefusals];

/** A blob's bytes, as the upload carries them (base64 with line breaks allowed, or text). */
export function blobContentBytes(content: string, encoding: "base64" | "utf-8"): Uint8Array {
  if (encoding === "utf-8") return new TextEncoder().encode(content);
  const binary = atob(content.replace(/\s+/g, ""));
  const bytes = new Uint8Array(binary.length);
  for (let at = 0; at < binary.length; at++) bytes[at] = binary.charCodeAt(at);
  return bytes;
}

const startsWith = (bytes: Uint8Array, expected: readonly number[], at = 0) =>
  bytes.length >= at + expected.length &&
  expected.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u16le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u24le = (bytes: Uint8Array, at: number) =>
  bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
const u32be = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The photo format of `bytes` by their magic, or undefined for anything else (GIF, SVG, AVIF, HEIC, text...). */
export function photoFormat(bytes: Uint8Array): PhotoFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, pngSignature)) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return undefined;
}

/** A PNG's size, from its first chunk, which must be IHDR. */
function pngSize(bytes: Uint8Array): [number, number] | undefined {
  if (bytes.length < 24 || !startsWith(bytes, ascii("IHDR"), 12)) return undefined;
  return [u32be(bytes, 16), u32be(bytes, 20)];
}

/** A JPEG's frame markers (SOF0-SOF15 but DHT, JPG and DAC), whose segment holds the image's size. */
const frameMarkers = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/** A JPEG's size, from the first frame segment, walking the segments before it by their lengths. */
function jpegSize(bytes: Uint8Array): [number, number] | undefined {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill bytes before a marker
      continue;
    }
    // Markers that stand alone, with no length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // The image's end, or the scan's start, before any frame: no size to read.
    if (marker === 0xd9 || marker === 0xda || marker === 0xd8) return undefined;
    const length = u16be(bytes, at + 2);
    if (length < 2) return undefined;
    if (frameMarkers.has(marker)) {
      if (length < 7 || at + 9 > bytes.length) return undefined;
      return [u16be(bytes, at + 7), u16be(bytes, at + 5)];
    }
    at += 2 + length;
  }
  return undefined;
}

/** A WebP's size, from its first chunk: VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function webpSize(bytes: Uint8Array): [number, number] | undefined {
  if (startsWith(bytes, ascii("VP8 "), 12)) {
    if (bytes.length < 30 || !startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return undefined;
    return [u16le(bytes, 26) & 0x3fff, u16le(bytes, 28) & 0x3fff];
  }
  if (startsWith(bytes, ascii("VP8L"), 12)) {
    if (bytes.length < 25 || bytes[20] !== 0x2f) return undefined;
    const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  if (startsWith(bytes, ascii("VP8X"), 12)) {
    if (bytes.length < 30) return undefined;
    return [u24le(bytes, 24) + 1, u24le(bytes, 27) + 1];
  }
  return undefined;
}

/** A photo's format and size from its header; undefined when it is no JPEG, PNG or WebP, or its header is cut. */
export function photoHeader(bytes: Uint8Array): PhotoHeader | undefined {
  const format = photoFormat(bytes);
  const size =
    format === "png"
      ? pngSize(bytes)
      : format === "jpeg"
        ? jpegSize(bytes)
        : format === "webp"
          ? webpSize(bytes)
          : undefined;
  if (!format || !size) return undefined;
  const [width, height] = size;
  return width > 0 && height > 0 ? { format, width, height } : undefined;
}

/** Whether `bytes` are text that opens as JSON does (`{` or `[` after any white space or byte-order mark). */
function looksLikeJson(bytes: Uint8Array): boolean {
  for (let at = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0; at < bytes.length; at++) {
    const byte = bytes[at];
    if (byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d) continue;
    return byte === 0x7b || byte === 0x5b;
  }
  return false;
}

/** Why the gateway refuses to store `bytes`, or undefined when they are a photo or a content file it takes. */
export function storedBlobRefusal(bytes: Uint8Array): BlobRefusal | undefined {
  if (bytes.length === 0) return blobRefusals.empty;
  if (photoFormat(bytes)) {
    const header = photoHeader(bytes);
    if (!header) return blobRefusals.brokenPhoto;
    return header.width * header.height > maxPhotoPixels ? blobRefusals.photoTooLarge : undefined;
  }
  if (!looksLikeJson(bytes)) return blobRefusals.notStored;
  if (bytes.length > maxContentFileBytes) return blobRefusals.contentTooLarge;
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    const data: unknown = JSON.parse(text);
    return data !== null && typeof data === "object" && !Array.isArray(data)
      ? undefined
      : blobRefusals.brokenContent;
  } catch {
    return blobRefusals.brokenContent;
  }
}
