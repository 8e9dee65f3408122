/**
 * An article's body, written by the practice's staff in Markdown, made into the HTML the page shows: remark reads
 * it (CommonMark: headings, lists, emphasis, links, images, quotes), remark-rehype turns it into HTML's tree
 * leaving out any raw HTML, and rehype-sanitize keeps only the elements, attributes and link protocols below, so
 * no script, event attribute, style or `javascript:` link can reach a page. It runs at build time for the pages
 * (plugins/content-gate/gatsby-node.ts), and in the web editor's preview; never in a patient's browser.
 *
 * Before that, `bodyProblems` reads the same tree for what the build must refuse (an image without a description,
 * a link to a page the site does not have) and what it only warns of (raw HTML, a link protocol it leaves out).
 */
import type { Element, ElementContent, Root as HastRoot } from "hast";
import type { Heading, Root as MdastRoot, RootContent } from "mdast";
import rehypeSanitize, { type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { pageAddress } from "../shared/pageAddress";

/** Where the editor puts a photo in a body: "../images/x.jpg", relative to src/content, as its media settings say. */
export const bodyImagePattern = /^\.\.\/images\/[^/\s]+\.(jpe?g|png|webp)$/i;

/** What the page shows for one photo of a body: the file the build made from it, its size, and lighter formats. */
export interface BodyImage {
  /** The address of the JPEG or PNG the build wrote, e.g. "/static/artigos/olho-1a2b3c4d.jpg". */
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** Lighter formats of the same picture (WebP), offered first. */
  readonly sources: readonly { readonly type: string; readonly srcSet: string }[];
}

/**
 * The one list of what a body may hold once it is HTML: text-level emphasis, headings below the page's title,
 * lists, quotes, links (to this site, https, e-mail or telephone) and images with their description. Everything
 * else is dropped; `script` and `style` with their text.
 */
export const bodySchema: SanitizeSchema = {
  tagNames: [
    "p",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "a",
    "strong",
    "em",
    "blockquote",
    "img",
    "br",
    "hr",
    "code",
  ],
  attributes: { a: ["href"], img: ["src", "alt"], ol: ["start"] },
  protocols: { href: ["https", "mailto", "tel"], src: [] },
  strip: ["script", "style"],
  clobberPrefix: "",
  clobber: [],
  required: {},
  ancestors: { li: ["ol", "ul"] },
};

/** Body headings as the page wants them: the shallowest used becomes h2 (the title is the h1), none deeper than h4. */
function headingsUnderTitle() {
  return (tree: MdastRoot) => {
    const headings: Heading[] = [];
    const visit = (nodes: readonly RootContent[]) => {
      for (const node of nodes) {
        if (node.type === "heading") headings.push(node);
        if ("children" in node) visit(node.children as RootContent[]);
      }
    };
    visit(tree.children);
    const shallowest = Math.min(...headings.map((heading) => heading.depth));
    for (const heading of headings)
      heading.depth = Math.min(heading.depth - shallowest + 2, 4) as Heading["depth"];
  };
}

/**
 * After sanitising, what the site adds to what is left: an internal link gets the page's one address (with its
 * slash), a link whose address was dropped becomes its text, and each photo the page's picture of it, lazily
 * loaded with its size known (no shift of the text when it arrives). A photo the build has not made is dropped.
 */
function siteLinksAndImages(images: ReadonlyMap<string, BodyImage>) {
  const rewrite = (nodes: ElementContent[]): ElementContent[] =>
    nodes.flatMap((node): ElementContent[] => {
      if (node.type !== "element") return [node];
      const children = rewrite(node.children);
      if (node.tagName === "a") {
        const href = node.properties.href;
        if (typeof href !== "string" || href === "") return children;
        const address = href.startsWith("/") ? pageAddress(href) : href;
        return [{ ...node, properties: { href: address }, children }];
      }
      if (node.tagName === "img") {
        const image = images.get(String(node.properties.src ?? ""));
        if (!image) return [];
        return [picture(image, String(node.properties.alt ?? ""))];
      }
      // A paragraph left empty (its photo or its raw HTML dropped) would only add a gap.
      const empty = children.every((child) => child.type === "text" && !child.value.trim());
      if (node.tagName === "p" && empty) return [];
      return [{ ...node, children }];
    });
  return (tree: HastRoot) => {
    tree.children = rewrite(tree.children as ElementContent[]) as HastRoot["children"];
  };
}

function picture(image: BodyImage, alt: string): Element {
  return {
    type: "element",
    tagName: "picture",
    properties: {},
    children: [
      ...image.sources.map((source): Element => ({
        type: "element",
        tagName: "source",
        properties: { type: source.type, srcSet: source.srcSet },
        children: [],
      })),
      {
        type: "element",
        tagName: "img",
        properties: {
          src: image.src,
          alt,
          width: image.width,
          height: image.height,
          loading: "lazy",
          decoding: "async",
        },
        children: [],
      },
    ],
  };
}

/**
 * The body as the page's HTML: sanitised, with internal links in their one form and the photos the build made
 * (`images`, by the path the Markdown gives them). Raw HTML never reaches it.
 */
export function articleBodyHtml(
  markdown: string,
  images: ReadonlyMap<string, BodyImage> = new Map(),
): string {
  return String(
    unified()
      .use(remarkParse)
      .use(headingsUnderTitle)
      .use(remarkRehype)
      .use(rehypeSanitize, bodySchema)
      .use(siteLinksAndImages, images)
      .use(rehypeStringify)
      .processSync(markdown),
  );
}

/** Something about a body the build refuses (`error`) or warns of. */
export interface BodyProblem {
  readonly severity: "error" | "warning";
  /** What is wrong, in the build's words, e.g. 'has an image without a description (alt text): "olho.jpg"'. */
  readonly rule: string;
}

/** What `bodyProblems` needs to know about the site. */
export interface BodyContext {
  /** Every page of the site, each in its one form ("/", "/catarata/", "/conteudos/glaucoma/"). */
  readonly sitePages: ReadonlySet<string>;
}

function shortened(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return JSON.stringify(line.length > 60 ? `${line.slice(0, 57)}...` : line);
}

/** What is wrong with one link's address, if anything. */
function linkProblem(url: string, context: BodyContext): BodyProblem | undefined {
  const address = url.trim();
  if (address.startsWith("#")) return undefined;
  if (address.startsWith("/") && !address.startsWith("//")) {
    const path = pageAddress(address.replace(/[?#].*$/s, ""));
    if (context.sitePages.has(path)) return undefined;
    return {
      severity: "error",
      rule: `links to ${JSON.stringify(address)}, a page the site does not have`,
    };
  }
  const protocol = /^([a-z][a-z0-9+.-]*):/i.exec(address)?.[1]?.toLowerCase();
  if (protocol === "https" || protocol === "mailto" || protocol === "tel") return undefined;
  if (protocol === "http")
    return {
      severity: "error",
      rule: `links to ${JSON.stringify(address)}: write https:// (a secure address)`,
    };
  if (protocol)
    return {
      severity: "warning",
      rule: `has a "${protocol}:" link, which is left out of the page: ${shortened(address)}`,
    };
  return {
    severity: "error",
    rule: `links to ${JSON.stringify(address)}: a page of this site starts with "/", another site with https://`,
  };
}

/**
 * What the build must refuse in a body (an image without a description, an image that is not one of the site's
 * photos, a link to a page the site does not have or to an insecure address) and what it warns of (raw HTML and
 * links of other kinds, which never reach the page). The photos' paths come back too, for the build to make.
 */
export function bodyProblems(
  markdown: string,
  context: BodyContext,
): { problems: BodyProblem[]; images: string[] } {
  const tree = unified().use(remarkParse).parse(markdown);
  const problems: BodyProblem[] = [];
  const images: string[] = [];
  const definitions = new Map<string, string>();
  const visit = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      if (node.type === "definition") definitions.set(node.identifier, node.url);
      if ("children" in node) visit(node.children as RootContent[]);
    }
  };
  visit(tree.children);
  const check = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      if (node.type === "html" && node.value.trim()) {
        problems.push({
          severity: "warning",
          rule: `has HTML, which is left out of the page: ${shortened(node.value)}`,
        });
      }
      if (node.type === "link" || node.type === "linkReference") {
        const url = node.type === "link" ? node.url : definitions.get(node.identifier);
        const problem = url === undefined ? undefined : linkProblem(url, context);
        if (problem) problems.push(problem);
      }
      if (node.type === "image" || node.type === "imageReference") {
        const url = (node.type === "image" ? node.url : definitions.get(node.identifier)) ?? "";
        if (!node.alt?.trim())
          problems.push({
            severity: "error",
            rule: `has an image without a description (alt text): ${JSON.stringify(url)}`,
          });
        if (bodyImagePattern.test(url)) images.push(url);
        else
          problems.push({
            severity: "error",
            rule: `has an image that is not a photo of src/images (choose it in the editor): ${JSON.stringify(url)}`,
          });
      }
      if ("children" in node) check(node.children as RootContent[]);
    }
  };
  check(tree.children);
  return { problems, images: [...new Set(images)] };
}
