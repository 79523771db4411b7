import { isStaff, otherParty } from './ranked.ts';
import type { LabelMeaning } from './label-meaning.ts';
import { parentNamesNoContact, parentNamesStaff, parentWords, textNamesReply } from './parent-key.ts';
import {
  isTextList,
  isUnspacedPhrase,
  isAmount,
  isApiPath,
  isCode,
  isContactShaped,
  isDatedText,
  isEpochText,
  isDateTime,
  isDigest,
  isFreeText,
  isIdToken,
  isRandomToken,
  isCapitalCode,
  isWord,
  isWrittenWord,
  isLongDigits,
  lastDigits,
  isMasked,
  isMessage,
  isPhoneText,
  isPhrase,
  isRecordDigits,
  isSerialisedDate,
  isStampedTime,
  isToken,
  isXmlDocument,
} from './value-shapes.ts';
import type { Places } from './places.ts';
import type { Reading, Tokens } from './reading.ts';
import type { RoleScore } from './role-score.ts';
import { isContact } from './contact-value.ts';

const LINK = /^https?:\/\//i;
const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|[\da-f]{0,4}(:[\da-f]{0,4}){2,7})$/i;
const USER_AGENT = /^Mozilla\/\d/;
const DIGIT = /\d/;
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

// The text's own name or title, or a form name anywhere in it.
const isTextName = (reading: Reading, label: LabelMeaning) =>
  label.context === 'form' ||
  ((label.words === 'name' || label.words === 'title') &&
    reading.container.length === reading.text!.length &&
    typeof reading.value === 'string');

const isLongNumber = (number: number) => Math.abs(number) >= 1e7;

/** A tool's bookkeeping: ids, addresses and agents of the network, signatures, links to its own resources. */
function isNoise(reading: Reading, label: LabelMeaning): boolean {
  const { value } = reading;
  // A kind written in words (`type: "Agreed value"`) is a choice; a field's type is a code (`text`, `single_line`).
  if (reading.bookkeeping || (label.noise && !(label.words === 'type' && typeof value === 'string' && isPhrase(value))))
    return true;
  // A bare number of eight digits or more is an id or an epoch time, not an answer (list ids, `createdOn`).
  if (typeof value === 'number') return Math.abs(value) >= 1e7;
  if (Array.isArray(value) && value.every((item) => typeof item === 'number')) return value.some(isLongNumber);
  if (typeof value !== 'string' || value.length < 7) return false;
  const text = value.trim();
  const first = text.charCodeAt(0);
  // Cheap looks first: most answers are none of these.
  if (first === 77 /* M */) return USER_AGENT.test(text);
  if (first === 104 || first === 72 /* h, H */) return LINK.test(text) && !label.linkKept;
  return (text.length === 36 && UUID.test(text)) || (text.length <= 45 && IP_ADDRESS.test(text));
}

