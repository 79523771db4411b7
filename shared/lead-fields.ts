// Field rules that the service and the Zapier connector both follow (see docs/api.md §2).

/** Who the lead is: an object sent under one of these keys is the value itself, not a wrapper (reader/walk.ts). */
export const PERSON_FIELDS = ['name', 'phone', 'email'] as const;

/** The lead's fields, as a body sends them by name (docs/api.md §2.1) and the connector's Create Lead maps them. */
export const LEAD_FIELDS = [...PERSON_FIELDS, 'notes'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

/** Every key of a lead body the contract names: the fields and the `test` flag, read for what they are, not walked. */
export const OWN_KEYS = [...LEAD_FIELDS, 'test'] as const;

/**
 * A value the sender left empty: none, null, or blank text. Automation platforms send "" (or null)
 * for the fields their user did not map, so such a value is read as not sent.
 */
export const isAbsent = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && isBlank(value));

// A text starting with a visible ASCII character is no blank one (no white space is one): nearly every value, not trimmed.
const isBlank = (text: string) => {
  const first = text.charCodeAt(0);
  return !(first > 32 && first < 127) && text.trim() === '';
};

export const NAME_MAX_LENGTH = 200;
export const NOTES_MAX_LENGTH = 10_000;
