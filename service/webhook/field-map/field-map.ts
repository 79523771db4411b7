/** The fields a source's field map can fill (docs/api.md §4, `fieldMap`). */
export const MAPPED_FIELDS = ['name', 'firstName', 'lastName', 'phone', 'email'] as const;
export type MappedField = (typeof MAPPED_FIELDS)[number];

/**
 * JSON Pointer into each lead object of a body (RFC 6901) → the field its value fills (in order,
 * first present wins), or what the notes make of it: its line labelled (`{notesLabel: "Project"}`)
 * or kept out (`{notes: false}`).
 */
export type FieldMap = Record<string, MappedField | { notesLabel: string } | { notes: false }>;

/** Bounds on a field map: a form has dozens of fields, a body at most 32 levels (body-limits.ts); a label is a question's length. */
export const FIELD_MAP_LIMITS = { entries: 100, pointerLength: 300, pointerTokens: 32, notesLabelLength: 100 } as const;

/** The field a map's value fills, or null for the notes' object forms. */
export const mappedFieldOf = (target: FieldMap[string]): MappedField | null =>
  typeof target === 'string' ? target : null;
