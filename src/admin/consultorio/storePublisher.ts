/**
 * The phone page's publisher over a store (practiceStore.ts): every change checked against the content model on
 * the page's own copy first (a mistake is shown at once, nothing sent), then made again on the newest file the
 * store reads and checked again there, written as the content model orders it, and published as one commit with
 * the change's message. What stops it (a mistake, nothing changed, a refusal, a session run out) comes back as an
 * outcome for the form to show.
 */
import type * as practiceRules from "./practiceRules";
import { repositoryPhotoPath, type SettingsFile } from "./practiceEdits";
import {
  offlineMessage,
  settingsPath,
  StoreError,
  type OtherContent,
  type PracticeStore,
  type PublishedFile,
} from "./practiceStore";
import type { LiveSiteAnswer, PublishOutcome, Publisher } from "./publishing";

/** The content model's checks, as their chunk (practiceRules.ts) gives them. */
export type Rules = typeof practiceRules;

/** A publication stopped on its way, by what was found in the newest file. */
class Stopped extends Error {
  constructor(readonly outcome: PublishOutcome) {
    super(outcome.kind);
  }
}

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
      const here = change.apply(settings);
      const newDateAt = (changed: { scope: string }) =>
        change.addsSpecialDate ? changed.scope : undefined;
      const problems = checks.settingsProblems(here.settings, newDateAt(here), today?.());
      if (problems.length) return { kind: "invalid", problems, scope: here.scope };
      if (!files.length && checks.settingsText(here.settings) === checks.settingsText(settings))
        return { kind: "unchanged" };
      let published: SettingsFile | undefined;
      try {
        const answer = await store.publish(async (text) => {
          let latest: SettingsFile;
          try {
            latest = JSON.parse(text) as SettingsFile;
          } catch {
            throw new StoreError(
              "O arquivo dos dados do consultório no site está quebrado. Nada foi publicado: avise o desenvolvedor.",
            );
          }
          const changed = change.apply(latest);
          const found = checks.settingsProblems(changed.settings, newDateAt(changed), today?.());
          if (found.length)
            throw new Stopped({ kind: "invalid", problems: found, scope: changed.scope });
          const newText = checks.settingsText(changed.settings);
          const written = [
            ...(newText === checks.settingsText(latest)
              ? []
              : [{ path: settingsPath, content: newText, encoding: "utf-8" as const }]),
            ...files,
          ];
          if (!written.length) throw new Stopped({ kind: "unchanged" });
          published = changed.settings;
          return { files: written, message: change.message };
        }, request);
        // The change was there already (written by an attempt whose reply was lost): the file as it is now.
        if (answer === "alreadyPublished")
          try {
            published = JSON.parse(await store.readSettings()) as SettingsFile;
          } catch {
            published = undefined;
          }
      } catch (error) {
        if (error instanceof Stopped) return error.outcome;
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
      const next = published ?? here.settings;
      const { answer, read } = await liveSite(checks, next);
      onPublished(next, read);
      return { kind: "published", settings: next, answer };
    },
  };
}
