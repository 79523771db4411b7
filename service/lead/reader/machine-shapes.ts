/**
 * A tool's own texts by their shape (text-shape.ts, text-features.ts): hashes, codes, tokens, ids in
 * digits, epochs, a serialised document, its API's paths. Each is read char by char where that answers
 * as its pattern does (test/unit/value-shapes.test.ts compares them), its pattern kept beside it.
 */

// HEX_DIGEST = /^[\da-f]{32,}$/i; CODE = /^[a-z][a-z\d]*(?:[._:-][a-z\d]+)+$/; TOKEN = /^[A-Za-z][\w.:/-]*$/ (read char by char)
import { HTTP_REASONS, OUTCOME_VALUES } from './vocabulary-outcomes.ts';
import { GLUED_TOOL_NOUNS } from './vocabulary-events.ts';

const LONG_DIGITS = /^(?:\d+|\d{4,}(?::\d{4,})+)$/;
const EPOCH = /^\d{9,13}(?:\.\d{1,6})?$/;
// A tool's outcome as the whole value (`success`, `Success`, `FAILED`, `成功`): each word in its three cases, so no
// value is lower-cased to be looked up.
const OUTCOMES = new Set(
  OUTCOME_VALUES.flatMap((word) => [word, word.toUpperCase(), word.charAt(0).toUpperCase() + word.slice(1)]),
);
/** A tool's outcome as the whole value, whatever its key (`sp_message: "Success"`, `result: "FAILED"`, `200 - OK`). */
export const isOutcome = (text: string) =>
  text.length <= 12 ? OUTCOMES.has(text) || isHttpStatus(text) : text.length <= 40 && isHttpStatus(text);
// Read by its first character first: nearly every value is no status.
const isHttpStatus = (text: string) =>
  text.charCodeAt(0) >= 49 && text.charCodeAt(0) <= 53 && text.length >= 6 && HTTP_STATUS.test(text);
// An HTTP status with its reason phrase (`200 - OK`, `404 Not Found`): a request's outcome, no person's words.
const HTTP_STATUS = new RegExp(`^[1-5]\\d\\d(?: - | )(?:${HTTP_REASONS.join('|')})$`, 'i');

/**
 * A machine's word: lower case parts joined by `.`, `_`, `:`, `-` or `=` (`invitee.created`, `form_response`, a
 * tracking parameter `src=ig`).
 * CODE read char by char: a lower case letter first, a joint between two parts at least once, never
 * two joints together nor one last.
 */
export function isCode(value: string): boolean {
  const first = value.charCodeAt(0);
  if (value.length > 60 || first < 97 || first > 122) return false;
  let joints = 0;
  let joint = false;
  for (let i = 1; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) joint = false;
    else if (!joint && (code === 46 || code === 95 || code === 58 || code === 45 || code === 61) /* . _ : - = */) {
      joint = true;
      joints++;
    } else return false;
  }
  return joints > 0 && !joint;
}

/**
 * A value written for a machine, not a person (`paid_in_full`, `invitee.created`, `NORMAL_CLEARING`, `paidInFull`):
 * parts joined by `_`, `.`, `:` or `=` (a hyphen joins a person's words too: `full-time`), capitals alone, or a
 * capital inside lower case. Read char by char.
 */
export function isMachineWord(value: string): boolean {
  if (value.length < 2 || value.length > 60) return false;
  let lower = false;
  let capitalAfterLower = false;
  let joint = false;
  let allCapitals = true;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 97 && code <= 122) {
      lower = true;
      allCapitals = false;
    } else if (code >= 65 && code <= 90) {
      if (lower) capitalAfterLower = true;
    } else if (code === 95 || code === 46 || code === 58 || code === 61)
      joint = true; // _ . : =
    else if (code < 48 || code > 57) allCapitals = false;
  }
  return joint || capitalAfterLower || allCapitals;
}

/**
 * Words glued in PascalCase, letters only, ending in a tool's noun (`BookInspectionIntent`, `ContactFlowEvent`,
 * `PestBookingsQueue`): a tool's name for a thing, which no person writes so. A handle, a product or a business written
 * so (`JohnSmithPhotography`, `PowerEdgeServerRack`, `BlueSkyRoofing`) and two words (`QuickBooks`) are none.
 */
