/**
 * The phone page's publisher over a store (practiceStore.ts): every change checked against the content model on
 * the page's own copy first (a mistake is shown at once, nothing sent), then made again on the newest file the
 * store reads and checked again there, written as the content model orders it, and published as one commit with
 * the change's message. What stops it (a mistake, nothing changed, a refusal, a session run out) comes back as an
 * outcome for the form to show.
 */
import type * as practiceRules from "./practiceRules";
import type { SettingsFile } from "./practiceEdits";
import {
  offlineMessage,
  settingsPath,
  StoreError,
  type PracticeStore,
  type PublishedFile,
} from "./practiceStore";
import type { PublishOutcome, Publisher } from "./publishing";

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
  /** Called with the settings as published. */
  onPublished: (settings: SettingsFile) => void;
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
}: StorePublisherOptions): Publisher {
  return {
    settings,
    where: store.kind === "local" ? "files" : "site",
    readPhoto: (path) => store.readPhoto(path),
    signIn,
    unconfirmed: (changed) => rules?.unconfirmedLines(changed) ?? [],
    async publish(change, files: readonly PublishedFile[] = []) {
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
        await store.publish(async (text) => {
          let latest: SettingsFile;
          try {
            latest = JSON.parse(text) as SettingsFile;
          } catch {
            throw new StoreError(
              "O arquivo dos dados do consultório no site está quebrado. Nada foi publicado: avise o desenvolvedor.",
            );
          }
          const changed = change.apply(latest);
          const found = checks.settingsProblems(
            changed.settings,
            newDateAt(changed),
            today?.(),
          );
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
        });
      } catch (error) {
        if (error instanceof Stopped) return error.outcome;
        if (error instanceof StoreError)
          return { kind: "failed", message: error.message, signIn: error.signIn };
        return {
          kind: "failed",
          message: "Algo deu errado ao publicar. Nada foi publicado: tente de novo.",
          signIn: false,
        };
      }
      const next = published ?? here.settings;
      onPublished(next);
      return { kind: "published", settings: next };
    },
  };
}
