import { normalizePhone } from '../schema/phone.ts';
import { otherParty } from './ranked.ts';
import { fold, termsOf } from './label-words.ts';
import { isListItem, partOfText, type Reading, type Tokens } from './reading.ts';
import { LABEL_READ_LENGTH, meaning } from './labels.ts';
import { asksForNumber } from './number-questions.ts';
import { isSignedNumber } from './signatures.ts';
import { nationalPhone } from './phone-digits.ts';
import { termRole } from './terms.ts';
import * as PHRASES from './vocabulary-phone-phrases.ts';
import { isPersonalType } from './phone-lines.ts';
import { ROLE_TERMS } from './vocabulary.ts';
import { htmlReplyLines, ownPart } from './quoted-replies.ts';
import { personsLines } from './transcript-lines.ts';
import { otherWriters } from './other-writers.ts';

/**
 * A phone written only in a message's text, right after a phone's label (docs/api.md §2.4): an
 * inbound email's signature (`Tel. 020 123 4569`, `Móvil: 612…`, `电话：010…`). Read only when the
 * body has no phone field at all, and conservatively: the label ends right before the number, on
 * its line, and the number must be a possible phone (2.2) written internationally, or one the
 * default country reads as a valid number.
 */

// A number as people write one: a digit first and last, the separators people write between (no Unicode classes: this scans whole texts).
const NUMBER = /\+?\(?\d[\d \t\u00a0().-]{5,22}\d/g;
const LETTER = /\p{L}/u;
const NOT_ASCII = /[^\x00-\x7f]/;
const DIGIT = /\d/;
const ABBREVIATIONS = termsOf([
  ...PHRASES.PHONE_TEXT_ABBREVIATIONS,
  ...PHRASES.PHONE_TEXT_PHRASES,
  ...PHRASES.PHONE_TEXT_MOBILE_PHRASES,
]);
const MOBILE_PHRASES = termsOf(PHRASES.PHONE_TEXT_MOBILE_PHRASES);
const POSSESSIVES = termsOf(PHRASES.PHONE_TEXT_POSSESSIVES);
const VERBS = termsOf(PHRASES.PHONE_TEXT_VERBS);
// A sentence's last words before its number: a verb, perhaps an article after it (`est le`).
const TAILS = new Set([...VERBS, ...termsOf(PHRASES.PHONE_TEXT_ARTICLES)]);
// The last word of every phone term and abbreviation: a word before a number that is none of these is no label, looked at no further.
const LAST_WORDS = new Set(
  [...termsOf(ROLE_TERMS.phone), ...ABBREVIATIONS].map((term) => term.slice(term.lastIndexOf(' ') + 1)),
);
/**
 * A lead's message is one of its few long values: a body's texts are read up to this many
 * characters in all, and this many numbers looked at and parsed (a hostile body of thousands of
 * `Tel. 1234567` costs no more).
 */
const MAX_CHARACTERS = 50_000;
const MAX_LOOKS = 200;
const MAX_PARSES = 20;
/** A label and its punctuation fit in this many characters before the number. */
const LABEL_REACH = 48;

/** The first number after a phone's label in the body's texts (not someone else's), or null. */
export function phoneInText(
  readings: Reading[],
  defaultCountry: string | null,
): { e164: string; reading: Reading } | null {
  const budget = { characters: MAX_CHARACTERS, looks: MAX_LOOKS, parses: MAX_PARSES };
  // The list item of the last turn asking for a number (`What is a good number to call you?`): the next item answers it.
  let asked: Tokens | null = null;
  let others: ((container: Tokens) => boolean) | null = null; // the turns the business's side wrote, read once a "my" number is said
  for (const reading of readings) {
    const { value } = reading;
    if (typeof value !== 'string') continue;
    const answers = asked !== null && isNextItem(asked, reading.container);
    if (isListItem(reading.container) && asksInTurn(value)) asked = reading.container;
    if (value.length < 10 || !DIGIT.test(value) || otherParty(reading)) continue;
    const sent = value.length > budget.characters ? value.slice(0, budget.characters) : value;
    const lines = htmlReplyLines(sent);
    const text = lines === sent ? ownPart(sent) : lines;
    budget.characters -= text.length;
    // A transcript of one text whose speakers tell the sides apart (`Visitor: …\nAgent: …`): the person's own lines only.
    const persons = personsLines(text, null);
    NUMBER.lastIndex = 0;
    let first = true;
    // A number read back on another speaker's line: the person's only when their own lines give none.
    let readBack: { e164: string; reading: Reading } | null = null;
    for (let found = NUMBER.exec(text); found !== null; found = NUMBER.exec(text), first = false) {
      if (budget.looks-- <= 0) return null;
      const number = found[0];
      const end = found.index + number.length;
      // A turn answering the question with its first number, first or as a part after a comma (`415-555-0166, afternoons
      // are best`, `Sure, it's Rachel Nguyen, 512-555-0143`; not `My neighbour has 415-555-0166`): labelled by it.
      const answered = answers && first && opensPart(text, found.index) && !runsOn(text, end);
      // Signed under a name, in a text of the person's own (not one a key calls a signature: a business's block after a rule).
      const signed = !answered && isSignedNumber(text, found.index, end) && !meaning(reading.label).noise;
      const label = answered || signed ? LABEL : labelOf(text, found.index, end);
      // On another speaker's line only after a phone's term (`Agent: … your mobile: 07…?`, the person's read back).
      const another = persons !== null && !persons.includes(number);
      if (label === NONE || (another && (label !== TERM || readBack !== null))) continue;
      if (label === OWN && (others ??= otherWriters(readings))(reading.container)) continue;
      if (budget.parses-- <= 0) return null;
      const e164 = phoneOf(number, defaultCountry);
      if (e164 === null || (label === MOBILE_ONLY && !isPersonalType(e164))) continue;
      const phone = { e164, reading: partOfText(reading, number, found.index) };
      if (!another) return phone;
      readBack = phone;
    }
    if (readBack !== null) return readBack;
    if (budget.characters <= 0) return null;
  }
  return null;
}

// A turn asking for the person's phone by its term (`Can I get your phone number?`) or for a number to reach them
// (number-questions.ts): one of its questions of a question's length, whatever follows it (`… call you? Our front desk is …`).
// Its sentences are cut at their ends in one pass (a pattern matching each sentence ending in `?` backtracks over every
// sentence that does not: 400 µs a turn of 800 characters, in a stranger's list of thousands).
function asksInTurn(text: string): boolean {
  if (text.length > MAX_TURN) return false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const end = SENTENCE_ENDS.indexOf(text[i]);
    if (end < 0) continue;
    if (end < QUESTION_MARKS && asksNumber(text.slice(start, i + 1).trim())) return true;
    start = i + 1;
  }
  return false;
}
function asksNumber(question: string): boolean {
  if (question.length > LABEL_READ_LENGTH) return false;
  const label = meaning(question);
  return label.role === 'phone' || asksForNumber(question, label);
}
// A sentence's ends, the question marks of any script first.
const SENTENCE_ENDS = '?？؟.!。\n';
const QUESTION_MARKS = 3;
const MAX_TURN = 4 * LABEL_READ_LENGTH;

