/**
 * The share image (Open Graph, 1200 x 630 JPEG) that WhatsApp, Facebook and others show beside a link: the
 * doctor's photo on the left, name, title, what the practice offers and town on the brand teal. Made at build time with sharp
 * from the photo and site-settings.json, so it follows the content; WhatsApp drops previews much over 300 KB.
 */
import sharp from "sharp";
import { colors } from "../../src/theme/tokens";
import { OG_HEIGHT, OG_MAX_BYTES, OG_WIDTH } from "../../src/seo/shareImage";
import { escapeXml } from "./xml";

/** The words on the image. */
export interface OgImageText {
  /** The doctor's name (or an article's title), the largest line. */
  name: string;
  /** How many lines the largest line may take: 2, or 3 for an article's title. */
  nameLines?: number;
  /** The small line above the name: the doctor's title ("Médico Oftalmologista"), or "Artigo · Catarata". */
  title: string;
  /** The CRM with its state and the RQE ("CRM-MA 12345 · RQE 6789"): CFM 2.336/2023 asks for them wherever the doctor is announced. */
  registration: string;
  /**
   * The line under the name: what the practice offers, in plain words ("Consultas, exames e cirurgia de catarata"),
   * never a specialty, which only the title with its RQE may name (CFM 2.336/2023); or an article's author.
   */
  byline: string;
  /** Where the practice is ("Cidade - MA"). */
  place: string;
}

const PHOTO_WIDTH = 450;
const TEXT_LEFT = PHOTO_WIDTH + 72;
const TEXT_WIDTH = OG_WIDTH - TEXT_LEFT - 64;
/** Roughly how wide a bold sans-serif character is, as a share of the font size (no font metrics at build). */
const BOLD_CHAR_WIDTH = 0.6;

export { escapeXml };

/** Words into lines of at most `maxChars`; a single longer word gets a line of its own. */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= maxChars) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

/** The largest font size (of the given ones) at which the name fits in `maxLines` lines of `width` pixels. */
export function fitName(
  name: string,
  width: number,
  sizes: readonly number[] = [72, 64, 56, 48, 42],
  maxLines = 2,
): { size: number; lines: string[] } {
  let fitted = { size: 0, lines: [] as string[] };
  for (const size of sizes) {
    const lines = wrapWords(name, Math.floor(width / (size * BOLD_CHAR_WIDTH)));
    fitted = { size, lines };
    if (lines.length <= maxLines) return fitted;
  }
  // Still too long at the smallest size: keep the first lines and say that the rest was cut.
  const kept = fitted.lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return { size: fitted.size, lines: kept };
}

/** The registration's font size, and the room it has: up to the logo in the bottom-right corner. */
const REGISTRATION_SIZE = 28;
const REGISTRATION_WIDTH = OG_WIDTH - 64 - 72 - 16 - TEXT_LEFT;

/** The CRM and RQE on one line, or on two (at the "·") where one would run under the logo. */
export function registrationLines(registration: string): string[] {
  const maxChars = Math.floor(REGISTRATION_WIDTH / (REGISTRATION_SIZE * BOLD_CHAR_WIDTH));
  if (registration.length <= maxChars) return [registration];
  return registration.split(/\s+·\s+/).flatMap((part) => wrapWords(part, maxChars));
}

/** The text and decoration layer, as SVG, drawn over the background with the photo. */
export function ogTextSvg(text: OgImageText): string {
  const name = fitName(text.name, TEXT_WIDTH, undefined, text.nameLines);
  const lineHeight = Math.round(name.size * 1.12);
  const nameTop = 250 - ((name.lines.length - 1) * lineHeight) / 2;
  const nameLines = name.lines
    .map(
      (line, index) =>
        `<text x="${TEXT_LEFT}" y="${nameTop + index * lineHeight}" font-size="${name.size}" font-weight="700" fill="${colors.inkInverse}">${escapeXml(line)}</text>`,
    )
    .join("");
  const afterName = nameTop + (name.lines.length - 1) * lineHeight;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" font-family="sans-serif">
  <text x="${TEXT_LEFT}" y="${nameTop - name.size - 18}" font-size="30" font-weight="700" letter-spacing="3" fill="${colors.focusInverse}">${escapeXml(text.title.toUpperCase())}</text>
  ${nameLines}
  <rect x="${TEXT_LEFT}" y="${afterName + 40}" width="96" height="6" rx="3" fill="${colors.focusInverse}"/>
  <text x="${TEXT_LEFT}" y="${afterName + 104}" font-size="36" fill="${colors.inkInverse}">${escapeXml(text.byline)}</text>
  <g transform="translate(${TEXT_LEFT} ${afterName + 146})" fill="none" stroke="${colors.inkInverseMuted}" stroke-width="3">
    <path d="M12 30s-11-11-11-19a11 11 0 0 1 22 0c0 8-11 19-11 19z"/><circle cx="12" cy="11" r="4"/>
  </g>
  <text x="${TEXT_LEFT + 40}" y="${afterName + 170}" font-size="30" fill="${colors.inkInverseMuted}">${escapeXml(text.place)}</text>
  ${registrationLines(text.registration)
    .map(
      (line, index) =>
        `<text x="${TEXT_LEFT}" y="${afterName + 222 + index * 36}" font-size="28" font-weight="700" fill="${colors.inkInverse}">${escapeXml(line)}</text>`,
    )
    .join("")}
  <g transform="translate(${OG_WIDTH - 64 - 72} ${OG_HEIGHT - 64 - 72}) scale(1.125)">
    <rect width="64" height="64" rx="14" fill="${colors.inkInverse}" fill-opacity="0.12"/>
    <path d="M8 32s9-15 24-15 24 15 24 15-9 15-24 15S8 32 8 32z" fill="none" stroke="${colors.inkInverse}" stroke-width="4" stroke-linejoin="round"/>
    <circle cx="32" cy="32" r="7.5" fill="${colors.inkInverse}"/>
  </g>
</svg>`;
}

/** The brand background: the primary teal darkening to the footer's teal, left to right. */
function backgroundSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors.primary}"/><stop offset="1" stop-color="${colors.surfaceInverse}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
</svg>`;
}

/** The share image as JPEG bytes: photo cropped to the left column (face kept), text on the right. */
export async function renderOgImage(photo: string | Buffer, text: OgImageText): Promise<Buffer> {
  const portrait = await sharp(photo)
    .resize(PHOTO_WIDTH, OG_HEIGHT, { fit: "cover", position: "north" })
    .toBuffer();
  const composed = await sharp(Buffer.from(backgroundSvg()))
    .composite([
      { input: portrait, left: 0, top: 0 },
      { input: Buffer.from(ogTextSvg(text)), left: 0, top: 0 },
    ])
    .flatten({ background: colors.primary })
    .png()
    .toBuffer();
  // Lower the quality only if a busy photo makes the file too big for WhatsApp.
  let jpeg: Buffer = Buffer.alloc(0);
  for (const quality of [82, 72, 62, 50]) {
    jpeg = await sharp(composed).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= OG_MAX_BYTES) break;
  }
  return jpeg;
}
