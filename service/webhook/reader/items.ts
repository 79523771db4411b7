import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { meaning } from './labels.ts';
import { COUNTRY_LEAF_KEYS, LABEL_TEXT_KEYS, NUMBER_LEAF_KEYS, PHONE_NUMBER_PARTS, VALUE_KEYS } from './vocabulary.ts';

/**
 * What the wrappers senders put around values hold (walk.ts reads through them): a labelled item's
 * keys, a name object's parts, choice ids as option texts, files and choices by their names, and
 * labels other objects give by id. Pure functions over one object each.
 */

type Obj = Record<string, unknown>;
export const isObject = (value: unknown): value is Obj => value !== null && typeof value === 'object' && !Array.isArray(value);
export const isScalar = (value: unknown) => value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
export const present = (value: unknown) => value !== null && value !== undefined && value !== '';

const VALUE = new Set(VALUE_KEYS);
const NAMING = new Set(['name', 'label', 'text', 'title']);

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
  /** Every key a name part holding text or null, one of them a first or last name: a name object. */
  name: boolean;
  /** A first, last, given or family name key among others: under a name key, still a name (nameObject). */
  namePart: boolean;
  /** A key naming another object's id (REFERENCE_KEYS). */
  reference: boolean;
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
  let labelRank = Infinity;
  let idRank = Infinity;
  let parts = true;
  let namePart = false;
  let reference = false;
  let formMarker = false;
  let numbered = false;
  let contact = false;
  let pair = false;
  let phoneParts = false;
  let partyKey: string | undefined;
  let flagParty: 'other' | 'person' | undefined;
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    const known = meaning(key);
    const role = known.asKey;
    const value = object[key];
    if (role.value) valueKey ??= key;
    else if (role.type) typeKey ??= key;
    else if (role.labelledValue) labelledValueKey ??= key;
    // A name object's empty extras (`"degree": ""`) say nothing; an empty contact key makes it a person.
    if ((role.partRank < 0 && !(isEmpty(value) && known.role === null)) || (value !== null && typeof value !== 'string')) parts = false;
    if (role.namePart) namePart = true;
    if (role.reference) reference = true;
    if (known.formMarker) formMarker = true;
    if (known.numbered) numbered = true;
    if (known.role === 'email' || known.role === 'phone') contact = true;
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
    } else if (role.labelRank >= 0 && labelKey === undefined && nestedLabel === undefined && isObject(value)) nestedLabel = textIn(value);
    if (role.idRank >= 0 && role.idRank < idRank && (typeof value === 'string' || typeof value === 'number')) {
      idKey = key;
      idRank = role.idRank;
    }
  }
  const labelText = labelKey !== undefined ? (object[labelKey] as string) : nestedLabel;
  // A `response` is an answer when its question is beside it; a person's `name` and contact keys make the object no question.
  if (labelledValueKey !== undefined && labelText !== undefined && !contact && (labelKey === undefined || meaning(labelKey).words !== 'name')) valueKey ??= labelledValueKey;
  return { valueKey, typeKey, labelKey, labelText, idKey, name: parts && namePart, namePart, reference, formMarker, numbered, contact, pair, phoneParts, partyKey, flagParty };
}

const isEmpty = (value: unknown) => value === null || value === '';
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
    if (!Object.hasOwn(object, key)) continue;
    const value = object[key];
    translated &&= key.length <= 5 && key !== 'id' && LANGUAGE_TAG.test(key);
    if (typeof value !== 'string' || value.trim() === '') continue;
    // A key of lower-case letters alone is its own words: no look-up for a reference's `id`, `type`, `ref`.
    if (LABEL_TEXT.has(LOWER_WORD.test(key) ? key : meaning(key).words)) return value;
    translation ??= value;
  }
  return translated ? translation : undefined;
}

const NUMBER_LEAF = new Map(NUMBER_LEAF_KEYS.map((key, i) => [key, i]));
const COUNTRY_LEAF = new Set(COUNTRY_LEAF_KEYS);

/** A phone sent as an object: its number leaf's place inside the object, and the number as the phone reader takes it. */
export interface PhoneLeaf {
  path: Array<string | number>;
  value: string | number;
  /** A country named beside the number (`"country": "GB"`): the country its national number is read in. */
  country: string | undefined;
}

/**
 * The number of a phone object (`{"phone_number": {"national_number": "…"}, "country_code": "49"}`,
 * `{"e164": "+44…"}`): the surest number leaf within three levels (NUMBER_LEAF_KEYS' order), with
 * a calling code or country found beside it. Null when the object holds no number leaf.
 */
