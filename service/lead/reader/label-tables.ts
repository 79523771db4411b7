import { valueAtPointer } from '../field-map/json-pointer.ts';
import { isObject, isTextable } from './item-keys.ts';
import { chosenTexts, optionTable } from './items.ts';
import type { Obj } from './json-object.ts';
import type { Reading, Tokens } from './reading.ts';
import { chosenOptions, menuLevels } from './menu-levels.ts';

/**
 * Tables of a choice's labels elsewhere in the body (docs/api.md §2.4): an object under a key
 * another value also has, holding only short codes with their labels
 * (`legend: {callWindow: {AM: "Mornings", PM: "Afternoons"}}` beside `callWindow: "PM"`), or a field's
 * options (`fields: {shipping: {label, options: [{value: "id_2", text: "Courier"}]}}` beside
 * `shipping: "id_2"`). The value reads as its label; the table itself is the form's (its labels not
 * chosen stay out). Null when the body has none (nearly every body).
 */
export interface LabelTables {
  /** The label of a value under `key`, or undefined. */
  labelOf(key: string, value: unknown): string | undefined;
  /** Whether a reading sits in a table some value's code was read through. */
  holds(container: Tokens): boolean;
}

const MAX_CODE = 4;
const MAX_LABEL = 60;

// A table's objects (the codes' object; a field's own, its option list and its options), the first of them read, and its codes.
type Table = { first: Tokens; containers: Set<Tokens>; codes: Map<string, string> };
export function labelTables(readings: Reading[], lead: Obj | null = null): LabelTables | null {
  const tables = codeTables(readings, lead);
  // A phone menu's levels read through by the digits pressed (menu-levels.ts): a table of their own.
  const menus = lead === null ? null : menuLevels(readings, lead);
  if (menus === null) return tables;
  return {
    labelOf: (key, value) => chosenOptions(menus, key, value) ?? tables?.labelOf(key, value),
    holds: (container) => menus.holds(container) || tables?.holds(container) === true,
  };
}

function codeTables(readings: Reading[], lead: Obj | null): LabelTables | null {
  if (!mayReadThrough(readings, lead)) return null;
  let tables = candidateTables(readings);
  if (lead !== null) tables = optionTables(readings, lead, tables);
  if (tables === null) return null;
  // Used: a value elsewhere under the table's key holding one of its codes (a text longer than every code holds none).
  const longest = longestCode(tables);
  const read = new Set<Table>();
  for (const reading of readings) {
    const { value } = reading;
    if (typeof value === 'string' && value.length > longest && !value.includes(' ')) continue;
    const key = tableKeyOf(reading);
    const table = key === undefined ? undefined : tables.get(key);
    if (table !== undefined && !table.containers.has(reading.container) && labelIn(table, value) !== undefined)
      read.add(table);
  }
  if (read.size === 0) return null;
  const used = new Set<Tokens>();
  for (const table of read) for (const container of table.containers) used.add(container);
  const found = tables;
  return {
    labelOf: (key, value) => {
      const table = found.get(key);
      return table !== undefined && read.has(table) ? labelIn(table, value) : undefined;
    },
    holds: (container) => used.has(container),
  };
}

// A code's label, or several codes' (`home cattle`, `1|3`: items.ts chosenTexts) joined.
function labelIn(table: Table, value: unknown): string | undefined {
  if (!isTextable(value)) return undefined;
  const text = String(value);
  const label = table.codes.get(text);
  if (label !== undefined || !text.includes(' ')) return label;
  const labels = chosenTexts(table.codes, text);
  return Array.isArray(labels) ? labels.join(', ') : undefined;
}

/**
 * The key a value's table is found under: its label (a group path's last segment, `grp_need/uses`: `uses`); a labelled item's own key only where it has one of its own (an
 * answer keyed `field_4` that a labels' object named, label-maps.ts), never a `{label, value}` item's.
 */
export const tableKeyOf = (reading: Reading): string | undefined =>
  !reading.labelled
    ? lastSegment(reading.label)
    : typeof reading.key === 'string' && reading.item === undefined
      ? lastSegment(reading.key)
      : undefined;
const lastSegment = (key: string) => {
  const slash = key.lastIndexOf('/');
  return slash < 0 || slash === key.length - 1 ? key : key.slice(slash + 1);
};

/**
 * Whether a table may be read through, before any is made: a field's option list is there, or a value that may be a
 * code (a text no longer than a code; a number, a flag or a list of them as its text) sits under the key of an object
 * that may be a table (candidateTables' test, two codes or more by their count). Nearly every body has neither, and
 * a table was made of every object of short keys below the top (Typeform's `definition` and `ending`) for none.
 */
