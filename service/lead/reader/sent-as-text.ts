/**
 * The objects of a body that its sender put into a field as JSON text, decoded before the field map
 * (json-text.ts): the walk tells their values apart (a JSON text describing the form is the tool's,
 * not the person's: role-features.ts).
 */
export type SentAsText = ReadonlySet<object>;

/** No object sent as text. */
export const NO_TEXTS: SentAsText = new Set();
