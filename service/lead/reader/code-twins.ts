import { meaning } from './labels.ts';
import type { Reading, Tokens } from './reading.ts';

/**
 * A choice's code sent beside its label under a twin key (docs/api.md §2.4, feature `codeTwin`): the field's key and a
 * code's word (RoleWords.codeTwin: `xr7ds-value: "bath_remodel"` beside `xr7ds: "Bathroom remodel"`, `budget_code`,
 * `FinanceStatusCode: "FIN_PA"` beside `FinanceStatus`, `appointmentTypeCode` beside `appointmentTypeName`), holding a
 * code, one word or a list of them. The label beside it is the person's answer; the code is the tool's. A key so ending
 * with no such sibling (`promo_code: "SPRING25"`) is no twin. Looked for only in a body with such a key
 * (notes-lines.ts): nearly every body has none.
 */
export function codeTwins(readings: readonly Reading[]): ReadonlySet<Reading> {
  let twins: Set<Reading> | null = null;
  let fields: Map<Tokens, Set<string>> | null = null;
  for (const reading of readings) {
    const { words, roleWords } = meaning(reading.label);
    if (!roleWords.codeTwin || !isCode(reading.value)) continue;
    const field = words.slice(0, words.lastIndexOf(' '));
    fields ??= fieldsOf(readings);
    const beside = fields.get(reading.container);
    if (beside !== undefined && (beside.has(field) || SHOWN.some((word) => beside.has(`${field} ${word}`))))
      (twins ??= new Set()).add(reading);
  }
  return twins ?? NONE;
}
const NONE: ReadonlySet<Reading> = new Set();
// The words a field's label key may end in beside its code's (`appointmentTypeName` by `appointmentTypeCode`).
const SHOWN = ['name', 'label', 'text', 'title', 'display'];

// A form's option code: words joined by `_` or `-` (`bath_remodel`, `FIN_PA`, `VT-2`), or a short lower-case code of
// letters and digits (`lt5k`); or a list of them. Not a number, a word, nor a code of the world the person gave (`BA283`,
// `SPRING25`, `4B`, `williamsburg` beside `Other`: an attacker's pass, /work/attack48c, lost ten such answers).
const CODE = /^(?:[\p{L}\d]+(?:[_-][\p{L}\d]+)+|(?=[a-z]*\d)(?=\d*[a-z])[a-z\d]{2,8})$/u;
const isCode = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.length <= 40 && CODE.test(value)
    : Array.isArray(value) && value.length > 0 && value.every((one) => typeof one === 'string' && isCode(one));

// The words of the keys holding texts in each object (a twin's field holds a text, its label).
function fieldsOf(readings: readonly Reading[]): Map<Tokens, Set<string>> {
  const fields = new Map<Tokens, Set<string>>();
  for (const { container, label, value } of readings)
    if (typeof value === 'string' || Array.isArray(value)) {
      let set = fields.get(container);
      if (set === undefined) fields.set(container, (set = new Set()));
      set.add(meaning(label).words);
    }
  return fields;
}
