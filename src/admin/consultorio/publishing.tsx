/**
 * How a form of the phone page publishes, and what it shows while it does: one port (`Publisher`, given by the
 * page through context: the real store on the site, a stand-in in the catalogue) and one state per form
 * (`usePublish`): idle, checking and publishing, published, a mistake under a field, or a failure in words. After
 * a mistake, focus goes to the first field that has one.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import type { PracticeChange, SettingsFile } from "../../practice/practiceEdits";
import type { PublishedFile } from "../../practice/practiceRepository";
import { fieldId, formProblems, type FormProblems, type Problem } from "./formProblems";
import type { WaitingItem } from "./waitingItems";

/**
 * What a publication does to the patients' site: it changes (the build goes live), it waits for what the publish
 * gate still lists, nobody could tell (the rest of the site could not be read), or only the files on this machine
 * changed.
 */
export type LiveSiteAnswer =
  | { readonly kind: "live" }
  | { readonly kind: "waiting"; readonly items: readonly WaitingItem[] }
  | { readonly kind: "unknown" }
  | { readonly kind: "files" };

/** What came of a publication. */
export type PublishOutcome =
  | { readonly kind: "published"; readonly settings: SettingsFile; readonly answer: LiveSiteAnswer }
  | { readonly kind: "unchanged" }
  | { readonly kind: "invalid"; readonly problems: readonly Problem[]; readonly scope: string }
  | {
      readonly kind: "failed";
      readonly message: string;
      readonly signIn: boolean;
      /** The reply was lost after the change was sent: whether it was published is not known. */
      readonly uncertain?: boolean;
    };

/** What a form needs of the page: the file as published, and the way to publish a change. */
export interface Publisher {
  /** The settings as the site has them now (as last read or published). */
  readonly settings: SettingsFile;
  /**
   * Checks `change` against the content model and publishes it, with `files` beside the settings (a photo).
   * `request` is the change's id (publishRequest.ts): a retry with the same id never writes twice.
   */
  publish(
    change: PracticeChange,
    files?: readonly PublishedFile[],
    request?: string,
  ): Promise<PublishOutcome>;
  /** A photo of the site, by its path in the repository ("src/images/x.jpg"); undefined when it is not there. */
  readPhoto(path: string): Promise<Blob | undefined>;
  /** Signs the staff member in again, after a session ran out; resolves once signed in. */
  signIn(): Promise<void>;
  /**
   * What the patients' site still waits for with `settings` published, once the rules have loaded (none until
   * then): the settings' own items, and the rest of the site's as last read.
   */
  unconfirmed(settings: SettingsFile): readonly WaitingItem[];
  /** Where the site is published: the host (a build follows) or the repo's files on this machine. */
  readonly where: "site" | "files";
}

const PublisherContext = createContext<Publisher | undefined>(undefined);

export const PublisherProvider = PublisherContext.Provider;

/** The page's publisher. Throws outside PublisherProvider. */
export function usePublisher(): Publisher {
  const publisher = useContext(PublisherContext);
  if (!publisher) throw new Error("usePublisher: no PublisherProvider around this form.");
  return publisher;
}

/** The state of one form's publication. */
export type PublishState =
  | { readonly kind: "idle" }
  | { readonly kind: "publishing" }
  | { readonly kind: "published"; readonly answer: LiveSiteAnswer }
  | { readonly kind: "unchanged" }
  | { readonly kind: "invalid"; readonly problems: FormProblems }
  | {
      readonly kind: "failed";
      readonly message: string;
      readonly signIn: boolean;
      /** The reply was lost after the change was sent: whether it was published is not known. */
      readonly uncertain?: boolean;
    };

/**
 * One form's publication: `publish` checks and sends `change` (and `files`, with the change's id `request`); a
 * mistake in one of the form's fields (`fieldPaths`, paths within the change's scope) is shown under it, and focus
 * goes to the first. From the first tap until the answer, another publication of the form does nothing (it
 * resolves undefined), however fast the second tap comes. `reset` returns to idle when the person edits again.
 */
export function usePublish(form: string, fieldPaths: readonly string[]) {
  const publisher = usePublisher();
  const [state, setState] = useState<PublishState>({ kind: "idle" });
  const focusNext = useRef<string | undefined>(undefined);
  // Set at once, not at the next render: a double tap's second click can come before React draws "Publicando…".
  const inFlight = useRef(false);

  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    focusNext.current = undefined;
    document.getElementById(id)?.focus();
  }, [state]);

  const publish = useCallback(
    async (
      change: PracticeChange,
      files?: readonly PublishedFile[],
      request?: string,
    ): Promise<PublishOutcome | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setState({ kind: "publishing" });
      let outcome: PublishOutcome;
      try {
        outcome = await publisher.publish(change, files, request);
      } finally {
        inFlight.current = false;
      }
      if (outcome.kind === "invalid") {
        const problems = formProblems(outcome.problems, outcome.scope, new Set(fieldPaths));
        const first = fieldPaths.find((path) => problems.fields.has(path));
        if (first !== undefined) focusNext.current = fieldId(form, first);
        setState({ kind: "invalid", problems });
      } else if (outcome.kind === "failed")
        setState({
          kind: "failed",
          message: outcome.message,
          signIn: outcome.signIn,
          uncertain: outcome.uncertain,
        });
      else if (outcome.kind === "published")
        setState({ kind: "published", answer: outcome.answer });
      else setState({ kind: outcome.kind });
      return outcome;
    },
    [publisher, form, fieldPaths],
  );

  const reset = useCallback(
    () => setState((current) => (current.kind === "publishing" ? current : { kind: "idle" })),
    [],
  );

  /** The message under the field at `path` (within the scope), if it has a mistake now. */
  const errorAt = (path: string) =>
    state.kind === "invalid" ? state.problems.fields.get(path) : undefined;

  return { state, publish, reset, errorAt };
}
