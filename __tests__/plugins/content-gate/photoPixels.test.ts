/**
 * The build's pixel limit on the photos: sharp opens each with the limit and reads only its header, so a photo over
 * it stops the build without being decoded.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import {
  photoPixelsMessage,
  photosOverPixelLimit,
} from "../../../plugins/content-gate/photoPixels";
import { maxPhotoPixels } from "../../../src/shared/photoLimits";

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "photo-pixels-"));
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#f0e0d0" } });
  writeFileSync(join(dir, "retrato.jpg"), await photo(100, 100).jpeg().toBuffer());
  writeFileSync(join(dir, "largo.PNG"), await photo(200, 100).png().toBuffer());
  writeFileSync(join(dir, "foto.webp"), await photo(50, 50).webp().toBuffer());
  writeFileSync(join(dir, "quebrada.jpg"), Buffer.from("não é uma foto"));
  writeFileSync(join(dir, "notas.txt"), "not a photo, and not read as one");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("photosOverPixelLimit", () => {
  it.each<[string, number, string[]]>([
    ["the site's limit", maxPhotoPixels, ["quebrada.jpg"]],
    ["a limit of 10,000 pixels", 10_000, ["largo.PNG", "quebrada.jpg"]],
    ["a limit of 2,500 pixels", 2_500, ["largo.PNG", "quebrada.jpg", "retrato.jpg"]],
  ])("under %s", async (_case, limit, files) => {
    const refused = await photosOverPixelLimit(dir, limit);
    expect(refused.map(({ file }) => file)).toEqual(files);
    for (const { file, reason } of refused)
      if (file !== "quebrada.jpg") expect(reason).toMatch(/exceeds pixel limit/);
  });

  it("names each photo in the build's message", () => {
    expect(
      photoPixelsMessage([{ file: "grande.png", reason: "Input image exceeds pixel limit" }]),
    ).toBe(
      "Photos over 40 megapixels, or unreadable: replace them and build again\n" +
        "  - src/images/grande.png: Input image exceeds pixel limit",
    );
  });

  it("finds nothing to refuse in the site's own photos", async () => {
    expect(await photosOverPixelLimit(join(__dirname, "../../../src/images"))).toEqual([]);
  });
});