function mayReadThrough(readings: Reading[], lead: Obj | null): boolean {
  let names: string[] | null = null;
  let last: Tokens | null = null;
  let count = 0;
  let dead = false;
  for (let i = 0; i <= readings.length; i++) {
    const reading = i < readings.length ? readings[i] : null;
    if (reading === null || reading.container !== last) {
      const name = last !== null && last.length > 0 ? last[last.length - 1] : undefined;
      if (!dead && count >= 2 && typeof name === 'string') (names ??= []).push(name);
      if (reading === null) break;
      last = reading.container;
      if (lead !== null && (optionsAt(last) >= 1 || listedAt(last) >= 1)) return true;
      count = 0;
      dead = last.length === 0;
    }
    if (dead) continue;
    const { value, label } = reading;
    if (reading.labelled || typeof value !== 'string' || value.length > MAX_LABEL || label.length > MAX_CODE)
      dead = true;
    else count++;
  }
  if (names === null) return false;
  // A body of many such objects: their keys looked up, not compared in turn.
  const many = names.length > 8 ? new Set(names) : null;
  for (const reading of readings) {
    const { value } = reading;
    if (typeof value === 'string' ? value.length > MAX_CODE : !isTextable(value)) continue;
    const key = tableKeyOf(reading);
    if (key !== undefined && (many === null ? names.includes(key) : many.has(key))) return true;
  }
  return false;
}

// Each object whose values are all texts under short keys (two or more), by its own key: the first of each key.
// An object's map is made only once its first value qualifies (most objects' first key is longer than a code).
function candidateTables(readings: Reading[]): Map<string, Table> | null {
  let tables: Map<string, Table> | null = null;
  let last: Tokens | null = null;
  let codes: Map<string, string> | null = null;
  let dead = false;
  for (let i = 0; i <= readings.length; i++) {
    const reading = i < readings.length ? readings[i] : null;
    if (reading === null || reading.container !== last) {
      const name = last !== null && last.length > 0 ? last[last.length - 1] : undefined;
      if (!dead && codes !== null && codes.size >= 2 && typeof name === 'string' && !tables?.has(name))
        (tables ??= new Map()).set(name, { first: last!, containers: new Set<Tokens>().add(last!), codes });
      if (reading === null) break;
      last = reading.container;
      codes = null;
      // A table sits under its key: the body's top level is none (a flat lead is read no further).
      dead = last.length === 0;
    }
    if (dead) continue;
    const { value, label } = reading;
    if (reading.labelled || typeof value !== 'string' || value.length > MAX_LABEL || label.length > MAX_CODE)
      dead = true;
    else (codes ??= new Map()).set(label, value);
  }
  return tables;
}

// A field's options under its key (`shipping: {label, options: [{value, text}]}`): the walk reads the
// option list's codes (a list under `options` or `choices`, or its items); their texts are read from the body itself.
function optionTables(readings: Reading[], lead: Obj, found: Map<string, Table> | null): Map<string, Table> | null {
  let tables = found;
  let last: Tokens | null = null;
  for (const reading of readings) {
    const { container } = reading;
    if (container === last) continue;
    const before = last;
    last = container;
    // The field's own options (`shipping/options/0`), or its list among a form's choice lists (`choices/product/0`).
    const at = optionsAt(container);
    const listed = at < 1 ? listedAt(container) : -1;
    if (at < 1 && listed < 0) continue;
    const key = (at >= 1 ? container[at - 1] : container[listed]) as string;
    let table = tables?.get(key);
    if (table === undefined) {
      const field =
        at >= 1
          ? valueAtPointer(lead, container.slice(0, at).map(String))
          : { options: valueAtPointer(lead, container.slice(0, listed + 1).map(String)) };
      const texts = isObject(field) ? optionTable(field) : null;
      if (texts === null || texts.size === 0) continue;
      const codes = new Map<string, string>();
      for (const [code, text] of texts) if (text.length <= MAX_LABEL) codes.set(String(code), text);
      table = { first: container, containers: new Set(), codes };
      (tables ??= new Map()).set(key, table);
      // The field's own object (its `label`), when its values come right before the options'.
      if (before !== null && before.length === at && before.every((token, i) => token === container[i]))
        table.containers.add(before);
    }
    if (sameStart(table.first, container, (at >= 1 ? at : listed) + 1)) table.containers.add(container);
  }
  return tables;
}

// Where a field's option list sits in a container: the list's own (`…/delivery/options`) or an option's
// (`…/color/choices/0`), under a key naming the field; -1 otherwise.
function optionsAt(container: Tokens): number {
  const n = container.length;
  // Its answer needs two tokens; and an array read at -1 is a named property's slow look-up, not an element's.
  if (n < 2) return -1;
  const at = typeof container[n - 1] === 'number' ? n - 2 : n - 1;
  const list = container[at];
  return at >= 1 && (list === 'options' || list === 'choices') && typeof container[at - 1] === 'string' ? at : -1;
}

function longestCode(tables: ReadonlyMap<string, Table>): number {
  let longest = 0;
  for (const { codes } of tables.values()) for (const code of codes.keys()) longest = Math.max(longest, code.length);
  return longest;
}

const sameStart = (a: Tokens, b: Tokens, length: number) => {
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return false;
  return true;
};

// Where a form's choice list sits among others under one key (`choices: {product: [{name, label}]}`): its key, naming the
// field, right below `choices` or `options`, an option's container; -1 otherwise.
function listedAt(container: Tokens): number {
  const n = container.length;
  if (n < 3 || typeof container[n - 1] !== 'number' || typeof container[n - 2] !== 'string') return -1;
  const above = container[n - 3];
  return above === 'choices' || above === 'options' ? n - 2 : -1;
}