// The item right after another in one list (`transcript/3` after `transcript/2`).
function isNextItem(item: Tokens, next: Tokens): boolean {
  const last = item.length - 1;
  if (last < 0 || next.length !== item.length || next[last] !== (item[last] as number) + 1) return false;
  for (let i = 0; i < last; i++) if (next[i] !== item[i]) return false;
  return true;
}

// At the text's start, or right after a comma, a colon or a dash closing the words before it.
function opensPart(text: string, at: number): boolean {
  const before = text.slice(0, at).trimEnd();
  return before === '' || /[,:;–—-]$/.test(before);
}

// A number running on into more digits or letters (`…4569 0000`, `120x80`).
const runsOn = (text: string, end: number) => end < text.length && (isDigit(text, end) || isLetter(text, end));

// Right after a phone's label on an unquoted line, and not running on: a phone's term, an abbreviation or a phrase, a
// phrase giving a mobile only, or none.
const NONE = 0;
const LABEL = 1;
const MOBILE_ONLY = 2;
const TERM = 3; // a phone's term (`mobile`, `Telefon`), not an abbreviation nor a phrase
const OWN = 4; // "my" number in parts (`Mi cel es`): not in a turn the business's side wrote
function labelOf(text: string, start: number, end: number): number {
  if (runsOn(text, end)) return NONE;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const words = wordsBefore(text, Math.max(lineStart, start - LABEL_REACH), start);
  if (words === null) return NONE;
  for (let first = 0; first < words.length; first++) {
    const run = first === 0 ? words.join(' ') : words.slice(first).join(' ');
    const term = termRole(run) === 'phone';
    const said = !term && !ABBREVIATIONS.has(run);
    if (said && !(isOwnNumberSaid(words, first) && !opensWithSpeaker(text, lineStart))) continue;
    if (isQuoted(text, lineStart, start)) return NONE;
    return MOBILE_PHRASES.has(run) ? MOBILE_ONLY : term ? TERM : said ? OWN : LABEL;
  }
  return NONE;
}

