import { parsePhoneNumberFromString } from 'libphonenumber-js/max/es6';
import { meaning } from './labels.ts';
import type { Reading } from './reading.ts';
import { BUSINESS_TYPES, isMobileType } from './phone-lines.ts';
import { nationalPhone, ownCountryInternational } from './phone-digits.ts';

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

/**
 * The very last look, after every other (a number in the person's words included): an id in a sender's object
 * (`sender: {name, account_uniq_id: "6285…"}`, a chat inbox's WhatsApp account, whose number is its id) that reads as a
 * mobile with the source country's calling code; no one else's object (`role: "agent"`). Anywhere earlier, a record's id
 * of that shape beat the number the person wrote and made the sender's object someone else's (/work/attack63).
 */
export function senderAccountNumber(
  readings: Reading[],
  defaultCountry: string | null,
): { e164: string; reading: Reading } | null {
  for (const reading of readings) {
    const { container, value } = reading;
    const parent = container[container.length - 1];
    if (typeof parent !== 'string' || reading.party === 'other' || !meaning(parent).sender) continue;
    const known = meaning(reading.label);
    if (!known.noise || known.sender || (typeof value !== 'string' && typeof value !== 'number')) continue;
    const e164 = ownCountryInternational(String(value).trim(), defaultCountry);
    if (e164 !== null && isMobileType(e164)) return { e164, reading };
  }
  return null;
}
