import { useEffect, useId, type ReactNode } from "react";
import { earlyClickGlobal, hydratedMark } from "./startUpNames";
import { trickOff } from "./startUpTricks";

/**
 * The attribute that marks static sections' element: its value is their React id, which the server and the
 * hydrating browser give alike, so the browser finds the HTML the server wrote for them.
 */
export const staticHtmlAttribute = "data-static-html";

/**
 * Whether React is hydrating the page the server wrote: `hydrate` has taken the page over (./hydrate.ts leaves the
 * early-tap global null), and the page has not committed yet (./HydrationMeasure.tsx). Never on the server, in
 * Storybook, or under `gatsby develop`, whose pages have no server HTML.
 */
function hydratingServerPage(): boolean {
  // A benchmark build may hydrate them all (./startUpTricks.ts).
  if (trickOff("staticSections")) return false;
  return (
    window[earlyClickGlobal] === null && performance.getEntriesByName(hydratedMark).length === 0
  );
}

/** Each static section's server HTML, by its id, read as React hydrated the page, with that page's address. */
const serverHtml = new Map<string, { page: string; html: string }>();

/**
 * The server's HTML for the static sections `id`, on the page the server wrote: read from the page as React
 * hydrates it (nothing but React's hydration reaches it then), and kept for as long as the browser is on that
 * page. After a link, Gatsby may render another page with the same components, and the same ids, which must not
 * be given this page's.
 */
function serverHtmlOf(id: string): string | undefined {
  if (typeof window === "undefined") return undefined;
  const page = window.location.pathname;
  if (!serverHtml.has(id) && hydratingServerPage()) {
    const element = document.querySelector(`[${staticHtmlAttribute}="${CSS.escape(id)}"]`);
    if (element) serverHtml.set(id, { page, html: element.innerHTML });
  }
  const kept = serverHtml.get(id);
  return kept?.page === page ? kept.html : undefined;
}

/** Whether a click on `link` is one the browser would follow in this tab, to another page of this site. */
function isSiteNavigation(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return false;
  if (link.origin !== window.location.origin || link.pathname === window.location.pathname)
    return false;
  // The editor (/admin/) and files are not pages of the app.
  return !link.pathname.startsWith("/admin") && !/\.[a-z0-9]+$/i.test(link.pathname);
}

let linksAnswered = false;

/**
 * The one listener, at the document, that answers the links of static sections as the app's own links do: a
 * click that would load another page of the site navigates inside the app instead, through Gatsby's navigation
 * (`window.___navigate`, what its Link calls). Added once, by the first section adopted.
 */
function answerStaticLinks(): void {
  if (linksAnswered) return;
  linksAnswered = true;
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>(`[${staticHtmlAttribute}] a[href]`);
    const navigate = window.___navigate;
    if (!link || !navigate || !isSiteNavigation(event, link)) return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash);
  });
}

/** A static section's element: it lays out nothing itself, its children lay out as if it were not there. */
const noBox = { display: "contents" } as const;

export interface StaticHtmlProps {
  /** The sections, which hold no state and answer no tap with React. */
  children: ReactNode;
}

/**
 * Sections React does not hydrate. On the server (and wherever the page has no server HTML for them: Storybook, a
 * page React draws itself after a link) it renders its children in an element of its own. In the browser, on the
 * page the server wrote, it renders that element with the server's HTML left as it is, so React neither renders
 * the sections' components nor walks their markup. What answers a tap in them is plain HTML (links, `<details>`),
 * and a listener at the root for their links (answerStaticLinks): no component in them may hold state or handlers.
 */
export function StaticHtml({ children }: StaticHtmlProps) {
  // React gives an element the same id on the server and while hydrating it.
  const id = useId();
  const html = serverHtmlOf(id);
  useEffect(() => {
    if (html !== undefined) answerStaticLinks();
  }, [html]);
  const marked = { [staticHtmlAttribute]: id, style: noBox };
  if (html === undefined) return <div {...marked}>{children}</div>;
  return <div {...marked} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}

declare global {
  interface Window {
    /** Gatsby's navigation, which its Link calls (gatsby's production-app sets it). */
    ___navigate?: (path: string) => void;
  }
}
