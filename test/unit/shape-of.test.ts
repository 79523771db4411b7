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
  isRecordDigits,
} from '../../service/lead/reader/machine-shapes.ts';
import { allHex, isDigest } from '../../service/lead/reader/digests.ts';
import { isApiPath } from '../../service/lead/reader/tool-links.ts';
import { isFileName } from '../../service/lead/reader/file-names.ts';
import {
  isAmount,
  isDollarOf,
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
} from '../../service/lead/reader/value-shapes.ts';
import { expect } from 'chai';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import {
  AMOUNT,
  CONTACT_LINE,
  API_PATH,
  CALENDAR_DATE,
  CAPITALS,
  CODE,
  COLON,
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
} from '../../service/lead/reader/shape-bits.ts';
import { shapeOf } from '../../service/lead/reader/shape-of.ts';
import { isContactLine } from '../../service/lead/reader/contact-line.ts';

// shapeOf tries a shape's pattern only when the text holds the characters it needs (text-chars.ts): its answer
// must be the one of every shape's predicate tried one after another, as before (issue 35 item 6, cost12), here.
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

function byPredicates(text: string): number {
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
    else if ((digit || first === 36 || beyondAscii || isDollarOf(text, first)) /* $, HK$ */ && isAmount(text))
      shape |= AMOUNT;
    if (isContactLine(text)) shape |= CONTACT_LINE;
  } else {
    if (isFileName(text)) shape |= FILE_NAME;
    if (isDigest(text)) shape |= DIGEST;
    else {
      // A link's letters and digits are its path's, no id's.
      if (
        !/^https?:\/\//i.test(text) &&
        !isFileName(text) &&
        (isIdToken(text) || isRandomToken(text) || isReferenceCode(text))
      )
        shape |= ID_TOKEN;
      if (digit && isLongDigits(text)) shape |= LONG_DIGITS;
    }
    if (
      first >= 97 && first <= 122 ? isCode(text) && !isFileName(text) : first >= 65 && first <= 90 && isGluedWords(text)
    )
      shape |= CODE;
    if (first === 47 /* / */ && isSerialisedDate(text)) shape |= SERIALISED_DATE;
    if ((first === 47 || first === 104) /* /, h */ && isApiPath(text)) shape |= API_PATH;
    if (beyondAscii && isFreeText(text)) shape |= FREE_TEXT;
    else if (beyondAscii && isUnspacedPhrase(text)) shape |= PHRASE;
    else if ((digit || first === 36 || beyondAscii || isDollarOf(text, first)) && isAmount(text)) shape |= AMOUNT;
    // A written word starts with a capital or a letter past ASCII.
    else if (((first >= 65 && first <= 90) || beyondAscii) && (shape & CODE) === 0 && isWrittenWord(text))
      shape |= inCapitalsByChars(text) ? WRITTEN_WORD | CAPITALS : WRITTEN_WORD;
    if ((shape & AMOUNT) !== 0) shape &= ~ID_TOKEN;
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
  if (isOutcome(text)) shape |= OUTCOME;
  return shape | machineShape(text, first, digit, colon);
}

// Unchanged in capitals: an ASCII text read char by char (no copy made), any other as its capitals.
function inCapitalsByChars(text: string): boolean {
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

// Every character some shape reads apart, and a few of each kind besides.
const CHARACTERS = [
  ...'0123456789abcdefgxzABCDFGMTXZhH',
  ..." \t:.-/_+()=$*#@',;%&?<>!",
  ...'€£¥₹₽•\u00a0\u2009\u3000–éÄßå日タกー\u0301',
];
const PIECES = [
  'https://',
  'http://api.',
  'Mozilla/5.0',
  '/Date(',
  '<?xml',
  '2026-03-04T10:11:07',
  '10:41:07.281',
  '14/02/2027',
  '9:41:07',
  '+1 720 555 0177',
  '**** ',
  '$5k',
  ' EUR',
  'Visa •••• ',
  '550e8400-e29b-41d4-a716-446655440000',
  'question_3jZp8W',
  'spring_sale_2026',
  'fe80::',
  '192.168.',
  '5000-10000',
  'November 27, 2026',
  '従業員は約80名です',
  'success',
  'FAILED',
  'Erfolgreich',
  '成功',
];
const texts = fc
  .array(fc.oneof(fc.constantFrom(...CHARACTERS), fc.constantFrom(...PIECES)), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.join('').trim())
  .filter((text) => text !== '');

function fixtureTexts(): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') found.push(value.trim());
    else if (value !== null && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
  };
  for (const name of readdirSync('test/fixtures').filter((file) => file.endsWith('.json')))
    walk(JSON.parse(readFileSync(`test/fixtures/${name}`, 'utf8')));
  return found.filter((text) => text !== '');
}

