import Joi from 'joi';
import { NAME_MAX_LENGTH, NOTES_MAX_LENGTH } from '../../../shared/lead-fields.ts';
import type { ErrorDetail } from '../../../shared/error-detail.ts';
import { normalizePhone } from './phone.ts';
import { isChatAddress } from './chat-address.ts';
import { withinEmailLengths } from './email-lengths.ts';
import { RecentAnswers } from './recent-answers.ts';

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
 * docs/api.md §2.1's email, trimmed: Joi's own rule with no list of top-level domains (any TLD),
 * which decides every address, after cheap refusals of what it must refuse too: a control
 * character, a messaging app's address (`<digits>@c.us` is a phone), and the two length limits its
 * `ignoreLength` leaves to withinEmailLengths (the same answers, cheaper). Only whether an address
 * passes counts: refused early (a chat address), or by one prepared error, none is built and rendered.
 */
const EMAIL = Joi.string()
  .email({ tlds: false, ignoreLength: true })
  .prefs({ convert: false })
  .error(new Error('not an email address'));

// Addresses passed as they are (trimmed already), since the last lead was checked: the reader
// tries each email candidate (emailOf), and the lead it hands on holds the one it chose, so the
// lead's own check finds it here instead of running the rule twice. Emptied by every check: an
// address may be a slice of a form's body, and a kept slice keeps the whole body alive.
const PASSED = new RecentAnswers(4);

function passEmail(sent: string): string | null {
  // Trimmed as Joi's `trim()` does (String.prototype.trim), then refused as its rule would refuse.
  const address = sent.trim();
  if (CONTROL.test(address) || isChatAddress(address) || !withinEmailLengths(address)) return null;
  if (EMAIL.validate(address).error) return null;
  PASSED.add(address);
  return address;
}

const email = Joi.any().custom((value: unknown, helpers) => {
  if (typeof value === 'string' && PASSED.has(value)) return value;
  const address = typeof value === 'string' ? passEmail(value) : null;
  return address ?? helpers.error('email.invalid');
});

// A phone read in the source's default country (one compiled schema a country), kept in E.164 (§2.2).
const phoneIn = (defaultCountry: string | null) =>
  Joi.any().custom((value: unknown, helpers) => {
    if (typeof value !== 'string' && typeof value !== 'number')
      return helpers.error('phone.invalid', { reason: PHONE_TYPE_MESSAGE });
    const read = normalizePhone(value, defaultCountry);
    return read.ok ? read.e164 : helpers.error('phone.invalid', { reason: read.message });
  });

// The messages live on the lead's schema alone: Joi merges a schema's own preferences on every
// call below the top one, and caches the top one's.
const MESSAGES = {
  'email.invalid': EMAIL_MESSAGE,
  'phone.invalid': '{#reason}',
  'string.base': '{#label} must be text',
  'string.max': '{#label} must be at most {#limit} characters',
};

const leadIn = (defaultCountry: string | null) =>
  Joi.object({
    phone: phoneIn(defaultCountry),
    email,
    name: Joi.string().max(NAME_MAX_LENGTH),
    notes: Joi.string().max(NOTES_MAX_LENGTH),
  }).prefs({ abortEarly: false, convert: false, errors: { wrap: { label: false } }, messages: MESSAGES });

/**
 * The lead of docs/api.md §2.1 as one schema, compiled once per default country, applied to every
 * lead on its way to the store (a webhook's, a batch element's, a replayed body's: submit-lead.ts).
 * Every problem is collected (abortEarly off); which of them refuse the lead is lead-input.ts's rule.
 * The values a sender sent only: `test` is the reader's own boolean (`body.test === true`, Google's
 * `is_test`), which no rule could refuse, and each key costs Joi about 450 ns a lead (its state, its
 * helpers, its result; scratch), whatever its rules.
 * `convert: false` spares Joi's coercion step on every key, and changes no answer: no key has a
 * converting rule (trim, case), and the one value Joi would convert, a text "true" or "false" for
 * `test`, never comes (`test` is the reader's boolean); custom rules' answers are kept either way.
 */
const LEADS = new Map<string | null, Joi.ObjectSchema>();

function leadSchema(defaultCountry: string | null): Joi.ObjectSchema {
  let schema = LEADS.get(defaultCountry);
  if (schema === undefined) {
    schema = leadIn(defaultCountry);
    // The source's country is one of the ISO codes (source-input.ts); bounded all the same.
    if (LEADS.size < 512) LEADS.set(defaultCountry, schema);
  }
  return schema;
}

/** Validates the lead the reader produced with the source's default country; never throws. */
export function checkLead(values: ReadValues, defaultCountry: string | null): CheckedValues {
  const { phone, email, name, notes } = values;
  const { value, error } = leadSchema(defaultCountry).validate({ phone, email, name, notes });
  PASSED.clear();
  const checked: CheckedValues = {
    name: value.name ?? null,
    phone: value.phone ?? null,
    email: value.email ?? null,
    notes: value.notes ?? null,
    test: values.test,
    problems: [],
  };
  if (!error) return checked;
  for (const { path, message } of error.details) {
    const field = String(path[0]) as 'name' | 'phone' | 'email' | 'notes';
    // One detail a field.
    if (checked.problems.some((problem) => problem.field === field)) continue;
    checked.problems.push({ field, message });
    checked[field] = null;
  }
  return checked;
}

/** An email candidate tried against the schema's email rule (the reader tries each in turn): the address, or null. */
export function emailOf(candidate: string): string | null {
  return PASSED.has(candidate) ? candidate : passEmail(candidate);
}
