/**
 * The phone page's publisher over a store (practiceStore.ts): every change checked against the content model on
 * the page's own copy first (a mistake is shown at once, nothing sent), then sent to the store, which makes it
 * again on the newest file and checks it again there (src/practice/publication.ts, on the server or here), and
 * publishes it as one commit with the change's message. What stops it (a mistake, nothing changed, a refusal, a
 * session run out) comes back as an outcome for the form to show.
 */
import type * as practiceRules from "./practiceRules";
import { repositoryPhotoPath, type SettingsFile } from "../../practice/practiceEdits";
import type { OtherContent, PublishedFile } from "../../practice/practiceRepository";
import { publicationOn } from "../../practice/publication";
import { offlineMessage, StoreError, type PracticeStore } from "./practiceStore";
import type { LiveSiteAnswer, Publisher } from "./publishing";

/** The content model's checks, as their chunk (practiceRules.ts) gives them. */
export type Rules = typeof practiceRules;

export interface StorePublisherOptions {
  store: PracticeStore;
  /** The settings as the page holds them (as last read or published). */
  settings: SettingsFile;
  /** The checks, once loaded (for what "Antes de publicar" lists); undefined until then. */
  rules: Rules | undefined;
  /** Loads the checks (once), for a publication that comes before they have. */
  loadRules: () => Promise<Rules>;
  /** Signs the staff member in again. */
  signIn: () => Promise<void>;
  /** The rest of the site as last read (every other content file, the photo), or undefined until it is. */
  others?: OtherContent;
  /** Called with the settings as published, and the rest of the site as read after it, where it could be. */
  onPublished: (settings: SettingsFile, others?: OtherContent) => void;
  /** The practice's day now, which a new special date may not be before; the clock's by default. */
  today?: () => string;
}

export function storePublisher({
  store,
  settings,
  rules,
  loadRules,
  signIn,
  onPublished,
  today,
  others,
}: StorePublisherOptions): Publisher {
  /**
   * What the patients' site does once `next` is published: read the rest of the site as the branch now holds it,
   * and ask the publish gate. Only with nothing left does the site go live; a read that fails says so.
   */
  async function liveSite(
    checks: Rules,
    next: SettingsFile,
  ): Promise<{ answer: LiveSiteAnswer; read?: OtherContent }> {
    if (store.kind === "local") return { answer: { kind: "files" } };
    try {
      const read = await store.readOtherContent(repositoryPhotoPath(next.photo));
      const items = checks.waitingFor(next, read);
      return { answer: items.length ? { kind: "waiting", items } : { kind: "live" }, read };
    } catch {
      return { answer: { kind: "unknown" } };
    }
  }

  return {
    settings,
    where: store.kind === "local" ? "files" : "site",
    readPhoto: (path) => store.readPhoto(path),
    signIn,
    unconfirmed: (changed) => rules?.waitingFor(changed, others ?? { files: [] }) ?? [],
    async publish(change, files: readonly PublishedFile[] = [], request?: string) {
      let checks: Rules;
      try {
        checks = await loadRules();
      } catch {
        return { kind: "failed", message: offlineMessage, signIn: false };
      }
      const day = today?.();
      // On the page's own copy first: a mistake is shown at once, and nothing is sent.
      const here = publicationOn(change, settings, files, checks, day);
      if (here.kind !== "write") return here;
      let published: SettingsFile;
      try {
        const answer = await store.publish({ change, files, request, checks, today: day });
        if (answer.kind !== "published") return answer;
        published = answer.settings;
      } catch (error) {
        if (error instanceof StoreError)
          return {
            kind: "failed",
            message: error.message,
            signIn: error.signIn,
            ...(error.uncertain ? { uncertain: true } : {}),
          };
        return {
          kind: "failed",
          message: "Algo deu errado ao publicar. Nada foi publicado: tente de novo.",
          signIn: false,
        };
      }
      const { answer, read } = await liveSite(checks, published);
      onPublished(published, read);
      return { kind: "published", settings: published, answer };
    },
  };
}
