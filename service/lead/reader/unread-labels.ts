import type { LabelMeaning } from './label-meaning.ts';
import { isIdToken } from './value-shapes.ts';

/**
 * A label the reader cannot read, so its value is read by its shape beside the chosen contact, as a
 * value with no label is (unlabelled.ts): a generated id (`mvx2q6ak1nqlgl3s3eam1nlo`), or words
 * only in scripts no vocabulary holds (the vocabularies are deep in Latin, Greek, Cyrillic and
 * Chinese and Japanese scripts; a Thai, Devanagari, Hebrew or Tamil label names no term). Only
 * for labels that name no field: a term read in any script still counts as a label.
 */
const READ_SCRIPT =
  /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const LETTER = /\p{L}/u;

export function isUnreadLabel(label: string): boolean {
  if (label.length > 80) return false;
  const first = label.charCodeAt(0);
  if (first < 128) return isIdToken(label);
  return LETTER.test(label) && !READ_SCRIPT.test(label);
}

/** A label none of whose words the vocabularies know (`muuzaji`, `ном`): no role, no context, no party, no role word. */
export const knowsNoWord = (known: LabelMeaning) =>
  known.role === null &&
  known.context === null &&
  !known.noise &&
  !known.namesThing &&
  !known.otherParty &&
  !known.leadParty &&
  !known.recipient &&
  !known.identifier &&
  !Object.values(known.roleWords).some(Boolean);
