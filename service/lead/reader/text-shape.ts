import {
  allDigits,
  allHex,
  isApiPath,
  isCode,
  isDigest,
  isLongDigits,
  isRandomToken,
  isReferenceCode,
  isXmlDocument,
  isMasked,
  isNamedMask,
} from './machine-shapes.ts';
import {
  isAmount,
  isCalendarDate,
  isDatedText,
  isDateTime,
  isFreeText,
  isIdToken,
  isPhoneText,
  isPhrase,
  isSerialisedDate,
  isStampedTime,
  isUnspacedPhrase,
  isWrittenWord,
} from './value-shapes.ts';
import { ownCopy } from './own-copy.ts';

/**
 * What a trimmed text is by its shape alone (value-shapes.ts), as bits: the part of a value's role
 * features that reads neither its key nor where it sits (text-features.ts adds those). Each bit is
 * looked for only where its first character or a space allows it, as text-features.ts reads it; a
 * bit of a chain (`FREE_TEXT`, else `PHRASE`, else `AMOUNT`, else `WRITTEN_WORD`) is set only when
 * the ones before it are not.
 */
export const SPACED = 1 << 0; // holds a space
export const COLON = 1 << 1; // holds a `:`
export const FREE_TEXT = 1 << 2; // someone's words (with a space, or past ASCII without)
export const PHRASE = 1 << 3; // a phrase: two words, or a script written without spaces
export const AMOUNT = 1 << 4; // money as a person writes it (a digit, `$` or past ASCII first)
export const WRITTEN_WORD = 1 << 5; // one word as a person writes a choice (no space, no digit first)
export const CAPITALS = 1 << 6; // a written word in capitals only (a code under a code's key)
export const DIGEST = 1 << 7; // no space: a hash
export const ID_TOKEN = 1 << 8; // no space, no digest: a record's id or a generated code
export const LONG_DIGITS = 1 << 9; // no space, no digest, a digit first: ten digits or more
export const CODE = 1 << 10; // no space, a lower case letter first: a machine's word
export const SERIALISED_DATE = 1 << 11; // no space, `/` first
export const API_PATH = 1 << 12; // no space, `/` or `h` first
export const XML_DOCUMENT = 1 << 13; // `<` first
export const MASKED = 1 << 14; // `*`, `•`, `X`, `x` or a digit first
export const STAMPED_TIME = 1 << 15; // a `:`, and a digit first or twelve characters or more
export const DATE_TIME = 1 << 16; // a digit first and a `:`, not stamped
export const CALENDAR_DATE = 1 << 17; // a digit first, no `:`
export const PHONE_TEXT = 1 << 18; // a digit, `+` or `(` first: written like a phone number and not a date
export const USER_AGENT = 1 << 19; // `M` first: a browser's user agent (`Mozilla/5.0 …`)
export const LINK = 1 << 20; // `h` or `H` first: a link
export const MACHINE_ID = 1 << 21; // neither first: a UUID or an IP address

const LINK_START = /^https?:\/\//i;
const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|[\da-f]{0,4}(:[\da-f]{0,4}){2,7})$/i;
const USER_AGENT_START = /^Mozilla\/\d/;
// A UUID of 36 characters (`/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i`), read char by char.
const isUuid = (text: string) =>
  text.charCodeAt(8) === 45 &&
  text.charCodeAt(13) === 45 &&
  text.charCodeAt(18) === 45 &&
  text.charCodeAt(23) === 45 &&
  allHex(text, 0, 8) &&
  allHex(text, 9, 13) &&
  allHex(text, 14, 18) &&
  allHex(text, 19, 23) &&
  allHex(text, 24, 36);

