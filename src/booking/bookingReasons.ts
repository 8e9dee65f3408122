/**
 * Why the booking was opened: every call to action records a reason (spec, section 4). Three names, one meaning
 * each:
 * - a reason's key (`ReasonKey`, "catarataDuvidas"), what the rest of the site is told (the counting included);
 * - its label, the words the visitor and the practice read ("Dúvidas sobre cirurgia de catarata");
 * - a `Reason`, the two together, what the booking state keeps.
 * The reasons themselves are the pages' (src/shared/sitePages.ts): each page lists the calls to action it offers.
 * Not on the first load's path (it brings the page registry): the booking's state takes a `Reason` as it is given.
 */
import {
  reasonLabels,
  topicPlaceholder,
  type FixedReasonKey,
  type ReasonKey,
} from "../shared/sitePages";
import { inSentence } from "./inSentence";

export type { FixedReasonKey, ReasonKey };

/** A reason: its key and its words. */
export interface Reason {
  readonly key: ReasonKey;
  readonly label: string;
}

/** The reason of a fixed call to action. */
export function fixedReason(key: FixedReasonKey): Reason {
  return { key, label: reasonLabels[key] };
}

/**
 * The reason an article's call to action records: "Dúvidas sobre" and the article's topic, the name of its
 * condition as the list of articles shows it ("Glaucoma"), in lower case as a sentence has it: "Dúvidas sobre
 * glaucoma". The topic, not the title ("Glaucoma tem sintomas? Como descobrir…"), which reads badly in a message.
 */
export function articleReason(topic: string): Reason {
  return { key: "artigo", label: reasonLabels.artigo.replace(topicPlaceholder, inSentence(topic)) };
}
