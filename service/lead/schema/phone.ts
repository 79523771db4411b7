import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min/es6';
import { possibleNumber } from './calling-codes.ts';
import { RecentAnswers } from './recent-answers.ts';

export type PhoneResult = { ok: true; e164: string } | { ok: false; message: string };

// Spaces, dashes, dots and brackets carry no meaning (docs/api.md §2).
const IGNORED_CHARACTERS = /[\s\-.()[\]]/g;
const E164_SHAPE = /^\+[1-9]\d{6,14}$/;
// Every country of the North American plan (+1) has 10-digit numbers whose area code starts with
// 2-9, so such a number is possible whichever country it belongs to: no need for libphonenumber's
// country detection, its costliest step (walking ~25 countries' patterns). Checked against
// libphonenumber on random numbers in test/unit/phone.test.ts.
const NANP_E164 = /^\+1[2-9]\d{9}$/;

/**
 * Reads a submitted phone as E.164. Accepts a number when libphonenumber finds it *possible*
 * (a plausible length for its country), not *valid*, so new ranges and test numbers pass; digits
 * without a "+" that only a country code could explain must be valid (internationalWithoutItsPlus).
 */
export function normalizePhone(raw: string | number, defaultCountry?: string | null): PhoneResult {
  // A plain +1 number in E.164 reads as itself in any country (readPhone's NANP step), unparsed.
  if (
    typeof raw === 'string' &&
    raw.charCodeAt(0) === PLUS &&
    (NANP_E164.test(raw) || STABLE.has(raw, defaultCountry ?? ''))
  )
    return { ok: true, e164: raw };
  const result = readE164(raw, defaultCountry);
  if (result.ok && !NANP_E164.test(result.e164)) STABLE.add(result.e164, defaultCountry ?? '');
  return result;
}

/** normalizePhone without its memory of answers (test/unit/phone.test.ts holds the two equal). */
export function readE164(raw: string | number, defaultCountry?: string | null): PhoneResult {
  const read = readPhone(raw, defaultCountry);
  return read.ok ? stable(read, defaultCountry) : read;
}

// Answers known to read as themselves in their country, as last read: the reader normalises the
// phone it picks and the lead's schema validates that answer again (lead-schema.ts), which then
// costs no second libphonenumber parse. A number read afresh is as right, only dearer.
const STABLE = new RecentAnswers(8);
const PLUS = 0x2b;

// Read again, an answer must be itself (the lead's schema validates what the reader normalised).
// libphonenumber strips a national prefix written after the country code one at a time (+64 0028640
// reads as +64 028640, then +64 28640), and a local-only +1 number cannot be read back without its
// default country: read until the answer stays, or refuse a number that has no stable form. An
// answer equal to its digits as given, or a plain +1 number, stays by construction (the same read).
const STABLE_READS = 4;
function stable(read: { ok: true; e164: string; text: string }, defaultCountry?: string | null): PhoneResult {
  let { e164, text } = read;
  for (let n = 0; n < STABLE_READS && e164 !== text && !NANP_E164.test(e164); n++) {
    const again = readPhone(e164, defaultCountry);
    if (!again.ok) return fail(IMPOSSIBLE);
    ({ e164, text } = again);
  }
  return e164 === text || NANP_E164.test(e164) ? { ok: true, e164 } : fail(IMPOSSIBLE);
}

type Read = { ok: true; e164: string; text: string } | { ok: false; message: string };

// An extension after the number (`ext. 31`, `x31`, `, extension 204`, `poste 12`, `доб. 1020`): dialled once through.
const EXTENSION =
  /^(\+?[\d\s\-.()[\]]*\d\)?)\s*[,;]?\s*(?:ext|extn|extension|x|poste|durchwahl|dw|ramal|anexo|interno|int|доб|вн)\.?\s*:?\s*(\d{1,6})$/i;
const MAX_WITH_EXTENSION = 48;

/** The extension written after a phone number, or null (docs/api.md §2.2: the number is the phone; the brief says the extension). */
export const phoneExtension = (raw: unknown): string | null =>
  typeof raw === 'string' ? (splitExtension(raw)?.[2] ?? null) : null;
