/** The fields a source's field map can fill (docs/api.md §4, `fieldMap`). */
export const MAPPED_FIELDS = ['name', 'firstName', 'lastName', 'phone', 'email'] as const;
export type MappedField = (typeof MAPPED_FIELDS)[number];

/** JSON Pointer into each lead object of a body (RFC 6901) → the field its value fills; in order, first present wins. */
export type FieldMap = Record<string, MappedField>;

/** Bounds on a field map: a form has dozens of fields, a body at most 32 levels (body-limits.ts). */
export const FIELD_MAP_LIMITS = { entries: 100, pointerLength: 300, pointerTokens: 32 } as const;
