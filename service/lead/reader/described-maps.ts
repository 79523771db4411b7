import { isObject, itemKeysOf, textIn, type ItemKeys } from './item-keys.ts';
import { type Obj, ownKey } from './json-object.ts';
import { partyOf } from './value-words.ts';
import { meaning } from './labels.ts';
import { DESCRIPTION_KEYS } from './vocabulary-wrappers.ts';

/**
 * Questions described in an object keyed by their ids, not in a list (docs/api.md §2.4): an event tool's
 * `questions: {"4411": {title: {fi: "Ruokavalio"}, type: "radio", choices: {"1": {fi: …}}}}`, a form builder's
 * `{"3": {title: "Which campus?", type: "dropdown", order: 3}}`. Each is a description (descriptions.ts) whose id is its
 * key; the answers elsewhere are keyed by the same ids. Read only when every key is an id's digits and every value
 * describes a question (a label, a type, no value, no contact, nothing but a description's keys): the form's
 * structure, which the walk does not read.
 */
export function describedQuestions(object: Obj): Array<[string, Obj, ItemKeys]> | null {
  let described: Array<[string, Obj, ItemKeys]> | null = null;
  for (const id in object) {
    if (!ownKey(object, id)) continue;
    const item = object[id];
    // The first key's shape first: nearly every object's keys are words.
    if (!isIdDigits(id) || !isObject(item)) return null;
    const keys = itemKeysOf(item);
    if (!describes(item, keys)) return null;
    (described ??= []).push([id, item, keys]);
  }
  return described !== null && described.length >= 2 ? described : null;
}

const MAX_ID_LENGTH = 12;
function isIdDigits(key: string): boolean {
  if (key.length === 0 || key.length > MAX_ID_LENGTH) return false;
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

// A label and a type, no value and no contact's key, and a type naming no party (`{type: "Client", name}`: a person).
function describes(item: Obj, keys: ItemKeys): boolean {
  if (
    keys.labelText === undefined ||
    keys.typeKey === undefined ||
    keys.valueKey !== undefined ||
    keys.contact ||
    keys.namePart
  )
    return false;
  const type = item[keys.typeKey];
  if (typeof type !== 'string' || partyOf(type) !== undefined) return false;
  // Nothing but a description's keys: a text or a number under any other (`content`, `selection`) is an answer.
  for (const key in item) {
    const value = item[key];
    if (!ownKey(item, key) || value === null || typeof value === 'object' || typeof value === 'boolean') continue;
    if (key !== keys.labelKey && key !== keys.typeKey && key !== keys.idKey && !DESCRIBING.has(meaning(key).words))
      return false;
  }
  return true;
}
const DESCRIBING = new Set(DESCRIPTION_KEYS);

/** Choices keyed by their codes, each a text or its translations (`choices: {"2": {fi: "Kasvisruoka"}}`); null when none. */
export function keyedOptions(choices: Obj): Map<unknown, string> | null {
  let texts: Map<unknown, string> | null = null;
  for (const code in choices) {
    if (!ownKey(choices, code)) continue;
    const option = choices[code];
    const text = typeof option === 'string' ? option : isObject(option) ? textIn(option) : undefined;
    if (text !== undefined && text.trim() !== '') (texts ??= new Map()).set(code, text);
  }
  return texts;
}
