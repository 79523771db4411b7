import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min/es6';
import { parsePhoneNumberFromString as parseWithFullPlan } from 'libphonenumber-js/max/es6';
import { internationalWithoutItsPlus, normalizePhone } from '../schema/phone.ts';

/** Digits read as a phone number by their shape and the source's country, where no label says so (docs/api.md §2.4). */

const BARE_DIGITS = /^\d{7,15}$/;
// A value's text as sent without its `+`: a text trimmed, or a whole number's digits (else none).
const digitsText = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isSafeInteger(value) ? `${value}` : '';

/**
 * Digits written without their `+` (`351211234567`, `4915112345678`: what messaging relays send as
 * the sender, always international) as an E.164 number: with a `+` when that is a valid number,
 * else as the source's default country reads them when that is valid. Null otherwise: an id or a
 * count stays one.
 */
export function internationalWithoutPlus(value: unknown, defaultCountry: string | null, minDigits = 10): string | null {
  const text = digitsText(value);
  if (!BARE_DIGITS.test(text) || text.length < minDigits || text.charCodeAt(0) === 48 /* 0 */) return null;
  const international = internationalWithoutItsPlus(text);
  // Ten digits or fewer (a national number's length) that the full plan holds no valid number of that other country, and
  // the source's country reads as valid, are national (`5548213377` in Mexico, `+55 4821 3377` to the lead's schema); a
  // longer run is a WhatsApp id, international whatever a plan says (Brazil's ids without their ninth digit,
  // `551187654321`, that Germany reads too: /work/attack63).
  if (international !== null && (text.length > 10 || isFullyValid(international))) return international;
  if (defaultCountry === null || !isSupportedCountry(defaultCountry)) return international;
  const national = parsePhoneNumberFromString(text, defaultCountry as CountryCode);
  return national?.isValid() ? national.number : international;
}
const isFullyValid = (e164: string) => parseWithFullPlan(e164)?.isValid() === true;

/**
 * Digits starting with the source's own country's calling code that the lead's schema reads as that number
 * (`447700900123` in the United Kingdom): a sender's number without its `+`, valid or not (a range set aside for
 * examples, or not yet in use), where internationalWithoutPlus asks for a valid one of any country.
 */
export function ownCountryWithoutPlus(value: unknown, defaultCountry: string | null): string | null {
  const text = digitsText(value);
  if (text.length < 10 || !BARE_DIGITS.test(text) || defaultCountry === null || !isSupportedCountry(defaultCountry))
    return null;
  if (!text.startsWith(getCountryCallingCode(defaultCountry as CountryCode))) return null;
  const read = normalizePhone(text, defaultCountry);
  return read.ok && read.e164 === `+${text}` ? read.e164 : null;
}

/**
 * Digits starting with the source's own country's calling code that are a valid number so (`919845012377` in India),
 * eleven or more: what a messaging relay sends as its customer's number, where digits alone may be a record's number
 * (and `15127049318`, a Chinese mobile, is no American number there).
 */
export function ownCountryInternational(value: unknown, defaultCountry: string | null): string | null {
  if (defaultCountry === null || !isSupportedCountry(defaultCountry)) return null;
  const e164 = internationalWithoutPlus(value, null, 11);
  return e164?.startsWith(`+${getCountryCallingCode(defaultCountry)}`) ? e164 : null;
}

/**
 * Digits with the trunk prefix `0` (`09823015566`, `015112345678`) that the default country reads as
 * a valid number: a sender's number written as its country writes it (`From` of a call record).
 */
export function nationalWithTrunk(value: unknown, defaultCountry: string | null): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length < 9 || text.length > 15 || text.charCodeAt(0) !== 48 /* 0 */ || !BARE_DIGITS.test(text)) return null;
  if (defaultCountry === null || !isSupportedCountry(defaultCountry)) return null;
  const national = parsePhoneNumberFromString(text, defaultCountry as CountryCode);
  return national?.isValid() ? national.number : null;
}

/**
 * Digits shaped like a national phone number (`(650) 555-0148`, `030 9018 2078`) that the source's
 * default country reads as a valid number: a phone by shape, for values with no label at all.
 */
export function nationalPhone(value: string, defaultCountry: string | null): string | null {
  if (
    defaultCountry === null ||
    value.length > 30 ||
    !/^\+?[\d\s().-]{7,}$/.test(value) ||
    !isSupportedCountry(defaultCountry)
  )
    return null;
  let digits = 0;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) >= 48 && value.charCodeAt(i) <= 57) digits++;
  if (digits < 7 || digits > 15) return null;
  const parsed = parsePhoneNumberFromString(value, defaultCountry as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}
