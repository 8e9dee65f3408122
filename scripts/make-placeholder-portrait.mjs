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
  hair: "#2e2622",
  hairLight: "#43362f",
  feature: "#3a2a24",
  shirt: "#0d6e70",
  shirtShade: "#08545a",
  coat: "#fbfdfd",
  coatShade: "#dde9ea",
  coatLine: "#c5d6d8",
  metal: "#b9c6cc",
};

/** Gradients and the soft blur used for the glow and the drop shadow. */
function defs() {
  return `
  <defs>
    <linearGradient id="background" x1="0" y1="0" x2="0.35" y2="1">
      <stop offset="0" stop-color="${colours.backgroundTop}"/>
      <stop offset="1" stop-color="${colours.backgroundBottom}"/>
    </linearGradient>
    <radialGradient id="halo" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="coat" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${colours.coatShade}"/>
      <stop offset="0.3" stop-color="${colours.coat}"/>
      <stop offset="0.7" stop-color="${colours.coat}"/>
      <stop offset="1" stop-color="${colours.coatShade}"/>
    </linearGradient>
    <linearGradient id="shirt" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${colours.shirtShade}"/>
      <stop offset="0.35" stop-color="${colours.shirt}"/>
    </linearGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%">
      <feGaussianBlur stdDeviation="60"/>
    </filter>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
      <feGaussianBlur stdDeviation="28"/>
    </filter>
  </defs>`;
}

/** Studio backdrop: a soft gradient with two blurred colour washes and a light halo behind the head. */
function background() {
  return `
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#background)"/>
  <circle cx="1060" cy="260" r="300" fill="${colours.blue}" opacity="0.10" filter="url(#soft)"/>
  <circle cx="120" cy="1180" r="340" fill="${colours.teal}" opacity="0.10" filter="url(#soft)"/>
  <ellipse cx="600" cy="640" rx="520" ry="560" fill="url(#halo)"/>`;
}

/** The silhouette of head and shoulders, blurred, offset slightly: a soft studio shadow. */
function dropShadow() {
  return `
  <g fill="${colours.teal}" opacity="0.16" filter="url(#shadow)" transform="translate(18 26)">
    <ellipse cx="600" cy="590" rx="170" ry="205"/>
    <path d="M150 1600 C150 1180 250 1010 470 960 L730 960 C950 1010 1050 1180 1050 1600 Z"/>
  </g>`;
}

/** Neck, ears, face and hair. The face is a few calm strokes: brows, eyes, nose and a small smile. */
function head() {
  return `
  <path d="M535 700 L535 905 Q600 950 665 905 L665 700 Z" fill="${colours.skinShade}"/>
  <path d="M535 790 Q600 850 665 790 L665 740 L535 740 Z" fill="${colours.skin}" opacity="0.0"/>
  <ellipse cx="452" cy="625" rx="30" ry="46" fill="${colours.skinShade}"/>
  <ellipse cx="748" cy="625" rx="30" ry="46" fill="${colours.skinShade}"/>
  <path d="M600 420
           C 700 420 752 490 752 590
           C 752 700 700 800 600 808
           C 500 800 448 700 448 590
           C 448 490 500 420 600 420 Z" fill="${colours.skin}"/>
  <path d="M438 600
           C 420 470 470 385 580 378
           C 690 372 775 420 768 540
           C 766 575 760 598 754 612
           C 748 560 740 520 722 500
           C 650 515 560 500 505 462
           C 478 500 460 545 448 612 Z" fill="${colours.hair}"/>
  <path d="M505 462 C 560 500 650 515 722 500 C 690 470 640 455 600 450 C 560 448 525 452 505 462 Z"
        fill="${colours.hairLight}" opacity="0.6"/>
  <g fill="none" stroke="${colours.feature}" stroke-linecap="round">
    <path d="M508 568 Q540 552 572 562" stroke-width="11"/>
    <path d="M628 562 Q660 552 692 568" stroke-width="11"/>
    <path d="M598 615 Q588 668 606 680" stroke="${colours.skinShade}" stroke-width="8"/>
    <path d="M560 715 Q600 742 640 715" stroke-width="8"/>
  </g>
  <ellipse cx="542" cy="612" rx="12" ry="15" fill="${colours.feature}"/>
  <ellipse cx="658" cy="612" rx="12" ry="15" fill="${colours.feature}"/>
  <ellipse cx="512" cy="680" rx="28" ry="16" fill="#e07f6a" opacity="0.18"/>
  <ellipse cx="688" cy="680" rx="28" ry="16" fill="#e07f6a" opacity="0.18"/>`;
}

/** Teal shirt, white coat with notched lapels and a breast pocket. */
function body() {
  return `
  <path d="M430 940 L770 940 L700 1600 L500 1600 Z" fill="url(#shirt)"/>
  <path d="M535 880 L600 1000 L665 880 L690 905 L640 1040 L600 1000 L560 1040 L510 905 Z"
        fill="${colours.shirt}"/>
  <path d="M600 1000 L560 1040 L510 905 L535 880 Z" fill="${colours.shirtShade}" opacity="0.5"/>
  <path d="M150 1600
           C 150 1190 240 1020 460 950
           L 600 1330
           L 740 950
           C 960 1020 1050 1190 1050 1600 Z" fill="url(#coat)"/>
  <path d="M470 945 L560 1260 L600 1330 L520 1140 L455 1085 L500 1060 Z" fill="${colours.coatShade}"/>
  <path d="M730 945 L640 1260 L600 1330 L680 1140 L745 1085 L700 1060 Z" fill="${colours.coatShade}"/>
  <g fill="none" stroke="${colours.coatLine}" stroke-width="5" stroke-linejoin="round">
    <path d="M460 950 L500 1060 L455 1085 L600 1330"/>
    <path d="M740 950 L700 1060 L745 1085 L600 1330"/>
    <path d="M600 1330 L600 1600"/>
    <path d="M290 1260 L290 1600" opacity="0.6"/>
    <path d="M910 1260 L910 1600" opacity="0.6"/>
    <path d="M760 1300 L880 1300 L880 1420 Q880 1440 860 1440 L780 1440 Q760 1440 760 1420 Z"/>
  </g>
  <rect x="792" y="1262" width="16" height="70" rx="6" fill="${colours.blue}"/>
  <rect x="820" y="1272" width="14" height="60" rx="6" fill="${colours.teal}"/>`;
}

/** A stethoscope draped round the neck: tubing in deep blue, a silver chest piece on one end. */
function stethoscope() {
  return `
  <g fill="none" stroke="${colours.blue}" stroke-width="16" stroke-linecap="round">
    <path d="M505 930 C 470 1000 430 1120 440 1240"/>
    <path d="M695 930 C 730 1000 760 1080 740 1160 C 725 1215 690 1230 675 1205"/>
  </g>
  <circle cx="440" cy="1272" r="38" fill="${colours.metal}"/>
  <circle cx="440" cy="1272" r="24" fill="#e6edf0"/>
  <rect x="430" y="1228" width="20" height="16" rx="4" fill="${colours.metal}"/>
  <circle cx="675" cy="1205" r="13" fill="${colours.metal}"/>`;
}

function portraitSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  ${defs()}
  ${background()}
  ${dropShadow()}
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
