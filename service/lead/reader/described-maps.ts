import { isObject, itemKeysOf, textIn, type ItemKeys } from './item-keys.ts';
import { type Obj, ownKey } from './json-object.ts';
import { partyOf } from './value-words.ts';
import { meaning } from './labels.ts';
import { DESCRIPTION_KEYS, LABEL_HEAD_WORDS } from './vocabulary-wrappers.ts';

/**
 * Questions described in an object keyed by their ids, not in a list (docs/api.md §2.4): an event tool's
 * `questions: {"4411": {title: {fi: "Ruokavalio"}, type: "radio", choices: {"1": {fi: …}}}}`, a form builder's
 * `{"3": {title: "Which campus?", type: "dropdown", order: 3}}`, a CRM's field definitions keyed by the fields' machine
 * keys (`fields: {UF_CRM_1698412233: {type: "enumeration", title: "UF_CRM_1698412233", listLabel: "Тип робіт", items}}`).
 * Each is a description (descriptions.ts) whose id is its key, labelled by the label people read where its own label
 * repeats the key (`listLabel`, `caption`); the answers elsewhere are keyed by the same ids. Read only when every key is
 * an id (digits, or a machine's key holding a digit) and every value describes a question (a label, a type, no value,
 * no contact, nothing but a description's keys): the form's structure, which the walk does not read.
 */
export function describedQuestions(object: Obj): DescribedMap | null {
  let items: Array<DescribedItem> | null = null;
  let digits = true;
  for (const id in object) {
    if (!ownKey(object, id)) continue;
    const item = object[id];
    // The first key's shape first: nearly every object's keys are words.
    const kind = idKind(id);
    if (kind === NO_ID || !isObject(item)) return null;
    digits &&= kind === DIGITS;
    const keys = itemKeysOf(item);
    const label = keys.labelText === id ? shownLabel(item, id) : keys.labelText;
    if (label === undefined || !describes(item, keys)) return null;
    (items ??= []).push([id, item, keys, label]);
  }
  return items !== null && items.length >= 2 ? { items, digits } : null;
}

/** A question's id, its description, that description's keys and its label. */
export type DescribedItem = [string, Obj, ItemKeys, string];
/**
 * Questions described in an object keyed by their ids: keyed by digits, the form's outright (the walk reads them no
 * further); keyed by a machine's keys (`cf_4411`), the form's only once an answer is keyed by one (a map of chosen
 * add-ons, `extras: {ext_12: {type: "addon", title: "Inside oven"}}`, is the person's), so walked as any object.
 */
export type DescribedMap = { items: DescribedItem[]; digits: boolean };

const MAX_ID_LENGTH = 12;
const MAX_KEY_LENGTH = 64;
const NO_ID = 0;
const DIGITS = 1;
const MACHINE_KEY = 2;
// An id's digits (`"4411"`), or a machine's key holding one, letters, digits and `_`, `-` or `.` only (`UF_CRM_1698412233`,
// `cf_4411`): no word a person wrote.
function idKind(key: string): number {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return NO_ID;
  let digits = 0;
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    if (code >= 48 && code <= 57) digits++;
    else if (!(isLetter(code) || (i > 0 && (code === 95 || code === 45 || code === 46)))) return NO_ID;
  }
  if (digits === key.length) return key.length <= MAX_ID_LENGTH ? DIGITS : NO_ID;
  return digits > 0 ? MACHINE_KEY : NO_ID;
}
const isLetter = (code: number) => (code | 32) >= 97 && (code | 32) <= 122;

// The label people read where the description's own repeats its key (`title: "cf_4411"`): the first text under a key
// ending in a label's word (`caption`, `listLabel`, `display_name`) that is not the key again.
function shownLabel(item: Obj, id: string): string | undefined {
  for (const key in item) {
    const value = item[key];
    if (ownKey(item, key) && typeof value === 'string' && value.trim() !== '' && value !== id && isLabelKey(key))
      return value;
  }
  return undefined;
}
const isLabelKey = (key: string) => {
  const { words } = meaning(key);
  return LABEL_HEADS.has(words.slice(words.lastIndexOf(' ') + 1));
};

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
  // Nothing but a description's keys (a label's too, `listLabel`, `formLabel`): a text or a number under any other
  // (`content`, `selection`) is an answer.
  for (const key in item) {
    const value = item[key];
    if (
      !ownKey(item, key) ||
      value === null ||
      typeof value === 'object' ||
      typeof value === 'boolean' ||
      typeof value === 'number'
    )
      continue;
    if (key !== keys.labelKey && key !== keys.typeKey && key !== keys.idKey && !describing(key)) return false;
  }
  return true;
}
const DESCRIBING = new Set(DESCRIPTION_KEYS);
// A description's key (`required`, `placeholder`), a label's (`listLabel`, `question` beside `questionName`) or an id's
// (`questionId: "question1"`).
function describing(key: string): boolean {
  const { words, asKey } = meaning(key);
  return DESCRIBING.has(words) || isLabelKey(key) || asKey.labelRank >= 0 || asKey.idWord;
}
const LABEL_HEADS = new Set(LABEL_HEAD_WORDS);

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
