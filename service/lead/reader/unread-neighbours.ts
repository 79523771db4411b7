import type { LabelMeaning } from './label-meaning.ts';
import { meaning } from './labels.ts';
import type { Reading, Tokens } from './reading.ts';
import { endsAsking, isCapitalised, looksLikePersonName } from './shapes.ts';
import { personalPhone } from './phone-lines.ts';
import { otherParty } from './ranked.ts';
import { isUnreadLabel, knowsNoWord } from './unread-labels.ts';
import { localLetters, localWords, mailboxCarries, nameWords, spellings } from './mail-providers.ts';
import { isBareDigits, isPhoneText } from './value-shapes.ts';
import { BARE_NUMBER_WORDS } from './vocabulary-phone-keys.ts';
import { ID_SUFFIX_WORDS } from './vocabulary-wrappers.ts';
import type { Role } from './vocabulary.ts';

/**
 * Beside a labelled contact, values under labels no vocabulary reads (docs/api.md §2.4): a full name, a name under a
 * numbered key right before the contact's, a number written as a phone. Their shapes carry what their words cannot.
 */

/** A name read by its shape alone: a candidate of the lowest tier. */
export type NameCandidate = { reading: Reading; tier: number; other: boolean; role: Role };

const MAX_PHONE_LOOKS = 50;

/** A value under a label no vocabulary reads (`നിങ്ങളുടെ പേര്`, `ชื่อเล่น`), which gives it no role. */
export const isUnread = (reading: Reading) => isUnreadLabel(reading.label) && meaning(reading.label).role === null;
// Unread, or words in a read script none of which a vocabulary knows (`fóònù`, Yoruba's phone), letters only (not a field's
// number, `4`, nor a word with a version, `b2b`): for a mobile beside the contact.
const isUnknown = (reading: Reading) =>
  isUnread(reading) || (WORDS.test(reading.label) && knowsNoWord(meaning(reading.label)));
const WORDS = /^[\p{L}\p{M}]+(?:[ _.-][\p{L}\p{M}]+)*$/u;
// Or a bare number's word (`numero: "0998 215 7740"`): a record's number is not written as a phone, a mobile there.
const BARE_NUMBER = new Set(BARE_NUMBER_WORDS);

/**
 * Beside a labelled contact, in its object or an object right below it (`notes: {"पूरा नाम": …}`),
 * values under labels the reader cannot read: the one shaped like a full name (two words or more) is the person's.
 */
export function unreadNames(readings: Reading[], contacts: Array<Reading | undefined>): NameCandidate[] {
  const contact = contacts.find((reading) => reading !== undefined);
  if (contact === undefined) return [];
  const home = contact.container;
  const numbered = numberedBefore(readings, contact, contacts);
  if (numbered !== null) return [{ reading: numbered, tier: 4, other: false, role: 'name' }];
  let found: Reading | null = null;
  for (const reading of readings) {
    const { container, value } = reading;
    if (typeof value !== 'string' || !(container === home || isChildOf(container, home))) continue;
    if (!value.trim().includes(' ') || !looksLikePersonName(value)) continue;
    // A label no vocabulary reads, one naming only a place (`var1`) or a wrapper's value key beside the contact (`{full,
    // tel, mail}`): there, a name's words are capitalised as names are.
    const known = meaning(reading.label);
    if (
      !isUnreadLabel(reading.label) &&
      !(isUnknownWord(reading.label, known) && isCapitalised(value) && carriedByEmail(value, contacts)) &&
      !((known.positional || known.asKey.value) && isCapitalised(value))
    )
      continue;
    // A question (`במה נוכל לעזור?`) asks for something other than a name: one asking for it reads as a name's label.
    if (endsAsking(reading.label)) continue;
    if (known.role !== null) continue;
    if (found !== null) return [];
    found = reading;
  }
  return found === null ? [] : [{ reading: found, tier: 4, other: false, role: 'name' }];
}

// The chosen email's local part carries the name written in Latin letters, its first word or two of its words
// (`aigerim.seitkali@` by `Айгерім Сейтқали`): the name under an unknown label is the address's owner's, not a hall's
// or a repair's an address is named after (`zal.arenda@` by `Большой Зал`, `remont.lviv@` by `Капітальний Ремонт`).
function carriedByEmail(name: string, contacts: Array<Reading | undefined>): boolean {
  const email = contacts.find((reading) => typeof reading?.value === 'string' && reading.value.includes('@'));
  if (email === undefined) return false;
  const local = localWords(email.value as string);
  const words = nameWords(name);
  return words.length > 0 && (local.includes(words[0]) || words.filter((word) => local.includes(word)).length >= 2);
}

// A label beyond ASCII in a script the vocabularies read, in a language they do not hold (`ном`, Tajik; `аты-жөні`,
// Kazakh): no word of it known, and short as a name's label is (one word, or two joined, of three letters at most; not
// `Район`, `Отель`, `Град`, nor `Тип дома`), read as an unread label is.
function isUnknownWord(label: string, known: LabelMeaning): boolean {
  if (label.charCodeAt(0) < 128 || SPACE.test(label) || !knowsNoWord(known)) return false;
  const words = known.words.split(' ');
  return words.length <= 2 && words.every((word) => word.length <= NAME_LABEL_MAX);
}
const NAME_LABEL_MAX = 3;
const SPACE = /\s/;

