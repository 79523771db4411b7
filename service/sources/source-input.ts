import Joi from 'joi';
import { isSupportedCountry } from 'libphonenumber-js';
import type { ErrorDetail } from '../../shared/error-detail.ts';
import { validationFailed } from '../http/errors.ts';
import type { SourcePatch } from '../store/source-record.ts';
import { readFieldMap } from './field-map-input.ts';

const name = Joi.string().trim().min(1).max(200).messages({
  'string.base': 'name must be text',
  'string.empty': 'name must not be empty',
  'string.max': 'name must be at most 200 characters',
  'any.required': 'name is required, e.g. "Facebook ads"',
});

// Stored upper-case; null or "" clears it. Any country libphonenumber can parse numbers for.
const defaultCountry = Joi.string()
  .trim()
  .allow(null)
  .uppercase()
  .custom((code: string | null) => {
    if (code && !isSupportedCountry(code)) throw new Error('unknown');
    return code || null;
  })
  .messages({
    'string.base': 'defaultCountry must be an ISO 3166 alpha-2 code such as "US" or "GB"',
    'any.custom': 'defaultCountry must be an ISO 3166 alpha-2 code such as "US" or "GB"',
  });

// The key a Google Ads lead form sends as google_key; null or "" clears it.
const googleKey = Joi.string().trim().max(200).allow(null).messages({
  'string.base': 'googleKey must be text: the key entered in the Google Ads lead form webhook settings',
  'string.max': 'googleKey must be at most 200 characters',
});

// A plain HTML form's thank-you page (docs/api.md §2.7): an absolute https:// URL, or http:// on
// localhost for trying a form locally. Set by the admin only, so the webhook is no open redirect.
const REDIRECT_URL_MESSAGE =
  'redirectUrl must be an absolute https:// URL (or http://localhost…) of at most 2000 characters, without a user name or password';
const redirectUrl = Joi.string()
  .trim()
  .max(2000)
  .allow(null)
  .custom((text: string | null) => {
    if (text !== null && !isThankYouUrl(text)) throw new Error('not a thank-you page');
    // Kept as a Location header can carry it: the host in punycode, the rest percent-encoded.
    return text === null ? null : new URL(text).href;
  })
  .messages({
    'string.base': REDIRECT_URL_MESSAGE,
    'string.max': REDIRECT_URL_MESSAGE,
    'any.custom': REDIRECT_URL_MESSAGE,
  });

function isThankYouUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && url.hostname === 'localhost';
}

const createSchema = Joi.object({ name: name.required(), defaultCountry, googleKey }).unknown(true);
const patchSchema = Joi.object({ name, defaultCountry, googleKey, redirectUrl }).unknown(true);

export function readNewSource(body: Record<string, unknown>): {
  name: string;
  defaultCountry: string | null;
  googleKey: string | null;
} {
  const value = validate(createSchema, body);
  return { name: value.name, defaultCountry: value.defaultCountry ?? null, googleKey: value.googleKey || null };
}

export function readSourcePatch(body: Record<string, unknown>): SourcePatch {
  const fieldMap = body.fieldMap === undefined ? undefined : readFieldMap(body.fieldMap);
  const value = validate(patchSchema, body, fieldMap && 'problems' in fieldMap ? fieldMap.problems : []);
  return {
    ...(value.name !== undefined ? { name: value.name } : {}),
    ...(value.defaultCountry !== undefined ? { defaultCountry: value.defaultCountry } : {}),
    ...(value.googleKey !== undefined ? { googleKey: value.googleKey || null } : {}),
    ...(value.redirectUrl !== undefined ? { redirectUrl: value.redirectUrl || null } : {}),
    ...(fieldMap && 'fieldMap' in fieldMap ? { fieldMap: fieldMap.fieldMap } : {}),
  };
}

function validate(schema: Joi.ObjectSchema, body: Record<string, unknown>, otherProblems: ErrorDetail[] = []) {
  // "" clears like null does (automation platforms send "" for unmapped fields).
  const input = { ...body };
  for (const key of ['defaultCountry', 'googleKey', 'redirectUrl']) {
    if (typeof input[key] === 'string' && (input[key] as string).trim() === '') input[key] = null;
  }
  const { value, error } = schema.validate(input, { abortEarly: false });
  const problems = [
    ...(error?.details.map((d) => ({ field: String(d.path[0]), message: d.message })) ?? []),
    ...otherProblems,
  ];
  if (problems.length > 0) throw validationFailed(problems);
  return value;
}
