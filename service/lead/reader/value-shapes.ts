import { isWordSlug } from './word-codes.ts';

/**
 * What a value's shape says of its role, whatever its key's language (role-features.ts, weights.ts
 * ROLE_WEIGHTS): a long sentence is someone's words, a masked number a payment tool's. A tool's own
 * texts (a digest, a code, a token) are machine-shapes.ts's.
 */

const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const SERIALISED_DATE = /^\/Date\(-?\d+([+-]\d{4})?\)\/$/;
const STAMPED = /\d:\d\d:(?:0[1-9]|[1-5]\d)|\d:\d\d:\d\d[.,]0*[1-9]/;
const LETTER_ONE = /\p{L}/u;
// A card's first digits may show before the mask (`536512******1234`).
const DATED =
  /(?:^|\D)(?:\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d\d|(?:19|20)\d\d[./-]\d{1,2}[./-]\d{1,2}|\p{L}{3,}\.? \d{1,2},? (?:19|20)\d\d|\d{1,2}\.? \p{L}{3,}\.? (?:19|20)\d\d)(?:\D|$)/u;
const CALENDAR_DATE = /^(?:(?:19|20)\d\d[./-]\d{1,2}[./-]\d{1,2}|\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d\d)$/;
const PHONE_TEXT = /^\+?[\d\s().-]{9,22}$/;

/** Digits alone, as long as a phone's (`"13916628407"`, a survey's respondent typing one): a phone, an id, a date or an amount. */
export const isBareDigits = (text: string) => BARE_DIGITS.test(text);
const BARE_DIGITS = /^\d{8,15}$/;
/** A date with a time (ISO 8601, `2026-03-04 10:11`), or .NET's `/Date(1778000000000)/`. */
export const isDateTime = (value: string) => DATE_TIME.test(value) || SERIALISED_DATE.test(value);
export const isSerialisedDate = (value: string) => value.startsWith('/Date(') && SERIALISED_DATE.test(value);

/** A time stamped to the second (`10:41:07`, `…T07:22:14.281Z`): a machine's clock; a time a person chooses has none or `:00`. */
export const isStampedTime = (value: string) => STAMPED.test(value);

/**
 * A record's id: one token of ten or more characters mixing letters and digits (`rec_8Hq2ZkLm41Pq`, `USR-FSD423423`), not a date.
 * Ids are ASCII: a run of words in a script written without spaces holding a number ("従業員は約80名です") is a sentence.
 */
export function isIdToken(value: string): boolean {
  if (value.length < 10 || value.length > 80) return false;
  // One pass for the letters (as lettersIn counts them), a digit, and ASCII marks only (no space):
  // a number (`9876543210987`) has no letter, a word nearly only letters; no pattern is tried.
  let letters = 0;
  let digit = false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x21 || code > 0x7e) return false;
    if (code >= 48 && code <= 57) digit = true;
    else if ((code | 32) >= 97 && (code | 32) <= 122) letters++;
  }
  return isCountedIdToken(value, letters, digit);
}

/** isIdToken of a text of ten to eighty printable ASCII characters, its letters counted and whether it holds a digit. */
export function isCountedIdToken(value: string, letters: number, digit: boolean): boolean {
  if (letters < 2 || letters >= value.length - 1) return false;
  return digit && !(value.charCodeAt(0) <= 57 /* DATE_TIME's first */ && DATE_TIME.test(value)) && !isWordSlug(value);
}

const WRITTEN_WORD = /^(?:\p{Lu}[\p{L}\p{M}'.-]+|[^\x00-\x7f][\p{L}\p{M}'.-]*)$/u;

/**
 * One word as a person writes a choice (`Bavaria`, `Lån`, `GEICO`, `ซื้ออยู่เอง`): capitalised or in a
 * script without case, letters only; not a tool's code (`auto`, `LISTING_ENQUIRY`, `THB`, `WEB`: three capitals or fewer).
 */
export function isWrittenWord(value: string): boolean {
  if (value.length < 2 || value.length > 40 || !WRITTEN_WORD.test(value)) return false;
  // Capitals only is a code; a word of a script without case (`タント`) is none, whatever its length.
  return value.length > 4 || value.toUpperCase() !== value || value.toLowerCase() === value;
}

/** `true`, `True`, `TRUE`: a flag however it is written. */
export const isWord = (value: unknown, word: 'true' | 'false') =>
  // Only a text of the word's length is compared: most values are not.
  typeof value === 'string' &&
  value.length === word.length &&
  (value === word || value === CAPITALISED[word] || value === CAPITALS[word]);
/** A text of zeros (`0`, `00`, `0.00`, `0,000`): a status or an amount of nothing, written as text. */
export function isZeros(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > 8 || value.charCodeAt(0) !== 48) return false;
  let marks = 0;
  for (let i = 1; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 46 || code === 44) {
      if (++marks > 1 || i === value.length - 1) return false;
    } else if (code !== 48) return false;
  }
  return true;
}
const CAPITALISED = { true: 'True', false: 'False' };
const CAPITALS = { true: 'TRUE', false: 'FALSE' };

/** Two words or more with letters: how a person writes even a short answer ("Deck repair"). */
export const isPhrase = (value: string) => value.includes(' ') && LETTER_ONE.test(value) && !value.startsWith('http');

/**
 * A phrase in a script written without spaces between words (Japanese, Chinese, Thai, Lao, Khmer,
 * Burmese): four letters or more, as "two words or more" is in others.
 */
export const isUnspacedPhrase = (value: string) =>
  value.length <= 200 && firstLetterMayBeUnspaced(value) && UNSPACED_PHRASE.test(value);
