/** The fields a source's field map can fill (docs/api.md §4, `fieldMap`). */
export const MAPPED_FIELDS = ['name', 'firstName', 'lastName', 'phone', 'email'] as const;
export type MappedField = (typeof MAPPED_FIELDS)[number];

/** What a field map says of a key for the notes: the label its line shows (`{"notesLabel": "Project"}`), or never in them (`{"notes": false}`). */
export type NotesField = { notesLabel: string } | { notes: false };

/** A field map's value: the field a key fills, or what the notes make of it. */
export type FieldMapValue = MappedField | NotesField;

/**
 * JSON Pointer into each lead object of a body (RFC 6901) → the field its value fills (in order,
 * first present wins), or what the notes make of it (NotesField).
 */
export type FieldMap = Record<string, FieldMapValue>;

/** Whether a field map's value names a field to fill (not a notes label). */
export const isMappedField = (value: FieldMapValue): value is MappedField => typeof value === 'string';

/** Bounds on a field map: a form has dozens of fields, a body at most 32 levels (body-limits.ts); a label is a question's length. */
export const FIELD_MAP_LIMITS = { entries: 100, pointerLength: 300, pointerTokens: 32, notesLabelLength: 100 } as const;
