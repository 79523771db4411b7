import { emailAddress } from './email-address.ts';
import { personTexts } from './message-texts.ts';
import { isTextable } from './item-keys.ts';
import type { Found } from './found.ts';
import { isOther, isPersons, type Ranked } from './ranked.ts';
import { isListItem, partOfText, tokensStartWith, type Reading, type Tokens } from './reading.ts';
import { phoneOf } from './text-phone.ts';
import { personsLines } from './transcript-lines.ts';
import { isDatedText, lastDigits } from './value-shapes.ts';

/**
 * A phone or an email written in the person's message (docs/api.md §2.4), read only when the body
 * gives neither by any field, label or shape (a chat whose only contact is an opaque user id and
 * the text `… call me back on 081-234-5678`, `… my email is a@b.co`): the lead would be refused
 * otherwise. Only in a text of words (never an id's digits), never under someone else's key; a
 * number must be one the default country reads as valid (or written with its `+`), not a date.
 * The message stays whole in `fields` and in the brief. Bounded as text-phone.ts is.
 */

const NUMBER = /\+?\(?\d[\d \t\u00a0().-]{5,22}\d/g;
// An address in a text: the characters around an `@` that no address ends at (white space, brackets, quotes, `,;:`, another
// `@`), read outwards from each `@` (at most 64 before it and 253 after), its trailing dots and marks left out, a dot in its domain.
// One pass: a pattern of runs either side of the `@` backtracked cubically over `a@a@a@…` (review25).
const MAX_LOCAL = 64;
const MAX_DOMAIN = 253;
const WHITE_SPACE = /\s/;
const isAddressChar = (code: number) =>
  code > 32 &&
  (code < 128 || !WHITE_SPACE.test(String.fromCharCode(code))) &&
  code !== 64 && // @
  code !== 60 && // <
  code !== 62 && // >
  code !== 40 && // (
  code !== 41 && // )
  code !== 91 && // [
  code !== 93 && // ]
  code !== 34 && // "
  code !== 39 && // '
  code !== 44 && // ,
  code !== 59 && // ;
  code !== 58; // :
// An `@` at `at` with an address's characters past it, away from the address (`step` -1 before it, 1 after it).
const joined = (text: string, at: number, step: number) =>
  text.charCodeAt(at) === 64 && isAddressChar(text.charCodeAt(at + step));
// A sentence's mark after an address (`…@example.ca?`, `。`) is none of it; an ellipsis says the address was cut (`…@gmail.co…`).
const SENTENCE_MARKS = new Set(['.', '?', '!', '。', '？', '！', '、', '，', '»']);
const endsSentence = (text: string, at: number) => SENTENCE_MARKS.has(text[at]);
function* addressesIn(text: string): Generator<{ address: string; index: number }> {
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && at - start <= MAX_LOCAL && isAddressChar(text.charCodeAt(start - 1))) start--;
    let end = at + 1;
    while (end < text.length && end - at <= MAX_DOMAIN + 1 && isAddressChar(text.charCodeAt(end))) end++;
    // A part longer than an address allows, or another address's part joined by an `@` (`claire@dubois@orange.fr`): no
    // address of its own. A stray `@` before or after one alone (`@laura@…`, `…gmail.com@ thanks`) leaves it whole.
    if (at - start > MAX_LOCAL || end - at > MAX_DOMAIN + 1) continue;
    if (joined(text, start - 1, -1) || joined(text, end, 1)) continue;
    while (end > at + 1 && endsSentence(text, end - 1)) end--;
    const dot = text.indexOf('.', at + 2);
    if (start === at || dot < 0 || dot >= end - 1) continue;
    yield { address: text.slice(start, end), index: start };
  }
}
const MAX_CHARACTERS = 50_000;
const MAX_LOOKS = 200;
const MAX_PARSES = 20;

type FoundIn<T> = (T & { reading: Reading }) | null;

export function contactInMessage(
  readings: Reading[],
  defaultCountry: string | null,
): { phone: FoundIn<{ e164: string }>; email: FoundIn<{ address: string }> } | null {
  let phone: FoundIn<{ e164: string }> = null;
  let email: FoundIn<{ address: string }> = null;
  const budget = { looks: MAX_LOOKS, parses: MAX_PARSES };
  for (const [reading, text] of personTexts(readings, MAX_CHARACTERS)) {
    if (email === null && text.includes('@')) email = addressIn(reading, text, budget);
    // A transcript of one text whose speakers tell the sides apart: a number on the person's own lines, else one read
    // back to them in a question (`ring you on 07723 …, is that right?`; not `ring our showroom on 0161 … anytime.`).
    const persons = phone === null ? personsLines(text, null) : null;
    if (persons !== null) phone = numberIn(reading, text, defaultCountry, budget, undefined, persons);
    if (phone === null) phone = numberIn(reading, text, defaultCountry, budget, undefined, null, persons !== null);
    if ((phone !== null && email !== null) || budget.looks <= 0) break;
  }
  return phone === null && email === null ? null : { phone, email };
}

type Budget = { looks: number; parses: number };
// The sentence after a number ends in a question mark (`…, is that right?`).
const QUESTION_NEXT = /^[^.!。\n?？؟]*[?？؟]/;