/** The features of one value, added to its score (weights.ts ROLE_WEIGHTS names what each says about its role). */
export function featuresOf(
  reading: Reading,
  label: LabelMeaning,
  person: Places,
  questions: Questions | null,
  score: RoleScore,
  numbers: ReadonlySet<string> = NO_NUMBERS,
  records: ReadonlySet<Tokens> | null = null,
): void {
  const { value } = reading;
  const words = label.roleWords;
  score.add('always');
  const beside = person.holds(reading.container);
  const inRecord = !beside && person.inRecord(reading.container);
  const question = reading.labelled && !isStaff(reading) && isHumanLabel(reading.label);
  // A JSON text that holds none of the person's answers is the tool's own document (a form's
  // structure, sent beside the answers): only its name is context, as the form's. A question
  // answered in it within the person's record is theirs (`customFields: "{\"1\": {\"label\": …, \"value\": …}}"`),
  // and so is a text sent under a key naming a reply (`response_json`: a chat flow's answers).
  if (
    reading.text !== undefined &&
    !person.within(reading.text) &&
    !(question && (beside || inRecord)) &&
    !textNamesReply(reading.text)
  ) {
    score.textName = isTextName(reading, label);
    score.add(score.textName ? 'toolDocumentName' : 'toolDocument');
  }
  score.beside = beside;
  if (beside) score.add('besidePerson');
  else if (inRecord) score.add('inPersonRecord');
  if (reading.labelled && !isStaff(reading)) score.add(question ? 'question' : 'labelledItem');
  if (label.context !== null) score.add('contextLabel');
  // In someone's record (a business's block under a key naming no party): theirs, but an answer or a message (an address is none).
  if (records?.has(reading.container) && !question && (words.place || !isMessage(value))) score.add('anotherRecord');
  if (isNoise(reading, label)) score.add('noise');
  const contact = isContact(reading, label);
  // Beside the person too, an owner's or an agent's contact is someone else's.
  if (beside && contact && (label.otherParty || otherParty(reading, label))) score.add('otherContactBeside');
  // A contact in an object below the person's that names neither them nor a contact (`location: {phone}`): a place's or a business's.
  else if (beside && contact && !reading.labelled && !reading.underLead && !person.has(reading.container))
    if (parentNamesNoContact(reading)) score.add('contactBelowPerson');
  if (!beside && contact) score.add('contactAway');
  // Beside the person too, a key naming staff (`assignee`, 担当者) holds someone else's value; a question naming them is the person's.
  if (
    (!beside && (isStaffNotUser(reading) || words.staff || (!reading.labelled && label.recipient))) ||
    // An object of someone else's right below the person's (`owner: {name, username}`).
    (beside && !person.has(reading.container) && parentNamesStaff(reading)) ||
    (!reading.labelled &&
      typeof value === 'string' &&
      value !== 'true' &&
      value !== 'false' &&
      (words.staff || words.business || parentWords(reading)?.business === true)) ||
    (label.recipient && !reading.labelled && isContactShaped(value))
  )
    score.add('otherPartyKey');
  // A bare epoch number says nothing to a caller; under a key of when the tool did something, beside the person too.
  if (typeof value === 'number') {
    if (words.systemTime && Math.abs(value) >= 1e8) score.add('systemTime');
    else if (!beside && /time|date/.test(label.words)) score.add('epochTime');
  }
  if (value === false || value === 0 || value === '0' || isWord(value, 'false')) score.add('zeroOrFalse');
  else if (value === true || isWord(value, 'true')) score.add('flag');
  if (words.consent) score.add('consentKey');
  if ((words.money || parentWords(reading)?.money === true) && !reading.labelled) score.add('moneySplit');
  if (isCount(value) && (words.counter || parentWords(reading)?.counter)) score.add('counter');
  if (typeof value === 'string') stringFeatures(value, label, reading, score, questions, numbers);
  // A list of texts (a checkbox group's choices, a list of times offered) reads as its first: its items share a shape.
  else if (isTextList(value)) stringFeatures(value[0], label, reading, score, questions, numbers);
}

// A question or a label as a person reads it ("Company name", "How soon?"), not a variable's name (`score`, `utm_source`).
const UPPER_FIRST = /^\p{Lu}/u;
function isHumanLabel(label: string): boolean {
  if (label.includes(' ') || label.endsWith('?')) return true;
  const first = label.charCodeAt(0);
  // An ASCII first character answers by itself; the Unicode test only past ASCII.
  return first < 128 ? first >= 65 && first <= 90 : UPPER_FIRST.test(label);
}
const NO_NUMBERS: ReadonlySet<string> = new Set();
// Staff's, not a tool's user's (`user`, `account`: sometimes the lead).
const isStaffNotUser = (reading: Reading) => isStaff(reading) && !reading.underToolUser;
const COUNT = /^\d+(\.\d+)*$/;
const isCount = (value: unknown) =>
  typeof value === 'number' ||
  (typeof value === 'string' && value.length < 12 && isDigit(value.charCodeAt(0)) && COUNT.test(value));
const isDigit = (code: number) => code >= 48 && code <= 57;

