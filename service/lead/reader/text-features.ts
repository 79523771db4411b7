import type { LabelMeaning } from './label-meaning.ts';
import type { PersonNumbers } from './person-numbers.ts';
import type { Questions } from './questions.ts';
import type { Reading } from './reading.ts';
import { termsOf } from './label-words.ts';
import { ROLE, type RoleScore } from './role-score.ts';
import { isHashNumber } from './shapes.ts';
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
  LONG_DIGITS,
  MASKED,
  OUTCOME,
  PHONE_TEXT,
  PHRASE,
  SERIALISED_DATE,
  SPACED,
  STAMPED_TIME,
  WRITTEN_WORD,
  XML_DOCUMENT,
} from './shape-bits.ts';
import {
  allDigits,
  isEpochText,
  isMachineWord,
  isCapitalGroups,
  isRecordDigits,
  isRegionName,
  isToken,
} from './machine-shapes.ts';
import { isAskedKind, isKindOfThing } from './thing-kinds.ts';
import { isWordCode } from './word-codes.ts';
import { isChosenRange, isDatedText, lastDigits } from './value-shapes.ts';
import { DIGIT_IN_LABEL } from './label-key-shape.ts';
import { lineDigits } from './contact-line.ts';
import {
  BARE_STATUS_KEYS,
  RECORD_STATES,
  STATE_VALUES,
  STATUS_FIELD_KEYS,
  STATUS_KEYS,
} from './vocabulary-outcomes.ts';

// A generic name key whose label is its parent's (`status: {name}` reads as "status").
const isNameOfParent = ({ key, label }: Reading) =>
  key !== label && (key === 'name' || key === 'title' || key === 'label');
// A record's state in lower case (`confirmed`, `verified`): the tool's, under a thing's kind or status too.
const STATES = new Set(STATE_VALUES);
const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
// A tool's placeholder, filled or not (`{ticket_action:created}`, `{{contact.first_name}}`): doubled braces round one
// token, or single ones round lower-case words joined by `.` or `:` (`{urgent}`, `{Farbe:Anthrazit}`, `{a,b}` are a person's).
const PLACEHOLDER = /^(?:\{\{[\w.:-]{1,100}\}\}|\{[a-z_][a-z0-9_]{0,50}[.:][a-z0-9_.:]{1,50}\})$/;
const RECORD_STATE = new Set(RECORD_STATES);
const STATUS = new Set(STATUS_KEYS);
const BARE_STATUS = new Set(BARE_STATUS_KEYS);
const STATUS_FIELD = termsOf(STATUS_FIELD_KEYS); // folded as labels are (Hangul's syllables as their letters)
// The first letters of those keys (`s` alone today): a label starting with none is looked up in neither set, where two
// hashes of its words on every unlabelled text were a third of this function's time on the reference lead.
// A table of ASCII codes; a label led by a character past ASCII is looked up whenever a key is so led.
const STATUS_FIRST = new Uint8Array(128);
let statusPastAscii = 0;
for (const key of [...BARE_STATUS_KEYS, ...STATUS_FIELD_KEYS]) {
  const code = key.charCodeAt(0);
  if (code < 128) STATUS_FIRST[code] = 1;
  else statusPastAscii = 1;
}
const mayNameStatus = (words: string) => {
  const code = words.charCodeAt(0);
  return (code < 128 ? STATUS_FIRST[code] : statusPastAscii) === 1;
};

/**
 * The features a string value has by its shape (weights.ts ROLE_WEIGHTS), added to its score: the
 * trimmed, non-empty text's shape (text-shape.ts textShape) read with its key and where it sits. The few
 * shapes only a key asks for (an epoch under a time's key, a record's digits, an event's token) are
 * looked for here, under that key.
 */
