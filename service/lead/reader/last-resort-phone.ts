import { parsePhoneNumberFromString } from 'libphonenumber-js/max/es6';
import { meaning } from './labels.ts';
import type { Reading } from './reading.ts';
import { BUSINESS_TYPES } from './phone-lines.ts';
import { nationalPhone } from './phone-digits.ts';

/**
 * The last look before a lead with no phone and no email is refused (docs/api.md §2.4): a number
 * valid in the source's country under a key no vocabulary gives a role, and no one else's (a call
 * record's `arayan`/`aranan`, `kaynak`/`hedef`: words no vocabulary holds). One such number is the
 * person's; of several, the one mobile beside a business's lines (a fixed, toll-free, shared-cost or
 * premium number: the numbering plan's kinds, as phone-lines.ts reads them); else none: a lead is
 * refused rather than given a number that may be the business's own.
 */

const MAX_NUMBERS = 8;
// A number written as a phone is: a `+`, a trunk `0`, separators, or a country code's eleven digits or more.
const PHONE_WRITTEN = /^(?:\+|0)[\d\s().-]{6,}$|^\d{3,4}[\s.-]\d/;
const LONG_DIGITS = /^\d{11,15}$/;

export function lastResortPhone(
  readings: Reading[],
  defaultCountry: string | null,
): { e164: string; reading: Reading } | null {
  if (defaultCountry === null) return null;
  const found: Array<{ e164: string; reading: Reading }> = [];
  for (const reading of readings) {
    const text = writtenNumber(reading.value);
    if (text === null || reading.underOther || reading.bookkeeping) continue;
    const known = meaning(reading.label);
    if (known.role !== null || known.otherParty || known.recipient || known.noise || known.partyKey) continue;
    const e164 =
      nationalPhone(text, defaultCountry) ??
      (LONG_DIGITS.test(text) ? nationalPhone(`+${text}`, defaultCountry) : null);
    if (e164 === null || found.some((number) => number.e164 === e164)) continue;
    if (found.push({ e164, reading }) > MAX_NUMBERS) return null;
  }
  if (found.length <= 1) return found[0] ?? null;
  const kinds = found.map(({ e164 }) => parsePhoneNumberFromString(e164)?.getType());
  const mobiles = kinds.filter((kind) => kind === 'MOBILE').length;
  const lines = kinds.filter((kind) => kind !== undefined && BUSINESS_TYPES.has(kind)).length;
  return mobiles === 1 && mobiles + lines === found.length ? found[kinds.indexOf('MOBILE')] : null;
}

function writtenNumber(value: unknown): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 1e10 ? String(value) : null;
  if (typeof value !== 'string' || value.length > 30) return null;
  const text = value.trim();
  return PHONE_WRITTEN.test(text) || LONG_DIGITS.test(text) ? text : null;
}
