import { normalizePhone } from '../phone.ts';
import { otherParty } from './candidates.ts';
import { termsOf, wordsOf } from './label-words.ts';
import { pathOf, type Reading } from './reading.ts';
import { nationalPhone } from './shapes.ts';
import { termRole } from './terms.ts';
import { PHONE_TEXT_ABBREVIATIONS } from './vocabulary.ts';

/**
 * A phone written only in a message's text, right after a phone's label (docs/api.md §2.4): an
 * inbound email's signature (`Tel. 020 123 4569`, `Móvil: 612…`, `电话：010…`). Read only when the
 * body has no phone field at all, and conservatively: the label ends right before the number, on
 * its line, and the number must be a possible phone (2.2) written internationally, or one the
 * default country reads as a valid number.
 */

// One to three words on one line, a label's `.` or `:`, then a number: a digit first and last, the separators people write between.
const LABELLED_NUMBER = /(?<![\p{L}\p{N}])((?:\p{L}+[ \t]){0,2}\p{L}+)\.?[ \t]*[:：.]?[ \t]*(\+?\(?\d[\d \t\u00a0().-]{5,22}\d)(?![\p{L}\p{N}])/gu;
const DIGIT = /\d/;
const ABBREVIATIONS = termsOf(PHONE_TEXT_ABBREVIATIONS);
/**
 * A lead's message is one of its few long values: a body's first texts are read, up to this many
 * characters in all, and this many numbers after a label looked at and parsed (a hostile body of
 * thousands of `Tel. 1234567` costs no more).
 */
const MAX_CHARACTERS = 50_000;
const MAX_LOOKS = 200;
const MAX_PARSES = 20;

/** The first number after a phone's label in the body's texts (not someone else's), or null. */
export function phoneInText(readings: Reading[], defaultCountry: string | null): { e164: string; reading: Reading } | null {
  const budget = { characters: MAX_CHARACTERS, looks: MAX_LOOKS, parses: MAX_PARSES };
  for (const reading of readings) {
    const { value } = reading;
    if (typeof value !== 'string' || value.length < 10 || !DIGIT.test(value) || otherParty(reading)) continue;
    const text = value.length > budget.characters ? value.slice(0, budget.characters) : value;
    budget.characters -= text.length;
    LABELLED_NUMBER.lastIndex = 0;
    for (let found = LABELLED_NUMBER.exec(text); found !== null; found = LABELLED_NUMBER.exec(text)) {
      if (budget.looks-- <= 0) return null;
      if (!isPhoneLabel(found[1]) || isQuoted(text, found.index)) continue;
      if (budget.parses-- <= 0) return null;
      const e164 = phoneOf(found[2], defaultCountry);
      // The number is read out of the text, which stays whole in `fields`: its place is inside the text, no JSON value to remove.
      if (e164 !== null) return { e164, reading: { ...reading, value: found[2], item: [...pathOf(reading), found.index], origin: undefined } };
    }
    if (budget.characters <= 0) return null;
  }
  return null;
}

// Written internationally, a possible number (2.2); else one the default country reads as a valid number, as a value with no label is read.
function phoneOf(number: string, defaultCountry: string | null): string | null {
  if (number.startsWith('+') || number.startsWith('00')) {
    const read = normalizePhone(number, defaultCountry);
    return read.ok ? read.e164 : null;
  }
  return nationalPhone(number, defaultCountry);
}

// The words ending right before the number: a phone term (`Tel`, `Phone number`, `Telefon`, `电话`) or an abbreviation of one.
function isPhoneLabel(label: string): boolean {
  const list = wordsOf(label).split(' ');
  for (let start = 0; start < list.length; start++) {
    const run = start === 0 ? list.join(' ') : list.slice(start).join(' ');
    if (termRole(run) === 'phone' || ABBREVIATIONS.has(run)) return true;
  }
  return false;
}

// A line quoted from an earlier message (`> Tel. …`) is whoever wrote that one.
function isQuoted(text: string, at: number): boolean {
  let start = text.lastIndexOf('\n', at - 1) + 1;
  while (start < at && (text[start] === ' ' || text[start] === '\t')) start++;
  return text[start] === '>';
}
