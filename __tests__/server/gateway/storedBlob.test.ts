/**
 * What the gateway stores, by its bytes: photos made by a real encoder (sharp) and headers written by hand for the
 * sizes no test should decode (16k × 16k), each format's header read for its size, and every kind of refusal.
 */
import sharp from "sharp";
import {
  blobContentBytes,
  blobRefusals,
  maxContentFileBytes,
  maxPhotoPixels,
  photoFormat,
  photoHeader,
  storedBlobRefusal,
} from "../../../src/server/gateway/storedBlob";
import { checkBlob } from "../../../src/server/gateway/gatewayRules";

const bytes = (...parts: (number[] | string | Uint8Array)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === "string" ? [...Buffer.from(part, "latin1")] : [...part],
    ),
  );
const be32 = (value: number) => [
  value >>> 24,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
];
const be16 = (value: number) => [value >>> 8, value & 255];
const le16 = (value: number) => [value & 255, value >>> 8];
const le24 = (value: number) => [value & 255, (value >>> 8) & 255, value >>> 16];

/** A PNG's signature and IHDR, as an encoder writes them, and nothing after. */
const pngHead = (width: number, height: number) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    be32(13),
    "IHDR",
    be32(width),
    be32(height),
    [8, 6, 0, 0, 0],
    be32(0),
  );

/** A JPEG's start, an APP1 of `exif` bytes, and a baseline frame of `width` × `height`. */
const jpegHead = (width: number, height: number, { exif = 16, marker = 0xc0 } = {}) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe1],
    be16(exif + 2),
    new Uint8Array(exif),
    [0xff, marker],
    be16(17),
    [8],
    be16(height),
    be16(width),
    [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  );

const riff = (chunk: string, payload: Uint8Array) =>
  bytes(
    "RIFF",
    [...be32(0)].reverse(),
    "WEBP",
    chunk,
    [...be32(payload.length)].reverse(),
    payload,
  );
const webpLossy = (width: number, height: number) =>
  riff("VP8 ", bytes([0, 0, 0], [0x9d, 0x01, 0x2a], le16(width), le16(height), new Uint8Array(8)));
const webpLossless = (width: number, height: number) => {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return riff(
    "VP8L",
    bytes([0x2f], [bits & 255, (bits >>> 8) & 255, (bits >>> 16) & 255, bits >>> 24]),
  );
};
const webpExtended = (width: number, height: number) =>
  riff("VP8X", bytes([0, 0, 0, 0], le24(width - 1), le24(height - 1)));

describe("photoHeader: the format and size from the first bytes", () => {
  it.each<[string, Uint8Array, ReturnType<typeof photoHeader>]>([
    ["a PNG", pngHead(1200, 1600), { format: "png", width: 1200, height: 1600 }],
    ["a 16k × 16k PNG", pngHead(16384, 16384), { format: "png", width: 16384, height: 16384 }],
    ["a JPEG", jpegHead(3000, 4000), { format: "jpeg", width: 3000, height: 4000 }],
    [
      "a JPEG with 60 KB of camera notes first",
      jpegHead(4000, 3000, { exif: 60_000 }),
      { format: "jpeg", width: 4000, height: 3000 },
    ],
    [
      "a progressive JPEG",
      jpegHead(800, 600, { marker: 0xc2 }),
      { format: "jpeg", width: 800, height: 600 },
    ],
    [
      "a JPEG with fill bytes before its frame",
      bytes([0xff, 0xd8, 0xff, 0xff], jpegHead(640, 480).subarray(2)),
      { format: "jpeg", width: 640, height: 480 },
    ],
    ["a lossy WebP", webpLossy(1600, 1200), { format: "webp", width: 1600, height: 1200 }],
    ["a lossless WebP", webpLossless(1024, 768), { format: "webp", width: 1024, height: 768 }],
    [
      "an extended WebP",
      webpExtended(16384, 16384),
      { format: "webp", width: 16384, height: 16384 },
    ],
    ["a PNG cut before its size", pngHead(100, 100).subarray(0, 18), undefined],
    [
      "a PNG whose first chunk is not IHDR",
      bytes(pngHead(1, 1).subarray(0, 12), "IDAT", new Uint8Array(8)),
      undefined,
    ],
    ["a PNG of no pixels", pngHead(0, 100), undefined],
    [
      "a JPEG with no frame before its scan",
      bytes([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0]),
      undefined,
    ],
    [
      "a JPEG cut in its camera notes",
      jpegHead(100, 100, { exif: 500 }).subarray(0, 300),
      undefined,
    ],
    [
      "a JPEG whose segments lose their step",
      bytes([0xff, 0xd8, 0x00, 0x00, 0x00, 0x00]),
      undefined,
    ],
    ["a WebP with another chunk", riff("ALPH", new Uint8Array(10)), undefined],
    ["a GIF", bytes("GIF89a", le16(10), le16(10)), undefined],
    ["an SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), undefined],
  ])("%s", (_case, data, header) => expect(photoHeader(data)).toEqual(header));

  it.each([
    ["jpeg", (image: sharp.Sharp) => image.jpeg()],
    ["png", (image: sharp.Sharp) => image.png()],
    ["webp", (image: sharp.Sharp) => image.webp()],
    ["webp", (image: sharp.Sharp) => image.webp({ lossless: true })],
    ["webp", (image: sharp.Sharp) => image.webp({ alphaQuality: 50 })],
  ] as const)("reads a real %s's size", async (format, encode) => {
    const image = sharp({
      create: {
        width: 321,
        height: 123,
        channels: 4,
        background: { r: 200, g: 100, b: 50, alpha: 0.5 },
      },
    });
    const data = new Uint8Array(await encode(image).toBuffer());
    expect(photoHeader(data)).toEqual({ format, width: 321, height: 123 });
  });
});

describe("photoFormat: by the magic bytes, whatever the name says", () => {
  it.each<[string, Uint8Array, string | undefined]>([
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0]), "jpeg"],
    ["PNG", pngHead(1, 1), "png"],
    ["WebP", webpLossy(1, 1), "webp"],
    ["AVIF", bytes([0, 0, 0, 0x1c], "ftypavif"), undefined],
    ["HEIC", bytes([0, 0, 0, 0x18], "ftypheic"), undefined],
    ["another RIFF (a WAV)", bytes("RIFF", [0, 0, 0, 0], "WAVE"), undefined],
    ["JSON", bytes("{}"), undefined],
    ["nothing", bytes(), undefined],
  ])("%s", (_case, data, format) => expect(photoFormat(data)).toBe(format));
});