export function stringFeatures(
  text: string,
  shape: number,
  label: LabelMeaning,
  keys: number,
  reading: Reading,
  score: RoleScore,
  questions: Questions | null,
  numbers: PersonNumbers,
): void {
  const words = label.roleWords;
  const first = text.charCodeAt(0);
  const digit = first >= 48 && first <= 57;
  // A tool's outcome as the whole value, whatever its key (`sp_message: "Success"`; text-shape.ts keeps it with the
  // text's shape): its status, as an event's token is.
  if (!reading.labelled && (shape & OUTCOME) !== 0) score.add(ROLE.eventCode);
  // A colour as a tool writes it (`#579bfc`, `#fff`): a board's or a label's, beside the person too.
  else if (first === 35 && !reading.labelled && HEX_COLOUR.test(text)) score.add(ROLE.colourCode);
  // A template's placeholder as the whole value (`{ticket_action:created}`): the tool's, a person writes no such token.
  else if (first === 123 && PLACEHOLDER.test(text)) score.add(ROLE.placeholder);
  // The name of a tool's status sent as an object (`status: {id, name: "بإنتظار المراجعة", slug}`): a bare status's key
  // (STATUS_KEYS; not an event's or a type's, `event: {name: "Smith Wedding"}`) names it, in words as well as in a code.
  else if (
    words.event &&
    !reading.labelled &&
    isNameOfParent(reading) &&
    (shape & FREE_TEXT) === 0 &&
    STATUS.has(label.words)
  )
    score.add(ROLE.eventCode);
  // A record's status in words of any script, under a tool's status field (`statuscode: "ליד חדש"`), or under a bare status
  // key away from the person (`order: {status: "未対応"}`): the tool's. Beside them, a bare one asks a question.
  else if (
    !reading.labelled &&
    (shape & FREE_TEXT) === 0 &&
    mayNameStatus(label.words) &&
    (STATUS_FIELD.has(label.words) || (!score.beside && BARE_STATUS.has(label.words)))
  )
    score.add(ROLE.eventCode);
  if ((shape & SPACED) !== 0) {
    if ((shape & FREE_TEXT) !== 0) score.add(ROLE.freeText);
    else if ((shape & PHRASE) !== 0) score.add(ROLE.phrase);
    else if ((shape & AMOUNT) !== 0) score.add(ROLE.amount);
  } else {
    if ((shape & DIGEST) !== 0) score.add(ROLE.digest);
    // (A code of words under what the person tells of themselves, `income: OVER_3000_UPTO_4000`, is their answer's.)
    else if ((shape & ID_TOKEN) !== 0 && !reading.labelled && !(words.personal && isWordCode(text)))
      score.add(ROLE.idToken);
    else if ((shape & LONG_DIGITS) !== 0) score.add(ROLE.longDigits);
    if (words.systemTime && digit && isEpochText(text)) score.add(ROLE.systemTime);
    // A duration as a machine writes it (ISO 8601: `PT51.859S`, `P1DT2H`) under a counter's key: the tool's measure, beside
    // the person too (no one writes so; `duration: "Two weeks"` is theirs).
    if (words.counter && first === 80 /* P */ && text.length < 24 && ISO_DURATION.test(text)) score.add(ROLE.counter);
    // A record's number led by `#` (`name: "#10482"`, a shop order's own name), under any key but a question's.
    if (!reading.labelled && isHashNumber(text, label.words === 'name') && !isQuestion(reading.label))
      score.add(ROLE.recordNumber);
    // Not under a question the person answered (`Your order code`, `Order number?`); `Order Number` is the tool's.
    // So is a code of one to three capitals and digits under a bare code's key (`code: "KH004512"`, `CustomerCode`).
    else if (
      (words.recordNumber || (isCodeKey(label) && PREFIXED_NUMBER.test(text))) &&
      !reading.labelled &&
      label.role === null &&
      !isQuestion(reading.label) &&
      (isRecordDigits(text) || isCapitalGroups(text))
    )
      score.add(ROLE.recordNumber);
    // A written word under a kind of a thing (`property_type: Condo`) is the person's choice; a code there is the tool's.
    // So is a region's name or code beside the person under a key naming a record's state too (`state: TX`).
    if (
      words.event &&
      isToken(text) &&
      !(words.thingKind && (!isMachineWord(text) || isWordCode(text)) && !STATES.has(text)) &&
      !isKindOfThing(reading, label.words, shape) &&
      !isAskedKind(reading, label, shape) &&
      !(words.region && score.beside && isRegionName(text) && !RECORD_STATE.has(text.toLowerCase()))
    )
      score.add(ROLE.eventCode);
    // A status or a kind sent as a digit code (`trans_status: "3"`, `property_type: "2"`): a code, whoever chose it.
    else if (words.event && digit && text.length <= 3 && !reading.labelled && allDigits(text))
      score.add(ROLE.eventCode);
    // There, a code in words (`property_type: SINGLE_FAMILY`, `marital_status: MARRIED`): the option chosen, as the tool names it.
    else if (words.thingKind && isMachineWord(text) && isWordCode(text)) score.add(ROLE.kindCode);
    // A domain under a key keeping links (`website: "oseichiro.com"`) is a site, no machine's code.
    else if ((shape & CODE) !== 0 && !label.linkKept) score.add(ROLE.code);
    // At the body's top, above the person's object (a portal's event), not a section's nor a list's choice.
    else if (first > 127 && reading.container.length === 0 && text === reading.value && isScriptCode(text))
      score.add(ROLE.scriptCode);
    if ((shape & SERIALISED_DATE) !== 0) score.add(ROLE.serialisedDate);
    if ((shape & API_PATH) !== 0) score.add(ROLE.apiPath);
    if ((shape & FREE_TEXT) !== 0) score.add(ROLE.freeText);
    else if ((shape & PHRASE) !== 0) score.add(ROLE.phrase);
    else if ((shape & AMOUNT) !== 0) score.add(ROLE.amount);
    // Capitals under a code's key (`code: "PHONE"`) are the tool's word, not a choice.
    else if (
      (shape & WRITTEN_WORD) !== 0 &&
      reading.container.length > 0 &&
      !((shape & CAPITALS) !== 0 && label.words.endsWith('code'))
    )
      score.add(ROLE.writtenWord);
  }
  // A band of counts the person chose (`team_size: "25-50"`), as an amount is.
  if (digit && isChosenRange(text)) score.add(ROLE.numberRange);
  if ((shape & XML_DOCUMENT) !== 0) score.add(ROLE.xmlDocument);
  else if ((shape & FILE_NAME) !== 0) score.add(ROLE.fileName);
  if ((shape & MASKED) !== 0) score.add(ROLE.masked);
  if (digit && (shape & COLON) !== 0) {
    if ((shape & STAMPED_TIME) !== 0) score.add(ROLE.stampedTime);
    else if ((shape & DATE_TIME) !== 0) score.add(words.systemTime ? ROLE.systemTime : ROLE.chosenTime);
    else if (words.systemTime) score.add(ROLE.systemTime);
    // A time of day or a range of hours (`franja: 10:00-12:00`): a slot the person chose, but a tool's measure.
    else if (!words.counter && isClockTime(text)) score.add(ROLE.chosenTime);
  } else if (words.systemTime && isDatedText(text)) score.add(ROLE.systemTime);
  // A date under a version's key (`ApiVersion: "2010-04-01"`) names the tool's version, not a day.
  else if ((shape & CALENDAR_DATE) !== 0) score.add(words.counter ? ROLE.counter : ROLE.chosenTime);
  else if ((shape & STAMPED_TIME) !== 0) score.add(ROLE.stampedTime);
  if ((shape & PHONE_TEXT) !== 0 && isLine(text, label, keys, reading, score.beside, numbers))
    score.add(score.beside ? ROLE.anotherNumber : ROLE.phoneText);
  // Someone's contact in one line (`Cedar Grove Dental — 1180 Pine Ave … (503) 555-0199`) but one holding the person's number,
  // and but an answer to a question (`Who referred you?`): the business's or another's, whatever its key, unless it holds
  // their name or their firm's (notes-lines.ts reads that).
  else if ((shape & CONTACT_LINE) !== 0 && !reading.labelled && !numbers.has(lineDigits(text)))
    score.contactLine = true;
  // A question's text where no one answers it (a form's list of its fields): the form's structure.
  if (!reading.labelled && questions !== null && questions.has(text)) score.add(ROLE.questionDefinition);
}

