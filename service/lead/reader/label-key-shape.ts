/**
 * What a key or a label is by its characters (role-features.ts): written for a person to read or named as
 * a variable, in a script past ASCII, a form's hidden field. It depends on the label alone, so labels.ts
 * reads it once per label meaning, where every value read it again (issue 35 item 6).
 */

/** A question or a label as a person reads it ("Company name", "How soon?"), not a variable's name (`score`). */
export const HUMAN_LABEL = 1 << 0;
/** A key in a script beyond ASCII (`お子様の年齢`, `Возраст`), or words in one after a number. */
export const NATIVE_KEY = 1 << 1;
/** A key written as words for a person to read (`How many rooms?`, `Preferred color`). */
export const WRITTEN_KEY = 1 << 2;
/** One `_` first and ASCII only (`_wp_http_referer`, `_gotcha`): a form's hidden field's shape. */
export const HIDDEN_KEY = 1 << 3;
/** Its words name a time or a date (`time|date` in them). */
export const TIME_WORDS = 1 << 4;
/** A digit in the label (`q_93`, `4`). */
export const DIGIT_IN_LABEL = 1 << 5;

/** The label's shape as bits: `label` as sent (or as meaning() reads it), `words` its meaning's. */
export function keyShapeOf(label: string, words: string): number {
  return (
    (isHumanLabel(label) ? HUMAN_LABEL : 0) |
    (isNativeKey(label) ? NATIVE_KEY : 0) |
    (isWrittenKey(label) ? WRITTEN_KEY : 0) |
    (isHiddenKey(label) ? HIDDEN_KEY : 0) |
    (TIME_OR_DATE.test(words) ? TIME_WORDS : 0) |
    (DIGIT.test(label) ? DIGIT_IN_LABEL : 0)
  );
}

/**
 * keyShapeOf for a label longer than meaning() reads: read once for the values under it, one after another (a list's
 * items share their label). Read for each, a long key above many items was read again for every one, quadratic in the body.
 */
export function longKeyShape(label: string, words: string): number {
  if (label !== longLabel || words !== longWords) {
    longShape = keyShapeOf(label, words);
    longLabel = label;
    longWords = words;
  }
  return longShape;
}
let longLabel = '';
let longWords = '';
let longShape = 0;
/** Lets go of the last long label read (a body's key, up to its size, is not held past the body). */
export function forgetLongKeyShape(): void {
  longLabel = '';
  longWords = '';
}

const TIME_OR_DATE = /time|date/;
const DIGIT = /\d/;
const PAST_ASCII = /[^\x00-\x7f]/;

// One `_` only: a double one (`__proto__`, `__typename`) is a language's or a schema's name, no form's field; and a
// key holding words past ASCII (`_param_удобное_время`) is a custom field's question in the person's language.
const isHiddenKey = (label: string) =>
  label.charCodeAt(0) === 95 /* _ */ && label.charCodeAt(1) !== 95 && !PAST_ASCII.test(label);

const UPPER_FIRST = /^\p{Lu}/u;
// A letter of a script without case (お, 年, ก, म) reads as a person's label too.
const UNCASED_LETTER_FIRST = /^\p{Lo}/u;
// A key in a script beyond ASCII starting with a letter, in any case (`дитина`, `お子様の年齢`), or words in one after a
// number (`12वीं के अंक`): variables are named in ASCII.
const isNativeKey = (label: string) =>
  label.charCodeAt(0) > 127
    ? isHumanLabel(label) || NATIVE_LETTER_FIRST.test(label)
    : label.includes(' ') && NATIVE_LETTER.test(label);
const NATIVE_LETTER_FIRST = /^\p{L}/u;
const NATIVE_LETTER = /[^\x00-\x7f]/;

function isHumanLabel(label: string): boolean {
  if (label.includes(' ') || label.endsWith('?')) return true;
  const first = label.charCodeAt(0);
  // An ASCII first character answers by itself; the Unicode test only past ASCII.
  return first < 128 ? first >= 65 && first <= 90 : UPPER_FIRST.test(label) || UNCASED_LETTER_FIRST.test(label);
}
// Two words of letters or more, or a question mark: `Preferred color`, `How many rooms?` (not `utm source`: keys are read as sent).
const isWrittenKey = (label: string) =>
  (label.includes(' ') || label.endsWith('?')) && label.length <= 200 && WRITTEN_KEY_TEXT.test(label);
// Words, a unit or a note in brackets after them (`Takyta (kvm)`, `Floor area (m2)`), a question mark.
const WRITTEN_KEY_TEXT = /^[A-Za-z][a-z]*(?: [A-Za-z][a-z']*)*(?: \([^()]{1,16}\))? ?\??$/;