// A line opening with a speaker's label (`Agente: … Mi cel es …`): whose "my" it is, the line says, not the words.
function opensWithSpeaker(text: string, lineStart: number): boolean {
  const colon = text.indexOf(':', lineStart);
  return colon > lineStart && colon - lineStart <= MAX_SPEAKER && SPEAKER.test(text.slice(lineStart, colon));
}
const MAX_SPEAKER = 30;
const SPEAKER = /^\s*\p{L}[\p{L}\p{M} .'-]*$/u;

// From `first` on: a possessive, a phone's term or abbreviation, a verb, perhaps an article (`mi cel es`, `mon portable est
// le`): the person giving their own number (vocabulary-phone-phrases.ts).
function isOwnNumberSaid(words: string[], first: number): boolean {
  let end = words.length;
  if (end - first < 3 || !POSSESSIVES.has(words[first])) return false;
  if (!VERBS.has(words[end - 1])) end--; // an article after the verb
  if (end - first < 3 || !VERBS.has(words[end - 1])) return false;
  const named = words.slice(first + 1, end - 1).join(' ');
  return termRole(named) === 'phone' || ABBREVIATIONS.has(named);
}

/**
 * The one to three whole words right before a number on its line, after a label's `:` and `.`
 * (`Tel. `, `Phone number: `, `电话：`), folded to lower case: null when the last is no phone
 * term's last word, or a word runs on from a digit.
 */
function wordsBefore(text: string, from: number, at: number): string[] | null {
  let i = at;
  while (i > from && isBlank(text, i - 1)) i--;
  if (i > from && (text[i - 1] === ':' || text[i - 1] === '：')) i--;
  while (i > from && isBlank(text, i - 1)) i--;
  if (i > from && text[i - 1] === '.') i--;
  const words: string[] = [];
  // Three words, and the verb and article a sentence ends in (`mon portable est le`).
  let reach = 3;
  while (words.length < reach) {
    let j = i;
    while (j > from && isLetter(text, j - 1)) j--;
    if (j === i) break;
    const word = text.slice(j, i);
    words.unshift((NOT_ASCII.test(word) ? fold(word) : word).toLowerCase());
    if (words.length === reach - 2 && reach < 5 && TAILS.has(words[0])) reach++;
    else if (words.length === 1 && !LAST_WORDS.has(words[0])) return null;
    i = j;
    // One space or tab between the words of a label, or an apostrophe between letters (`I'm on`).
    if (i - 1 > from && (isBlank(text, i - 1) || isApostrophe(text, i - 1)) && isLetter(text, i - 2)) i--;
    else break;
  }
  // A word right after a digit (`x1Tel`) is no label.
  return words.length > 0 && !(i > from && isDigit(text, i - 1)) ? words : null;
}

const isBlank = (text: string, at: number) => text[at] === ' ' || text[at] === '\t';
const isApostrophe = (text: string, at: number) => text[at] === "'" || text[at] === '’';
const isDigit = (text: string, at: number) => text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57;
function isLetter(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code < 128) return (code | 32) >= 97 && (code | 32) <= 122;
  return LETTER.test(text[at]);
}

// A line quoted from an earlier message (`> Tel. …`) is whoever wrote that one.
function isQuoted(text: string, lineStart: number, at: number): boolean {
  let first = lineStart;
  while (first < at && (text[first] === ' ' || text[first] === '\t')) first++;
  return text[first] === '>';
}

// Written internationally, a possible number (2.2); else one the default country reads as a valid number, as a value with no label is read.
export function phoneOf(number: string, defaultCountry: string | null): string | null {
  if (number.startsWith('+') || number.startsWith('00')) {
    const read = normalizePhone(number, defaultCountry);
    return read.ok ? read.e164 : null;
  }
  return nationalPhone(number, defaultCountry);
}