function stringFeatures(
  value: string,
  label: LabelMeaning,
  reading: Reading,
  score: RoleScore,
  questions: Questions | null,
  numbers: ReadonlySet<string>,
): void {
  const text = value.trim();
  if (text === '') return;
  const words = label.roleWords;
  // Each shape is looked for only where its first character or a space allows it: most values are a few words.
  const first = text.charCodeAt(0);
  const digit = first >= 48 && first <= 57;
  if (text.includes(' ')) {
    if (isFreeText(text)) score.add('freeText');
    else if (isPhrase(text)) score.add('phrase');
    else if ((digit || first === 36 || first > 127) /* $ */ && isAmount(text)) score.add('amount');
  } else {
    if (isDigest(text)) score.add('digest');
    else if ((isIdToken(text) || isRandomToken(text)) && !reading.labelled) score.add('idToken');
    else if (digit && isLongDigits(text)) score.add('longDigits');
    if (words.systemTime && digit && isEpochText(text)) score.add('systemTime');
    if (
      words.recordNumber &&
      !reading.labelled &&
      label.role === null &&
      (digit || first === 35) /* # */ &&
      isRecordDigits(text)
    )
      score.add('recordNumber');
    if (words.event && isToken(text)) score.add('eventCode');
    else if (first >= 97 && first <= 122 && isCode(text)) score.add('code');
    if (first === 47 /* / */ && isSerialisedDate(text)) score.add('serialisedDate');
    if ((first === 47 || first === 104) /* /, h */ && isApiPath(text)) score.add('apiPath');
    if (first > 127 && isFreeText(text)) score.add('freeText');
    else if (first > 127 && isUnspacedPhrase(text)) score.add('phrase');
    else if ((digit || first === 36 || first > 127) && isAmount(text)) score.add('amount');
    else if (!digit && reading.container.length > 0 && isWrittenWord(text) && !isCapitalCode(text, label.words))
      score.add('writtenWord');
  }
  if (first === 60 /* < */ && isXmlDocument(text)) score.add('xmlDocument');
  if ((first === 42 || first === 8226 || first === 88 || first === 120) /* *, •, X, x */ && isMasked(text))
    score.add('masked');
  if (digit && text.includes(':')) {
    if (isStampedTime(text)) score.add('stampedTime');
    else if (isDateTime(text)) score.add(words.systemTime ? 'systemTime' : 'chosenTime');
    else if (words.systemTime) score.add('systemTime');
  } else if (words.systemTime && isDatedText(text)) score.add('systemTime');
  else if (text.length >= 12 && text.includes(':') && isStampedTime(text)) score.add('stampedTime');
  if ((digit || first === 43 || first === 40) /* +, ( */ && isLine(text, label, reading, score.beside, numbers))
    score.add(score.beside ? 'anotherNumber' : 'phoneText');
  // A question's text where no one answers it (a form's list of its fields): the form's structure.
  // A text longer than every question is none of them: not hashed to look it up.
  if (!reading.labelled && questions !== null && text.length <= questions.longest && questions.texts.has(text))
    score.add('questionDefinition');
}

/**
 * Written like a phone number and not a date: away from the person, someone's line. Beside them, the
 * business's line only under a key naming no phone of theirs that says something (not `4`, `q_93`, a
 * pair's half, a sender's label such as `caller`, a question), when it is not the person's own number.
 */
function isLine(text: string, label: LabelMeaning, reading: Reading, beside: boolean, numbers: ReadonlySet<string>) {
  if (beside && (reading.labelled || label.role !== null || label.sender || label.pair !== null)) return false;
  if (!isPhoneText(text) || isDatedText(text)) return false;
  return !beside || (!DIGIT.test(reading.label) && !numbers.has(lastDigits(text)));
}

// The labels of the questions answered in a body: the same text elsewhere is the form's own list of its fields.
export interface Questions {
  texts: Set<string>;
  /** The length of the longest. */
  longest: number;
}

export function questionsOf(readings: Reading[]): Questions | null {
  let questions: Questions | null = null;
  for (const reading of readings) {
    if (!reading.labelled) continue;
    const text = reading.label.trim();
    questions ??= { texts: new Set(), longest: 0 };
    questions.texts.add(text);
    if (text.length > questions.longest) questions.longest = text.length;
  }
  return questions;
}