/**
 * Beside a labelled contact and no phone, in its object: a number written as a phone, a mobile in the source's country
 * under a label the reader cannot read (`മൊബൈൽ`, `දුරකථනය`: a script no vocabulary holds) or a bare number's word
 * (`numero`), its shape carrying what its words cannot; or digits alone under a key naming only its place (`custom_str1: "0826143390"`, a payment page's own
 * field) that are a mobile there (an id, a date, an amount is digits alone too).
 */
export function unreadPhone(
  readings: Reading[],
  contacts: Array<Reading | undefined>,
  defaultCountry: string | null,
): { e164: string; reading: Reading } | null {
  const contact = contacts.find((reading) => reading !== undefined);
  if (contact === undefined) return null;
  let looks = 0;
  let before: Reading | null = null;
  for (const reading of readings) {
    const { container, value } = reading;
    if (container !== contact.container) continue;
    const previous = before;
    before = reading;
    if (typeof value !== 'string' || reading.labelled) continue;
    const text = value.trim();
    // Digits alone under a key naming only its place (`custom_str1: "0826143390"`): a mobile there.
    if (isBareDigits(text) && meaning(reading.label).positional) {
      const e164 = personalPhone(text, defaultCountry);
      if (e164 !== null) return { e164, reading };
      if (++looks >= MAX_PHONE_LOOKS) return null;
      continue;
    }
    const unknown = isUnknown(reading);
    const bare = !unknown && BARE_NUMBER.has(meaning(reading.label).words);
    if (!(bare || unknown) || !isPhoneText(text)) continue;
    // A bare number's word names no one: right after someone else's name (`ahente: "Jose Ramos"`), it may be theirs.
    if (bare && previous !== null && otherParty(previous) && looksLikePersonName(String(previous.value))) continue;
    // A key holding another key of its object names whose number it is (`ekwenti_onye_nkwado` by `onye_nkwado`: a referee's).
    if (namesSibling(reading, readings)) {
      if (++looks >= MAX_PHONE_LOOKS) return null;
      continue;
    }
    const e164 = personalPhone(text, defaultCountry);
    if (e164 !== null) return { e164, reading };
    if (++looks >= MAX_PHONE_LOOKS) return null;
  }
  return null;
}

function namesSibling({ key, container }: Reading, readings: Reading[]): boolean {
  if (typeof key !== 'string' || key.length > 80) return false;
  for (const other of readings)
    if (other.container === container && typeof other.key === 'string' && other.key !== key && other.key.length >= 3)
      if (key.includes(other.key)) return true;
  return false;
}

// A full name under a numbered key right before the contact's (`mf1: "ضیاء الحق"` beside `mf2: email`): a form's fields
// sent in their order, in a script with capitals or without; a key naming a role of its own (`phone1`) is none.
function numberedBefore(readings: Reading[], contact: Reading, contacts: Array<Reading | undefined>): Reading | null {
  const numbered = typeof contact.key === 'string' ? NUMBERED.exec(contact.key) : null;
  const n = numbered === null ? 0 : Number(numbered[2]);
  if (numbered === null || n === 0) return null;
  // Numbered as written, zeros first too (`form02` before `form03`).
  const key = (k: number) => numbered[1] + String(k).padStart(numbered[2].length, '0') + numbered[3];
  let before = key(n - 1);
  // The other contact chosen right before it (`el2: phone`, `el3: email`): the name is the one before that.
  const other = contacts.find((reading) => reading !== undefined && reading !== contact);
  if (other !== undefined && other.container === contact.container && other.key === before && n > 1)
    before = key(n - 2);
  for (const reading of readings) {
    const { container, key, value } = reading;
    if (container !== contact.container || key !== before || typeof value !== 'string') continue;
    // In a script with capitals, a name the contact's address carries (`Jane Roe` before `jane.roe@…`; not `Gold Plan`,
    // `Acme Holdings` before `ops@…`): there its words can be checked, elsewhere its shape is all there is.
    const checked =
      !CASED.test(value) ||
      (typeof contact.value === 'string' && (mailboxCarries(contact.value, value) || spells(contact.value, value)));
    return value.trim().includes(' ') && looksLikePersonName(value) && meaning(reading.label).role === null && checked
      ? reading
      : null;
  }
  return null;
}
const CASED = /[\p{Lu}\p{Ll}]/u;
// An address whose part before its `@` is the name's letters run together (`LachlanFraser@` for "Lachlan Fraser").
const spells = (address: string, name: string) =>
  spellings(name).some((spelled) => localLetters(address) === nameWords(spelled).join(''));
/** An id's number may be followed by its input's kind (`QID3_TEXT`: vocabulary-wrappers.ts ID_SUFFIX_WORDS), as a pattern's source. */
export const ID_SUFFIX = `(?:[._-](?:${ID_SUFFIX_WORDS.join('|')}))?`;
const NUMBERED = new RegExp(`^([^\\d]{1,12})(\\d{1,3})(${ID_SUFFIX})$`, 'i');

function isChildOf(container: Tokens, home: Tokens): boolean {
  if (container.length !== home.length + 1) return false;
  for (let i = 0; i < home.length; i++) if (container[i] !== home[i]) return false;
  return true;
}
