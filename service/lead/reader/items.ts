import { isObject, isScalar, itemKeysOf, present, type ItemKeys } from './item-keys.ts';
import { meaning } from './labels.ts';
import { NAME_PARTS } from './vocabulary-name-parts.ts';
import { VALUE_KEYS } from './vocabulary-wrappers.ts';
import { type Obj, ownKey, typedKey } from './json-object.ts';
import { keyedOptions } from './described-maps.ts';
import { parallelOptions } from './parallel-options.ts';

/**
 * What the wrappers senders put around values hold (walk.ts reads through them; item-keys.ts says
 * which wrapper an object is): a name object's parts, choice ids as option texts, files and choices by their names, and
 * labels other objects give by id. Pure functions over one object each.
 */

const VALUE = new Set(VALUE_KEYS);
// A file's name too (`{filename, url}`): never its link.
const NAMING = new Set(['name', 'label', 'text', 'title', 'filename', 'file name']);
const FIRST = NAME_PARTS.indexOf('first');
const MIDDLE = NAME_PARTS.indexOf('middle');

/** The first own key whose words are in `set`. */
function keyIn(object: Obj, set: Set<string>): string | undefined {
  for (const key in object) if (ownKey(object, key) && set.has(meaning(key).words)) return key;
  return undefined;
}

/** `{"first": "Ada", "last": "Tester"}`, `{"First": …, "Last": …}`: the parts joined, or null when the object is not a name. */
export function nameObject(object: Obj, keys: ItemKeys = itemKeysOf(object), underName = false): string | null {
  // Under a name key, extras beside the parts (`"display": …`, `"id": 7`) do not make it no name; a contact key still does.
  if (!keys.name && !(underName && keys.namePart && !keys.contact)) return null;
  const parts: Array<[number, string]> = [];
  // A whole name's key among the parts (`{"nombre", "apellido"}`, `{"name", "surname"}`): one word is the given name, more the name.
  let whole: string | undefined;
  let given = false;
  for (const key in object) {
    const value = object[key];
    if (typeof value !== 'string' || value.trim() === '' || !ownKey(object, key)) continue;
    const known = meaning(key);
    const rank = known.asKey.partRank;
    if (rank >= 0) parts.push([rank, value.trim()]);
    if (rank >= FIRST && rank < MIDDLE) given = true;
    else if (rank < 0 && known.role === 'name') whole ??= value.trim();
  }
  if (whole !== undefined && !given) {
    if (/\s/.test(whole)) return whole;
    parts.push([FIRST, whole]);
  }
  const name = parts
    .sort(([a], [b]) => a - b)
    .map(([, part]) => part)
    .join(' ');
  return keys.name || name !== '' ? name : null;
}

/** An object holding an object or a list of objects: records of its own, not one answer's parts nor a file. */
export function holdsRecords(object: Obj): boolean {
  for (const key in object) {
    const inner = object[key];
    if (inner === null || typeof inner !== 'object' || !ownKey(object, key)) continue;
    if (!Array.isArray(inner) || inner.some(isObject)) return true;
  }
  return false;
}

/**
 * A list of a form's answers, each a labelled item (`values: [{name: "Where is the pain?", value: "Left knee"}]`), not one
 * field's chosen options (`[{name: "Heat pump", value: "heat_pump"}]`): an item's value says something its label's code
 * would not (words, not the label in other letters nor a token of digits, `_` or `-`).
 */
export function holdsAnswers(list: readonly unknown[]): boolean {
  let said = false;
  for (const item of list) {
    if (!isObject(item)) return false;
    const { labelText, valueKey } = itemKeysOf(item);
    if (labelText === undefined || valueKey === undefined) return false;
    const value = item[valueKey];
    said ||= typeof value === 'string' && !isCodeOf(value, labelText);
  }
  return said;
}
const CODE_MARK = /[\d_-]/;
const folded = (text: string) => text.toLowerCase().replace(/[^\p{L}\d]/gu, '');
const isCodeOf = (value: string, label: string) =>
  !/\s/.test(value.trim()) && (CODE_MARK.test(value) || folded(value) === folded(label));

