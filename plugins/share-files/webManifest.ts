/**
 * The web app manifest (what Android shows when a patient adds the site to the home screen), as a plain function
 * of the site settings and the brand colours. Written after each build by plugins/share-files/shareFiles.ts with its icons.
 * It replaces gatsby-plugin-manifest, whose options Gatsby shipped to every visitor inside the start-up script
 * and whose browser module pulled in Gatsby's Slice runtime: 2.5 KB of gzip on every page, for a file that
 * needs no JavaScript at all.
 */
import type { SiteSettings } from "../../src/content/contentTypes";

/** The icon sizes Android and Chrome ask for: the home-screen icon and the splash screen. */
export const webManifestIconSizes = [192, 512] as const;

/** Where the icon of a size is published. */
export const webManifestIconPath = (size: number) => `/icons/icon-${size}x${size}.png`;

export interface WebManifestColors {
  /** The splash screen's background. */
  background: string;
  /** The browser's bar, and `<meta name="theme-color">`. */
  theme: string;
}

export interface WebManifest {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  display: "standalone";
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: "image/png"; purpose: string }[];
}

/** The manifest for the practice's settings and the brand colours. */
export function webManifest(
  settings: Pick<SiteSettings, "doctorName" | "doctorTitle">,
  colors: WebManifestColors,
): WebManifest {
  return {
    name: `${settings.doctorName} · ${settings.doctorTitle}`,
    // What fits under an icon on a phone's home screen.
    short_name: "Oftalmologia",
    description: "Consultas de oftalmologia, exames e cirurgia de catarata. Agende pelo WhatsApp.",
    lang: "pt-BR",
    start_url: "/",
    display: "standalone",
    background_color: colors.background,
    theme_color: colors.theme,
    // One square source, full-bleed with the eye inside the safe zone, so it also works masked (Android).
    icons: webManifestIconSizes.map((size) => ({
      src: webManifestIconPath(size),
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose: "any maskable",
    })),
  };
}
