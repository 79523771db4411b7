import type { LabelMeaning } from './label-meaning.ts';
import type { Questions } from './questions.ts';
import type { Reading } from './reading.ts';
import { ROLE, type RoleScore } from './role-score.ts';
import {
  isAmount,
  isUnspacedPhrase,
  isApiPath,
  isCode,
  isCalendarDate,
  isDatedText,
  isDateTime,
  isDigest,
  isEpochText,
  isFreeText,
  isIdToken,
  isRandomToken,
  isCapitalCode,
  isWrittenWord,
  isLongDigits,
  lastDigits,
  isMasked,
  isPhoneText,
  isPhrase,
  isRecordDigits,
  isSerialisedDate,
  isStampedTime,
  isToken,
  isXmlDocument,
} from './value-shapes.ts';

const DIGIT = /\d/;

/** The features a string value has by its shape (weights.ts ROLE_WEIGHTS), added to its score. */
export function stringFeatures(
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
    if (isFreeText(text)) score.add(ROLE.freeText);
    else if (isPhrase(text)) score.add(ROLE.phrase);
    else if ((digit || first === 36 || first > 127) /* $ */ && isAmount(text)) score.add(ROLE.amount);
  } else {
    if (isDigest(text)) score.add(ROLE.digest);
    else if ((isIdToken(text) || isRandomToken(text)) && !reading.labelled) score.add(ROLE.idToken);
    else if (digit && isLongDigits(text)) score.add(ROLE.longDigits);
    if (words.systemTime && digit && isEpochText(text)) score.add(ROLE.systemTime);
    if (
      words.recordNumber &&
      !reading.labelled &&
      label.role === null &&
      (digit || first === 35) /* # */ &&
      isRecordDigits(text)
    )
      score.add(ROLE.recordNumber);
    if (words.event && isToken(text)) score.add(ROLE.eventCode);
    else if (first >= 97 && first <= 122 && isCode(text)) score.add(ROLE.code);
    if (first === 47 /* / */ && isSerialisedDate(text)) score.add(ROLE.serialisedDate);
    if ((first === 47 || first === 104) /* /, h */ && isApiPath(text)) score.add(ROLE.apiPath);
    if (first > 127 && isFreeText(text)) score.add(ROLE.freeText);
    else if (first > 127 && isUnspacedPhrase(text)) score.add(ROLE.phrase);
    else if ((digit || first === 36 || first > 127) && isAmount(text)) score.add(ROLE.amount);
    else if (!digit && reading.container.length > 0 && isWrittenWord(text) && !isCapitalCode(text, label.words))
      score.add(ROLE.writtenWord);
  }
  if (first === 60 /* < */ && isXmlDocument(text)) score.add(ROLE.xmlDocument);
  if (
    (first === 42 ||
      first === 8226 ||
      first === 88 ||
      first === 120 ||
      digit) /* *, •, X, x, a card's first digits */ &&
    isMasked(text)
  )
    score.add(ROLE.masked);
  if (digit && text.includes(':')) {
    if (isStampedTime(text)) score.add(ROLE.stampedTime);
    else if (isDateTime(text)) score.add(words.systemTime ? ROLE.systemTime : ROLE.chosenTime);
    else if (words.systemTime) score.add(ROLE.systemTime);
  } else if (words.systemTime && isDatedText(text)) score.add(ROLE.systemTime);
  // A date under a version's key (`ApiVersion: "2010-04-01"`) names the tool's version, not a day.
  else if (digit && isCalendarDate(text)) score.add(words.counter ? ROLE.counter : ROLE.chosenTime);
  else if (text.length >= 12 && text.includes(':') && isStampedTime(text)) score.add(ROLE.stampedTime);
  if ((digit || first === 43 || first === 40) /* +, ( */ && isLine(text, label, reading, score.beside, numbers))
    score.add(score.beside ? ROLE.anotherNumber : ROLE.phoneText);
  // A question's text where no one answers it (a form's list of its fields): the form's structure.
  // A text longer than every question is none of them: not hashed to look it up.
  if (!reading.labelled && questions !== null && text.length <= questions.longest && questions.texts.has(text))
    score.add(ROLE.questionDefinition);
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