export function isGluedWords(text: string): boolean {
  if (text.length < 9 || text.length > 60) return false;
  let words = 0;
  let lower = 0;
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 65 && code <= 90) {
      if (i > 0 && lower < 2) return false;
      words++;
      lower = 0;
      last = i;
    } else if (code >= 97 && code <= 122) lower++;
    else return false;
  }
  return words >= 2 && lower >= 2 && TOOL_NOUNS.has(text.slice(last).toLowerCase());
}
const TOOL_NOUNS = new Set(GLUED_TOOL_NOUNS);

/**
 * A short reference code: two to six capitals, a dash, then capitals and digits holding a digit, six to
 * nineteen characters in all (`AFF-7781`, `PS-771204`, `TRK-22A9`): an affiliate's, an order's or a tracker's
 * code. Read char by char; a word of lower case (`COVID-19 booster`, `iPhone`) is none.
 */
export function isReferenceCode(value: string): boolean {
  if (value.length < 6 || value.length > 19) return false;
  let i = 0;
  while (i < value.length && value.charCodeAt(i) >= 65 && value.charCodeAt(i) <= 90) i++;
  if (i < 2 || i > 6 || value.charCodeAt(i) !== 45 /* - */) return false;
  let digit = false;
  for (i++; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 48 && code <= 57) digit = true;
    else if (!((code >= 65 && code <= 90) || code === 45)) return false;
  }
  return digit;
}

/**
 * A short generated code (`uX7k2pQ9`, a ticket's barcode): six to nine letters and digits, both cases, digits and
 * letters alternating three times or more; or eight or nine in one case alternating five times (`7h3kq9zx`, a listing's
 * id). A model's name (`iPhone15`, `A4`, `iPadM4Pro`) changes once or twice; a postcode without its space (`sw1a1aa`,
 * `k1a0b1`) is shorter or alternates less.
 */
export function isRandomToken(value: string): boolean {
  if (value.length < 6 || value.length > 9) return false;
  let lower = false;
  let upper = false;
  let changes = 0;
  let wasDigit: boolean | null = null;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const digit = code >= 48 && code <= 57;
    if (!digit && code >= 97 && code <= 122) lower = true;
    else if (!digit && code >= 65 && code <= 90) upper = true;
    else if (!digit) return false;
    if (wasDigit !== null && wasDigit !== digit) changes++;
    wasDigit = digit;
  }
  return (lower && upper && changes >= 3) || (value.length >= 8 && changes >= 5);
}

/** One token (`BOOKING_CREATED`, `chat:start`, `party/created`, `create`): what an event or a record's kind key holds when it is the tool's. */
export function isToken(value: string): boolean {
  // TOKEN (`^[A-Za-z][\w.:/-]*$`) read char by char: a letter first, then letters, digits and `_ . : / -`.
  const first = value.charCodeAt(0) | 32;
  if (value.length > 60 || first < 97 || first > 122) return false;
  for (let i = 1; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const lower = code | 32;
    if (!((lower >= 97 && lower <= 122) || (code >= 45 && code <= 58) /* - . / 0-9 : */ || code === 95 /* _ */))
      return false;
  }
  return true;
}

/**
 * Ten digits or more and nothing else, or runs of them joined by `:` (`4471234:8812345678`): an id or a time in milliseconds
 * sent as text; or ten or more before a dot and three or more after it (`1741615021.884213`, an epoch with its fraction;
 * `1823749102.1739988112`, an analytics client id): no amount's cents.
 */
export const isLongDigits = (value: string) =>
  value.length >= 10 &&
  (allDigits(value) ||
    (value.includes(':') && LONG_DIGITS.test(value)) ||
    (value.includes('.') && DOTTED_DIGITS.test(value)));
const DOTTED_DIGITS = /^\d{10,}\.\d{3,}$/;

