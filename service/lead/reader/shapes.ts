/**
 * Values that say what they are by their shape alone, whatever their key (docs/api.md §2.4): an
 * RFC 5322 mailbox (`Ada Tester <ada@example.com>`, what email relays post as `from`) and a number
 * written internationally (`+16505550142`, what SMS relays post as `From`). Cheap character checks
 * come first: most values of a body are neither, and the parsers are the costly part.
 */
import { fold, termsOf } from './label-words.ts';
import { TRADE_TERMS_UNSPACED, TRADE_WORDS } from './vocabulary-trades.ts';
import { COMPANY_FORMS, TWO_LETTER_COMPANY_FORMS } from './vocabulary-company-forms.ts';
import { isContactShaped } from './value-shapes.ts';
import { GLUED_COUNTERS } from './vocabulary-counts.ts';

// `"Tester, Ada" <ada@example.com>` or `Ada Tester <ada@example.com>` (RFC 5322 §3.4 name-addr). An unquoted
// display name holds no `:` or `;` (§3.2.3 specials): `Message-ID: <…@host>` is a header line, no mailbox.
// No two quantifiers here can take the same character (the unquoted name keeps its spaces, trimmed
// after): with `\s*` on both sides of a lazy name, a text of spaces ending in `>` cost cubic time.
const MAILBOX = /^(?:\s*"((?:[^"\\\r\n]|\\.)*)"\s*|([^<>":;\r\n]*))<([^<>\s]+)>\s*$/;

/** A mailbox's address (still to be checked as one) and display name (empty when none); null when the text is no mailbox. */
export function mailboxOf(text: string): { address: string; displayName: string } | null {
  if (text.length > 500 || (text.charCodeAt(text.length - 1) !== 62 /* > */ && !text.trimEnd().endsWith('>')))
    return null;
  const found = MAILBOX.exec(text);
  if (found === null) return null;
  const displayName = (found[1] !== undefined ? found[1].replace(/\\(.)/g, '$1') : (found[2] ?? '')).trim();
  return { address: found[3], displayName };
}

// A `+`, then 7 to 15 digits (E.164) with the separators people write: a national number or an id never starts with `+`.
const INTERNATIONAL = /^\+[\d\s().-]{7,24}$/;

/** Whether a value is written like an international phone number, before the phone parser is asked. */
export function looksInternational(value: unknown): value is string {
  if (typeof value !== 'string' || value.charCodeAt(0) !== 43 /* + */ || !INTERNATIONAL.test(value)) return false;
  let digits = 0;
  for (let i = 1; i < value.length; i++) if (value.charCodeAt(i) >= 48 && value.charCodeAt(i) <= 57) digits++;
  return digits >= 7 && digits <= 15;
}

// A number written as a link to call or message it: `tel:+1…`, `whatsapp:+1…`, `sms:…`.
const PHONE_LINK = /^(?:tel|sms|callto|whatsapp|viber|wa):\/{0,2}(\+?[\d\s().-]{7,24})$/i;
// Under a phone's label, a link or a word of up to eight letters before its colon (an ad platform's export writes `p:+91…`; `Mobile: 07911 …`).
const TAGGED_PHONE = /^(?:\p{L}{1,8}):(?:\/{0,2}|\s?)(\+?[\d\s().-]{7,24})$/iu;

/**
 * The number of a phone link (`whatsapp:+14155550123` → `+14155550123`), or null when the text is none.
 * Under a phone's label (`tagged`), also a number after a word of up to eight letters (`p:+919123456780`, `Mobile: 07911 …`).
 */
export function phoneOfLink(text: string, tagged = false): string | null {
  // Cheap look first: a letter, then a colon within the first nine characters.
  if (text.length > 40 || text.length < 9 || (text.charCodeAt(0) | 32) < 97 || (text.charCodeAt(0) | 32) > 122)
    return null;
  const colon = text.indexOf(':');
  if (colon < (tagged ? 1 : 2) || colon > 8) return null;
  return (tagged ? TAGGED_PHONE : PHONE_LINK).exec(text.trim())?.[1] ?? null;
}

