import { isObject } from './item-keys.ts';
import { isIdKey } from './items.ts';
import { type Obj, ownKey } from './json-object.ts';
import { isAbsent } from '../../../shared/lead-fields.ts';
import { meaning } from './labels.ts';
import type { Reading, Tokens } from './reading.ts';
import { CODE_TWIN_WORDS } from './vocabulary-outcomes.ts';

/**
 * A field's value sent twice under the field's id (docs/api.md §2.4, feature `keyedCopy`): raw in one object keyed by
 * the fields' ids (`data: {vN7kW3eR: "c_Kx82nQ"}`), and as a question answered in a sibling object keyed by the same
 * ids (`rendered_data: {vN7kW3eR: {title: "Τύπος ακινήτου", value: "Μονοκατοικία", raw_value: "c_Kx82nQ"}}`). The raw
 * one holds the item's answer, or its code under a code's key beside it: a copy, the tool's, and the question is read
 * once, by its label. Not a copy: a raw value beside an item answering nothing (`{title, value: "", raw_value}`: the raw
 * one is the answer), one the item does not hold (`budget: "Around $8,000"`), nor one of another object than the
 * item's sibling (`contact: {city}` beside `assigned_agent: {fields: {city: {label, value}}}`: an attacker's pass,
 * /work/attack49). Looked for only in a body with a labelled item under a key (notes-lines.ts): nearly every body has
 * none, or has its items in a list.
 */
export function keyedCopies(readings: readonly Reading[], lead: Obj, listed: boolean): ReadonlySet<Reading> {
  // The items answered, by the key they sit under, or in a list by the ids they hold (`{slug: "field_Qx81", title, value}`).
  const items = new Map<string, Reading>();
  for (const reading of readings) {
    if (!reading.labelled || reading.item === undefined || isAbsent(reading.value)) continue;
    const key = reading.item[reading.item.length - 1];
    if (typeof key === 'string') items.set(key, reading);
    else if (listed) for (const id of idsOf(lead, reading.item)) items.set(id, reading);
  }
  let copies: Set<Reading> | null = null;
  for (const reading of readings) {
    const { key, container } = reading;
    if (reading.labelled || typeof key !== 'string') continue;
    const item = items.get(key);
    if (item === undefined || !isSibling(container, item.container)) continue;
    const text = textOf(reading.value);
    if (text === textOf(item.value) || codesOf(lead, item.item!).includes(text)) (copies ??= new Set()).add(reading);
  }
  return copies ?? NONE;
}
const NONE: ReadonlySet<Reading> = new Set();

/** Whether a value sits under a key holding a digit (`field_Kl93Zt`, `q_7tt3`), not a question's: maybe an item's id. */
export const hasIdKeys = (readings: readonly Reading[]) =>
  readings.some(({ key, labelled }) => !labelled && typeof key === 'string' && DIGIT.test(key));
const DIGIT = /\d/;

// Two objects under one parent (`row.data` and `row.rendered_data`).
function isSibling(one: Tokens, other: Tokens): boolean {
  if (one.length !== other.length || one.length === 0 || one === other) return false;
  for (let i = 0; i < one.length - 1; i++) if (one[i] !== other[i]) return false;
  return one[one.length - 1] !== other[other.length - 1];
}

// A value's text to compare: a list's items joined by a character no text of a form holds.
const textOf = (value: unknown) => (Array.isArray(value) ? value.join('\u0000') : String(value));

// The item's object, found by its path in the body.
function itemAt(lead: Obj, path: Tokens): unknown {
  let at: unknown = lead;
  for (const token of path)
    at = isObject(at) && ownKey(at, String(token)) ? at[token] : Array.isArray(at) ? at[token as number] : undefined;
  return at;
}

// The texts an item's object holds under a code's key (`raw_value`, `raw`, `code`).
function codesOf(lead: Obj, path: Tokens): string[] {
  const at = itemAt(lead, path);
  const codes: string[] = [];
  if (isObject(at))
    for (const key in at) {
      const { words } = meaning(key);
      if (ownKey(at, key) && CODES.has(words.slice(words.lastIndexOf(' ') + 1))) codes.push(textOf(at[key]));
    }
  return codes;
}

// The texts a list's item holds under an id's key (`slug`, `id`, `field_id`): the keys its raw copy may sit under.
function idsOf(lead: Obj, path: Tokens): string[] {
  const at = itemAt(lead, path);
  const ids: string[] = [];
  if (isObject(at))
    for (const key in at) if (ownKey(at, key) && typeof at[key] === 'string' && isIdKey(key)) ids.push(at[key]);
  return ids;
}
const CODES = new Set(CODE_TWIN_WORDS);