describe("Property: a text's shape read from its characters is every predicate's (issue 35 item 6)", () => {
  it("answers as the shapes' predicates for every text of the fixtures", () => {
    for (const text of fixtureTexts()) expect(shapeOf(text), text).to.equal(byPredicates(text));
  });

  it('answers as the predicates for UUIDs and texts of their length with dashes in their places', () => {
    const uuids = [
      '550e8400-e29b-41d4-a716-446655440000',
      '550E8400-E29B-41D4-A716-446655440ABC',
      'deadbeef-cafe-babe-face-decadefacade',
      'DEADBEEF-CAFE-BABE-FACE-DECADEFACADE',
      'Deadbeef-cafe-babe-face-decadefacade',
      '12345678-1234-1234-1234-123456789012',
      'abcdefab-1234-1234-1234-123456789012',
      'a1234567-1234-1234-1234-12345678901b',
      'aaaaaaaa-aaaa-aaaa-aaaa---aaaaaaaaaa',
      'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaag',
      '1234abcd-12ab-12ab-12ab-1234abcdEUR0',
      'cafe2026-face-babe-face-decadefacade',
    ];
    for (const text of uuids) expect(shapeOf(text), text).to.equal(byPredicates(text));
    const hex = fc.constantFrom(...'0123456789abcdefABCDEF-g');
    fc.assert(
      fc.property(fc.array(hex, { minLength: 32, maxLength: 32 }), (digits) => {
        const text = [8, 4, 4, 4, 12]
          .map((n, i, all) =>
            digits
              .slice(
                all.slice(0, i).reduce((a, b) => a + b, 0),
                all.slice(0, i + 1).reduce((a, b) => a + b, 0),
              )
              .join(''),
          )
          .join('-');
        expect(shapeOf(text), text).to.equal(byPredicates(text));
      }),
      { numRuns: 5_000 },
    );
  });

  it('answers as the predicates for any text of the characters they read', () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(shapeOf(text), JSON.stringify(text)).to.equal(byPredicates(text));
      }),
      { numRuns: 20_000 },
    );
  });
});

// isRecordDigits reads a text's characters where its pattern was tried (issue 35 item 6, cost16): the same answers.
describe("Property: a record's number read char by char is its pattern's", () => {
  const RECORD_DIGITS = /^#?\d[\d-]{5,30}$|^(?=[A-Za-z\d-]*\d)[A-Za-z\d][A-Za-z\d-]{4,30}$/;
  // Texts of its own characters (digits weigh most), `#` first or not, of every length around its bounds, some with one
  // character it refuses put anywhere.
  const own = fc.constantFrom(...'0123456789012345-aZz');
  const refused = fc.constantFrom('_', ' ', '.', '@', '#', '\u00e9', '\u0661');
  const texts = fc
    .tuple(fc.boolean(), fc.array(own, { maxLength: 36, size: 'max' }), fc.option(fc.tuple(fc.nat(36), refused)))
    .map(([hash, chars, foreign]) => {
      if (foreign !== null) chars.splice(foreign[0], 0, foreign[1]);
      return (hash ? '#' : '') + chars.join('');
    });
  it('answers as RECORD_DIGITS for texts of its characters and of every length around its bounds', () => {
    for (const text of [
      '#100234',
      '#10023',
      '524459935',
      '4471-2219876-8812',
      '-12345',
      'ab-1c',
      'abcde',
      '01GRC8GR2QXRDT6QPEN7AJ2YR8',
      ...[30, 31, 32, 33].flatMap((n) => [`#${'1'.repeat(n)}`, '1'.repeat(n), 'a1'.repeat(n).slice(0, n)]),
    ])
      expect(isRecordDigits(text), text).to.equal(RECORD_DIGITS.test(text));
    fc.assert(
      fc.property(texts, (text) => {
        expect(isRecordDigits(text), JSON.stringify(text)).to.equal(RECORD_DIGITS.test(text));
      }),
      { numRuns: 20_000 },
    );
  });
});
