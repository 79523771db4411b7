import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

export type PhoneResult = { ok: true; e164: string } | { ok: false; message: string };

// Spaces, dashes, dots and brackets carry no meaning (CONTRACT §2).
const IGNORED_CHARACTERS = /[\s\-.()[\]]/g;
const E164_SHAPE = /^\+[1-9]\d{6,14}$/;

/**
 * Reads a submitted phone as E.164. Accepts a number when libphonenumber finds it *possible*
 * (a plausible length for its country), not *valid*, so new ranges and test numbers pass.
 */
export function normalizePhone(raw: string | number, defaultCountry?: string | null): PhoneResult {
  if (typeof raw === 'number' && !(Number.isSafeInteger(raw) && raw > 0)) {
    return fail('phone must be a whole number or text such as "+14155550123"');
  }
  let text = String(raw).replace(IGNORED_CHARACTERS, '');
  if (text.startsWith('00')) text = `+${text.slice(2)}`;
  if (!/^\+?\d+$/.test(text)) {
    return fail('phone may hold only digits, a leading +, spaces, dashes, dots and brackets');
  }
  if (!text.startsWith('+') && !defaultCountry) {
    return fail(
      'phone has no country code: start it with + and the country code (e.g. +14155550123), ' +
        'or set a default country on the lead source',
    );
  }
  const parsed = parsePhoneNumberFromString(text, {
    defaultCountry: (defaultCountry ?? undefined) as CountryCode | undefined,
    extract: false,
  });
  if (!parsed || !parsed.isPossible() || !E164_SHAPE.test(parsed.number)) {
    return fail(`phone cannot be a real number: check the country code and the number of digits`);
  }
  return { ok: true, e164: parsed.number };
}

const fail = (message: string): PhoneResult => ({ ok: false, message });
