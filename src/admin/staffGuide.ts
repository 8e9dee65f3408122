/**
 * The staff's guide in the editor, at /admin/ajuda/: the editor's build (vite.config.ts) fills ajuda/index.html
 * with docs/guia-da-equipe.md, so the page and the repository's docs are one text. The Markdown goes through the
 * articles' own pipeline (articleBody.ts), so only plain, sanitised HTML reaches the page, and the page runs no
 * script. Its first heading ("# ...") is the page's title; each section below it is listed at the top, for a
 * reader to jump to the part they need.
 */
import { articleBodyHtml, type BodyImage } from "../articles/articleBody";
import { slugFromTitle } from "../articles/slugFromTitle";
import { globalCss } from "../theme/globalCss";
import { staffUiRootCss } from "./staffUiTokens";

/** Where the page's template takes the guide, and its style. */
export const guidePlaceholder = "<!-- guia-da-equipe -->";
export const stylePlaceholder = "<!-- estilo -->";

/** The guide as the page shows it. */
export interface StaffGuide {
  /** The text of the Markdown's first heading. */
  readonly title: string;
  /** The sections' headings and the ids they are reached by. */
  readonly sections: readonly { readonly id: string; readonly text: string }[];
  /** The rest of the Markdown as sanitised HTML, its sections' headings as h2 with their ids. */
  readonly bodyHtml: string;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** The text of an HTML fragment the sanitiser wrote: its tags dropped, its five entities read back. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/** The guide's pictures, by the path its Markdown gives them ("guia/celular-inicio.png"), as the page shows them. */
export type GuidePictures = ReadonlyMap<string, BodyImage>;

/** The paths of the pictures the guide's Markdown shows, relative to docs/ ("guia/celular-inicio.png"). */
export function guidePicturePaths(markdown: string): string[] {
  return [
    ...new Set([...markdown.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1]!)),
  ];
}

/** A PNG's width and height, from its header; the build stops on a file that is not a PNG. */
export function pngSize(
  bytes: Uint8Array,
  name = "the picture",
): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, index) => bytes[index] !== byte))
    throw new Error(`The staff's guide shows ${name}, which is not a PNG.`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * Where a picture of the guide is published, below /admin/: "ajuda/celular-inicio-1a2b3c4d.png", its name with
 * `hash` (of its bytes), so a new picture is a new address and never an old copy from a cache.
 */
export function guidePictureFile(path: string, hash: string): string {
  const base = path
    .split("/")
    .pop()!
    .replace(/\.png$/i, "");
  return `ajuda/${base}-${hash.slice(0, 8)}.png`;
}

/**
 * The guide's pictures (screens of the phone page at 360 px): no wider than the column or than they were taken,
 * their shape kept, framed as a phone's screen. Written with the page's base style, since staffUi.css belongs to
 * the editor as a whole.
 */
export const guidePictureCss =
  ".staff-guide img { width: 100%; max-width: 22.5rem; height: auto; margin: 0 auto 1.5rem; border: 2px solid var(--staff-primary); border-radius: 1rem; }";

/** The guide's Markdown read for the page. A guide with no first heading has no title, and the build stops. */
export function staffGuide(markdown: string, pictures: GuidePictures = new Map()): StaffGuide {
  const heading = /^#[ \t]+(.+?)[ \t#]*$/m.exec(markdown);
  if (!heading?.[1])
    throw new Error("The staff's guide needs a first heading, \"# Título\", for its page's title.");
  const rest = markdown.slice(0, heading.index) + markdown.slice(heading.index + heading[0].length);
  const sections: { id: string; text: string }[] = [];
  const bodyHtml = articleBodyHtml(rest, pictures).replace(
    /<h2>([\s\S]*?)<\/h2>/g,
    (_, inner: string) => {
      const text = textOf(inner);
      const base = slugFromTitle(text) || "secao";
      const taken = sections.filter((section) => section.id.startsWith(base)).length;
      const id = taken ? `${base}-${taken + 1}` : base;
      sections.push({ id, text });
      return `<h2 id="${id}">${inner}</h2>`;
    },
  );
  return { title: heading[1].trim(), sections, bodyHtml };
}

/**
 * The page: `template` (ajuda/index.html as the build has it) with the guide's title in <title>, the site's base
 * style and the staff UI's tokens in the head, and the guide, under its title and its list of sections, in place of
 * the placeholder; its pictures where `pictures` says they are published.
 */
export function staffGuidePage(
  template: string,
  markdown: string,
  pictures: GuidePictures = new Map(),
): string {
  for (const placeholder of [guidePlaceholder, stylePlaceholder])
    if (!template.includes(placeholder))
      throw new Error(`The staff's guide's page has no ${placeholder} to fill.`);
  const guide = staffGuide(markdown, pictures);
  const title = escapeHtml(guide.title);
  const contents = guide.sections.length
    ? `<nav class="staff-guide__contents" aria-labelledby="nesta-pagina"><p id="nesta-pagina">Nesta página</p><ul>${guide.sections
        .map((section) => `<li><a href="#${section.id}">${escapeHtml(section.text)}</a></li>`)
        .join("")}</ul></nav>`
    : "";
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${title} · Editor do site</title>`)
    .replace(
      stylePlaceholder,
      () => `<style>${globalCss()} ${staffUiRootCss()} ${guidePictureCss}</style>`,
    )
    .replace(guidePlaceholder, () => `<h1>${title}</h1>${contents}${guide.bodyHtml}`);
}