describe("storedBlobRefusal: a photo or a content file, nothing else", () => {
  const side = Math.floor(Math.sqrt(maxPhotoPixels));
  it.each<[string, Uint8Array, ReturnType<typeof storedBlobRefusal>]>([
    ["a content file", bytes('{"title":"Catarata"}'), undefined],
    ["a content file with a byte-order mark", bytes([0xef, 0xbb, 0xbf], '{"a":1}'), undefined],
    [
      "a content file in Portuguese",
      new TextEncoder().encode('{"motivo":"Férias de São João"}\n'),
      undefined,
    ],
    ["a phone's photo", jpegHead(3000, 4000), undefined],
    ["a photo of exactly 40 megapixels", pngHead(8000, 5000), undefined],
    ["a square photo just under", pngHead(side, side), undefined],
    ["nothing at all", bytes(), blobRefusals.empty],
    ["a 16k × 16k PNG", pngHead(16384, 16384), blobRefusals.photoTooLarge],
    ["one pixel more than 40 megapixels", pngHead(40_000_001, 1), blobRefusals.photoTooLarge],
    ["a 16k × 16k WebP", webpExtended(16384, 16384), blobRefusals.photoTooLarge],
    ["a 9000 × 6000 JPEG", jpegHead(9000, 6000), blobRefusals.photoTooLarge],
    ["a JPEG with no size", bytes([0xff, 0xd8, 0xff, 0xd9]), blobRefusals.brokenPhoto],
    [
      "SVG bytes",
      bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      blobRefusals.notStored,
    ],
    ["an XML declaration", bytes('<?xml version="1.0"?><svg/>'), blobRefusals.notStored],
    ["a GIF", bytes("GIF89a", le16(10), le16(10), new Uint8Array(20)), blobRefusals.notStored],
    ["an AVIF", bytes([0, 0, 0, 0x1c], "ftypavif", new Uint8Array(20)), blobRefusals.notStored],
    ["plain text", bytes("Olá"), blobRefusals.notStored],
    ["white space only", bytes("  \n"), blobRefusals.notStored],
    ["an opening brace alone", bytes("{"), blobRefusals.brokenContent],
    ["a list", bytes("[1, 2]"), blobRefusals.brokenContent],
    ["JSON with a trailing comma", bytes('{"a":1,}'), blobRefusals.brokenContent],
    ["text that is not UTF-8", bytes('{"a":"', [0xe9], '"}'), blobRefusals.brokenContent],
    [
      "a content file over 256 KB",
      bytes(`{"reason":"${"a".repeat(maxContentFileBytes)}"}`),
      blobRefusals.contentTooLarge,
    ],
    [
      "a content file of exactly 256 KB",
      bytes(`{"reason":"${"a".repeat(maxContentFileBytes - 14)}"}`),
      undefined,
    ],
  ])("%s", (_case, data, refusal) => expect(storedBlobRefusal(data)).toEqual(refusal));

  it("refuses in Portuguese, with a 4xx", () => {
    for (const { status, message } of Object.values(blobRefusals)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(message).toMatch(/Nada foi publicado/);
    }
  });
});

describe("blobContentBytes", () => {
  it.each<[string, "base64" | "utf-8", number[]]>([
    ["e30=", "base64", [0x7b, 0x7d]],
    ["e3\r\n0=\n", "base64", [0x7b, 0x7d]],
    ["", "base64", []],
    ["{}", "utf-8", [0x7b, 0x7d]],
    ["é", "utf-8", [0xc3, 0xa9]],
  ])("%j as %s", (content, encoding, expected) =>
    expect([...blobContentBytes(content, encoding)]).toEqual(expected),
  );
});

describe("checkBlob: the upload's bytes decide", () => {
  const base64 = (data: Uint8Array) => Buffer.from(data).toString("base64");
  it.each<[string, unknown, number | undefined]>([
    ["a content file", { content: base64(bytes('{"a":1}')), encoding: "base64" }, undefined],
    ["a photo", { content: base64(jpegHead(3000, 4000)), encoding: "base64" }, undefined],
    ["an empty blob", { content: "", encoding: "base64" }, 422],
    ["an empty text", { content: "", encoding: "utf-8" }, 422],
    ["SVG bytes", { content: base64(bytes("<svg/>")), encoding: "base64" }, 415],
    ["a 16k × 16k PNG", { content: base64(pngHead(16384, 16384)), encoding: "base64" }, 413],
    ["an opening brace", { content: "{", encoding: "utf-8" }, 422],
    ["base64 without its padding", { content: "e30", encoding: "base64" }, undefined],
    ["base64 of one character", { content: "e", encoding: "base64" }, 400],
  ])("%s", (_case, body, status) => {
    const checked = checkBlob(body);
    expect(checked.ok ? undefined : checked.status).toBe(status);
  });
});
