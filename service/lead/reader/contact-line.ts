import { letterWords } from './label-words.ts';
import { isPersonalMailbox, localPart, nameWords } from './mail-providers.ts';
import { COMPANY_WORDS, mailboxOf } from './shapes.ts';
import { roughEmail } from './email-address.ts';
import type { Reading } from './reading.ts';
import { siteOfEmail } from './site-links.ts';
import { isDatedText, isPhoneText, lastDigits } from './value-shapes.ts';

/**
 * A contact written in one line (`Cedar Grove Dental — 1180 Pine Ave, Portland · (503) 555-0199`): a phone number among
 * a name's and an address's words, each capitalised, not a sentence (`Please call my wife on …` has its words in lower
 * case). Read by its shape alone (shape-of.ts CONTACT_LINE); whose line it is, text-features.ts asks (the person's own
 * number is theirs). A script without capitals never reads so: its words say nothing of a sentence.
 */
export function isContactLine(text: string): boolean {
  if (text.length < MIN_LENGTH || text.length > MAX_LENGTH) return false;
  const number = lineNumber(text);
  if (number === null) return false;
  const rest = text.slice(0, number.index) + ' ' + text.slice(number.index + number.text.length);
  // A street's or a postcode's number beside the phone's (`1180 Pine Ave`, `MO 64111`): a message naming a number has none.
  if (!/\d/.test(rest)) return false;
  let capitalised = 0;
  let lower = 0;
  let shouted = 0;
  for (const word of rest.split(WORD_GAP)) {
    const code = word.charCodeAt(0);
    if (code >= 97 && code <= 122) lower++;
    else if (code >= 65 && code <= 90) {
      capitalised++;
      // A word of four capitals or more (`PLEASE`, `CALL`): a text in capitals is someone writing, no card (`NSW`, `MO`).
      if (word.length >= 4 && word.toUpperCase() === word && /^[A-Z]+$/.test(word)) shouted++;
    }
  }
  return shouted < 2 && capitalised >= MIN_CAPITALISED && lower <= MAX_LOWER && capitalised > 2 * lower;
}

/**
 * Whether a contact line is the person's own: it holds their name (`Gary Mills, Mills Family Farm, …`), or its first part
 * is the firm their work address is on (`Northwind Traders Ltd, …` beside `priya@northwindtraders.co.uk`).
 */
export function isOwnLine(text: string, name: string | null, address: string | null): boolean {
  const lower = text.toLowerCase();
  const words = letterWords(lower);
  // Every word of their name (`Jane A. Doe` of `Jane Doe`), or of their address before its `@` (`jane.doe@…`), whole.
  const holds = (wanted: string[]) => wanted.length >= 2 && wanted.every((word) => words.includes(word));
  if ((name !== null && holds(nameWords(name))) || (address !== null && holds(nameWords(localPart(address)))))
    return true;
  const domain = address === null || isPersonalMailbox(address) ? null : siteOfEmail(address);
  if (domain === null || domain.length < 4) return false;
  // The first part's words but a company's form (`Ltd`), joined, in the site's name (`northwindtradersco`), or it in them.
  const first = letterWords(lower.split(PART_GAP, 1)[0])
    .filter((word) => !COMPANY_WORDS.has(word))
    .join('');
  return first.length >= 4 && (domain.includes(first) || first.includes(domain));
}

/** The person's address among the values used, or null. */
export function addressOf(used: ReadonlySet<Reading>): string | null {
  for (const { value } of used) if (typeof value === 'string' && value.includes('@')) return value;
  return null;
}

/**
 * An address or a mailbox that is not the person's, where they have one (`Website Forms <forms@shop.example>` beside
 * their `ann@example.com`): someone else's, as a mailer relaying a form the person filled in; but one in their name.
 */
export function isOthersAddress(value: unknown, used: ReadonlySet<Reading>, personName: string | null): boolean {
  if (typeof value !== 'string' || !value.includes('@')) return false;
  const own = addressOf(used);
  const mailbox = mailboxOf(value);
  const address = mailbox?.address ?? value.trim();
  // A mailbox in the person's own name, or an address spelling a word of it (`Kira Tanaka <kira@tanakadesign.com>`,
  // their work address): theirs.
  if (personName !== null && (spellsName(address, personName) || (mailbox !== null && sameName(mailbox, personName))))
    return false;
  return own !== null && roughEmail(address) && address.toLowerCase() !== own.trim().toLowerCase();
}

const sameName = (mailbox: { displayName: string }, name: string) =>
  mailbox.displayName.trim().toLowerCase() === name.trim().toLowerCase();
