/**
 * The editor's bar at the bottom of the screen: who is signed in, the way to the practice's results, the staff's
 * guide and the way out: "Você entrou como recepcao@… · Resultados · Ajuda · Sair". The person and the results
 * only in the e-mail sign-in, where Cloudflare Access knows the person (functions/api/editor/identity.ts); the guide
 * always, on the host and on a staff member's own machine (`npm run cms`). Signing out forgets the editor's session
 * in this browser, then ends the Access sign-in at Access's own address, so the next person at the reception's
 * computer has to sign in with their own e-mail.
 *
 * The bar never covers the editor: its height is kept free at the bottom of the page (staffUi.css reads it as
 * `--staff-bar-space`). It leads to the phone page for the everyday updates; on a phone it also says that the full
 * editor does not fit there.
 */
import { storedUserKey } from "./sessionRenewal";
import { staffUiProperties } from "./staffUiTokens";

/** Where the editor asks who is signed in. */
export const identityPath = "/api/editor/identity";

/** The practice's results (src/admin/resultados/), behind the same sign-in. */
export const resultsPath = "/admin/resultados/";

/** The staff's guide (ajuda/index.html, made at build time from docs/guia-da-equipe.md), behind the same sign-in. */
export const staffGuidePath = "/admin/ajuda/";

/** The page for the everyday updates from a phone (hours, special dates, plans, contacts, photo). */
export const phonePagePath = "/admin/consultorio/";

/** Access's own address that ends the sign-in, on the site's domain. */
export const accessLogoutPath = "/cdn-cgi/access/logout";

/** The custom property that holds the room the bar takes at the bottom of the page. */
export const staffBarSpaceProperty = "--staff-bar-space";

/** What the bar says on a phone, where Decap CMS's editor needs 800 px and does not fit. */
export const phoneNotice = {
  text: "O editor completo não cabe no celular: use a página do celular.",
  link: "Página do celular",
} as const;

/** The staff member Access signed in, or undefined when the site cannot say. */
export async function fetchIdentity(): Promise<{ email: string; name: string } | undefined> {
  try {
    const response = await fetch(identityPath, { headers: { Accept: "application/json" } });
    if (!response.ok) return undefined;
    const { email, name } = (await response.json()) as { email?: unknown; name?: unknown };
    if (typeof email !== "string") return undefined;
    return { email, name: typeof name === "string" ? name : email };
  } catch {
    return undefined;
  }
}

function link(href: string, text: string): HTMLAnchorElement {
  const anchor = document.createElement("a");
  anchor.href = href;
  anchor.textContent = text;
  return anchor;
}

/**
 * Adds the bar to the page: with `email`, who is signed in, the results and the way out; without it (a staff
 * member's own machine, the developer's GitHub login), the guide alone.
 */
export function showStaffBar(email?: string): HTMLElement {
  const bar = document.createElement("aside");
  bar.className = "staff-bar";
  bar.setAttribute("aria-label", email ? "Sua entrada no editor" : "Ajuda do editor");
  const phone = document.createElement("p");
  phone.className = "staff-bar__phone";
  phone.textContent = phoneNotice.text;
  const phonePage = link(phonePagePath, phoneNotice.link);
  const actions = document.createElement("div");
  actions.className = "staff-bar__actions";
  if (email) {
    const who = document.createElement("p");
    who.className = "staff-bar__person";
    const words = document.createElement("span");
    words.className = "staff-bar__who";
    words.textContent = "Você entrou como ";
    const strong = document.createElement("strong");
    strong.textContent = email;
    who.append(words, strong);
    actions.append(who);
  }
  actions.append(phonePage);
  if (email) actions.append(link(resultsPath, "Resultados"));
  // The guide opens beside the editor, so an entry being written is never left behind to read it.
  const help = link(staffGuidePath, "Ajuda");
  help.target = "_blank";
  help.rel = "noopener";
  const newTab = document.createElement("span");
  newTab.className = "staff-bar__hint";
  newTab.textContent = " (abre em nova aba)";
  help.append(newTab);
  actions.append(help);
  if (email) {
    const out = document.createElement("button");
    out.type = "button";
    out.textContent = "Sair";
    out.addEventListener("click", () => {
      window.localStorage.removeItem(storedUserKey);
      window.location.assign(accessLogoutPath);
    });
    actions.append(out);
  }
  bar.append(phone, actions);
  document.body.append(bar);
  keepRoomFor(bar);
  return bar;
}

/** Keeps the bar's height (and the gap under it) free at the bottom of the page, as the bar grows or shrinks. */
function keepRoomFor(bar: HTMLElement, root: HTMLElement = document.documentElement): void {
  const measure = () => {
    const gap = window.innerHeight - bar.getBoundingClientRect().bottom;
    root.style.setProperty(staffBarSpaceProperty, `${Math.ceil(bar.offsetHeight + 2 * gap)}px`);
  };
  measure();
  if ("ResizeObserver" in window) new ResizeObserver(measure).observe(bar);
  window.addEventListener("resize", measure);
}

/** The site's tokens as the custom properties staffUi.css reads, on the page's root. */
export function staffUiTokens(root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(staffUiProperties))
    root.style.setProperty(name, value);
}
