import Joi from 'joi';
import { NAME_MAX_LENGTH, NOTES_MAX_LENGTH } from '../../shared/lead-fields.ts';
import type { ErrorDetail } from '../../shared/error-detail.ts';
import { normalizePhone } from './phone.ts';
import { isChatAddress } from './reader/shapes.ts';

/** The lead the reader produced, each value as it was found (a phone the reader chose is E.164 already). */
export interface ReadValues {
  name?: unknown;
  phone?: unknown;
  email?: unknown;
  notes?: unknown;
  test: boolean;
}

/** The lead as the schema passed it: a value it refused is null, and its detail is in `problems`. */
export interface CheckedValues {
  name: string | null;
  phone: string | null;
  email: string | null;
  notes: string | null;
  test: boolean;
  problems: ErrorDetail[];
}

const EMAIL_MESSAGE = 'email must be a valid address such as jane@example.com';
const PHONE_TYPE_MESSAGE = 'phone must be text such as "+14155550123" or a number';
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * docs/api.md §2.1's email: Joi's own rule with no list of top-level domains (any TLD), trimmed,
 * without control characters, and never a messaging app's address (`<digits>@c.us` is a phone).
 */
const email = Joi.string()
  .trim()
  .pattern(CONTROL, { invert: true })
  .email({ tlds: false })
  .custom((address: string, helpers) => (isChatAddress(address) ? helpers.error('string.email') : address))
  .messages({
    'string.base': EMAIL_MESSAGE,
    'string.empty': EMAIL_MESSAGE,
    'string.pattern.invert.base': EMAIL_MESSAGE,
    'string.email': EMAIL_MESSAGE,
  });

// A phone read in the source's default country (validation context `defaultCountry`), kept in E.164 (§2.2).
const phone = Joi.any()
  .custom((value: unknown, helpers) => {
    if (typeof value !== 'string' && typeof value !== 'number')
      return helpers.error('phone.invalid', { reason: PHONE_TYPE_MESSAGE });
    const read = normalizePhone(value, (helpers.prefs.context?.defaultCountry as string | null) ?? null);
    return read.ok ? read.e164 : helpers.error('phone.invalid', { reason: read.message });
  })
  .messages({ 'phone.invalid': '{#reason}' });

/**
 * The lead of docs/api.md §2.1 as one compiled schema, applied to every lead on its way to the
 * store (a webhook's, a batch element's, a replayed body's: submit-lead.ts). Every problem is
 * collected (abortEarly off); which of them refuse the lead is lead-input.ts's rule.
 */
const LEAD = Joi.object({
  phone,
  email,
  name: Joi.string()
    .max(NAME_MAX_LENGTH)
    .messages({
      'string.base': 'name must be text',
      'string.max': `name must be at most ${NAME_MAX_LENGTH} characters`,
    }),
  notes: Joi.string()
    .max(NOTES_MAX_LENGTH)
    .messages({
      'string.base': 'notes must be text',
      'string.max': `notes must be at most ${NOTES_MAX_LENGTH} characters`,
    }),
  test: Joi.boolean().required(),
}).prefs({ abortEarly: false });

/** Validates the lead the reader produced with the source's default country; never throws. */
export function checkLead(values: ReadValues, defaultCountry: string | null): CheckedValues {
  // A phone with its `+` needs no country: validated without options, Joi reuses the schema's merged preferences.
  const international = typeof values.phone === 'string' && values.phone.charCodeAt(0) === 0x2b;
  const { value, error } = international
    ? LEAD.validate(values)
    : LEAD.validate(values, { context: { defaultCountry } });
  const checked: CheckedValues = {
    name: value.name ?? null,
    phone: value.phone ?? null,
    email: value.email ?? null,
    notes: value.notes ?? null,
    test: value.test,
    problems: [],
  };
  if (!error) return checked;
  for (const { path, message } of error.details) {
    const field = String(path[0]) as 'name' | 'phone' | 'email' | 'notes';
    // One detail a field: an email can fail two of its rules at once.
    if (checked.problems.some((problem) => problem.field === field)) continue;
    checked.problems.push({ field, message });
    checked[field] = null;
  }
  return checked;
}

/** An email candidate tried against the schema's email rule (the reader tries each in turn): the address, or null. */
export function emailOf(candidate: string): string | null {
  const { value, error } = email.validate(candidate);
  return error ? null : value;
}
