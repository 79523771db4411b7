import Joi from 'joi';
import { isSupportedCountry } from 'libphonenumber-js';
import { validationFailed } from '../http/errors.ts';
import type { SourcePatch } from '../store/lead-store.ts';

const name = Joi.string().trim().min(1).max(200).messages({
  'string.base': 'name must be text',
  'string.empty': 'name must not be empty',
  'string.max': 'name must be at most 200 characters',
  'any.required': 'name is required, e.g. "Facebook ads"',
});

// Stored upper-case; null or "" clears it. Any country libphonenumber can parse numbers for.
const defaultCountry = Joi.string().trim().allow(null).uppercase()
  .custom((code: string | null) => {
    if (code && !isSupportedCountry(code)) throw new Error('unknown');
    return code || null;
  })
  .messages({
    'string.base': 'defaultCountry must be an ISO 3166 alpha-2 code such as "US" or "GB"',
    'any.custom': 'defaultCountry must be an ISO 3166 alpha-2 code such as "US" or "GB"',
  });

const createSchema = Joi.object({ name: name.required(), defaultCountry }).unknown(true);
const patchSchema = Joi.object({ name, defaultCountry }).unknown(true);

export function readNewSource(body: Record<string, unknown>): { name: string; defaultCountry: string | null } {
  const value = validate(createSchema, body);
  return { name: value.name, defaultCountry: value.defaultCountry ?? null };
}

export function readSourcePatch(body: Record<string, unknown>): SourcePatch {
  const value = validate(patchSchema, body);
  return {
    ...(value.name !== undefined ? { name: value.name } : {}),
    ...(value.defaultCountry !== undefined ? { defaultCountry: value.defaultCountry } : {}),
  };
}

function validate(schema: Joi.ObjectSchema, body: Record<string, unknown>) {
  // "" clears the default country like null does (automation platforms send "" for unmapped fields).
  const input = typeof body.defaultCountry === 'string' && body.defaultCountry.trim() === '' ? { ...body, defaultCountry: null } : body;
  const { value, error } = schema.validate(input, { abortEarly: false });
  if (error) throw validationFailed(error.details.map((d) => ({ field: String(d.path[0]), message: d.message })));
  return value;
}