// Words joined by `.`, `_`, `:` or `/`, one of them 3 characters or more, in a text with no space:
// an identifier, an event type, a link (`phone.subscribe`, `form_submitted`, `lead:created`).
const JOINED = /[\p{L}\p{N}]{3}[._:/]|[._:/][\p{L}\p{N}]{3}/u;
const SPACE = /\s/;
const DIGIT = /\d/;
const DIGITS = /\d/g;
const LETTERS = /\p{L}/gu;
const LETTER = /\p{L}/u;

/**
 * A record's number led by `#` (`#10482`), its store's capitals before it where `coded` (`#HRV10482`, a shop order's
 * own `name`; under another key a code a person quotes, `voucher: "#GV100250"`).
 */
export const isHashNumber = (text: string, coded = true) =>
  text.charCodeAt(0) === 35 && (coded ? CODED_HASH_NUMBER : HASH_NUMBER).test(text);
const HASH_NUMBER = /^#\d{4,12}$/;
// After capitals five digits or more (`#VIP2024`, a tag and its year, is none).
const CODED_HASH_NUMBER = /^#(?:\d{4,12}|[A-Z]{1,6}-?\d{5,12})$/;

/** A name has a letter in some script: `#10452` or `#HRV10482` under `name` is an order's number (a shop's order `name`); a value not text is the schema's to refuse. */
export const holdsLetter = (value: unknown) =>
  typeof value !== 'string' || (LETTER.test(value) && !isHashNumber(value.trim()));

/**
 * Whether a value under a name's label can be a person's name (docs/api.md §2.4): more letters
 * than digits, no `@`, no identifier, link or event type. Real names of any script and case pass: O'Brien,
 * Jean-Luc, Łukasz, 山田 太郎, a single first name, all capitals or none.
 */
// Seven digits or more in one run, only separators between them.
const WRITTEN_PHONE = /\d(?:[\s().-]{0,2}\d){6}/;
export function isNameShaped(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length === 0) return false;
  // Too long to be a name: a warning (lead-input.ts), not a silent drop.
  if (trimmed.length > 200) return true;
  if (trimmed.includes('@')) return false;
  // A question (`layer_name: "באיזה סוג הלוואה מדובר?"`, a phone menu's level), in any script's question mark: no name.
  if (QUESTION_MARK.test(trimmed)) return false;
  // Digits: an id, a date or a number ("12345", "2026-11-24", "Order 12345") has as many digits as
  // letters or more; a name with a number beside it ("Ada Tester 2", a test's unique suffix) is kept.
  if (DIGIT.test(trimmed) && (trimmed.match(DIGITS)?.length ?? 0) >= (trimmed.match(LETTERS)?.length ?? 0))
    return false;
  // A phone number written in it (`Входящая линия 8 (495) 120-44-19`, a line's name): no person's.
  if (DIGIT.test(trimmed) && WRITTEN_PHONE.test(trimmed)) return false;
  // Hangul or Han: a family and a given name, no longer (an account's or a shop's name is: `示例家装-推广账户`).
  if (!isCjkNameShape(trimmed)) return false;
  // Most names hold a space: no identifier then.
  if (trimmed.includes(' ') || SPACE.test(trimmed)) return true;
  // A handle, one word in lower case holding a digit (`guest-8812`, `ines88`, a chat's or a site's user name): no name.
  return !JOINED.test(trimmed) && !HANDLE.test(trimmed);
}
const QUESTION_MARK = /[?？؟\u037e]$/;
/** A text ending in a question's mark (`?`, Arabic `؟`, full-width `？`), spaces after it too: it asks. */
export const endsAsking = (text: string) => ENDS_ASKING.test(text);
const ENDS_ASKING = /[?？؟]\s*$/;
const HANDLE = /^\p{Ll}[\p{L}\p{N}._-]*\d[\p{L}\p{N}._-]*$/u;