// The first address in a text that the lead's schema passes, none of `known` (in lower case); null past the budget.
function addressIn(
  reading: Reading,
  text: string,
  budget: Budget,
  known?: ReadonlySet<string>,
): FoundIn<{ address: string }> {
  for (const found of addressesIn(text)) {
    if (budget.looks-- <= 0) return null;
    const address = emailAddress(found.address);
    if (address !== null && !known?.has(address.toLowerCase()))
      return { address, reading: partOfText(reading, found.address, found.index) };
  }
  return null;
}

/**
 * An address the person writes in a message of theirs (docs/api.md §2.4, `inMessage`) when the only email by a field is
 * someone else's (a business's inbox beside a quote request: `business: {name, email}`, `messages: [{body: "… reach me
 * at dana@…"}]`): the person gives their address in their words. None the body's fields hold (a business quoting its
 * own inbox in a reply of its own is no address of the person's).
 */
export function emailTheyWrite(readings: Reading[], emails: readonly Ranked[]): FoundIn<{ address: string }> {
  const known = new Set<string>();
  for (const { reading } of emails)
    if (typeof reading.value === 'string') known.add(reading.value.trim().toLowerCase());
  const budget = { looks: MAX_LOOKS, parses: MAX_PARSES };
  for (const [reading, text] of personTexts(readings, MAX_CHARACTERS)) {
    if (!text.includes('@')) continue;
    const found = addressIn(reading, text, budget, known);
    if (found !== null || budget.looks <= 0) return found;
  }
  return null;
}

// The first number of a text the default country reads as a phone: not running on into letters or
// digits (`120x80`, an id), and not a date; `skip` passes over numbers already known (by their last digits).
function numberIn(
  reading: Reading,
  text: string,
  defaultCountry: string | null,
  budget: Budget,
  skip?: ReadonlySet<string>,
  only: string | null = null,
  asked = false,
): FoundIn<{ e164: string }> {
  for (const found of text.matchAll(NUMBER)) {
    if (budget.looks-- <= 0) return null;
    const number = found[0];
    const end = found.index + number.length;
    if (end < text.length && /[\p{L}\d]/u.test(text[end])) continue;
    if (found.index > 0 && /[\p{L}\d]/u.test(text[found.index - 1])) continue;
    if (isDatedText(number) || skip?.has(lastDigits(number)) || (only !== null && !only.includes(number))) continue;
    if (asked && !QUESTION_NEXT.test(text.slice(end, end + 80))) continue;
    if (budget.parses-- <= 0) return null;
    const e164 = phoneOf(number, defaultCountry);
    if (e164 !== null) return { e164, reading: partOfText(reading, number, found.index) };
  }
  return null;
}

// A name in an item of a list of two items or more (a conversation's turns, `{nguoi_gui, ten, noi_dung}`) is that
// turn's writer's, whoever they are, unless a key or a `type` names the person: it makes no text there the person's. A
// list of one item is the person's message as a form or a relay keeps it.
function isWritersName({ reading }: Ranked, readings: Reading[]): boolean {
  const { container } = reading;
  if (!isListItem(container) || reading.underLead || reading.party === 'person') return false;
  const list = container.slice(0, -1);
  const item = container[container.length - 1];
  return readings.some(
    (other) =>
      other.container.length === container.length &&
      other.container[container.length - 1] !== item &&
      isListItem(other.container) &&
      tokensStartWith(other.container, list),
  );
}

/**
 * A number the person writes in a message of theirs outside the chosen phone's object (docs/api.md
 * §2.4, `writtenByPerson`), when that phone is a field in an object of its own that no word names the
 * person's and that holds neither the chosen email nor a message of theirs, while a name of no one else's sits
 * outside it and the text sits with that name, in its object or above it (a page's, a shop's block under a key naming no party:
 * `shop: {name, phone}` beside `customer: {name}` and `message: "… call me on 0412 345 678"`). The
 * person gives their number in their words; a number the body's fields hold already is none of theirs.
 */
export function numberTheyWrite(
  readings: Reading[],
  defaultCountry: string | null,
  chosen: { reading: Reading } | null,
  found: Found,
  email: { reading: Reading } | null,
): FoundIn<{ e164: string }> {
  const candidate = chosen === null ? undefined : found.phones.find(({ reading }) => reading === chosen.reading);
  const block = candidate?.reading.container;
  // The block holding the chosen email too is a contact set: the person's, whatever a message writes.
  if (block === undefined || block.length === 0 || email?.reading.container === block) return null;
  if (isPersons(candidate!) || candidate!.besideMessage === true) return null;
  // The person is named outside the block (`customer: {name}`): their text sits with that name, in its object or above it.
  const names: Tokens[] = [];
  for (const name of found.names)
    if (!isOther(name) && !tokensStartWith(name.reading.container, block) && !isWritersName(name, readings))
      names.push(name.reading.container);
  if (names.length === 0) return null;
  const known = new Set<string>();
  for (const { reading } of found.phones) if (isTextable(reading.value)) known.add(lastDigits(String(reading.value)));
  const budget = { looks: MAX_LOOKS, parses: MAX_PARSES };
  for (const [reading, text] of personTexts(readings, MAX_CHARACTERS)) {
    if (!names.some((name) => tokensStartWith(name, reading.container))) continue;
    const phone = numberIn(reading, text, defaultCountry, budget, known);
    if (phone !== null) {
      // The block is someone else's: its name and email too.
      for (const list of [found.names, found.phones, found.emails])
        for (const other of list) if (other.reading.container === block) other.other = true;
      return phone;
    }
    if (budget.looks <= 0) return null;
  }
  return null;
}
