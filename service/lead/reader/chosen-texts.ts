import { isObject, type ItemKeys } from './item-keys.ts';
import { isIdKey } from './items.ts';
import { type Obj, ownKey } from './json-object.ts';
import { meaning } from './labels.ts';
import { helps } from './shown-texts.ts';
import { isDatedText } from './value-shapes.ts';
import { CHOSEN_LIST_WORDS } from './vocabulary-answer-keys.ts';

/**
 * The texts of a chosen option beside its empty value: the one text of words there (`option_title: "Kitchen"`), or a
 * grid's two (`row_title: "Weekdays"`, `column_title: "After 4pm"`) as `Weekdays: After 4pm`; not its ids, type or codes.
 * With no such text, the options listed beside it, each by its name (`{answer: null, answerOptions: [{optionId, name}]}`).
 */
export function chosenText(object: Obj, keys: ItemKeys, valueKey: string): string | null {
  let first: string | null = null;
  let second: string | null = null;
  let listed: unknown[] | null = null;
  for (const key in object) {
    const value = object[key];
    if (key === valueKey || key === keys.idKey || key === keys.typeKey || !ownKey(object, key)) continue;
    // The options chosen, under a key saying so (`answerOptions`, `selected`; not `options`, `choices`: all offered).
    if (Array.isArray(value) && listed === null && namesChosen(key)) listed = value;
    if (typeof value !== 'string') continue;
    // Words, or an amount's range (`$150 - $250`): a number alone is an id's or a count's.
    // A time stamped (`answerDate: "2026-06-12 21:14:03"`) is when it was answered: the tool's.
    if (!(LETTER.test(value) || value.includes(' ')) || value.length > 200 || isDatedText(value)) continue;
    const { role, words } = meaning(key);
    if (role !== null || saysNothing(key, value)) continue;
    if (helps(words)) continue;
    if (second !== null) return null;
    if (first === null) first = value.trim();
    else second = value.trim();
  }
  if (first === null) return listed === null || listed.length === 0 ? null : optionNames(listed);
  return second === null ? first : `${first}: ${second}`;
}
// An id's, a type's or a noise's key, or a code: nothing an option's text says (`{optionId, name}`: its name does).
function saysNothing(key: string, value: string): boolean {
  const { asKey, noise } = meaning(key);
  return isIdKey(key) || asKey.type || noise || CODE.test(value);
}
// A code, not a title: one token of letters, digits and joiners with a digit or an underscore in it (`opt_3`, `A1`).
const CODE = /^(?=[^\s]*[\d_])[\w.-]+$/;
const LETTER = /\p{L}/u;
const CHOSEN = new Set(CHOSEN_LIST_WORDS);
const namesChosen = (key: string) =>
  meaning(key)
    .words.split(' ')
    .some((word) => CHOSEN.has(word));

// Each option's one text of words (its `name`, `label`, `title`; no id, type or code), joined; null unless every item has one.
function optionNames(list: unknown[]): string | null {
  if (list.length > MAX_OPTIONS) return null;
  const names: string[] = [];
  for (const item of list) {
    if (!isObject(item)) return null;
    const name = optionName(item);
    if (name === null) return null;
    names.push(name);
  }
  return names.join(', ');
}
const MAX_OPTIONS = 20;

function optionName(option: Obj): string | null {
  let found: string | null = null;
  for (const key in option) {
    const value = option[key];
    if (typeof value !== 'string' || !ownKey(option, key) || !LETTER.test(value) || value.length > 200) continue;
    if (saysNothing(key, value)) continue;
    if (found !== null) return null;
    found = value.trim();
  }
  return found;
}