// A name written in Hangul or Han is a family name and a given name, at most two words of one to five syllables
// (`정다은`, `佐藤 結衣`, `欧阳 娜娜`); four words there are a phrase (`거북목 교정과 코어 강화`, a purpose of exercise).
// Its romanisation beside it is no word of it (`David Wang 王大卫`, `陳大文 Chan Tai Man`), and a middle dot joins two
// (`买买提·艾力`, a Uyghur name; a foreign name transliterated).
const HANGUL_OR_HAN = /[\p{Script=Hangul}\p{Script=Han}]/u;
const NAME_WORDS = /[\s·・‧]+/;
// A reading in brackets after the name (`山田 太郎（やまだ たろう）`) is no part of its length.
const READING = /[（(][^（()）]*[)）]$/;
export function isCjkNameShape(text: string): boolean {
  if (!HANGUL_OR_HAN.test(text)) return true;
  let words = 0;
  for (const word of text.replace(READING, '').split(NAME_WORDS))
    if (HANGUL_OR_HAN.test(word) && (++words > 2 || word.length > 5)) return false;
  return true;
}

// One to four words of letters (apostrophes, hyphens and initials' dots inside), 60 characters at most.
const PERSON_NAME = /^\p{L}[\p{L}\p{M}'’.-]*(?: \p{L}[\p{L}\p{M}'’.-]*){0,3}$/u;
/** A company's legal form, as a name's last word carries it (vocabulary-company-forms.ts). */
export const COMPANY_WORDS: ReadonlySet<string> = new Set(COMPANY_FORMS);
const TWO_LETTER_FORMS: ReadonlySet<string> = new Set(TWO_LETTER_COMPANY_FORMS);

const TRADES = termsOf(TRADE_WORDS);
const NOT_LETTERS = /[^\p{L}\p{M}]+/u;

/** A trade's or a place of business's word, folded and in lower case (`pools`, `clinica`): vocabulary-trades.ts. */
export const isTradeWord = (word: string) => TRADES.has(word);

/**
 * A name holding a trade's word (`Hill Country Pools`, `Clínica Dental Sonrisa`, `示例家装`): a business's.
 * Not business-names.ts's `namesBusiness`, which reads a name against the sites the body names.
 */
export function namesTrade(text: string): boolean {
  if (text.length > 120) return false;
  for (const term of TRADE_TERMS_UNSPACED) if (text.includes(term)) return true;
  const words = fold(text).toLowerCase().split(NOT_LETTERS);
  return words.some(isTradeWord);
}

/** The same words in another order, case aside (`INVENTED DANA` for `Dana Invented`): a name written again. */
export const sameNameWords = (a: string, b: string) => wordsInOrder(a) === wordsInOrder(b);
const wordsInOrder = (name: string) => name.toLowerCase().trim().split(/\s+/).sort().join(' ');

/**
 * A business's name by its words: a company's form of three letters or more as its last word (`Northwind Supply LLC`,
 * `Huber GmbH`; not `Co`, `Sa`: surnames too, but `Metsarahu OÜ` as a firm writes it), or a trade's word in a name of three words or more (`Coastal Life
 * Insurance Group`; not `Emma Homes`).
 */
export function namesOrganisation(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 120) return false;
  const written = value.trim().split(/\s+/);
  if (written.length < 2) return false;
  const form = written[written.length - 1];
  const last = form.toLowerCase().replace(/\.$/, '');
  return (
    (last.length >= 3 && COMPANY_WORDS.has(last)) ||
    (TWO_LETTER_FORMS.has(form) && value !== value.toUpperCase()) ||
    (written.length > 2 && namesTrade(value))
  );
}

/**
 * Whether a value with no label at all reads as a person's name by its shape alone: stricter than
 * isNameShaped (letters only, one to four words, no company form such as "GmbH" or "Ltd").
 */
export function looksLikePersonName(text: string): boolean {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed.length === 0 || trimmed.length > 60 || !PERSON_NAME.test(trimmed)) return false;
  if (!isCjkNameShape(trimmed) || namesTrade(trimmed)) return false;
  return !trimmed
    .toLowerCase()
    .split(' ')
    .some((word) => COMPANY_WORDS.has(word.replace(/\.$/, '')));
}

