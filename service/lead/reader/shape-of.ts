import {
  allDigits,
  isCode,
  isGluedWords,
  isLongDigits,
  isRandomToken,
  isReferenceCode,
  isXmlDocument,
  isMasked,
  isNamedMask,
  isOutcome,
} from './machine-shapes.ts';
import { isDigest } from './digests.ts';
import { isApiPath } from './tool-links.ts';
import { isFileName } from './file-names.ts';
import {
  AMOUNT,
  API_PATH,
  CALENDAR_DATE,
  CAPITALS,
  CODE,
  COLON,
  CONTACT_LINE,
  DATE_TIME,
  DIGEST,
  FILE_NAME,
  FREE_TEXT,
  ID_TOKEN,
  LINK,
  LONG_DIGITS,
  MACHINE_ID,
  MASKED,
  OUTCOME,
  PHONE_TEXT,
  PHRASE,
  SERIALISED_DATE,
  SPACED,
  STAMPED_TIME,
  USER_AGENT,
  WRITTEN_WORD,
  XML_DOCUMENT,
} from './shape-bits.ts';
import { isContactLine } from './contact-line.ts';
import * as kind from './text-chars.ts';
import { anyOf, chars, onlyOf, readChars, skipChars } from './text-chars.ts';
import {
  isAmount,
  isDollarOf,
  isCalendarDate,
  isCountedIdToken,
  isIdToken,
  isDatedText,
  isDateTime,
  isFreeText,
  isPhoneText,
  isPhrase,
  isSerialisedDate,
  isStampedTime,
  isUnspacedPhrase,
  isWrittenWord,
} from './value-shapes.ts';

const LINK_START = /^https?:\/\//i;
const isLinkText = (text: string, first: number) => (first === 104 || first === 72) /* h, H */ && LINK_START.test(text);
const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|[\da-f]{0,4}(:[\da-f]{0,4}){2,7})$/i;
const USER_AGENT_START = /^Mozilla\/\d/;
// A UUID (`/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i`) has its dashes there, and 32 hex digits besides.
const hasUuidDashes = (text: string) =>
  text.length === 36 &&
  text.charCodeAt(8) === 45 &&
  text.charCodeAt(13) === 45 &&
  text.charCodeAt(18) === 45 &&
  text.charCodeAt(23) === 45;
const isReadUuid = () => chars.letters + chars.digits === 32 && onlyOf(kind.HEX | kind.DASH);

// What each shape's pattern or loop needs of a text's characters (text-chars.ts), asked before it is tried: a
// shape's answer is its predicate's, the characters only spare the texts that could not have it.
// `\p{L}` is an ASCII letter or a character past ASCII.
const mayHoldLetter = () => chars.letters > 0 || anyOf(kind.PAST_ASCII);
const PRINTABLE_ASCII = ~(kind.SPACE | kind.WHITE | kind.CONTROL | kind.PAST_ASCII);
// PHONE_TEXT: `[\d\s().-]` after an optional `+`; `\s` holds spaces past ASCII.
const PHONE_CHARS = kind.DIGIT | kind.SPACE | kind.WHITE | kind.PAREN | kind.DOT | kind.DASH | kind.PLUS | kind.BEYOND;
// CURRENCY (value-shapes.ts): a sign anywhere, or three capitals last.
// An amount opens with a figure, a `$`, a sign past ASCII (`€`, `₹`) or a dollar's country (`HK$`).
const mayLeadAmount = (text: string, first: number, digit: boolean, beyondAscii: boolean) =>
  digit || first === 36 || beyondAscii || isDollarOf(text, first);
const mayBeAmount = (text: string) => anyOf(kind.DOLLAR | kind.CURRENCY) || capitalsLast(text);
const capitalsLast = (text: string) =>
  text.length >= 3 &&
  isCapital(text.charCodeAt(text.length - 1)) &&
  isCapital(text.charCodeAt(text.length - 2)) &&
  isCapital(text.charCodeAt(text.length - 3));
