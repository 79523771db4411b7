import { termsOf, withoutTrailingDigits } from './label-words.ts';
import { POSITION_WORDS } from './vocabulary-wrappers.ts';

/**
 * Keys naming only a place among others (docs/api.md §2.4): a place word and its number (`value1`,
 * `field_2`, `custom field 3`) or a field's id (`fld_5f2a`, `q17`): such a key says nothing of its
 * value, read by its shape beside the chosen contact (unlabelled.ts).
 */

const POSITIONS = termsOf(POSITION_WORDS);
const POSITION = /^(\D+?) ?\d{1,3}$/;

// A field's id after at most a short prefix (`fld 5f2a`, `c 9b1e`, `q17`): letters and digits mixed, a letter after a
// digit, four to twelve of them; or a letter and a number. A word with a version or a size (`sha256`, `b2b`) is none.
const FIELD_ID = /^(?:[a-z]{1,6} )?(?:(?=[a-z\d]*\d[a-z])[a-z\d]{4,12}|[a-z]\d{1,4})$/;

// `value1`, `field 2`, `custom field 3`: a word naming only a place, then a number; or a field's id.
export function isPositional(words: string): boolean {
  if (FIELD_ID.test(words)) return true;
  // A place word, then an id of a few letters and digits (`Field_8f1`, `custom field 9a0`), or one letter (`value_a`).
  const space = words.lastIndexOf(' ');
  if (space > 0 && isPlaceId(words.slice(space + 1)) && POSITIONS.has(words.slice(0, space))) return true;
  const last = words.charCodeAt(words.length - 1);
  if (last < 48 || last > 57) return false;
  const base = POSITION.exec(words)?.[1];
  return base !== undefined && POSITIONS.has(base);
}
// `param1`, `custom 2`: a place word and its number ending the key, after the words naming who defined the field.
export function isNumberedField(list: string[]): boolean {
  const last = list[list.length - 1];
  const code = last.charCodeAt(last.length - 1);
  if (code < 48 || code > 57) return false;
  const stem = withoutTrailingDigits(last);
  return stem !== '' ? POSITIONS.has(stem) : list.length > 1 && POSITIONS.has(list[list.length - 2]);
}
const PLACE_ID = /^(?=[a-z]*\d)[a-z\d]{1,8}$/;
const isPlaceId = (id: string) => (id.length === 1 && id >= 'a' && id <= 'z') || PLACE_ID.test(id);