/**
 * Written like a phone number and not a date (text-shape.ts PHONE_TEXT): away from the person,
 * someone's line. Beside them, the business's line only under a key naming no phone of theirs that
 * says something (not `4`, `q_93`, a pair's half, a sender's label such as `caller`, a question),
 * when it is not the person's own number.
 */
function isLine(
  text: string,
  label: LabelMeaning,
  keys: number,
  reading: Reading,
  beside: boolean,
  numbers: PersonNumbers,
) {
  // The other end of the call record the person's number was read from: the business's line, under any key.
  if (!beside || numbers.isBusinessLine(text)) return true;
  // A postal code written like a number (`07090-000` under `zipcode`) is a place's part, no line.
  if (reading.labelled || label.sender || label.pair !== null || label.roleWords.place) return false;
  // A bare phone key beside the person's under a key naming them (`phone_number` by `caller_number`): a tracking line.
  if (label.role !== null && !(label.role === 'phone' && label.prefix === '' && numbers.qualifiedPhone)) return false;
  return (keys & DIGIT_IN_LABEL) === 0 && !numbers.has(lastDigits(text));
}

/** A time of day or a range of hours a person picks (`10:00`, `10:00-12:00`, `9.30 – 11.00`): no date, no seconds. */
// Hours, minutes and seconds only (`PT51.859S`): a booked length in days, weeks or months (`P3W`) may be the person's.
const ISO_DURATION = /^PT(?:\d+(?:\.\d+)?[HMS])+$/;
// A key asking the person: addressed to them (`Your …`, `My …`) or ending in a question mark.
const isQuestion = (label: string) => ASKING.test(label);
const ASKING = /^(?:your|my)\b|[?？؟]\s*$/i;
const isClockTime = (value: string) => value.length <= 13 && CLOCK_TIME.test(value);
const CLOCK_TIME = /^(?:[01]?\d|2[0-3])[:.][0-5]\d(?:\s?[-–]\s?(?:[01]?\d|2[0-3])[:.][0-5]\d)?$/;
// A bare `code`, or a code keyed by the lead's word (`CustomerCode`, `guest_code`); not a code the person typed or asks
// about (`promo code`, `zip code`, `course code`, `flight code`).
const isCodeKey = ({ words, leadParty }: LabelMeaning) => words === 'code' || (leadParty && words.endsWith(' code'));
const PREFIXED_NUMBER = /^[A-Z]{1,3}\d{4,}$/;
// Words of a script beyond ASCII joined by underscores, no space (`ახალი_შეტყობინება`, `نئی_پوچھ_گچھ`).
const isScriptCode = (text: string) => text.includes('_') && /^[\p{L}\p{M}]+(?:_[\p{L}\p{M}]+)+$/u.test(text);
