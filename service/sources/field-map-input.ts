import Joi from 'joi';
import type { ErrorDetail } from '../../shared/error-detail.ts';
import { FIELD_MAP_LIMITS, MAPPED_FIELDS, type FieldMap } from '../lead/field-map/field-map.ts';
import { parsePointer } from '../lead/field-map/json-pointer.ts';

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const NOTES_LABEL_MESSAGE = `notesLabel must be text of 1 to ${FIELD_MAP_LIMITS.notesLabelLength} characters on one line, e.g. {"notesLabel": "Project"}`;

// One of the five fields, the key's label in the notes, or the key kept out of them.
const target = Joi.alternatives()
  .try(
    Joi.string().valid(...MAPPED_FIELDS),
    Joi.object({
      notesLabel: Joi.string()
        .trim()
        .min(1)
        .max(FIELD_MAP_LIMITS.notesLabelLength)
        .custom((label: string) => {
          if (CONTROL.test(label)) throw new Error('a line break');
          return label;
        })
        .required(),
    }),
    Joi.object({ notes: Joi.boolean().strict().valid(false).required() }),
  )
  .required();
const TARGET_MESSAGE = `the field must be one of ${MAPPED_FIELDS.join(', ')}, or {"notesLabel": "Project"} to label the key's line in the notes, or {"notes": false} to keep it out of them`;

// A pointer as a detail names it: JSON-quoted (keys may hold dots and brackets), cut when long.
const fieldOf = (pointer: string) =>
  `fieldMap[${JSON.stringify(pointer.length > 60 ? `${pointer.slice(0, 60)}…` : pointer)}]`;

/**
 * A field map from an admin request: `null` clears it; otherwise an object of at most 100 JSON
 * Pointers (RFC 6901, each naming a key inside the lead, at most 300 characters and 32 levels)
 * to one of MAPPED_FIELDS, `{"notesLabel": "…"}` or `{"notes": false}`. Returns the map (each object
 * form a fresh object), or every problem found.
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
  const targets: Array<[string, FieldMap[string]]> = [];
  for (const [pointer, sent] of entries) {
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
    const { value, error } = oneKey(sent) ? target.validate(sent) : { value: undefined, error: true };
    if (error) problems.push({ field, message: messageOf(sent) });
    else targets.push([pointer, copyOf(value)]);
  }
  // fromEntries defines own keys, so a pointer such as "/__proto__" stays plain data.
  return problems.length > 0 ? { problems } : { fieldMap: Object.fromEntries(targets) };
}

// A label's problem says what a label must be; any other value, what a target may be.
const messageOf = (sent: unknown) =>
  sent !== null && typeof sent === 'object' && oneKey(sent) && Object.hasOwn(sent, 'notesLabel')
    ? NOTES_LABEL_MESSAGE
    : TARGET_MESSAGE;

// An object form holds its one key and nothing else: Joi passes over an own `__proto__` key (JSON
// makes one), so the keys are counted here.
const oneKey = (sent: unknown) => sent === null || typeof sent !== 'object' || Object.keys(sent).length === 1;

// A fresh object of the form's one key: nothing else the request's object held is kept.
const copyOf = (value: FieldMap[string]): FieldMap[string] =>
  typeof value === 'string' ? value : 'notesLabel' in value ? { notesLabel: value.notesLabel } : { notes: false };
