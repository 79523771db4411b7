import { meaning } from './labels.ts';
import { LABEL_KEYS, NAME_PARTS, REFERENCE_KEYS, TYPE_KEYS, VALUE_KEYS } from './vocabulary.ts';

/**
 * What the wrappers senders put around values hold (walk.ts reads through them): a labelled item's
 * keys, a name object's parts, choice ids as option texts, files and choices by their names, and
 * labels other objects give by id. Pure functions over one object each.
 */

type Obj = Record<string, unknown>;
export const isObject = (value: unknown): value is Obj => value !== null && typeof value === 'object' && !Array.isArray(value);
export const isScalar = (value: unknown) => value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
export const present = (value: unknown) => value !== null && value !== undefined && value !== '';

const LABEL = new Set(LABEL_KEYS);
const VALUE = new Set(VALUE_KEYS);
const TYPE = new Set(TYPE_KEYS);
const REFERENCE = new Set(REFERENCE_KEYS);
const PARTS = new Map(NAME_PARTS.map((part, i) => [part, i]));
const NAMING = new Set(['name', 'label', 'text', 'title']);

export interface ItemKeys {
  valueKey?: string;
  typeKey?: string;
  /** The label key holding text, the first in LABEL_KEYS' order. */
  labelKey?: string;
}

const LABEL_RANK = new Map(LABEL_KEYS.map((key, i) => [key, i]));

/** The keys that make an object a labelled item or a wrapped value, in one pass over its keys. */
export function itemKeysOf(object: Obj): ItemKeys {
  const found: ItemKeys = {};
  let labelRank = Infinity;
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    const { words } = meaning(key);
    if (found.valueKey === undefined && VALUE.has(words)) found.valueKey = key;
    else if (found.typeKey === undefined && TYPE.has(words)) found.typeKey = key;
    const rank = LABEL_RANK.get(words);
    if (rank !== undefined && rank < labelRank && typeof object[key] === 'string' && object[key] !== '') {
      found.labelKey = key;
      labelRank = rank;
    }
  }
  return found;
}

/** The first own key whose words are in `set`. */
function keyIn(object: Obj, set: Set<string>): string | undefined {
  for (const key in object) if (Object.hasOwn(object, key) && set.has(meaning(key).words)) return key;
  return undefined;
}

/** `{"first": "Ada", "last": "Tester"}`, `{"First": …, "Last": …}`: the parts joined, or null when the object is not a name. */
export function nameObject(object: Obj): string | null {
  const parts: Array<[number, string]> = [];
  let named = false;
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    const { words } = meaning(key);
    const rank = PARTS.get(words);
    const value = object[key];
    if (rank === undefined || (value !== null && typeof value !== 'string')) return null;
    if (words.startsWith('first') || words.startsWith('last') || words.startsWith('given') || words.startsWith('family')) named = true;
    if (typeof value === 'string' && value.trim() !== '') parts.push([rank, value.trim()]);
  }
  return named ? parts.sort(([a], [b]) => a - b).map(([, part]) => part).join(' ') : null;
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

/** A label another object gives this item by id (Typeform answers name their question by `field.id`). */
export function referencedLabel(object: Obj, labelById: (id: string) => string | undefined): string | undefined {
  for (const [key, value] of Object.entries(object)) {
    if (!REFERENCE.has(meaning(key).words)) continue;
    const id = isObject(value) ? value.id : value;
    if (typeof id === 'string') {
      const label = labelById(id) ?? (isObject(value) && typeof value.ref === 'string' ? value.ref : undefined);
      if (label !== undefined) return label;
    }
  }
  return undefined;
}

/** Every `{id, title|label|question}` object of the body by id, built only when an item names its label by reference. */
export function labelIndex(root: unknown): Map<string, string> {
  const index = new Map<string, string>();
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== null && typeof item === 'object') stack.push(item);
      continue;
    }
    const object = value as Obj;
    const label = typeof object.title === 'string' ? object.title : typeof object.label === 'string' ? object.label
      : typeof object.question === 'string' ? object.question : undefined;
    if (label !== undefined && typeof object.id === 'string' && Object.hasOwn(object, 'id')) index.set(object.id, label);
    for (const key in object) {
      const inner = object[key];
      if (inner !== null && typeof inner === 'object' && Object.hasOwn(object, key)) stack.push(inner);
    }
  }
  return index;
}