const isCapital = (code: number) => code >= 65 && code <= 90;
// MASKED and NAMED_MASK need a mask's marks (`*`, `#`, `•`, `x`, `X`).
const mayBeMasked = () => chars.letters > 0 || anyOf(kind.MARK | kind.BULLET);
// DATED: a date in figures needs a `.`, `/` or `-`, one with its month's name a letter.
const mayBeDated = () => anyOf(kind.DOT | kind.SLASH | kind.DASH) || mayHoldLetter();

/** The shape of a trimmed, non-empty text (uncached: text-shape.ts textShape reads it through the memo). */
export function shapeOf(text: string): number {
  const first = text.charCodeAt(0);
  const digit = first >= 48 && first <= 57;
  // Digits only (an id, `form_id: "9876543210987"`): a digest, long digits or nothing, as every other shape needs a letter, a mark or a space.
  if (digit && allDigits(text)) return text.length >= 32 ? DIGEST : text.length >= 10 ? LONG_DIGITS : 0;
  // A text led by a figure (a time, a date, a number, an amount, a range) is tried by most shapes' patterns: its
  // characters are read first. Any other is read by a pattern or two, most of which stop at its first characters.
  // So is a UUID's, a form's ids: most of its shapes are then answered from them.
  const uuidDashes = hasUuidDashes(text);
  if (digit || first === 43 || first === 40 /* +, ( */ || uuidDashes) readChars(text);
  else skipChars();
  const uuid = uuidDashes && isReadUuid();
  const beyondAscii = first > 127;
  const colon = text.includes(':');
  let shape = colon ? COLON : 0;
  if (text.includes(' ')) {
    shape |= SPACED;
    // isFreeText needs ten letters or more (ASCII's, or characters past Latin-1's symbols).
    if ((chars.letters >= 10 || anyOf(kind.PAST_ASCII)) && isFreeText(text)) shape |= FREE_TEXT;
    else if (mayHoldLetter() && isPhrase(text)) shape |= PHRASE;
    else if (mayLeadAmount(text, first, digit, beyondAscii) && mayBeAmount(text) && isAmount(text)) shape |= AMOUNT;
    if (isContactLine(text)) shape |= CONTACT_LINE;
  } else {
    const unspaced = uuid ? uuidShape(text, first, digit) : unspacedShape(text, first, digit, beyondAscii);
    // An amount's range (`$600k-$750k`) mixes letters and digits as an id does, and is none.
    shape |= (unspaced & AMOUNT) !== 0 ? unspaced & ~ID_TOKEN : unspaced;
  }
  if (first === 60 /* < */ && isXmlDocument(text)) shape |= XML_DOCUMENT;
  if (
    (first === 42 || first === 8226 || first === 88 || first === 120 || digit) /* *, •, X, x */ &&
    mayBeMasked() &&
    isMasked(text)
  )
    shape |= MASKED;
  else if ((shape & SPACED) !== 0 && mayBeMasked() && isNamedMask(text)) shape |= MASKED;
  // STAMPED reads five digits at least (`d:dd:dd`).
  if (colon && (digit || text.length >= 12) && chars.digits >= 5 && isStampedTime(text)) shape |= STAMPED_TIME;
  else if (colon && digit && isDateTime(text)) shape |= DATE_TIME;
  if (digit && !colon && onlyOf(kind.DIGIT | kind.DOT | kind.SLASH | kind.DASH) && isCalendarDate(text))
    shape |= CALENDAR_DATE;
  if (
    (digit || first === 43 || first === 40) /* +, ( */ &&
    onlyOf(PHONE_CHARS) &&
    isPhoneText(text) &&
    !(mayBeDated() && isDatedText(text))
  )
    shape |= PHONE_TEXT;
  if (isOutcome(text)) shape |= OUTCOME;
  return shape | (uuid ? MACHINE_ID : machineShape(text, first, digit, colon));
}

