import Joi from 'joi';
import { NAME_MAX_LENGTH, NOTES_MAX_LENGTH } from '../../shared/lead-fields.ts';
import { validationFailed, type ErrorDetail } from '../http/errors.ts';
import type { MappedFields } from './field-map/mapped-fields.ts';
import { buildNotes } from './notes.ts';
import { normalizePhone } from './phone.ts';
import { pickCoreFields } from './senders/core-fields.ts';
import type { SenderBody } from './senders/sender-body.ts';

export interface LeadInput {
  name: string | null;
  phone: string | null;
  email: string | null;
  notes: string;
  fields: Record<string, unknown>;
  test: boolean;
}

// Compiled once, without per-key .messages(): Joi merges those on every call, doubling its cost.
const coreSchema = Joi.object({
  name: Joi.string().trim().max(NAME_MAX_LENGTH),
  phone: Joi.alternatives(Joi.string(), Joi.number()),
  email: Joi.string().trim().email({ tlds: false }),
  notes: Joi.string().max(NOTES_MAX_LENGTH),
}).prefs({ abortEarly: false }); // set once: options passed per call are merged on every call

// What each Joi error type means to a sender, by field.
const MESSAGES: Record<string, string> = {
  'name string.base': 'name must be text',
  'name string.max': `name must be at most ${NAME_MAX_LENGTH} characters`,
  'phone alternatives.types': 'phone must be text such as "+14155550123" or a number',
  'email string.base': 'email must be text',
  'email string.email': 'email must be a valid address such as jane@example.com',
  'notes string.base': 'notes must be text',
  'notes string.max': `notes must be at most ${NOTES_MAX_LENGTH} characters`,
};

/**
 * Validates and normalises what a sender sent (and what the source's field map read out of it)
 * into a lead; throws validation_failed listing every problem. The body's depth and size were
 * checked before any sender read it (http/body/body-shape.ts).
 */
export function readLeadInput(
  sender: SenderBody,
  defaultCountry: string | null,
  skippedFiles: string[] = [],
  mapped: MappedFields['fields'] = {},
): LeadInput {
  const { core, extras } = pickCoreFields(sender.entries, mapped);

  const details: ErrorDetail[] = [];
  const { value, error } = coreSchema.validate(core);
  for (const problem of error?.details ?? []) {
    const field = String(problem.path[0]);
    details.push({ field, message: MESSAGES[`${field} ${problem.type}`] ?? problem.message });
  }
  let phone: string | null = null;
  if (value.phone !== undefined && !details.some((d) => d.field === 'phone')) {
    const result = normalizePhone(value.phone, defaultCountry);
    if (result.ok) phone = result.e164;
    else details.push({ field: 'phone', message: result.message });
  }
  if (core.phone === undefined && core.email === undefined) {
    details.push({ field: 'phone', message: 'a phone or an email is required; the lead has neither' });
    details.push({ field: 'email', message: 'an email or a phone is required; the lead has neither' });
  }
  if (details.length > 0) throw validationFailed(details);

  return {
    name: value.name || null,
    phone,
    email: value.email ?? null,
    notes: withSkippedFiles(buildNotes(value.notes, extras), skippedFiles),
    fields: Object.fromEntries(extras),
    test: sender.test,
  };
}

// Multipart file parts are not kept (docs/api.md §2.5); the notes say which ones the sender attached.
function withSkippedFiles(notes: string, skippedFiles: string[]): string {
  if (skippedFiles.length === 0) return notes;
  const line = `files not kept: ${skippedFiles.join(', ')}`;
  return notes ? `${notes}\n${line}` : line;
}