/**
 * The label a checkbox's copy repeats (`"Label (Option)"`, true or false: "Label"), or null when
 * the item is no such copy: it is one when another item of its list has that label (itemLabelsOf).
 */
export function checkboxCopyOf(item: Obj, { labelKey, valueKey }: ItemKeys): string | null {
  if (labelKey === undefined || valueKey === undefined || typeof item[valueKey] !== 'boolean') return null;
  const label = String(item[labelKey]);
  const open = label.lastIndexOf(' (');
  return open > 0 && label.endsWith(')') ? label.slice(0, open) : null;
}

/** The labels of a list's labelled items, as text. */
export function itemLabelsOf(list: unknown[], keys: Array<ItemKeys | null>): Set<string> {
  const labels = new Set<string>();
  for (let i = 0; i < list.length; i++) {
    const labelKey = keys[i]?.labelKey;
    if (labelKey !== undefined) labels.add(String((list[i] as Obj)[labelKey]));
  }
  return labels;
}

// Choice answers sent as option ids or codes (Tally's `id`/`text`, a form's `value`/`label`) are written as the
// options' texts: only the chosen ones, never the list. The options are `options` or `choices`.
export function optionTexts(item: Obj, value: unknown): unknown {
  if (!present(value)) return value;
  const texts = optionTable(item);
  return texts === null ? value : chosenTexts(texts, value);
}

/** A choice sent as codes, each read as its option's text where the table has one. */
export const chosenTexts = (texts: Map<unknown, string>, value: unknown): unknown =>
  Array.isArray(value)
    ? value.map((id) => (isScalar(id) && texts.has(id) ? texts.get(id) : id))
    : texts.has(value)
      ? texts.get(value)
      : (joinedCodes(texts, value) ?? value);

// Several codes in one text (`1|3`, `2,4`: a multiple choice), each one of the options': their texts.
function joinedCodes(texts: Map<unknown, string>, value: unknown): string[] | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  // Or spaces between codes (a form's several choices: `home cattle`), every part a code.
  const parts = value.split(value.includes('|') ? '|' : value.includes(',') ? ',' : ' ');
  if (parts.length < 2 || parts.length > texts.size) return null;
  const chosen: string[] = [];
  for (const part of parts) {
    const text = texts.get(part.trim());
    if (text === undefined) return null;
    chosen.push(text);
  }
  return chosen;
}

/** An object's options (`options`, `choices`: `[{value|id|code|name, text|label|name}]`, `[{key, label, value: true}]`, chosen), each code with its text. */
export function optionTable(item: Obj): Map<unknown, string> | null {
  const options = Array.isArray(item.options) ? item.options : Array.isArray(item.choices) ? item.choices : null;
  if (options === null) return isObject(item.choices) ? keyedOptions(item.choices) : parallelOptions(item);
  const texts = new Map<unknown, string>();
  for (let i = 0; i < options.length; i++) {
    const option: unknown = options[i];
    // A list of texts: each chosen by its place, from 1 (`options: ["Beginner", "Intermediate"]`, `2`).
    if (typeof option === 'string' && option.trim() !== '') {
      texts.set(String(i + 1), option);
      texts.set(i + 1, option);
    }
    if (!isObject(option)) continue;
    const text = shownText(option.text) ?? shownText(option.label) ?? shownText(option.name);
    if (text === undefined) continue;
    if (isScalar(option.id) && present(option.id) && !texts.has(option.id)) texts.set(option.id, text);
    if (option.value === true && typeof option.key === 'string' && !texts.has(option.key)) texts.set(option.key, text);
    if (isScalar(option.value) && present(option.value) && !texts.has(option.value)) texts.set(option.value, text);
    // A marketplace's options name each choice's code `code` (`{code: "A", label: "아파트"}`).
    else if (isScalar(option.code) && present(option.code) && !texts.has(option.code)) texts.set(option.code, text);
    // A form's choice list names each option's code `name` beside its `label` (`{name: "tank_5k", label: "…"}`).
    else if (
      option.value === undefined &&
      option.id === undefined &&
      typeof option.name === 'string' &&
      text !== option.name
    )
      texts.set(option.name, text);
  }
  return texts;
}