// A UUID is none of the shapes that need a letter past `f`, a space, a mark, or digits only, or that stop short of its 36
// characters; its dashes join its runs of hex once each, as CODE's joints do, so it is a machine's code in lower case.
function uuidShape(text: string, first: number, digit: boolean): number {
  let shape = isCountedIdToken(text, chars.letters, chars.digits > 0) ? ID_TOKEN : 0;
  if (first >= 97 && !anyOf(kind.HEX_UPPER)) shape |= CODE;
  if (digit && mayBeAmount(text) && isAmount(text)) shape |= AMOUNT;
  else if (first >= 65 && first <= 90 && isWrittenWord(text))
    shape |= inCapitals(text) ? WRITTEN_WORD | CAPITALS : WRITTEN_WORD;
  return shape;
}

// A text without a space: a tool's hash, id, code, path, or one word someone wrote.
function unspacedShape(text: string, first: number, digit: boolean, beyondAscii: boolean): number {
  let shape = 0;
  // A file's name (`plano_cocina_v2.pdf`) is what the person attached: no id, no code.
  const file = isFileName(text);
  if (file) shape |= FILE_NAME;
  if (isDigest(text)) shape |= DIGEST;
  else {
    const idToken = chars.known
      ? text.length >= 10 &&
        text.length <= 80 &&
        onlyOf(PRINTABLE_ASCII) &&
        isCountedIdToken(text, chars.letters, chars.digits > 0)
      : isIdToken(text);
    // A link's letters and digits are its path's (`https://lp.example.in/2bhk-offer`), no id's.
    if (!isLinkText(text, first) && !file && (idToken || isRandomToken(text) || isReferenceCode(text)))
      shape |= ID_TOKEN;
    // Digits only returned before: LONG_DIGITS' other forms are runs of digits joined by `:` or one `.`.
    if (digit && onlyOf(kind.DIGIT | kind.COLON | kind.DOT) && isLongDigits(text)) shape |= LONG_DIGITS;
  }
  if (first >= 97 && first <= 122 ? isCode(text) && !file : first >= 65 && first <= 90 && isGluedWords(text))
    shape |= CODE;
  if (first === 47 /* / */ && isSerialisedDate(text)) shape |= SERIALISED_DATE;
  if ((first === 47 || first === 104) /* /, h */ && isApiPath(text)) shape |= API_PATH;
  if (beyondAscii && isFreeText(text)) shape |= FREE_TEXT;
  else if (beyondAscii && isUnspacedPhrase(text)) shape |= PHRASE;
  else if (mayLeadAmount(text, first, digit, beyondAscii) && mayBeAmount(text) && isAmount(text)) shape |= AMOUNT;
  // A written word starts with a capital or a letter past ASCII (words glued in PascalCase are a code's).
  else if (((first >= 65 && first <= 90) || beyondAscii) && (shape & CODE) === 0 && isWrittenWord(text))
    shape |= inCapitals(text) ? WRITTEN_WORD | CAPITALS : WRITTEN_WORD;
  return shape;
}

// Unchanged in capitals: an ASCII text read char by char (no copy made), any other as its capitals.
function inCapitals(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 127) return text.toUpperCase() === text;
    if (code >= 97 && code <= 122) return false;
  }
  return true;
}

// A tool's bookkeeping by its text (role-features.ts isNoise): cheap looks first, most answers are none of these.
function machineShape(text: string, first: number, digit: boolean, colon: boolean): number {
  if (first === 77 /* M */) return USER_AGENT_START.test(text) ? USER_AGENT : 0;
  if (first === 104 || first === 72 /* h, H */) return LINK_START.test(text) ? LINK : 0;
  // An IP address holds a `:` (v6) or starts with a digit and holds a `.` (v4).
  const address = colon || (digit && anyOf(kind.DOT));
  return address && text.length <= 45 && onlyOf(kind.HEX | kind.DOT | kind.COLON) && IP_ADDRESS.test(text)
    ? MACHINE_ID
    : 0;
}
