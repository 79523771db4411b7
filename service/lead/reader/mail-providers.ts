import { letterWords } from './label-words.ts';
import { latinOf } from './latin-letters.ts';
import { ownKey, type Obj } from './json-object.ts';
import { MAIL_PROVIDER_DOMAINS, MAIL_PROVIDER_NAMES } from './vocabulary-mail-providers.ts';

const NAMES = new Set(MAIL_PROVIDER_NAMES);
const DOMAINS = new Set(MAIL_PROVIDER_DOMAINS);
// A country's second level before its code (`yahoo.co.uk`, `hotmail.com.br`).
const SECOND_LEVELS = new Set(['co', 'com']);

/** Whether an address (`Ana.Souza@Gmail.com`, `<elise@orange.fr>`) is at a mail provider people use for themselves. */
export function isPersonalMailbox(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 1 || value.length > 320) return false;
  const domain = value
    .slice(at + 1)
    .replace(/[\s>]+$/, '')
    .toLowerCase();
  if (DOMAINS.has(domain)) return true;
  const labels = domain.split('.');
  return NAMES.has(labels[0]) && (labels.length === 2 || (labels.length === 3 && SECOND_LEVELS.has(labels[1])));
}

// A name's word this long or longer, found in an address or a site, names its owner (`okafor` of `d.okafor@`).
const NAME_WORD_MIN = 3;
/**
 * A name's words an address or a site may carry: three letters or more, accents folded (`Daniel Okafor` → daniel, okafor),
 * and Cyrillic, Greek and Devanagari letters in Latin ones (`प्रिया देशपांडे` → priya, deshpande: latin-letters.ts).
 */
export const nameWords = (name: string) =>
  letterWords(isLatin(name) ? name : latinOf(name)).filter((word) => word.length >= NAME_WORD_MIN);
// Below U+0370 (ASCII and Latin's accented letters: fold() reads those); nearly every name, no copy made.
function isLatin(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x370) return false;
  return true;
}
/** An address's part before its `@` (`d.okafor` of `d.okafor@…`). */
export const localPart = (address: string) => address.slice(0, address.lastIndexOf('@'));
/** The name words before an address's `@` run together (`malikokafor` of `malik.okafor85@`): to compare with a name's. */
export const localLetters = (address: string) => nameWords(localPart(address)).join('');
// An address's words before its `@` (`d.okafor` → d, okafor).
export const localWords = (address: string) => letterWords(localPart(address));
/** Whether an address carries a word of a name before its `@` (`d.okafor@…` of `Daniel Okafor`, `Andrea.Salinas@…`). */
export function mailboxCarries(address: string, name: string): boolean {
  const local = localWords(address);
  return spellings(name).some((spelled) => nameWords(spelled).some((word) => local.includes(word)));
}

/**
 * A name as an address may spell it: as written (its accents folded: `Brückner` → bruckner), and with German's umlauts
 * and ß spelled out as German addresses write them (`j.brueckner@` of `Jana Brückner`, `kloess@` of `Kloß`).
 */
export const spellings = (name: string): string[] =>
  SPELLED_OUT_ONE.test(name) ? [name, name.replace(SPELLED_OUT, (letter) => SPELLED[letter])] : [name];
// One to test for (a global pattern's test() keeps its place between calls), every one to replace.
const SPELLED_OUT_ONE = /[äöüÄÖÜß]/;
const SPELLED_OUT = /[äöüÄÖÜß]/g;
const SPELLED: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/**
 * Whether an address spells a whole name before its `@`: its first word or initial as the first word there, its last
 * word as another (`d.okafor@` of `Daniel Okafor`, `m.vega.home@` of `Marisol Vega`); one shared word (a family name, a
 * particle: `jan.van.berg@` beside `Pieter van Dijk`) or glued letters (`mlopez1985@`, `akimura@` of `Ana Kim`) are not.
 */
export function mailboxSpellsName(address: string, name: string): boolean {
  return spellings(name).some((spelled) => spellsName(address, spelled));
}
function spellsName(address: string, name: string): boolean {
  const words = letterWords(name).filter((word) => word !== '');
  if (words.length < 2) return false;
  const first = words[0];
  const last = words[words.length - 1];
  const local = localWords(address);
  return last.length >= NAME_WORD_MIN && (local[0] === first || local[0] === first[0]) && local.slice(1).includes(last);
}

// A key naming who sent a message (`from`, `from_email`, `sender`), not who it answers to (`reply_to`).
const SENDER_KEY = /from|sender/i;
const REPLY_KEY = /reply/i;
/**
 * An object under our own `email` key that is a message a person sent to a business (an email trigger's `email:
 * {from_name, from_email: "lan…@outlook.com", to: "Spa <lienhe@spa.vn>", subject}`): its sender's address at a mail
 * provider people use for themselves, no other there. A business's outbound message (`from: "info@acmeplumbing.com"`,
 * a `reply_to` alone a person's) or one between two personal mailboxes (a salesperson's to the lead) is none: sent to
 * the schema as the value, refused.
 */
export function isPersonsMessage(label: string, object: Obj): boolean {
  if (label !== 'email') return false;
  let sent = false;
  for (const key in object) {
    const value = object[key];
    if (typeof value !== 'string' || !ownKey(object, key) || !isPersonalMailbox(value)) continue;
    if (!SENDER_KEY.test(key) || REPLY_KEY.test(key)) return false;
    sent = true;
  }
  return sent;
}