// An option's text (`text`, `label` or `name`, in that order) when it has words to show.
const shownText = (text: unknown) => (typeof text === 'string' && text.trim() !== '' ? text : undefined);

// A value read out of a wrapper: a one-element list is its element; files and choices are their names.
export function flatten(value: unknown): unknown {
  if (isScalar(value)) return value;
  // A one-element list of a scalar (a choice, a wrapped value): its element, with no list made to collect it.
  if (Array.isArray(value) && value.length === 1 && isScalar(value[0])) return present(value[0]) ? value[0] : null;
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
  // (A null one is none: `{response_text: "₪800–₪1,200", value: null}` is its text.)
  if (wrapped !== undefined && object[wrapped] !== null) return void collectScalars(object[wrapped], into, depth + 1);
  // A value under the key its type names (a rich text's run, `{type: "text", text: {content}, plain_text}`): it alone.
  const typed = typedKey(object);
  if (typed !== undefined) return void collectScalars(object[typed], into, depth + 1);
  // A file or an option is its name, never its link (links carry access tokens).
  const named = keyIn(object, NAMING);
  if (named !== undefined && isScalar(object[named])) return void collectScalars(object[named], into, depth + 1);
  // A machine's id beside texts is the record's, not the answer (`choice: {id: 21011, body: "Tak", comment: "…"}`); alone
  // it is, and so is an id a person reads (`seat_id: "14C"`, `lot_id: "27"`, `id: "VIP"`).
  const from = into.length;
  let ids: unknown[] | null = null;
  for (const key in object) {
    if (!ownKey(object, key)) continue;
    const inner = object[key];
    if (isMachineId(inner) && isIdKey(key)) (ids ??= []).push(inner);
    else collectScalars(inner, into, depth + 1);
  }
  if (ids !== null && into.length === from) for (const id of ids) collectScalars(id, into, depth + 1);
}
/** A key naming an id (`id`, `seat_id`, `questionID`): its value names a record, no answer by itself. */
export const isIdKey = (key: string) => meaning(key).asKey.idRank >= 0 || meaning(key).asKey.idWord;
const isMachineId = (value: unknown) =>
  (typeof value === 'number' && Math.abs(value) >= 10_000) || // five digits or more, or a UUID: no one reads it
  (typeof value === 'string' && (LONG_DIGITS.test(value) || UUID.test(value)));
const LONG_DIGITS = /^\d{5,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The ids by which an item names a label given elsewhere (Typeform answers name their question by
 * `field.id`), each with the `ref` to fall back on; descriptions.ts finds the labels once the walk is done.
 */
export type References = Array<[id: string, fallback: string | undefined]>;

export function referencesOf(object: Obj, keys: ItemKeys): References | undefined {
  if (!keys.reference) return undefined;
  // One key naming an id (an answer's `field`): read alone, its meaning known already.
  if (keys.referenceKey !== undefined) {
    const reference = referenceIn(object[keys.referenceKey]);
    return reference === undefined ? undefined : [reference];
  }
  let references: References | undefined;
  for (const key in object) {
    if (!ownKey(object, key) || !meaning(key).asKey.reference) continue;
    const reference = referenceIn(object[key]);
    if (reference !== undefined) (references ??= []).push(reference);
  }
  return references;
}

// The id a reference key's value names (itself, or its object's `id`), with the `ref` to fall back on.
function referenceIn(value: unknown): References[number] | undefined {
  const id = isObject(value) ? value.id : value;
  // A numeric id (`question_id: 7001`) names its question as its digits do (descriptions.ts keys them so).
  if (typeof id !== 'string' && !(typeof id === 'number' && Number.isSafeInteger(id))) return undefined;
  return [String(id), isObject(value) && typeof value.ref === 'string' ? value.ref : undefined];
}
