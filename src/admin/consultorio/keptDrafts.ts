/**
 * What a staff member typed in a task's form and has not published yet, kept for the tab: in sessionStorage, which
 * the browser keeps through a reload, the back button and a visit elsewhere in the same tab, and forgets when the
 * tab closes. Never in localStorage: the phone may be the practice's, shared by the staff, and a draft must not
 * outlive the tab it was typed in. Each draft is kept with the change's id (publishRequest.ts), a new one at each
 * edit, so that a retry of the same words is one publication, and new words are another.
 */
import { useCallback, useRef, useState, useSyncExternalStore } from "react";
import { newRequestId } from "../../practice/publishRequest";

/** A draft as it is kept: the change's id, what the form's part of the file was when it began, and the edits. */
export interface KeptDraft<Value> {
  /** The change's id: the commit carries it, so a retry never writes twice. */
  readonly id: string;
  /**
   * The form's part of the file as published when the draft began (as the form serialises it): another value now
   * means someone published there since, which the form says rather than hide.
   */
  readonly basis: string;
  /** What the form keeps: the edits, or the new entry. */
  readonly value: Value;
}

/** The keys of the drafts in sessionStorage: one per task, by the task's address ("consultorio:rascunho:horario"). */
const prefix = "consultorio:rascunho:";

/** The sessionStorage key of `task`'s draft. */
export const draftKey = (task: string) => prefix + task;

/** A kept draft's text, as sessionStorage holds it. */
export function draftText<Value>(draft: KeptDraft<Value>): string {
  return JSON.stringify({ version: 1, ...draft });
}

/**
 * A kept draft read back, or undefined for anything else: nothing kept, text that is not a draft of this version,
 * or a value the form does not recognise (`isValue`), as an older page or another tab may have left.
 */
export function parseDraft<Value>(
  text: string | null | undefined,
  isValue: (value: unknown) => value is Value,
): KeptDraft<Value> | undefined {
  if (!text) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (data === null || typeof data !== "object") return undefined;
  const { version, id, basis, value } = data as Record<string, unknown>;
  if (version !== 1 || typeof id !== "string" || !id || typeof basis !== "string") return undefined;
  return isValue(value) ? { id, basis, value } : undefined;
}

/** The tab's storage, or undefined where the browser refuses it (storage turned off). */
function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Drafts the tab could not keep (storage full or refused): still unpublished, so the page still asks before leaving. */
const unkept = new Set<string>();
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

function readKept<Value>(task: string, isValue: (value: unknown) => value is Value) {
  try {
    return parseDraft(tabStorage()?.getItem(draftKey(task)), isValue);
  } catch {
    return undefined;
  }
}

/** Keeps `draft` for `task`; false when the tab could not keep it. */
function keep<Value>(task: string, draft: KeptDraft<Value>): boolean {
  let kept = false;
  try {
    const storage = tabStorage();
    if (storage) {
      storage.setItem(draftKey(task), draftText(draft));
      kept = true;
    }
  } catch {
    kept = false;
  }
  if (kept) unkept.delete(task);
  else unkept.add(task);
  changed();
  return kept;
}

/** Forgets `task`'s draft (published or discarded). */
export function forgetDraft(task: string): void {
  try {
    tabStorage()?.removeItem(draftKey(task));
  } catch {
    // Nothing kept, nothing to forget.
  }
  unkept.delete(task);
  changed();
}

/** The tasks with a draft not yet published, kept or not, in the order of their keys. */
export function unpublishedTasks(): string[] {
  const tasks = new Set(unkept);
  const storage = tabStorage();
  try {
    for (let index = 0; storage && index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) tasks.add(key.slice(prefix.length));
    }
  } catch {
    // Storage refused: the unkept drafts alone.
  }
  return [...tasks].sort();
}

/** Forgets every draft of the tab (signing out of a phone others may use). */
export function forgetAllDrafts(): void {
  for (const task of unpublishedTasks()) forgetDraft(task);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The tasks with an unpublished draft, as a comma-joined key (a stable snapshot for React). */
const snapshot = () => unpublishedTasks().join(",");

/** The tasks with an unpublished draft, kept up to date as forms keep and forget theirs. */
export function useUnpublishedTasks(): readonly string[] {
  const joined = useSyncExternalStore(subscribe, snapshot, () => "");
  return joined ? joined.split(",") : [];
}

/**
 * A form's draft, kept for the tab under its task's address: `value` is what the form restores (undefined when
 * there is none), `change` keeps new edits (undefined: nothing left to publish), `forget` drops it once published
 * or discarded. `basis` is the form's part of the file as published now; `older` says the draft began on another.
 */
export function useKeptDraft<Value>(
  task: string,
  basis: string,
  isValue: (value: unknown) => value is Value,
) {
  const [draft, setDraft] = useState<KeptDraft<Value> | undefined>(() => readKept(task, isValue));
  const [kept, setKept] = useState(true);
  // The draft as last changed, for a publication that ends after more typing: only what it sent is forgotten.
  const latest = useRef(draft);

  const forget = useCallback(() => {
    latest.current = undefined;
    forgetDraft(task);
    setDraft(undefined);
    setKept(true);
  }, [task]);

  const change = (value: Value | undefined) => {
    if (value === undefined) return forget();
    const next = { id: newRequestId(), basis: latest.current?.basis ?? basis, value };
    latest.current = next;
    setKept(keep(task, next));
    setDraft(next);
  };

  /** The change with id `id` was published: its draft goes, unless more was typed since (a new id). */
  const published = (id: string | undefined) => {
    if (latest.current?.id === id) forget();
  };

  const older = draft !== undefined && draft.basis !== basis;
  return {
    value: draft?.value,
    /** The change's id, while there is a draft. */
    id: draft?.id,
    /** Whether the tab keeps it (false: storage full or refused; it is lost with the page). */
    kept,
    /** The draft began on another version of the form's part of the file: someone published there since. */
    older,
    /** Keeps the form's new edits; undefined when nothing is left to publish. */
    change,
    forget,
    published,
    /**
     * What the form's draft note shows (TaskForm's `draft`): whether there is a draft, kept or not, begun on another
     * version; discarding it runs `clear` (the form's own state) and forgets it.
     */
    note: (clear: () => void) => ({
      present: draft !== undefined,
      kept,
      older,
      onDiscard: () => {
        clear();
        forget();
      },
    }),
  };
}

/** Whether `value` is a plain object (a form's edits). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
