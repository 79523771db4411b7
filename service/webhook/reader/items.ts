import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { meaning } from './labels.ts';
import { PHONE_NUMBER_PARTS, VALUE_KEYS } from './vocabulary.ts';

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
  /** The key holding the object's own id (text or a number), the first in ID_KEYS' order. */
  idKey?: string;
  /** Every key a name part holding text or null, one of them a first or last name: a name object. */
  name: boolean;
  /** A key naming another object's id (REFERENCE_KEYS). */
  reference: boolean;
  /** A key that marks a form's description (`fields`, `schema`). */
  formMarker: boolean;
  /** A question-numbered key (`q4_email`). */
  numbered: boolean;
  /** A key asking for a phone or an email. */
  contact: boolean;
  /** A key holding a part of a phone number (`country_code`, `ddd`): joinedPhone() joins them. */
  phoneParts: boolean;
  /** A key saying who the object is (`type`, `role`) holding text: partyOf() reads it. */
  partyKey?: string;
}

/**
 * The keys that make an object a labelled item, a wrapped value or a name, in one pass over its
 * keys. Locals, and one object literal at the end: every ItemKeys has the same shape, so the
 * code reading them stays monomorphic.
 */
export function itemKeysOf(object: Obj): ItemKeys {
  let valueKey: string | undefined;
  let typeKey: string | undefined;
  let labelKey: string | undefined;
  let idKey: string | undefined;
  let labelRank = Infinity;
  let idRank = Infinity;
  let parts = true;
  let namePart = false;
  let reference = false;
  let formMarker = false;
  let numbered = false;
  let contact = false;
  let phoneParts = false;
  let partyKey: string | undefined;
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    const known = meaning(key);
    const role = known.asKey;
    const value = object[key];
    if (role.value) valueKey ??= key;
    else if (role.type) typeKey ??= key;
    if (role.partRank < 0 || (value !== null && typeof value !== 'string')) parts = false;
    if (role.namePart) namePart = true;
    if (role.reference) reference = true;
    if (known.formMarker) formMarker = true;
    if (known.numbered) numbered = true;
    if (known.role === 'email' || known.role === 'phone') contact = true;
    // Rare keys (a phone's part, a party's type): one flag read for the common case.
    if (known.partOrParty) {
      if (known.phonePart !== null) phoneParts = true;
      else if (typeof value === 'string') partyKey ??= key;
    }
    if (role.labelRank >= 0 && role.labelRank < labelRank && typeof value === 'string' && value !== '') {
      labelKey = key;
      labelRank = role.labelRank;
    }
    if (role.idRank >= 0 && role.idRank < idRank && (typeof value === 'string' || typeof value === 'number')) {
      idKey = key;
      idRank = role.idRank;
    }
  }
  return { valueKey, typeKey, labelKey, idKey, name: parts && namePart, reference, formMarker, numbered, contact, phoneParts, partyKey };
}

/** The first own key whose words are in `set`. */
function keyIn(object: Obj, set: Set<string>): string | undefined {
  for (const key in object) if (Object.hasOwn(object, key) && set.has(meaning(key).words)) return key;
  return undefined;
}

/** `{"first": "Ada", "last": "Tester"}`, `{"First": …, "Last": …}`: the parts joined, or null when the object is not a name. */
export function nameObject(object: Obj, keys: ItemKeys = itemKeysOf(object)): string | null {
  if (!keys.name) return null;
  const parts: Array<[number, string]> = [];
  for (const key in object) {
    const value = object[key];
    if (Object.hasOwn(object, key) && typeof value === 'string' && value.trim() !== '') parts.push([meaning(key).asKey.partRank, value.trim()]);
  }
  return parts.sort(([a], [b]) => a - b).map(([, part]) => part).join(' ');
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