/** The shape of a trimmed, non-empty text (uncached: textShape reads it through the memo). */
export function shapeOf(text: string): number {
  const first = text.charCodeAt(0);
  const digit = first >= 48 && first <= 57;
  // Digits only (an id, `form_id: "9876543210987"`): a digest, long digits or nothing, as every other shape needs a letter, a mark or a space.
  if (digit && allDigits(text)) return text.length >= 32 ? DIGEST : text.length >= 10 ? LONG_DIGITS : 0;
  const beyondAscii = first > 127;
  const colon = text.includes(':');
  let shape = colon ? COLON : 0;
  if (text.includes(' ')) {
    shape |= SPACED;
    if (isFreeText(text)) shape |= FREE_TEXT;
    else if (isPhrase(text)) shape |= PHRASE;
    else if ((digit || first === 36 || beyondAscii) /* $ */ && isAmount(text)) shape |= AMOUNT;
  } else {
    if (isDigest(text)) shape |= DIGEST;
    else {
      // A link's letters and digits are its path's (`https://lp.example.in/2bhk-offer`), no id's.
      if (!isLinkText(text, first) && (isIdToken(text) || isRandomToken(text) || isReferenceCode(text)))
        shape |= ID_TOKEN;
      if (digit && isLongDigits(text)) shape |= LONG_DIGITS;
    }
    if (first >= 97 && first <= 122 && isCode(text)) shape |= CODE;
    if (first === 47 /* / */ && isSerialisedDate(text)) shape |= SERIALISED_DATE;
    if ((first === 47 || first === 104) /* /, h */ && isApiPath(text)) shape |= API_PATH;
    if (beyondAscii && isFreeText(text)) shape |= FREE_TEXT;
    else if (beyondAscii && isUnspacedPhrase(text)) shape |= PHRASE;
    else if ((digit || first === 36 || beyondAscii) && isAmount(text)) shape |= AMOUNT;
    // A written word starts with a capital or a letter past ASCII.
    else if (((first >= 65 && first <= 90) || beyondAscii) && isWrittenWord(text))
      shape |= inCapitals(text) ? WRITTEN_WORD | CAPITALS : WRITTEN_WORD;
  }
  if (first === 60 /* < */ && isXmlDocument(text)) shape |= XML_DOCUMENT;
  if ((first === 42 || first === 8226 || first === 88 || first === 120 || digit) /* *, •, X, x */ && isMasked(text))
    shape |= MASKED;
  else if ((shape & SPACED) !== 0 && isNamedMask(text)) shape |= MASKED;
  if (colon && (digit || text.length >= 12) && isStampedTime(text)) shape |= STAMPED_TIME;
  else if (colon && digit && isDateTime(text)) shape |= DATE_TIME;
  if (digit && !colon && isCalendarDate(text)) shape |= CALENDAR_DATE;
  if ((digit || first === 43 || first === 40) /* +, ( */ && isPhoneText(text) && !isDatedText(text))
    shape |= PHONE_TEXT;
  return shape | machineShape(text, first, digit, colon);
}

const isLinkText = (text: string, first: number) => (first === 104 || first === 72) /* h, H */ && LINK_START.test(text);

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
  if (text.length === 36 && isUuid(text)) return MACHINE_ID;
  // An IP address holds a `:` (v6) or starts with a digit and holds a `.` (v4).
  const address = colon || (digit && text.includes('.'));
  return address && text.length <= 45 && IP_ADDRESS.test(text) ? MACHINE_ID : 0;
}

/**
 * Shapes kept: a sender's choices repeat across its leads (`facebook`, `solar panels`, `5000-10000`,
 * `Yes`), so their shapes are read once. A text of at most `length` characters has one slot of
 * `slots`, chosen by its length and characters; a text found in its slot reuses its shape, any other
 * takes the slot. So the memo never grows nor is emptied, a miss costs a comparison and two writes (a
 * bounded Map cost ~85 ns more per text no lead repeats: hashed, stored, regrown; measured), and
 * texts that share a slot merely read their shapes again. Twelve characters at most: V8 makes no
 * slice of a string shorter than 13, so a kept text holds nothing else, where a longer one can be the
 * engine's slice of a megabyte's value (a trimmed text; a form's value, as URLSearchParams slices the
 * body), which the slot would hold whole (200 such texts held 202 MB, measured). A copy of a longer
 * text was tried: a kept copy is no longer the one string JSON.parse gives every lead, and a found
 * text cost 28 ns instead of 4 (Typeform's warm lead +22 %); making the copy that one string cost
 * 175 ns or more a miss.
 */
