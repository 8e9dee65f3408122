/**
 * The page registry: every page of the site, once. Each entry says where the page is answered, what it is called
 * (in the footer, the breadcrumbs of its structured data and on the staff's results page), what its structured
 * data says besides the practice, which calls to action it offers the booking (the reasons they record, by key
 * and in words), and which of the editor's entries is previewed as it. Everything that lists pages reads it: the
 * footer (src/sections/layout/SiteFooter.tsx), the structured data (src/seo/structuredData.ts), the booking's
 * reasons (src/booking/bookingReasons.ts) and the counting's (./eventSchema.ts, so the events endpoint admits
 * only these pages and reasons), the page the counting names (src/counting/countedPage.ts), the results page
 * (src/admin/resultados/resultsLabels.ts), the editor's previews (src/admin/previews.tsx, keyed by `PreviewedPage`)
 * and the headers' check after the build (scripts/write-headers.mjs).
 *
 * Adding a page is an entry here, its content file (src/content/model/) and its view (src/sections/) with its thin
 * Gatsby page in src/pages/; a jest test fails while a page file has no entry, or an entry no page file
 * (docs/editing-content.md walks through an example). Plain data and pure functions: it imports no runtime
 * folder, so the browser, the build, the server and the scripts all read the same module.
 */
import { pageAddress } from "./pageAddress";

/** One page of the site. */
export interface SitePage {
  /**
   * The one address the page is answered at, ending in "/" (./pageAddress.ts). A page Gatsby makes from each file
   * of a content folder (src/pages/conteudos/{ArtigoJson.slug}.tsx) has `:slug` where each file's slug goes.
   */
  readonly address: string;
  /** What the page is called: in the footer, in the breadcrumbs, on the results page. */
  readonly name: string;
  /** Whether the footer links to it, in the registry's order. */
  readonly inFooter: boolean;
  /** The design system's icon the footer draws before its name (the accessibility symbol the law asks for). */
  readonly footerIcon?: "accessibility";
  /** The page it sits under in the breadcrumbs, by its key (`PageKey`); the home page and the not-found page under none. */
  readonly under?: string;
  /** What the page's structured data says besides the practice and the breadcrumbs (src/seo/structuredData.ts). */
  readonly structuredData: readonly StructuredDataNode[];
  /**
   * The reasons its calls to action record in the booking (spec, section 4), by key: the words the visitor and the
   * practice read. On a page made from data, `{assunto}` stands for the page's own topic.
   */
  readonly bookingReasons: Readonly<Record<string, string>>;
  /** The editor's entry (src/content/contentModel.ts) whose preview is drawn as this page, if the editor has one. */
  readonly editorEntry?: string;
}

/** The nodes a page's structured data may add: the cataract surgery (MedicalProcedure), an article (MedicalWebPage). */
export type StructuredDataNode = "cataractSurgery" | "article";

/** Where, in a reason's words, a page made from data puts its own topic (an article's condition, "glaucoma"). */
export const topicPlaceholder = "{assunto}";

/** Every page, in the footer's order. */
export const sitePages = {
  home: {
    address: "/",
    name: "Início",
    inFooter: true,
    structuredData: [],
    bookingReasons: { home: "Agendar Consulta" },
    editorEntry: "home",
  },
  catarata: {
    address: "/catarata/",
    name: "Catarata",
    inFooter: true,
    under: "home",
    structuredData: ["cataractSurgery"],
    bookingReasons: {
      catarata: "Consulta para cirurgia de catarata",
      catarataDuvidas: "Dúvidas sobre cirurgia de catarata",
    },
    editorEntry: "catarata",
  },
  conteudos: {
    address: "/conteudos/",
    name: "Conteúdos",
    inFooter: true,
    under: "home",
    structuredData: [],
    bookingReasons: { conteudos: "Dúvidas sobre saúde dos olhos" },
  },
  artigo: {
    address: "/conteudos/:slug/",
    name: "Artigo",
    inFooter: false,
    under: "conteudos",
    structuredData: ["article"],
    bookingReasons: { artigo: `Dúvidas sobre ${topicPlaceholder}` },
    editorEntry: "artigos",
  },
  links: {
    address: "/links/",
    name: "Links Importantes",
    inFooter: true,
    under: "home",
    structuredData: [],
    bookingReasons: { links: "Consulta através da página de links" },
    editorEntry: "links",
  },
  privacidade: {
    address: "/privacidade/",
    name: "Privacidade",
    inFooter: true,
    under: "home",
    structuredData: [],
    bookingReasons: {},
  },
  acessibilidade: {
    address: "/acessibilidade/",
    name: "Acessibilidade",
    inFooter: true,
    footerIcon: "accessibility",
    under: "home",
    structuredData: [],
    bookingReasons: {},
  },
  naoEncontrada: {
    address: "/404/",
    name: "Página não encontrada",
    inFooter: false,
    structuredData: [],
    bookingReasons: {},
  },
} as const satisfies Record<string, SitePage>;

