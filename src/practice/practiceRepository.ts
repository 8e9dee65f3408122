/**
 * Where the practice's data sits in the repository, and how it travels: the settings file, the photos' folder, the
 * content folders the publish gate reads beside the settings, GitHub's base64, and the drawn portrait known by its
 * bytes. The phone page and the practice endpoint (src/server/practice/) read the same places.
 */
import { placeholderPortraitHashes } from "../content/placeholderPortrait";

/** The file the phone page changes, and the folder of the photos, in the repository. */
export const settingsPath = "src/content/site-settings.json";
export const photoFolder = "src/images";

/** The folders of the content files, in the repository (the articles are one of them). */
export const contentFolderPaths = ["src/content", "src/content/artigos"] as const;

/**
 * The rest of the site, as the publish gate reads it beside the settings: every other content file, by its path
 * in the repository, and the photo's path when it is still the drawn portrait.
 */
export interface OtherContent {
  readonly files: readonly { readonly file: string; readonly data: unknown }[];
  readonly drawnPortrait?: string;
}

/** Whether a photo's bytes are the drawn portrait the site ships (src/content/placeholderPortrait.ts). */
export async function isDrawnPortrait(photo: Blob | Uint8Array<ArrayBuffer>): Promise<boolean> {
  const bytes = photo instanceof Uint8Array ? photo : await photo.arrayBuffer();
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0"));
  return placeholderPortraitHashes.has(hex.join(""));
}

/** One file of a publication: text in UTF-8, or a photo in base64. */
export interface PublishedFile {
  readonly path: string;
  readonly content: string;
  readonly encoding: "utf-8" | "base64";
}

/** What a publication is made of, from the newest file: the files to write, and the commit's message. */
export interface Publication {
  readonly files: readonly PublishedFile[];
  readonly message: string;
}

/** UTF-8 text from GitHub's base64 (which breaks its lines). */
export function textOfBase64(base64: string): string {
  return new TextDecoder().decode(bytesOfBase64(base64));
}

/** Bytes from base64, line breaks allowed. */
export function bytesOfBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/\s+/g, ""));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Base64 of bytes, as GitHub takes a blob and the page sends a photo (in chunks: a photo is megabytes). */
export function base64OfBytes(bytes: Uint8Array): string {
  let binary = "";
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/** A photo's content type, by its name in the repository. */
export function photoType(path: string): string {
  return path.toLowerCase().endsWith(".png") ? "image/png" : "image/jpeg";
}
