/**
 * Draws the placeholder portrait of the doctor and saves it as src/images/doctor-portrait.jpg.
 *
 * Why this exists: the site needs a portrait (home hero at 3:4, links page avatar cropped to a circle)
 * before the clinic has supplied a real photo, and no stock photo can be downloaded here. So the
 * picture is drawn in code as a flat, friendly avatar illustration (SVG) and rendered with sharp.
 *
 * To use a real photo: replace src/images/doctor-portrait.jpg with the photo of the doctor, keeping
 * the same file name, in portrait orientation and at least 1200 x 1600 px, with the face roughly in
 * the upper middle so both the 3:4 and the circular crops work. Do not run this script afterwards.
 *
 * Run: node scripts/make-placeholder-portrait.mjs   (deterministic: same output every time)
 */
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const WIDTH = 1200;
const HEIGHT = 1600;
const OUTPUT = fileURLToPath(new URL("../src/images/doctor-portrait.jpg", import.meta.url));

const colours = {
  backgroundTop: "#eef5f5",
  backgroundBottom: "#d9ecea",
  teal: "#08545a",
  blue: "#1c4f8c",
  skin: "#d39b76",
  skinShade: "#bb8260",
  neckShadow: "#a8704f",
  hair: "#2e2622",
  hairLight: "#43362f",
  feature: "#3a2a24",
  shirt: "#0d6e70",
  shirtShade: "#08545a",
  coat: "#fbfdfd",
  coatShade: "#dde9ea",
  coatLine: "#c5d6d8",
  metal: "#aebcc3",
};

/** Gradients and the soft blurs used for the colour washes and the drop shadow. */
function defs() {
  return `
  <defs>
    <radialGradient id="background" cx="0.5" cy="0.36" r="0.75">
      <stop offset="0" stop-color="#f8fbfb"/>
      <stop offset="0.45" stop-color="${colours.backgroundTop}"/>
      <stop offset="1" stop-color="${colours.backgroundBottom}"/>
    </radialGradient>
    <linearGradient id="coat" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${colours.coatShade}"/>
      <stop offset="0.28" stop-color="${colours.coat}"/>
      <stop offset="0.72" stop-color="${colours.coat}"/>
      <stop offset="1" stop-color="${colours.coatShade}"/>
    </linearGradient>
    <linearGradient id="lapel" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${colours.coat}"/>
      <stop offset="1" stop-color="${colours.coatShade}"/>
    </linearGradient>
    <linearGradient id="shirt" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${colours.shirtShade}"/>
      <stop offset="0.3" stop-color="${colours.shirt}"/>
    </linearGradient>
    <filter id="wash" x="-50%" y="-50%" width="200%" height="200%">
      <feGaussianBlur stdDeviation="90"/>
    </filter>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
      <feGaussianBlur stdDeviation="30"/>
    </filter>
  </defs>`;
}

/** Studio backdrop: light behind the head, fading to soft teal, with two faint colour washes. */
function background() {
  return `
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#background)"/>
  <circle cx="1120" cy="180" r="360" fill="${colours.blue}" opacity="0.07" filter="url(#wash)"/>
  <circle cx="60" cy="1100" r="380" fill="${colours.teal}" opacity="0.07" filter="url(#wash)"/>`;
}

/** The silhouette of head and shoulders, blurred and offset a little: a soft studio shadow. */
function dropShadow() {
  return `
  <g fill="${colours.teal}" opacity="0.14" filter="url(#shadow)" transform="translate(20 28)">
    <ellipse cx="600" cy="575" rx="185" ry="235"/>
    <path d="M110 1600 C115 1330 125 1130 185 1045 C225 990 290 962 360 940 L600 850 L840 940
             C910 962 975 990 1015 1045 C1075 1130 1085 1330 1090 1600 Z"/>
  </g>`;
}

/**
 * Neck, ears, face and hair, drawn around the point between the eyes and then placed and scaled.
 * The face is a few calm strokes: brows, eyes, the line of the nose and a small smile.
 */
function head() {
  return `
  <g transform="translate(600 590) scale(1.1)">
    <path d="M-65 80 L-65 300 L65 300 L65 80 Z" fill="${colours.skinShade}"/>
    <path d="M-65 150 Q0 300 65 150 L65 110 L-65 110 Z" fill="${colours.neckShadow}"/>
    <ellipse cx="-150" cy="12" rx="30" ry="46" fill="${colours.skinShade}"/>
    <ellipse cx="150" cy="12" rx="30" ry="46" fill="${colours.skinShade}"/>
    <path d="M-146 -6 Q-166 12 -146 36 M146 -6 Q166 12 146 36" fill="none"
          stroke="${colours.neckShadow}" stroke-width="6" stroke-linecap="round"/>
    <path d="M0 -190 C100 -190 152 -120 152 -20 C152 90 100 188 0 196
             C-100 188 -152 90 -152 -20 C-152 -120 -100 -190 0 -190 Z" fill="${colours.skin}"/>
    <path d="M-160 -4 C-178 -140 -128 -226 -20 -233 C92 -239 176 -190 168 -72
             C166 -36 160 -14 154 2 C148 -50 140 -90 122 -110
             C50 -96 -40 -110 -96 -150 C-122 -112 -140 -66 -152 2 Z" fill="${colours.hair}"/>
    <path d="M-96 -150 C-40 -110 50 -96 122 -110 C92 -140 42 -156 0 -160 C-40 -162 -76 -158 -96 -150 Z"
          fill="${colours.hairLight}" opacity="0.55"/>
    <g fill="none" stroke="${colours.feature}" stroke-linecap="round">
      <path d="M-92 -42 Q-60 -58 -28 -48" stroke-width="11"/>
      <path d="M28 -48 Q60 -58 92 -42" stroke-width="11"/>
      <path d="M-2 8 Q-12 60 6 72" stroke="${colours.skinShade}" stroke-width="8"/>
      <path d="M-40 108 Q0 134 40 108" stroke-width="8"/>
    </g>
    <ellipse cx="-58" cy="2" rx="12" ry="15" fill="${colours.feature}"/>
    <ellipse cx="58" cy="2" rx="12" ry="15" fill="${colours.feature}"/>
    <ellipse cx="-90" cy="72" rx="28" ry="16" fill="#e07f6a" opacity="0.18"/>
    <ellipse cx="90" cy="72" rx="28" ry="16" fill="#e07f6a" opacity="0.18"/>
  </g>`;
}

