/**
 * The editor's line that says who is signed in, with the way to the practice's results, the staff's guide and the
 * way out: "Você entrou como recepcao@… · Resultados · Ajuda · Sair". Only in the e-mail sign-in, where Cloudflare
 * Access knows the person (functions/api/editor/identity.ts). Signing out forgets the editor's session in this
 * browser, then ends the Access sign-in at Access's own address, so the next person at the reception's computer has
 * to sign in with their own e-mail.
 */
import { storedUserKey } from "./sessionRenewal";
import { staffUiProperties } from "./staffUiTokens";

/** Where the editor asks who is signed in. */
export const identityPath = "/api/editor/identity";

/** The practice's results (src/admin/resultados/), behind the same sign-in. */
export const resultsPath = "/admin/resultados/";

/** The staff's guide (ajuda/index.html, made at build time from docs/guia-da-equipe.md), behind the same sign-in. */
export const staffGuidePath = "/admin/ajuda/";

/** Access's own address that ends the sign-in, on the site's domain. */
export const accessLogoutPath = "/cdn-cgi/access/logout";

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

/** Adds the line to the page, for `email`. */
export function showStaffBar(email: string): HTMLElement {
  const bar = document.createElement("aside");
  bar.className = "staff-bar";
  bar.setAttribute("aria-label", "Sua entrada no editor");
  const who = document.createElement("p");
  const words = document.createElement("span");
  words.className = "staff-bar__who";
  words.textContent = "Você entrou como ";
  who.append(words);
  const strong = document.createElement("strong");
  strong.textContent = email;
  who.append(strong);
  const results = document.createElement("a");
  results.href = resultsPath;
  results.textContent = "Resultados";
  // The guide opens beside the editor, so an entry being written is never left behind to read it.
  const help = document.createElement("a");
  help.href = staffGuidePath;
  help.target = "_blank";
  help.rel = "noopener";
  help.append("Ajuda");
  const newTab = document.createElement("span");
  newTab.className = "staff-bar__hint";
  newTab.textContent = " (abre em nova aba)";
  help.append(newTab);
  const out = document.createElement("button");
  out.type = "button";
  out.textContent = "Sair";
  out.addEventListener("click", () => {
    window.localStorage.removeItem(storedUserKey);
    window.location.assign(accessLogoutPath);
  });
  bar.append(who, results, help, out);
  document.body.append(bar);
  return bar;
}

/** The site's tokens as the custom properties staffUi.css reads, on the page's root. */
export function staffUiTokens(root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(staffUiProperties))
    root.style.setProperty(name, value);
}