export const SHAPE_MEMO = { slots: 1024, length: 12 } as const;
const { slots: SLOTS, length: MEMO_LENGTH } = SHAPE_MEMO;

// Slots of texts and their shapes: indices, never a text's own name (`__proto__`, `constructor`), so no
// text reaches an object's prototype; the shapes are numbers, which no caller can change in place.
const keptTexts: Array<string | null> = Array.from({ length: SLOTS }, () => null);
const keptShapes = new Int32Array(SLOTS);

// Its length and characters, FNV-1a, its high bits folded into the low ones the slot reads.
function slotOf(text: string): number {
  let hash = Math.imul(0x811c9dc5 ^ text.length, 0x01000193);
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash ^ (hash >>> 15)) & (SLOTS - 1);
}

/** The shape of a trimmed, non-empty text, kept when short, or when of a length a sender's choices have and seen twice. */
export function textShape(text: string): number {
  if (text.length > MEMO_LENGTH) return text.length > LONG_LENGTH ? shapeOf(text) : longShape(text);
  const slot = slotOf(text);
  if (keptTexts[slot] === text) return keptShapes[slot];
  const shape = shapeOf(text);
  keptTexts[slot] = text;
  keptShapes[slot] = shape;
  return shape;
}

/**
 * Longer texts (13 to 64 characters: a campaign's or a form's name, a field's id, a choice's label)
 * are kept once seen twice, as their own copy: a sender repeats them across its leads, where a lead's
 * ids and times come once. Seen once, a text leaves only its hash in its slot, so leads that repeat
 * nothing keep nothing (keeping a copy of every one cost a cold reference lead 6 %: copied, then
 * promoted by the collector); seen again, its copy is kept (a slice of a megabyte's value would hold
 * it whole), and found again it is compared whole (a shape read afresh: about 100 to 300 ns).
 */
const LONG_LENGTH = 64;
const longTexts: Array<string | null> = Array.from({ length: SLOTS }, () => null);
const longShapes = new Int32Array(SLOTS);
// The hash of the last text a slot saw and did not keep, and when the slot was written (forgetShapes ages them all).
const longSeen = new Int32Array(SLOTS);
const longAge = new Int32Array(SLOTS);
const longFound = new Uint8Array(SLOTS);
let age = 1;

// Its length, eight characters spread over it and its last four (where ids and times differ), FNV-1a.
function sampledHash(text: string): number {
  const { length } = text;
  let hash = Math.imul(0x811c9dc5 ^ length, 0x01000193);
  for (let k = 0; k < 8; k++) hash = Math.imul(hash ^ text.charCodeAt((k * length) >> 3), 0x01000193);
  for (let i = length - 4; i < length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash ^ (hash >>> 15);
}

// A kept text's shape is its own, whoever shares its slot or its hash: a slot holds a text and the shape read from it.
// A text kept, or found since the slot's last miss, stays (two texts alike where the hash reads would otherwise take turns).
function longShape(text: string): number {
  const hash = sampledHash(text);
  const slot = hash & (SLOTS - 1);
  const current = longAge[slot] === age;
  if (current && longTexts[slot] === text) {
    longFound[slot] = 1;
    return longShapes[slot];
  }
  const shape = shapeOf(text);
  if (!current) {
    longAge[slot] = age;
    longTexts[slot] = null;
    longFound[slot] = 0;
  } else if (longFound[slot] === 1) longFound[slot] = 0;
  else if (longSeen[slot] === hash) {
    longTexts[slot] = ownCopy(text);
    longShapes[slot] = shape;
    longFound[slot] = 1;
  }
  longSeen[slot] = hash;
  return shape;
}

const held = (texts: Array<string | null>) => texts.reduce((count, text) => (text === null ? count : count + 1), 0);
/** How many texts' shapes are kept now (tests: the bound), short and long. */
export const shapesKept = () =>
  held(keptTexts) + held(longTexts.map((text, slot) => (longAge[slot] === age ? text : null)));

/** Every kept shape forgotten: the bench's cold rounds, where no text repeats. */
export const forgetShapes = () => {
  keptTexts.fill(null);
  age++;
};
