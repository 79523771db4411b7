import { isAbsent } from '../senders/core-fields.ts';
import { scalarOrListAt, type Scalar } from '../senders/sender-values.ts';
import type { FieldMap, MappedField } from './field-map.ts';
import { parsePointer, valueAtPointer, withoutPointers } from './json-pointer.ts';

/** What a source's field map read out of one lead: its fields, and the lead without the values it took. */
export interface MappedFields {
  fields: Partial<Record<MappedField, Scalar>>;
  rest: Record<string, unknown>;
}

const NOTHING_MAPPED: MappedFields['fields'] = {};

/**
 * Reads the source's mapped keys out of a lead object, before any sender format reads it, so a
 * mapped key wins over every built-in reading. Pointers are tried in the map's order; the first
 * one holding a value fills its field and its value leaves the lead (a pointer whose field is
 * already filled, or whose key is absent or empty, leaves the lead as it is, so its value is read
 * as usual and ends up in the notes). A list of values is joined as senders' checkboxes are.
 */
export function readMappedFields(lead: Record<string, unknown>, fieldMap: FieldMap): MappedFields {
  const fields: MappedFields['fields'] = {};
  const taken: Array<readonly string[]> = [];
  for (const [pointer, field] of Object.entries(fieldMap)) {
    if (fields[field] !== undefined) continue;
    const tokens = parsePointer(pointer);
    if (!tokens || tokens.length === 0) continue; // the API refuses these; a map is data, so read it defensively
    const value = valueAtPointer(lead, tokens);
    if (isAbsent(value)) continue;
    const scalar = scalarOrListAt(value, pointer);
    if (isAbsent(scalar)) continue;
    // A phone may be a number; every other field is text.
    fields[field] = field === 'phone' && typeof scalar === 'number' ? scalar : String(scalar);
    taken.push(tokens);
  }
  return taken.length === 0 ? { fields: NOTHING_MAPPED, rest: lead } : { fields, rest: withoutPointers(lead, taken) };
}
