import { isAbsent } from '../../../shared/lead-fields.ts';
import { invalidFields } from '../schema/lead-input-error.ts';
import { isMappedField, type FieldMap, type MappedField } from './field-map.ts';
import { parsePointer, valueAtPointer, withoutPointers } from './json-pointer.ts';

/** A value a field map reads where it expects text or a number. */
export type Scalar = string | number | boolean | null;

/** What a source's field map read out of one lead: its fields, the pointer each came from, and the lead without the values it took. */
export interface MappedFields {
  fields: Partial<Record<MappedField, Scalar>>;
  pointers: Partial<Record<MappedField, string>>;
  rest: Record<string, unknown>;
  /** What the map says of keys for the notes, by pointer: a label for the key's line, or false (never in the notes). Null when it says nothing. */
  notes: ReadonlyMap<string, string | false> | null;
}

const NOTHING_MAPPED = {};

/**
 * Reads the source's mapped keys out of a lead object, before the reader (reader/) looks at it,
 * so a mapped key wins over every built-in reading. Pointers are tried in the map's order; the
 * first one holding a value fills its field and its value leaves the lead (a pointer whose field
 * is already filled, or whose key is absent or empty, leaves the lead as it is, so its value is
 * read as usual and ends up in the notes). A list of values is joined as senders' checkboxes are.
 */
export function readMappedFields(lead: Record<string, unknown>, fieldMap: FieldMap): MappedFields {
  const fields: MappedFields['fields'] = {};
  const pointers: MappedFields['pointers'] = {};
  const taken: Array<readonly string[]> = [];
  let notes: Map<string, string | false> | null = null;
  for (const [pointer, field] of Object.entries(fieldMap)) {
    if (!isMappedField(field)) {
      (notes ??= new Map()).set(pointer, 'notesLabel' in field ? field.notesLabel : false);
      continue;
    }
    if (fields[field] !== undefined) continue;
    const tokens = parsePointer(pointer);
    if (!tokens || tokens.length === 0) continue; // the API refuses these; a map is data, so read it defensively
    const value = valueAtPointer(lead, tokens);
    if (isAbsent(value)) continue;
    const scalar = scalarOrList(value, pointer);
    if (isAbsent(scalar)) continue;
    // A phone may be a number; every other field is text.
    fields[field] = field === 'phone' && typeof scalar === 'number' ? scalar : String(scalar);
    pointers[field] = pointer;
    taken.push(tokens);
  }
  return taken.length === 0
    ? { fields: NOTHING_MAPPED, pointers: NOTHING_MAPPED, rest: lead, notes }
    : { fields, pointers, rest: withoutPointers(lead, taken), notes };
}

const isScalar = (value: unknown): value is Scalar =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * A mapped value: a scalar, or a list of scalars joined with ", ". An object is the map's mistake
 * (it names a group, not a field): 422 naming the pointer, never String(value), which would run
 * the body's own toString.
 */
function scalarOrList(value: unknown, pointer: string): Scalar {
  const notScalar = (at: string, inner: unknown) =>
    invalidFields([
      { field: at, message: `${at} must be text or a number, not ${Array.isArray(inner) ? 'a list' : 'an object'}` },
    ]);
  if (isScalar(value)) return value;
  if (!Array.isArray(value)) throw notScalar(pointer, value);
  const items = value.map((item, i) => {
    if (!isScalar(item)) throw notScalar(`${pointer}[${i}]`, item);
    return item;
  });
  const present = items.filter((item) => item !== null && item !== '');
  return present.length === 1 ? present[0] : present.join(', ');
}