// The number and its extension (`[whole, number, extension]`), or null when the text writes none.
function splitExtension(raw: string): RegExpExecArray | null {
  return raw.length > MAX_WITH_EXTENSION || !hasLetterOrComma(raw) ? null : EXTENSION.exec(raw);
}
// Nearly every phone is digits and marks only: no pattern run for them.
function hasLetterOrComma(raw: string): boolean {
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i) | 32;
    if ((code >= 97 && code <= 122) || code > 127 || raw.charCodeAt(i) === 44 || raw.charCodeAt(i) === 59) return true;
  }
  return false;
}

function readPhone(raw: string | number, defaultCountry?: string | null): Read {
  if (typeof raw === 'number' && !(Number.isSafeInteger(raw) && raw > 0)) {
    return fail('phone must be a whole number or text such as "+14155550123"');
  }
  const written = asciiDigits(String(raw));
  const text = (splitExtension(written)?.[1] ?? written).replace(IGNORED_CHARACTERS, '');
  if (!/^\+?\d+$/.test(text)) {
    return fail('phone may hold only digits, a leading +, spaces, dashes, dots and brackets');
  }
  // The default country's own international prefix first (0011 in Australia starts with 00 too).
  const viaCountry = defaultCountry && !text.startsWith('+') ? possibleE164(text, defaultCountry) : null;
  if (viaCountry) return { ok: true, e164: viaCountry, text };
  const international = text.startsWith('00') ? `+${text.slice(2)}` : text;
  if (!international.startsWith('+') && !defaultCountry) {
    return fail(
      'phone has no country code: start it with + and the country code (e.g. +14155550123), ' +
        'or set a default country on the lead source',
    );
  }
  if (NANP_E164.test(international)) return { ok: true, e164: international, text };
  const read = possibleE164(international, defaultCountry);
  if (read) return { ok: true, e164: read, text };
  // Exports often drop the "+": digits that cannot be a national number may start with a country code.
  const withPlus = !international.startsWith('+') && internationalWithoutItsPlus(international);
  if (withPlus) return { ok: true, e164: withPlus, text };
  return fail(IMPOSSIBLE);
}

/**
 * Digits sent without their "+" read as international, when that is a *valid* number (a range in
 * use), else null. Merely possible is not enough there: a US `(551) 555-0123` sent to a French
 * source would be +55 15…, a Brazilian number of the right length, and never the person's.
 */
export function internationalWithoutItsPlus(digits: string): string | null {
  const parsed = parsePhoneNumberFromString(`+${digits}`, { extract: false });
  return parsed?.isValid() && E164_SHAPE.test(parsed.number) ? parsed.number : null;
}

/**
 * Text read as a national number of the country, in E.164, when that is a valid number there (a
 * search typed as a person says a number: `06 12 34 56 78` in France); null otherwise.
 */
export function validNationalE164(text: string, country: string): string | null {
  const parsed = parsePhoneNumberFromString(text, { defaultCountry: country as CountryCode, extract: false });
  return parsed?.isValid() && E164_SHAPE.test(parsed.number) ? parsed.number : null;
}

function possibleE164(text: string, defaultCountry: string | null | undefined): string | null {
  const number = possibleNumber(text, defaultCountry);
  return number !== null && E164_SHAPE.test(number) ? number : null;
}

// Digits of another script (`۰۹۱۲ ۳۴۵ ۶۷۸۹` in Persian, Arabic-Indic `٠١٠`, Devanagari `९८७`, full-width `０９０`) read as
// the digits they are: each is its place in its script's run of ten (Unicode keeps every run of digits in order, from zero).
export function asciiDigits(text: string): string {
  if (!OTHER_SCRIPT.test(text)) return text;
  return text.replace(DIGIT, (digit) => {
    const code = digit.codePointAt(0)!;
    let place = 0;
    while (place < MAX_DIGIT_RUN && DIGIT_ALONE.test(String.fromCodePoint(code - place - 1))) place++;
    return String(place % 10);
  });
}
const OTHER_SCRIPT = /[^\x00-\x7f]/;
const DIGIT = /\p{Nd}/gu;
const DIGIT_ALONE = /^\p{Nd}$/u;
// The longest run of digits Unicode holds in one block (mathematical digits: five styles of ten).
const MAX_DIGIT_RUN = 50;

const IMPOSSIBLE = 'phone cannot be a real number: check the country code and the number of digits';
const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });
