import { meaning } from './labels.ts';
import type { Reading, Tokens } from './reading.ts';

/**
 * A choice's code sent beside its label under a twin key (docs/api.md §2.4, feature `codeTwin`): the field's key and a
 * code's word after a `-` or a `_` (`xr7ds-value: "bath_remodel"` beside `xr7ds: "Bathroom remodel"`, `budget_code`,
 * `service_raw`), holding a code, one word or a list of them. The label beside it is the person's answer; the code is
 * the tool's. A key so ending with no such sibling (`promo_code: "SPRING25"`) is no twin. Looked for only in a body
 * with such a key (notes-lines.ts): nearly every body has none.
 */
export function codeTwins(readings: readonly Reading[]): ReadonlySet<Reading> {
  let twins: Set<Reading> | null = null;
  let keys: Map<Tokens, Set<string | number>> | null = null;
  for (const reading of readings) {
    const field = meaning(reading.label).roleWords.codeTwin ? fieldOf(reading.key) : null;
    if (field === null || !isCode(reading.value)) continue;
    keys ??= keysOf(readings);
    if (keys.get(reading.container)?.has(field) === true) (twins ??= new Set()).add(reading);
  }
  return twins ?? NONE;
}
const NONE: ReadonlySet<Reading> = new Set();

// The field's key a twin key names (`xr7ds` of `xr7ds-value`, its last word a code's: RoleWords.codeTwin), or null.
function fieldOf(key: string | number): string | null {
  if (typeof key !== 'string') return null;
  const at = Math.max(key.lastIndexOf('-'), key.lastIndexOf('_'));
  return at < 1 ? null : key.slice(0, at);
}

// A code: one word of letters, digits, `_`, `-` or `.`, or a list of them.
const CODE = /^[\w.-]{1,40}$/;
const isCode = (value: unknown): boolean =>
  typeof value === 'string'
    ? CODE.test(value)
    : Array.isArray(value) && value.length > 0 && value.every((one) => typeof one === 'string' && CODE.test(one));

// The keys of the labels sent as text in each object (a twin's field holds a text, its label).
function keysOf(readings: readonly Reading[]): Map<Tokens, Set<string | number>> {
  const keys = new Map<Tokens, Set<string | number>>();
  for (const { container, key, value } of readings)
    if (typeof value === 'string' || Array.isArray(value)) {
      let set = keys.get(container);
      if (set === undefined) keys.set(container, (set = new Set()));
      set.add(key);
    }
  return keys;
}