// Every word of a cased script starting with a capital, but a particle of three letters or fewer (`van`, `de`, `bin`).
const LOWER_WORD = /(?:^|\s)\p{Ll}\S{3,}/u;
export const isCapitalised = (name: string) => !LOWER_WORD.test(name);
// A phrase in sentence case (`Tetőfelújítás ajánlatkérés`, a record's title): its first letter a capital, a later word of
// four letters or more in lower case; not a name typed in lower case (`maria garcia`), nor one with a particle (`Jan van der Berg`).
export const isPhrase = (value: unknown) =>
  typeof value === 'string' && value.length <= 60 && FIRST_CAPITAL.test(value) && LOWER_WORD.test(value);
const FIRST_CAPITAL = /^\p{Lu}/u;

/**
 * Written as no person's name is, under a name's key (`Serwis – kotły gazowe`, `ทัวร์เกาะ 3 วัน 2 คืน`, `Hajvágás + melír`):
 * a count and its unit, a dash between words, a phrase in sentence case before a comma, outside brackets (not `Riley,
 * front desk`): a thing's name, a service booked. Not a business's name as names are written (`Lanna Spa`), a question.
 */
export const namesThing = (value: unknown) =>
  typeof value === 'string' &&
  value.length <= 120 &&
  !value.includes('@') &&
  (COUNTED.test(value) || SPACED_DASH.test(value) || isPhraseNamed(value)) &&
  !looksLikePersonName(value);
const SPACED_DASH = /\s[-–—]\s/;
const isPhraseNamed = (value: string) =>
  !value.trimEnd().endsWith('?') && isPhrase(value.replace(/\([^()]*\)/g, '').split(',')[0]);
// A number and its unit's word (`90 นาที`, `3 วัน`, `12 month`; a counter glued on, as Korean, Chinese and Japanese write
// one: `2박`, `2泊`, `3名`, never `2号車`, `302호`): not a number ending a name (`Line 2`, `Order 12345`).
const COUNTED = new RegExp(`\\d(?:\\s+\\p{L}|${GLUED_COUNTERS.join('|')})`, 'u');

/** A contact, or a full name as names are written (`Kayla Brooks`; not a word, `patient`, `Email`, a nickname, `Bobby`): who acted on a record. */
export const isActorValue = (value: unknown) =>
  typeof value === 'string' &&
  (isContactShaped(value) ||
    (value.trim().includes(' ') && looksLikePersonName(value) && EVERY_CAPITAL.test(value)) ||
    NAME_AND_ROLE.test(value));
/**
 * Under a key naming who acted (`verified_by`), a name in a script without capitals too: up to three words of eight
 * letters at most (`แอดมินฝน`, `דנה לוי`; not a sentence written without spaces, `他社で見積もり済み`).
 */
export const isActorName = (value: unknown) =>
  isActorValue(value) || (typeof value === 'string' && UNCASED_NAME.test(value));
// Letters of scripts with no case (Thai, Hebrew, Arabic, Chinese, Japanese, Devanagari: `\p{Lo}` and their marks).
const UNCASED_NAME = /^\s*[\p{Lo}\p{M}]{1,8}(?:\s+[\p{Lo}\p{M}]{1,8}){0,2}\s*$/u;
// A first name and the role it acted in, in brackets (`Kylie (reception)`, `Megan (front desk)`).
const NAME_AND_ROLE = /^\s*\p{Lu}\p{Ll}+ \([\p{L} ]{2,30}\)\s*$/u;
// Every word capitalised: not a place's or a firm's joining word (`City of San Antonio`, `Midas on Belmont`).
const EVERY_CAPITAL = /^\s*\p{Lu}\S*(?:\s+\p{Lu}\S*)+\s*$/u;
/** Digits alone, as a line called is sent (`callee: "065001800"`). */
export const isBareNumber = (value: unknown) => typeof value === 'string' && BARE_NUMBER.test(value);
const BARE_NUMBER = /^\+?\d{7,15}$/;
