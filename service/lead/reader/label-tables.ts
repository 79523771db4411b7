import type { Reading, Tokens } from './reading.ts';

/**
 * Tables of a choice's labels elsewhere in the body (docs/api.md §2.4): an object under a key
 * another value also has, holding only short codes with their labels
 * (`legend: {callWindow: {AM: "Mornings", PM: "Afternoons"}}` beside `callWindow: "PM"`). The value
 * reads as its label; the table itself is the form's (its labels not chosen stay out). Null when
 * the body has none (nearly every body).
 */
export interface LabelTables {
  /** The label of a value under `key`, or undefined. */
  labelOf(key: string, value: unknown): string | undefined;
  /** Whether a reading sits in a table some value's code was read through. */
  holds(container: Tokens): boolean;
}

const MAX_CODE = 4;
const MAX_LABEL = 60;

type Table = { container: Tokens; codes: Map<string, string> };

export function labelTables(readings: Reading[]): LabelTables | null {
  const tables = candidateTables(readings);
  if (tables === null) return null;
  // Used: a value elsewhere under the table's key holding one of its codes.
  const used = new Set<Tokens>();
  for (const reading of readings) {
    const table = reading.labelled ? undefined : tables.get(reading.label);
    if (table !== undefined && table.container !== reading.container && table.codes.has(String(reading.value)))
      used.add(table.container);
  }
  if (used.size === 0) return null;
  return {
    labelOf: (key, value) => {
      const table = tables.get(key);
      return table !== undefined && used.has(table.container) ? table.codes.get(String(value)) : undefined;
    },
    holds: (container) => used.has(container),
  };
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
        (tables ??= new Map()).set(name, { container: last!, codes });
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