// The pattern's first letter is of those scripts, all at U+0E01 or above: an ASCII letter before any such code is none.
function firstLetterMayBeUnspaced(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0x0e00) return true;
    if ((code | 32) >= 97 && (code | 32) <= 122) return false;
  }
  return false;
}
const UNSPACED_PHRASE =
  /^(?=(?:[^\p{L}]*[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]){4})[\p{L}\p{M}\p{N}\p{P}ー]+$/u;

export { isAmount, isDollarOf } from './amount-text.ts';

/** A date written with its year, in figures or with its month's name (`November 27, 2026`, `27.11.2026`, `3 März 2026`). */
export const isDatedText = (value: string) => value.length <= 40 && DATED.test(value);

/** A calendar date and nothing else (`2027-01-15`, `14/02/2027`): a day someone chose, unless its key says when the tool acted. */
export const isCalendarDate = (value: string) => value.length <= 10 && CALENDAR_DATE.test(value);

/** Written like a phone number (digits with spaces, brackets, dashes): someone's line when it is not the person's. */
export function isPhoneText(value: string): boolean {
  // The digits counted first: most texts have too few or too many, and the pattern is not tried.
  // PHONE_TEXT's length first (an optional `+`, then 9 to 22 characters).
  if (value.length < 9 || value.length > 23) return false;
  let digits = 0;
  let dashes = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 48 && code <= 57) digits++;
    else if (code === 45) dashes++;
  }
  if (digits < 7 || digits > 15 || !PHONE_TEXT.test(value)) return false;
  if (dashes === 0 && CENTS.test(value)) return false; // an amount with its cents (`459000.00`): no line
  // Past PHONE_TEXT, a text not led by `+` holds only digits and separators: a separator is any character not a digit.
  // A range (RANGE) has one `-` (PHONE_TEXT takes no `–`): a date's two dashes, a spaced number's none, are no range.
  return (value.charCodeAt(0) === 43 || value.length > digits) && !(dashes === 1 && isRoundRange(value));
}

// An amount with its cents (`459000.00`); a range of round amounts (`5000-10000`, `2000 - 4000`: a budget, a price
// band), lower first: no line's halves.
const CENTS = /^\d+[.,]\d\d$/;
const RANGE = /^(\d+)\s*[-–]\s*(\d+)$/;
function isRoundRange(value: string): boolean {
  const range = RANGE.exec(value);
  if (range === null) return false;
  const [, low, high] = range;
  return low.endsWith('00') && high.endsWith('00') && Number(low) < Number(high);
}

// Letters in a text, counted up to `enough`: ASCII letters, and any character past Latin-1's symbols (other scripts).
function lettersIn(text: string, enough: number): number {
  let letters = 0;
  for (let i = 0; i < text.length && letters < enough; i++) {
    const code = text.charCodeAt(i) | 32;
    if ((code >= 97 && code <= 122) || text.charCodeAt(i) >= 0xc0) letters++;
  }
  return letters;
}

/** Someone's own words: a sentence of three words or more, or twenty letters or more in a script written without spaces. */
export function isFreeText(value: string): boolean {
  if (value.length < 12 || value.startsWith('http')) return false;
  // Its words first: three need ten letters, fewer twenty, so the letters are counted only as far as that.
  let words = 1;
  for (let at = value.indexOf(' '); at >= 0 && words < 3; at = value.indexOf(' ', at + 1)) words++;
  const enough = words >= 3 ? 10 : 20;
  return lettersIn(value, enough) >= enough;
}

/** A message: six words or more (not an address, nor a business's name). */
export const isMessage = (value: unknown) => typeof value === 'string' && value.trim().split(/\s+/, 6).length === 6;

const NUMBER_TAIL = 7;

/** The last seven digits of a number: the same line written two ways (`+1 720 555 0177`, `(720) 555-0177`) shares them. */
export function lastDigits(text: string): string {
  // Where the last NUMBER_TAIL digits start and end: one slice when nothing sits between them (most numbers' tails).
  let count = 0;
  let first = -1;
  let last = -1;
  let apart = false;
  for (let i = text.length - 1; i >= 0 && count < NUMBER_TAIL; i--) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) continue;
    if (last < 0) last = i;
    else if (first !== i + 1) apart = true;
    first = i;
    count++;
  }
  if (count === 0) return '';
  if (!apart) return text.slice(first, last + 1);
  let digits = '';
  for (let i = first; i <= last; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) digits += text[i];
  }
  return digits;
}

// A number or an address by its shape (`tracking_number: "(813) 555-0102"`), or an extension's few digits
// (a PBX's `internalNumber: "905"`): under a recipient's key, the business's line.
const EXTENSION = /^\d{2,6}$/;
export const isContactShaped = (value: unknown) =>
  typeof value === 'number'
    ? value >= 10
    : typeof value === 'string' &&
      (value.includes('@') || EXTENSION.test(value) || (value.length <= 30 && isPhoneText(value.trim())));

/** A range of counts (`150-199`, `12–15`, `25-50`), running forwards: `2027-05` (a month) and `555-0199` (a line) run backwards. */
const WRITTEN_RANGE = /^(\d{1,6}) ?[-–] ?(\d{1,6})$/;
export function isWrittenRange(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 15) return false;
  const range = WRITTEN_RANGE.exec(value);
  return range !== null && Number(range[1]) < Number(range[2]);
}

/** A range a person chose (`team_size: "25-50"`): a written range, not a month and its year (`11-2024`, a card's expiry). */
export const isChosenRange = (value: string) => isWrittenRange(value) && !MONTH_YEAR.test(value);
const MONTH_YEAR = /^(?:0?[1-9]|1[0-2]) ?[-–] ?(?:19|20)\d\d$/;
