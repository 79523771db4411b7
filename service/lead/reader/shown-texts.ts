import { valueAtPointer } from '../field-map/json-pointer.ts';
import { type Obj, ownKey } from './json-object.ts';
import { isLowerFirst, isObject, itemKeysOf } from './item-keys.ts';
import { endsAsking } from './shapes.ts';
import { meaning } from './labels.ts';
import type { Reading } from './reading.ts';
import { HELP_WORDS, SHOWN_VALUE_WORDS } from './vocabulary-shown-values.ts';

/**
 * A value sent beside the text shown for it (`{name: "Bedrooms", value: "b3", string: "Three bedrooms"}`,
 * `display_value`, `formatted`): a code reads as its text (walk-wrappers.ts), a number keeps its words beside it in
 * the brief's line (notes-lines.ts).
 */

// Codes, one or a few joined by commas, each a token holding a digit or an underscore (`svc_eot_03`, `b3`, `ex_oven,ex_win`).
// A letter in them: a number alone (a phone, a postcode, `3065`) is the value itself.
const CODES = /^(?=[^\s]*[\d_])(?=[^\s]*[A-Za-z])[\w.-]+(?:,[\w.-]+)*$/;
const HELP = new Set(HELP_WORDS);
/** A key helping the person answer (`placeholder`, `help_text`): its text is neither the answer nor a code's text. */
export const helps = (words: string) => words.split(' ').some((word) => HELP.has(word));
/**
 * Codes, a slug (`natural-oak`, `queen_size`) or a machine's date, read as the text shown for them. A long value is no
 * code (refused before the pattern runs).
 */
export const isCodes = (value: string) =>
  value.length <= 64 && (CODES.test(value) || ISO_DATE.test(value) || (isLowerFirst(value) && SLUG.test(value)));
// Lower-case words joined by `-` or `_`, two of them at least, a letter among them: a machine's name for an option (a
// number's parts, `503-555-0181`, are none).
const SLUG = /^(?=[^a-z]*[a-z])[a-z0-9]+(?:[-_][a-z0-9]+)+$/;
// A date as machines write it (`2025-03-03`) beside the day as people read it (`Monday 3 March`).
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const SHOWN = new Set(SHOWN_VALUE_WORDS);
const DIGITS = /^\d{1,18}$/;
const LETTER = /\p{L}/u;

/**
 * The text shown for a code, under a key naming a shown value (`string`, `display_value`): words, with a space. For a
 * number (`asked`), not the item's label nor a question (a form's question under `text`: `{name: "guests", text: "How
 * many guests?", answer: "4"}`: review 39).
 */
export function shownText(object: Obj, valueKey: string, labelKey: string | undefined, asked = false): string | null {
  for (const key in object) {
    const value = object[key];
    if (key === valueKey || key === labelKey || typeof value !== 'string' || !value.includes(' ')) continue;
    if (!ownKey(object, key) || value.length > 200) continue;
    const { words } = meaning(key);
    if (helps(words) || (asked && endsAsking(value))) continue;
    const space = words.indexOf(' ');
    if (SHOWN.has(space < 0 ? words : words.slice(0, space)) || SHOWN.has(words.slice(words.lastIndexOf(' ') + 1)))
      return value.trim();
  }
  return null;
}

/**
 * An answer's number sent beside words shown for it (`{name: "Swimming ability", value: "3312", display_value: "Two
 * confident swimmers, …"}`): an option's id or the person's own figure (a zip code beside its town), which no shape
 * tells apart, so the line reads both, the words first. The number alone decided the value's role (a phone, a deposit in
 * cents, a stage's number stay what they were). Words holding the number, or with no letter (a range), add nothing.
 */
export function withShownWords(reading: Reading, lead: Obj | null): string | undefined {
  const { value, item } = reading;
  const number = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (lead === null || item === undefined || typeof number !== 'string' || !DIGITS.test(number)) return undefined;
  const object = valueAtPointer(lead, item.map(String));
  if (!isObject(object) || typeof reading.key !== 'string') return undefined;
  const shown = shownText(object, reading.key, itemKeysOf(object).labelKey, true);
  if (shown === null || shown === reading.label || !LETTER.test(shown) || shown.includes(number)) return undefined;
  return `${shown} (${number})`;
}
