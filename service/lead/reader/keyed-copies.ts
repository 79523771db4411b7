import { isObject } from './item-keys.ts';
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
export function keyedCopies(readings: readonly Reading[], lead: Obj): ReadonlySet<Reading> {
  // The items answered, by the key they sit under.
  const items = new Map<string, Reading>();
  for (const reading of readings) {
    const key = reading.item?.[reading.item.length - 1];
    if (reading.labelled && typeof key === 'string' && !isAbsent(reading.value)) items.set(key, reading);
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

// Two objects under one parent (`row.data` and `row.rendered_data`).
function isSibling(one: Tokens, other: Tokens): boolean {
  if (one.length !== other.length || one.length === 0 || one === other) return false;
  for (let i = 0; i < one.length - 1; i++) if (one[i] !== other[i]) return false;
  return one[one.length - 1] !== other[other.length - 1];
}

// A value's text to compare: a list's items joined by a character no text of a form holds.
const textOf = (value: unknown) => (Array.isArray(value) ? value.join('\u0000') : String(value));

// The texts an item's object holds under a code's key (`raw_value`, `raw`, `code`), found by its path in the body.
function codesOf(lead: Obj, path: Tokens): string[] {
  let at: unknown = lead;
  for (const token of path)
    at = isObject(at) && ownKey(at, String(token)) ? at[token] : Array.isArray(at) ? at[token as number] : undefined;
  const codes: string[] = [];
  if (isObject(at))
    for (const key in at) {
      const { words } = meaning(key);
      if (ownKey(at, key) && CODES.has(words.slice(words.lastIndexOf(' ') + 1))) codes.push(textOf(at[key]));
    }
  return codes;
}
const CODES = new Set(CODE_TWIN_WORDS);
