import type { ErrorDetail } from '../http/errors.ts';
import { FIELD_MAP_LIMITS, MAPPED_FIELDS, type FieldMap, type MappedField } from '../webhook/field-map/field-map.ts';
import { parsePointer } from '../webhook/field-map/json-pointer.ts';

const isMappedField = (value: unknown): value is MappedField => MAPPED_FIELDS.includes(value as MappedField);

// A pointer as a detail names it: JSON-quoted (keys may hold dots and brackets), cut when long.
const fieldOf = (pointer: string) =>
  `fieldMap[${JSON.stringify(pointer.length > 60 ? `${pointer.slice(0, 60)}…` : pointer)}]`;

/**
 * A field map from an admin request: `null` clears it; otherwise an object of at most 100 JSON
 * Pointers (RFC 6901, each naming a key inside the lead, at most 300 characters and 32 levels)
 * to one of MAPPED_FIELDS. Returns the map, or every problem found.
 */
export function readFieldMap(value: unknown): { fieldMap: FieldMap } | { problems: ErrorDetail[] } {
  if (value === null) return { fieldMap: {} };
  if (typeof value !== 'object' || Array.isArray(value)) {
    return {
      problems: [
        {
          field: 'fieldMap',
          message: 'fieldMap must be an object such as {"/1.3": "firstName", "/3": "email"}, or null to clear it',
        },
      ],
    };
  }
  const entries = Object.entries(value);
  if (entries.length > FIELD_MAP_LIMITS.entries) {
    return {
      problems: [
        {
          field: 'fieldMap',
          message: `fieldMap may hold at most ${FIELD_MAP_LIMITS.entries} keys; it has ${entries.length}`,
        },
      ],
    };
  }
  const problems: ErrorDetail[] = [];
  for (const [pointer, target] of entries) {
    const tokens = parsePointer(pointer);
    const field = fieldOf(pointer);
    if (tokens === null) {
      problems.push({
        field,
        message: `${pointer.startsWith('/') ? 'a "~" must be followed by 0 or 1 (~0 is "~", ~1 is "/")' : 'a JSON Pointer starts with "/", e.g. "/1.3" for the key "1.3"'}`,
      });
    } else if (tokens.length === 0) {
      problems.push({
        field,
        message: 'the pointer must name a key inside the lead, e.g. "/phone"; "" is the whole body',
      });
    } else if (pointer.length > FIELD_MAP_LIMITS.pointerLength || tokens.length > FIELD_MAP_LIMITS.pointerTokens) {
      problems.push({
        field,
        message: `a pointer may be at most ${FIELD_MAP_LIMITS.pointerLength} characters and ${FIELD_MAP_LIMITS.pointerTokens} levels deep`,
      });
    }
    if (!isMappedField(target))
      problems.push({ field, message: `the field must be one of ${MAPPED_FIELDS.join(', ')}` });
  }
  return problems.length > 0 ? { problems } : { fieldMap: Object.fromEntries(entries) as FieldMap };
}
