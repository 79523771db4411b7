import { isObject } from './item-keys.ts';
import { type Obj, ownKey } from './json-object.ts';
import type { Reading, Tokens } from './reading.ts';

/**
 * A field's value sent twice under the field's id (docs/api.md §2.4, feature `keyedCopy`): raw in one object keyed by
 * the fields' ids (`data: {vN7kW3eR: "c_Kx82nQ"}`), and as a question answered in another keyed by the same ids
 * (`rendered_data: {vN7kW3eR: {title: "Τύπος ακινήτου", value: "Μονοκατοικία", raw_value: "c_Kx82nQ"}}`). The raw one
 * holds what a value of the labelled item holds (its answer, or its code beside it): a copy, the tool's. The question
 * is read once, by its label. A raw value the item does not hold (`budget: "Around $8,000"` beside `quote: {budget:
 * {label, value: "$5,000 to $10,000"}}`) is an answer of its own. Looked for only in a body with a labelled item in an
 * object under a key (notes-lines.ts): nearly every body has none, or has its items in a list.
 */
export function keyedCopies(readings: readonly Reading[], lead: Obj): ReadonlySet<Reading> {
  // The labelled items, by the key they sit under.
  const items = new Map<string, Tokens>();
  for (const { labelled, item } of readings) {
    const key = item?.[item.length - 1];
    if (labelled && typeof key === 'string') items.set(key, item!);
  }
  let copies: Set<Reading> | null = null;
  // What each of those items holds (the walk reads an item as one value: its code beside it is in the body alone).
  let held: Map<Tokens, Set<string>> | null = null;
  for (const reading of readings) {
    const { key } = reading;
    if (reading.labelled || typeof key !== 'string') continue;
    const item = items.get(key);
    if (item === undefined || reading.container === item) continue;
    held ??= new Map();
    let values = held.get(item);
    if (values === undefined) held.set(item, (values = valuesIn(lead, item)));
    if (values.has(textOf(reading.value))) (copies ??= new Set()).add(reading);
  }
  return copies ?? NONE;
}
const NONE: ReadonlySet<Reading> = new Set();

// A value's text to compare: a list's items joined by a character no text of a form holds.
const textOf = (value: unknown) => (Array.isArray(value) ? value.join('\u0000') : String(value));

// The texts of the values an item's object holds, found by its path in the body.
function valuesIn(lead: Obj, path: Tokens): Set<string> {
  let at: unknown = lead;
  for (const token of path)
    at = isObject(at) && ownKey(at, String(token)) ? at[token] : Array.isArray(at) ? at[token as number] : undefined;
  const values = new Set<string>();
  if (isObject(at)) for (const key in at) if (ownKey(at, key)) values.add(textOf(at[key]));
  return values;
}