// A word of the person's name, of three letters or more, in the address's local part (`kira@tanakadesign.com` by Kira
// Tanaka; not `leads@millerhvac.example` by Tom Miller: a firm named for its owner has its own mailboxes).
export const spellsName = (address: string, name: string) => {
  const local = address.slice(0, Math.max(0, address.lastIndexOf('@'))).toLowerCase();
  return letterWords(name).some((word) => word.length >= 3 && local.includes(word));
};

/** The last digits (value-shapes.ts lastDigits) of a contact line's phone number, to tell the person's own from another's. */
export function lineDigits(text: string): string {
  const number = lineNumber(text);
  return number === null ? '' : lastDigits(number.text);
}

// A line names a few words besides its number, and is no letter's text.
const MIN_LENGTH = 20;
const MAX_LENGTH = 200;
const MIN_CAPITALISED = 3;
// A word in lower case or two (`reception`, `de la` in a street's name).
const MAX_LOWER = 2;
const WORD_GAP = /[\s,.;:·•|/()—–-]+/;
const PART_GAP = /[,;·•|—–]/;
// A run of a phone's characters, a digit at each end (a `+` or `(` before it): the first written like a phone number and
// not a date (value-shapes.ts).
const NUMBER_RUN = /[+(]?\d[\d ().-]{7,}\d/g;

/** Whether a text holds a run written like a phone number, not a date (`… · 084 263 771`, `053-218-447`). */
export const holdsPhoneNumber = (text: string) => phoneRun(text) !== null;

/**
 * A contact card written in one line, in any script: three parts or more between separators (a name, a street, a town,
 * the number), the last holding a phone number, and no label's colon (`Branch: Downtown (…)`, a summary of a form's
 * fields). `פדאל סייקל חיפה | שדרות הנשיא 134, חיפה | 04-8117725`, `Салон «Лотос», ул. Ленина 1, +7 495 123-45-67`.
 * Whose card it is, its shape cannot tell: a business's is the one many people send alike (sent-alike.ts).
 */
export function isCardLine(text: string): boolean {
  if (text.includes(':')) return false;
  const parts = text.split(CARD_GAP).filter((part) => part.trim() !== '');
  return parts.length >= 3 && holdsPhoneNumber(parts[parts.length - 1]);
}
// A card's separators: a bar, a dot, a dash or a slash between spaces; a comma (Latin's, Arabic's, Chinese's and
// Japanese's), a semicolon, a bar or a dot, full-width ones and brackets too (`住まいのリフォーム館（横浜市… / 045-…）`).
const CARD_GAP = /\s+[|·•–—\-/]\s+|\s*[,،;|·•、，；｜（）]\s*/;

// A line's number: its first run written like a phone number, not the whole text.
function lineNumber(text: string): { text: string; index: number } | null {
  const number = phoneRun(text);
  return number === null || number.text.length === text.length ? null : number;
}

function phoneRun(text: string): { text: string; index: number } | null {
  NUMBER_RUN.lastIndex = 0;
  for (let run = NUMBER_RUN.exec(text); run !== null; run = NUMBER_RUN.exec(text)) {
    const number = run[0].trim();
    if (isPhoneText(number) && !isDatedText(number)) return { text: number, index: run.index };
  }
  return null;
}

/**
 * An address as one writes it on a card (`თბილისი, ჭავჭავაძის გამზირი 37, მეორე სართული`, `تهران، خیابان ولیعصر، پلاک ۱۲`):
 * three parts or more between commas of any script, each a few words, a number among them, and no sentence's end.
 * Read where a value sits in someone else's record: there an address's words are theirs, whatever its key's script.
 */
export function isAddressLine(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > MAX_ADDRESS || !DIGIT.test(value) || SENTENCE_END.test(value))
    return false;
  const parts = value.split(COMMA);
  if (parts.length < MIN_PARTS) return false;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i].trim();
    // A part led by a word in lower case continues a sentence (`…, leave at back door, thanks`); an address's are capitalised.
    if (part === '' || part.split(/\s+/).length > MAX_PART_WORDS || (i > 0 && LOWER_LED.test(part))) return false;
  }
  return true;
}

// A card's address: a few parts of a few words (a street, a building, a floor, a city).
const MAX_ADDRESS = 160;
const MIN_PARTS = 3;
const MAX_PART_WORDS = 4;
// A comma in Latin, Arabic, Ethiopic, Chinese and Japanese scripts.
const COMMA = /[,،፣，、]/;
const DIGIT = /\p{Nd}/u;
// A sentence ends inside the text (`… today. Call me`), or asks (`?`, `؟`).
const SENTENCE_END = /[.!?؟。？！]\s*\S|[?؟!？！]\s*$/;
// Lower case in Latin, Greek, Cyrillic or Armenian script (Georgian's Mkhedruli, written in one case, is none).
const LOWER_LED = /^(?=\p{Ll})[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}]/u;
