import { createContext, useContext } from "react";

/** What the booking says besides the chat: the practice's landline and its emergency line. Never changes. */
export interface PracticeWords {
  /** The landline, digits with country code 55; none where the practice has none. */
  landline?: string | null;
  /** What to do in an emergency (site-settings.json, `practice.emergency`); none, no line. */
  emergency?: string;
}

/**
 * Where the booking gets its words: a promise, so that they travel with the modal's code, not in every page's
 * first load. The root's comes from the booking modal's own chunk (src/root/practiceWords.ts); a story's at once.
 */
export type PracticeWordsLoader = () => Promise<PracticeWords>;

/** The words the open modal was given (BookingModal provides them). */
export const PracticeWordsContext = createContext<PracticeWords>({});

/** The practice's landline and emergency line, as the modal was given them. */
export function usePracticeWords(): PracticeWords {
  return useContext(PracticeWordsContext);
}