export function phoneLeaf(object: Obj): PhoneLeaf | null {
  const found = { rank: Infinity, path: [] as Array<string | number>, value: '' as string | number, code: '', country: undefined as string | undefined };
  searchPhone(object, [], 0, found);
  if (found.rank === Infinity) return null;
  const { value, code, country } = found;
  const international = typeof value === 'string' && /^\s*(\+|00)/.test(value);
  return { path: found.path, value: code !== '' && !international ? `+${code} ${value}` : value, country };
}

function searchPhone(object: Obj, path: Array<string | number>, depth: number, found: { rank: number; path: Array<string | number>; value: string | number; code: string; country: string | undefined }): void {
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    const value = object[key];
    const { words } = meaning(key);
    if (typeof value === 'string' || typeof value === 'number') {
      const rank = NUMBER_LEAF.get(words);
      if (rank !== undefined && rank < found.rank && present(value)) Object.assign(found, { rank, path: [...path, key], value });
      else if (COUNTRY_LEAF.has(words)) countryOf(String(value).trim(), found);
    } else if (isObject(value) && depth < 2) searchPhone(value, [...path, key], depth + 1, found);
  }
}

// "+49", "49", "0049": a calling code; "GB", "gb" (and "UK", as people write it): a country libphonenumber knows.
function countryOf(text: string, found: { code: string; country: string | undefined }): void {
  const code = /^(?:\+|00)?(\d{1,4})$/.exec(text);
  if (code !== null) found.code ||= code[1];
  if (code === null) found.country ??= isoCountry(text);
}

/** A two-letter country libphonenumber knows ("gb"; "UK", as people write it, is GB), upper case; else undefined. */
export function isoCountry(text: string): string | undefined {
  if (text.length !== 2) return undefined;
  const iso = text.toUpperCase() === 'UK' ? 'GB' : text.toUpperCase();
  return isSupportedCountry(iso) ? iso : undefined;
}

/** The first own key whose words are in `set`. */
function keyIn(object: Obj, set: Set<string>): string | undefined {
  for (const key in object) if (Object.hasOwn(object, key) && set.has(meaning(key).words)) return key;
  return undefined;
}

/** `{"first": "Ada", "last": "Tester"}`, `{"First": …, "Last": …}`: the parts joined, or null when the object is not a name. */
export function nameObject(object: Obj, keys: ItemKeys = itemKeysOf(object), underName = false): string | null {
  // Under a name key, extras beside the parts (`"display": …`, `"id": 7`) do not make it no name; a contact key still does.
  if (!keys.name && !(underName && keys.namePart && !keys.contact)) return null;
  const parts: Array<[number, string]> = [];
  for (const key in object) {
    const value = object[key];
    const rank = typeof value === 'string' && value.trim() !== '' && Object.hasOwn(object, key) ? meaning(key).asKey.partRank : -1;
    if (rank >= 0) parts.push([rank, (value as string).trim()]);
  }
  const name = parts.sort(([a], [b]) => a - b).map(([, part]) => part).join(' ');
  return keys.name || name !== '' ? name : null;
}

const NUMBER_PARTS = new Set(PHONE_NUMBER_PARTS);
const PART_TEXT = /^(?:\+|00)?[\d\s().-]{1,8}$/;
const SEPARATORS = /[\s().-]/g;

/**
 * A phone sent in parts in one object (`{"country_code": "55", "area_code": "11", "number": "…"}`,
 * `{"ddi", "ddd", "telefone"}`, `{"dial_code": "+44", "phone": "07911…"}`, `{"countryCode": "DE",
 * "number": "030…"}`): the number's key, the whole number in E.164, and the parts' keys. Null when
 * the parts do not make a possible number, or the number needs none (it starts with `+`).
 */
export function joinedPhone(object: Obj): { key: string; value: string; parts: Set<string> } | null {
  let country: string | undefined;
  let area: string | undefined;
  let numberKey: string | undefined;
  let number = '';
  const parts = new Set<string>();
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    const known = meaning(key);
    const value = object[key];
    const text = typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : null;
    if (text === null) continue;
    if (known.phonePart !== null) {
      const iso = known.phonePart === 'country' && /^[A-Za-z]{2}$/.test(text) && isSupportedCountry(text.toUpperCase());
      if (!iso && !PART_TEXT.test(text)) continue;
      parts.add(key);
      if (known.phonePart === 'country' || text.startsWith('+') || text.startsWith('00')) country ??= iso ? text.toUpperCase() : text.replace(SEPARATORS, '');
      else area ??= text.replace(SEPARATORS, '');
    } else if (numberKey === undefined && (known.role === 'phone' || NUMBER_PARTS.has(known.words))) {
      numberKey = key;
      number = text;
    }
  }
  if (numberKey === undefined || parts.size === 0 || number.startsWith('+')) return null;
  const digits = number.replace(SEPARATORS, '');
  if (!/^\d{5,15}$/.test(digits)) return null;
  const value = phoneOfParts(country, area, digits);
  return value === null ? null : { key: numberKey, value, parts };
}