/** The back of the coat collar, seen behind the neck. */
function coatCollarBack() {
  return `
  <path d="M492 890 C505 820 695 820 708 890 L675 880 C650 848 550 848 525 880 Z"
        fill="${colours.coatShade}"/>`;
}

/** Teal shirt with an open collar, white coat with notched lapels and a breast pocket with pens. */
function body() {
  return `
  <path d="M515 872 L685 872 L690 1320 L510 1320 Z" fill="url(#shirt)"/>
  <path d="M532 870 L668 870 L600 958 Z" fill="${colours.skinShade}"/>
  <path d="M110 1600 C115 1330 125 1130 185 1045 C225 990 290 962 360 940 L520 866 L600 1262
           L680 866 L840 940 C910 962 975 990 1015 1045 C1075 1130 1085 1330 1090 1600 Z"
        fill="url(#coat)"/>
  <g fill="url(#lapel)" stroke="${colours.coatLine}" stroke-width="5" stroke-linejoin="round">
    <path d="M520 866 L600 1262 L446 1000 L482 986 L460 912 Z"/>
    <path d="M680 866 L600 1262 L754 1000 L718 986 L740 912 Z"/>
  </g>
  <g fill="${colours.shirt}" stroke="${colours.shirtShade}" stroke-width="4" stroke-linejoin="round">
    <path d="M530 846 L600 958 L566 1004 L494 884 Z"/>
    <path d="M670 846 L600 958 L634 1004 L706 884 Z"/>
  </g>
  <g fill="none" stroke="${colours.coatLine}" stroke-width="5" stroke-linecap="round">
    <path d="M600 1262 L600 1600"/>
    <path d="M215 1060 C250 1200 262 1400 258 1600" opacity="0.8"/>
    <path d="M985 1060 C950 1200 938 1400 942 1600" opacity="0.8"/>
    <path d="M765 1340 L895 1340 L895 1470 Q895 1490 875 1490 L785 1490 Q765 1490 765 1470 Z"/>
  </g>
  <rect x="796" y="1296" width="17" height="74" rx="7" fill="${colours.blue}"/>
  <rect x="826" y="1308" width="15" height="62" rx="7" fill="${colours.teal}"/>
  <circle cx="600" cy="1330" r="9" fill="${colours.coatLine}"/>
  <circle cx="600" cy="1470" r="9" fill="${colours.coatLine}"/>`;
}

/** A stethoscope draped round the neck: deep blue tubing, a chest piece and the ear tubes. */
function stethoscope() {
  return `
  <g fill="none" stroke-linecap="round">
    <path d="M512 880 C468 960 420 1100 432 1250" stroke="${colours.blue}" stroke-width="18"/>
    <path d="M688 880 C732 960 772 1070 762 1180" stroke="${colours.blue}" stroke-width="18"/>
    <path d="M762 1190 Q742 1230 732 1268 M762 1190 Q786 1228 800 1264"
          stroke="${colours.metal}" stroke-width="9"/>
  </g>
  <circle cx="762" cy="1188" r="13" fill="${colours.metal}"/>
  <circle cx="731" cy="1272" r="10" fill="${colours.blue}"/>
  <circle cx="801" cy="1268" r="10" fill="${colours.blue}"/>
  <rect x="421" y="1240" width="22" height="22" rx="5" fill="${colours.metal}"/>
  <circle cx="432" cy="1296" r="42" fill="${colours.metal}"/>
  <circle cx="432" cy="1296" r="27" fill="#e8eef1"/>`;
}

function portraitSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  ${defs()}
  ${background()}
  ${dropShadow()}
  ${coatCollarBack()}
  ${head()}
  ${body()}
  ${stethoscope()}
</svg>`;
}

await mkdir(path.dirname(OUTPUT), { recursive: true });
const info = await sharp(Buffer.from(portraitSvg()))
  .jpeg({ quality: 82, mozjpeg: true, progressive: true })
  .toFile(OUTPUT);
const { size } = await stat(OUTPUT);
console.log(
  `${path.relative(process.cwd(), OUTPUT)}: ${(size / 1024).toFixed(1)} KB, ${info.width} x ${info.height} px`,
);
