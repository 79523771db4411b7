import { meaning } from './labels.ts';
import { termsOf } from './label-words.ts';
import { OTHER_PEOPLE } from './vocabulary-other-people.ts';
import { LABEL_TEXT_KEYS } from './vocabulary-wrappers.ts';
import { type Obj, ownKey } from './json-object.ts';

/**
 * What an object's keys say, read once per object (docs/api.md §2.4 step 4): whether it is a
 * labelled item, a wrapped value, a name, a phone in parts, a party, and its label's text.
 */

export const isObject = (value: unknown): value is Obj =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
export const isScalar = (value: unknown) =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
/** Whether `String(value)` reads the value itself: a scalar or a list of them (an object's `toString` key is the sender's, or throws). */
export const isTextable = (value: unknown) => isScalar(value) || (Array.isArray(value) && value.every(isScalar));
export const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * A list sent as an object, as a form encodes one (`menu[1][name]=…`, `values[0][value]=…`): objects
 * under keys that count its rows from 0 (one row or more) or from 1 (two or more), in order (the
 * engine keeps such keys in their numbers' order). Its rows, or null; most objects fail on their first key.
 */
export function rowsIn(object: Obj): unknown[] | null {
  let count = 0;
  let first = -1;
  for (const key in object) {
    if (!ownKey(object, key)) continue;
    if (first < 0) first = key === '0' ? 0 : key === '1' ? 1 : -2;
    if (first < 0 || !isObject(object[key]) || !isNumber(key, first + count)) return null;
    count++;
  }
  return count >= 2 || (count === 1 && first === 0) ? Object.values(object) : null;
}

/** The numbers of rows keyed so (rowsIn): the tokens of their pointers. */
export const rowNumbers = (rows: Obj) => Object.keys(rows).map(Number);

// The key is the number's own text (digits, no leading zero): `12`, not `012`, nor `1e1`, ` 12`, `+12` or `12.0`,
// which a row's pointer (its number) would not name.
const isNumber = (key: string, number: number) =>
  key.length <= 6 && (key.length === 1 || key.charCodeAt(0) !== 48) && isDigits(key) && Number(key) === number;
function isDigits(key: string): boolean {
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** What an object's keys say, read in one pass over them (one meaning look-up per key) and used by every later step. */
export interface ItemKeys {
  valueKey?: string;
  typeKey?: string;
  /** The label key holding text, the first in LABEL_KEYS' order. */
  labelKey?: string;
  /** The label's text: the label key's, or held one level down in it (`"question": {"body": "…"}`). */
  labelText?: string;
  /** The key holding the object's own id (text or a number), the first in ID_KEYS' order. */
  idKey?: string;
  /** A key naming a second id of the object's, as text (`field_key` beside `id`): answers may be keyed by it. */
  otherId?: string;
  /** Every key a name part holding text or null, one of them a first or last name: a name object. */
  name: boolean;
  /** A first, last, given or family name key among others: under a name key, still a name (nameObject). */
  namePart: boolean;
  /** A key naming another object's id (REFERENCE_KEYS). */
  reference: boolean;
  /** The key naming another object's id when it is the object's only one (an answer's `field`): read alone (referencesOf). */
  referenceKey: string | undefined;
  /** A key that marks a form's description (`fields`, `schema`). */
  formMarker: boolean;
  /** A question-numbered key (`q4_email`). */
  numbered: boolean;
  /** A key asking for a phone or an email. */
  contact: boolean;
  /** Half of a numbered label/value key pair (`extra07_name`), walk.ts pairs them. */
  pair: boolean;
  /** A key holding a part of a phone number (`country_code`, `ddd`): joinedPhone() joins them. */
  phoneParts: boolean;
  /** A key asking for a name or a first or last name, holding one: the object names someone. */
  named: boolean;
  /** A key saying who the object is (`type`, `role`) holding text: partyOf() reads it. */
  partyKey?: string;
  /** A flag saying who the object is (`"is_organizer": true`, `"isCustomer": true`). */
  flagParty: 'other' | 'person' | undefined;
}

/**
 * The keys that make an object a labelled item, a wrapped value or a name, in one pass over its
 * keys. Locals, and one object literal at the end: every ItemKeys has the same shape, so the
 * code reading them stays monomorphic.
 */
export function itemKeysOf(object: Obj): ItemKeys {
  let valueKey: string | undefined;
  let labelledValueKey: string | undefined;
  let typeKey: string | undefined;
  let labelKey: string | undefined;
  let nestedLabel: string | undefined;
  let idKey: string | undefined;
  let otherId: string | undefined;
  let labelRank = Infinity;
  let idRank = Infinity;
  let machineName: string | undefined;
  let parts = true;
  let namePart = false;
  let reference = false;
  let referenceKey: string | undefined;
  let formMarker = false;
  let numbered = false;
  let contact = false;
  let pair = false;
  let phoneParts = false;
  let named = false;
  let partyKey: string | undefined;
  let flagParty: 'other' | 'person' | undefined;
  for (const key in object) {
    if (!ownKey(object, key)) continue;
    const known = meaning(key);
    const role = known.asKey;
    const value = object[key];
    if (role.value) valueKey ??= key;
    else if (role.type) typeKey ??= key;
    else if (role.labelledValue) labelledValueKey ??= key;
    // A name object's empty extras (`"degree": ""`) say nothing; an empty contact key makes it a person.
    if (
      (role.partRank < 0 && !(isEmpty(value) && known.role === null)) ||
      (value !== null && typeof value !== 'string')
    )
      parts = false;
    if (role.namePart) namePart = true;
    if (role.reference) {
      referenceKey = reference ? undefined : key;
      reference = true;
    }
    if (known.formMarker) formMarker = true;
    if (known.numbered) numbered = true;
    if (known.role === 'email' || known.role === 'phone') contact = true;
    else if (
      (known.role === 'name' || known.role === 'firstName' || known.role === 'lastName') &&
      value !== null &&
      value !== ''
    )
      named = true;
    if (known.pair !== null) pair = true;
    if (value === true && (known.otherParty || known.leadParty)) flagParty ??= partyFlag(known.words, known.otherParty);
    // Rare keys (a phone's part, a party's type): one flag read for the common case.
    if (known.partOrParty) {
      if (known.phonePart !== null) phoneParts = true;
      else if (typeof value === 'string') partyKey ??= key;
    }
    if (role.labelRank >= 0 && role.labelRank < labelRank && typeof value === 'string' && value !== '') {
      labelKey = key;
      labelRank = role.labelRank;
    } else if (role.labelRank >= 0 && labelKey === undefined && nestedLabel === undefined && isObject(value))
      nestedLabel = textIn(value);
    if (role.idRank >= 0 && role.idRank < idRank && (typeof value === 'string' || typeof value === 'number')) {
      idKey = key;
      idRank = role.idRank;
    } else if (role.idWord && typeof value === 'string') otherId ??= key;
    else if (known.words === 'name' && typeof value === 'string' && isLowerFirst(value) && MACHINE_NAME.test(value))
      machineName = key;
  }
  // A field's machine name beside its title (`{type, name: "question4", title: "Years in practice"}`): its id.
  if (idKey === undefined && machineName !== undefined && labelKey !== undefined && labelKey !== machineName)
    idKey = machineName;
  const labelText = labelKey !== undefined ? (object[labelKey] as string) : nestedLabel;
  // A `response` is an answer when its question is beside it; a person's `name` and contact keys make the object no question.
  if (
    labelledValueKey !== undefined &&
    labelText !== undefined &&
    !contact &&
    (labelKey === undefined || meaning(labelKey).words !== 'name')
  )
    valueKey ??= labelledValueKey;
  return {
    valueKey,
    typeKey,
    labelKey,
    labelText,
    idKey,
    otherId,
    name: parts && namePart,
    namePart,
    reference,
    referenceKey,
    formMarker,
    numbered,
    contact,
    pair,
    phoneParts,
    named,
    partyKey,
    flagParty,
  };
}

const isEmpty = (value: unknown) => value === null || value === '';
// A name written for machines: no space, a lower-case letter first (`question4`, `budget_range`, `firstName`).
const MACHINE_NAME = /^[a-z][\w.-]{0,63}$/;
// Most names start with a capital (`Jane Doe`): no pattern run for them.
const isLowerFirst = (value: string) => value.charCodeAt(0) >= 97 && value.charCodeAt(0) <= 122;
const LOWER_WORD = /^[a-z]+$/;
const LABEL_TEXT = new Set(LABEL_TEXT_KEYS);

// A label's translations (`{"en": "Phone", "de": "Telefon"}`, `{"pl_PL": …}`): language tags as keys.
const LANGUAGE_TAG = /^[a-z]{2}(?:[-_][a-z]{2})?$/i;

/**
 * A label sent as an object (`{"body": "Podaj numer telefonu"}`, `{"label": "Phone", "id": "f2"}`):
 * its text; or, for a label in several languages, the first translation.
 */
function textIn(object: Obj): string | undefined {
  let translation: string | undefined;
  // Translations only when every key is a language tag (`{"id", "type", "ref"}` is a reference, not a label).
  let translated = true;
  for (const key in object) {
    if (!ownKey(object, key)) continue;
    const value = object[key];
    translated &&= key.length <= 5 && key !== 'id' && LANGUAGE_TAG.test(key);
    if (typeof value !== 'string' || value.trim() === '') continue;
    // A key of lower-case letters alone is its own words: no look-up for a reference's `id`, `type`, `ref`.
    if (LABEL_TEXT.has(LOWER_WORD.test(key) ? key : meaning(key).words)) return value;
    translation ??= value;
  }
  return translated ? translation : undefined;
}

// Someone close to the lead as a flag (`"spouse": true`) asks whether they come along, not who the object is.
const CLOSE_PEOPLE = termsOf(OTHER_PEOPLE);

// `is_organizer`, `isHost`, `organizer` set to true: the object is that party's; a longer key (`host_approved`) says something else.
function partyFlag(words: string, other: boolean): 'other' | 'person' | undefined {
  // One word, or `is` and one word: read without splitting (a key set to true in most bodies).
  const space = words.indexOf(' ');
  const last =
    space < 0 ? words : space === 2 && words.startsWith('is') && words.indexOf(' ', 3) < 0 ? words.slice(3) : null;
  return last === null || CLOSE_PEOPLE.has(last) ? undefined : other ? 'other' : 'person';
}