function phoneOfParts(country: string | undefined, area: string | undefined, digits: string): string | null {
  // The number may repeat its area code, or keep the national 0 a country code replaces.
  const national = [...new Set([area !== undefined && !digits.startsWith(area) ? `${area}${digits}` : digits, digits, digits.replace(/^0+/, '')])];
  if (country === undefined) return national[0];
  const iso = /^[A-Z]{2}$/.test(country) ? (country as CountryCode) : undefined;
  const code = iso === undefined ? country.replace(/^(\+|00)/, '') : '';
  if (iso === undefined && !/^\d{1,4}$/.test(code)) return null;
  const parsed = national.map((text) => (iso !== undefined ? parsePhoneNumberFromString(text, iso) : parsePhoneNumberFromString(`+${code}${text}`)));
  // A valid number first, else a possible one (new ranges, as docs/api.md §2.2 accepts).
  const found = parsed.find((phone) => phone?.isValid()) ?? parsed.find((phone) => phone?.isPossible());
  return found?.number ?? null;
}

/** An object holding an object or a list of objects: records of its own, not one answer's parts nor a file. */
export function holdsRecords(object: Obj): boolean {
  for (const key in object) {
    const inner = object[key];
    if (inner === null || typeof inner !== 'object' || !Object.hasOwn(object, key)) continue;
    if (!Array.isArray(inner) || inner.some(isObject)) return true;
  }
  return false;
}

export function isCheckboxCopy(item: Obj, { labelKey, valueKey }: ItemKeys, labels: Set<string>): boolean {
  if (labelKey === undefined || valueKey === undefined || typeof item[valueKey] !== 'boolean') return false;
  const label = String(item[labelKey]);
  const open = label.lastIndexOf(' (');
  return open > 0 && label.endsWith(')') && labels.has(label.slice(0, open));
}

// Choice answers sent as option ids (Tally) are written as the options' text.
export function optionTexts(item: Obj, value: unknown): unknown {
  if (!Array.isArray(item.options) || !present(value)) return value;
  const texts = new Map<unknown, unknown>();
  for (const option of item.options) if (isObject(option) && isScalar(option.text)) texts.set(option.id, option.text);
  return Array.isArray(value) ? value.map((id) => (isScalar(id) && texts.has(id) ? texts.get(id) : id)) : texts.has(value) ? texts.get(value) : value;
}

// A value read out of a wrapper: a one-element list is its element; files and choices are their names.
export function flatten(value: unknown): unknown {
  if (isScalar(value)) return value;
  const scalars: unknown[] = [];
  collectScalars(value, scalars, 0);
  return scalars.length === 1 ? scalars[0] : scalars.length === 0 ? null : scalars;
}

function collectScalars(value: unknown, into: unknown[], depth: number): void {
  if (isScalar(value)) {
    if (present(value)) into.push(value);
    return;
  }
  if (depth > 4 || into.length >= 100) return;
  if (Array.isArray(value)) return value.forEach((item) => collectScalars(item, into, depth + 1));
  const object = value as Obj;
  // A wrapped value is its value, not its bookkeeping (a CRM's `values: [{value, enum}]`).
  const wrapped = keyIn(object, VALUE);
  if (wrapped !== undefined) return void collectScalars(object[wrapped], into, depth + 1);
  // A file or an option is its name, never its link (links carry access tokens).
  const named = keyIn(object, NAMING);
  if (named !== undefined && isScalar(object[named])) return void collectScalars(object[named], into, depth + 1);
  for (const inner of Object.values(object)) collectScalars(inner, into, depth + 1);
}

/**
 * The ids by which an item names a label given elsewhere (Typeform answers name their question by
 * `field.id`), each with the `ref` to fall back on; descriptions.ts finds the labels once the walk is done.
 */
export type References = Array<[id: string, fallback: string | undefined]>;

export function referencesOf(object: Obj, keys: ItemKeys): References | undefined {
  if (!keys.reference) return undefined;
  let references: References | undefined;
  for (const key in object) {
    if (!Object.hasOwn(object, key) || !meaning(key).asKey.reference) continue;
    const value = object[key];
    const id = isObject(value) ? value.id : value;
    if (typeof id === 'string') (references ??= []).push([id, isObject(value) && typeof value.ref === 'string' ? value.ref : undefined]);
  }
  return references;
}

// `is_organizer`, `isHost`, `organizer` set to true: the object is that party's; a longer key (`host_approved`) says something else.
function partyFlag(words: string, other: boolean): 'other' | 'person' | undefined {
  const list = words.split(' ');
  const flag = list.length === 1 || (list.length === 2 && list[0] === 'is');
  return flag ? (other ? 'other' : 'person') : undefined;
}