type Pages = typeof sitePages;

/** A page, by its key in the registry. */
export type PageKey = keyof Pages;

/** Each `under` names a page of the registry: this type fails to compile otherwise. */
export type UnderNamesAPage = Is<
  { [Key in PageKey]: Pages[Key] extends { under: infer Under } ? Under : never }[PageKey],
  PageKey
>;
type Is<Value extends Bound, Bound> = Value;

/** The pages the editor previews: those with an `editorEntry`. */
export type PreviewedPage = {
  [Key in PageKey]: Pages[Key] extends { editorEntry: string } ? Key : never;
}[PageKey];

/** The address type of an entry: `:slug` stands for any slug. */
type AddressOf<Address extends string> = Address extends `${infer Before}:slug/`
  ? `${Before}${string}/`
  : Address;

/** An address of a page of the site: "/", "/catarata/", "/conteudos/glaucoma/"... */
export type PagePath = { [Key in PageKey]: AddressOf<Pages[Key]["address"]> }[PageKey];

/** A call to action's reason key ("catarata", "artigo"): what the booking reports and the counting counts. */
export type ReasonKey = { [Key in PageKey]: keyof Pages[Key]["bookingReasons"] }[PageKey];

/** The words of each reason, by key; a page made from data's have `{assunto}` in them. */
export const reasonLabels = Object.fromEntries(
  Object.values(sitePages as Record<PageKey, SitePage>).flatMap((page) =>
    Object.entries(page.bookingReasons),
  ),
) as { readonly [Key in ReasonKey]: string };

/** Every reason key, the pages' order. */
export const reasonKeys = Object.keys(reasonLabels) as [ReasonKey, ...ReasonKey[]];

/** The reason keys whose words are fixed (none of them is a page made from data's). */
export type FixedReasonKey = {
  [Key in PageKey]: {
    [
      Reason in keyof Pages[Key]["bookingReasons"]
    ]: Pages[Key]["bookingReasons"][Reason] extends `${string}${typeof topicPlaceholder}${string}`
      ? never
      : Reason;
  }[keyof Pages[Key]["bookingReasons"]];
}[PageKey];

/** The not-found page's address: what the counting names any page the site does not have. */
export const notFoundAddress = sitePages.naoEncontrada.address;

/** A page's address; a page made from data's with its `slug`. */
export function addressOf(key: PageKey, slug = ""): PagePath {
  return sitePages[key].address.replace(":slug", slug) as PagePath;
}

/** The entry whose address `path` is, in any form pageAddress takes ("/catarata" is "/catarata/"). */
function entryAt(path: string): [PageKey, SitePage] | undefined {
  const address = pageAddress(path.split(/[?#]/)[0] ?? "/");
  const entries = Object.entries(sitePages) as [PageKey, SitePage][];
  return (
    entries.find(([, page]) => page.address === address) ??
    entries.find(([, page]) => {
      const [before, after] = page.address.split(":slug");
      if (after === undefined || !address.startsWith(before ?? "")) return false;
      const slug = address.slice((before ?? "").length, address.length - after.length);
      return address.endsWith(after) && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
    })
  );
}

/** The page at `path`, by its key; undefined for an address the site has no page at. */
export function pageAt(path: string): PageKey | undefined {
  return entryAt(path)?.[0];
}

/** Whether `path` is, exactly, the one address of a page of the site (with its trailing "/"). */
export function isPagePath(path: string): path is PagePath {
  return !/[?#]/.test(path) && pageAddress(path) === path && pageAt(path) !== undefined;
}

/** The footer's links: each page in the footer, its address and name, and its icon. */
export const footerPages = (Object.values(sitePages) as SitePage[]).filter((page) => page.inFooter);

/** Where a page sits: the pages above it, from the home page, then itself. */
export function trailTo(key: PageKey): PageKey[] {
  const page: SitePage = sitePages[key];
  return page.under ? [...trailTo(page.under as PageKey), key] : [key];
}
