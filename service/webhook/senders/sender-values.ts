import { checkBodyShape } from '../../http/body/body-shape.ts';
import { findDuplicateKey } from '../../http/duplicate-keys.ts';
import { HttpError, validationFailed } from '../../http/errors.ts';

/** Values a sender format holds where a scalar is expected. */
export type Scalar = string | number | boolean | null;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isScalar = (value: unknown): value is Scalar | undefined =>
  value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);

const notScalar = (field: string, value: unknown) =>
  validationFailed([{ field, message: `${field} must be text or a number, not ${Array.isArray(value) ? 'a list' : 'an object'}` }]);

/**
 * The value where the sender's format promises a scalar. Anything else (an object such as
 * {"toString": 1}, a list, a deep structure) is the sender's mistake: 422 naming the field, never
 * String(value), which runs the body's own toString.
 */
export function scalarAt(value: unknown, field: string): Scalar | undefined {
  if (isScalar(value)) return value;
  throw notScalar(field, value);
}

/** A scalar, or a list of scalars joined with ", " (checkboxes, multi-selects). */
export function scalarOrListAt(value: unknown, field: string): Scalar | undefined {
  if (!Array.isArray(value)) return scalarAt(value, field);
  const items = value.map((item, i) => scalarAt(item, `${field}[${i}]`));
  const present = items.filter((item) => item !== null && item !== undefined && item !== '');
  return present.length === 1 ? present[0] : present.join(', ');
}

/** A label or a question title: text, or absent (a number is read as text). */
export function labelAt(value: unknown, field: string): string | undefined {
  const label = scalarAt(value, field);
  return label === null || label === undefined ? undefined : String(label);
}

/** The list at a key, or none: senders leave lists out when a form has no such part. */
export const listAt = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * A JSON object a sender nests as text inside a body field (Jotform's `rawRequest`, Unbounce's
 * `data.json`), read by the body's own rules: no key twice, the depth and value limits (422).
 */
export function embeddedJsonObject(text: string, field: string, expected: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw validationFailed([{ field, message: `${field} must be ${expected} as JSON` }]);
  }
  if (!isRecord(value)) throw validationFailed([{ field, message: `${field} must be a JSON object` }]);
  const duplicate = findDuplicateKey(text);
  if (duplicate !== null) throw validationFailed([{ field, message: `${field} has the key "${duplicate.slice(0, 100)}" twice; send each key once` }]);
  try {
    checkBodyShape([value], false);
  } catch (error) {
    // The limits' problems, named inside the field that holds the JSON.
    if (!(error instanceof HttpError) || !error.details) throw error;
    throw validationFailed(error.details.map((d) => ({ field: d.field === 'body' ? field : `${field}.${d.field}`, message: d.message.replace(/^the body/, field) })));
  }
  return value;
}