/** Digits and nothing else (LONG_DIGITS' first form), read char by char. */
export function allDigits(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** An epoch time sent as text (`1764310131`, `1764310131.1`). */
export const isEpochText = (value: string) => value.length >= 9 && value.length <= 20 && EPOCH.test(value); // EPOCH's lengths first

/** A serialised document (`<?xml …`): a tool's copy of what was sent. */
export const isXmlDocument = (value: string) => value.startsWith('<?xml');

/**
 * A record's number or code: six digits or more, dashes allowed (`524459935`, `4471-2219876-8812`, `#100234`), or letters and
 * digits: `^#?\d[\d-]{5,30}$|^(?=[A-Za-z\d-]*\d)[A-Za-z\d][A-Za-z\d-]{4,30}$` read char by char (the pattern's look-ahead
 * read a 26-character id twice; shape-of.test.ts holds the two alike).
 */
export function isRecordDigits(value: string): boolean {
  const { length } = value;
  // `#`, a digit, then five to thirty digits or dashes.
  if (value.charCodeAt(0) === 35)
    return length >= 7 && length <= 32 && isDigitCode(value.charCodeAt(1)) && digitsOrDashes(value, 2);
  // Else (digits and dashes alone are such a text too): 5 to 31 letters, digits and dashes, a dash not first, a digit somewhere.
  if (length < 5 || length > 31) return false;
  let digit = false;
  for (let i = 0; i < length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 48 && code <= 57) digit = true;
    else if (code === 45) {
      if (i === 0) return false;
    } else if ((code | 32) < 97 || (code | 32) > 122) return false;
  }
  return digit;
}
/** A reference of capitals in three groups or more (`KQPZ-MTRW-XLBN`, a booking's): under a record's key, the tool's. */
export const isCapitalGroups = (value: string) => value.length <= 31 && CAPITAL_GROUPS.test(value);
const CAPITAL_GROUPS = /^[A-Z]{2,8}(?:-[A-Z]{2,8}){2,5}$/;
function digitsOrDashes(value: string, from: number): boolean {
  for (let i = from; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code !== 45 && (code < 48 || code > 57)) return false;
  }
  return true;
}

const MASKED = /^(?:\d{2,8}[\s-]?)?[*•xX#]{2,}[\s*•xX#.-]*\d{2,6}$|^\d{6}\*\d{2,4}$/;
/** A number shown masked (`**** **** **** 4242`, `XXXX1234`, `536512******1234`): a card's or an account's, the payment tool's. */
export const isMasked = (value: string) => value.length <= 40 && maskStarts(value) && MASKED.test(value);

// MASKED's mask starts first, or after two to eight digits and one separator at most: at 0, or at 2 to 9.
function maskStarts(value: string): boolean {
  if (isMaskMark(value.charCodeAt(0))) return true;
  for (let i = 2; i < 10 && i < value.length; i++) if (isMaskMark(value.charCodeAt(i))) return true;
  return false;
}
// A card named before its masked number (`Visa •••• 4242`, `บัตรเครดิต **** 5521`): three marks or more after a space, the
// last digits after them, four words at most before.
const NAMED_MASK = /^(?:[^\s*•#]+ ){1,4}[*•xX#]{3,}[\s*•xX#.-]*\d{2,6}$/;
/** A masked number with the card's or account's name before it: the payment tool's, as a bare one. */
export const isNamedMask = (value: string) =>
  value.length <= 60 && isDigitCode(value.charCodeAt(value.length - 1)) && NAMED_MASK.test(value);
/** A character code of a digit, `0` to `9`. */
export const isDigitCode = (code: number) => code >= 48 && code <= 57;
const isMaskMark = (code: number) => code === 42 || code === 8226 || code === 120 || code === 88 || code === 35; // * • x X #

/** A region's code or name as written: two or three capitals (`TX`, `NSW`), or a capitalised word of letters (`Texas`). */
export function isRegionName(value: string): boolean {
  const { length } = value;
  if (length < 2 || length > 30) return false;
  const upper = (code: number) => code >= 65 && code <= 90;
  const lower = (code: number) => code >= 97 && code <= 122;
  if (!upper(value.charCodeAt(0))) return false;
  let capitals = 1;
  for (let i = 1; i < length; i++) {
    const code = value.charCodeAt(i);
    if (upper(code)) capitals++;
    else if (!lower(code)) return false;
  }
  return capitals === length ? length <= 3 : capitals === 1;
}
