import type { Found } from './found.ts';
import { meaning } from './labels.ts';
import { termsOf } from './label-words.ts';
import { FIRM_WORDS } from './vocabulary-not-a-person.ts';
import type { LabelMeaning } from './label-meaning.ts';
import type { Reading } from './reading.ts';
import { isReply } from './replies.ts';
import { isContactShaped } from './value-shapes.ts';

/**
 * A named thing beside its own contact (docs/api.md §2.4, feature `thingContact`): a key no vocabulary knows, holding a
 * name (`sube: "Deniz Emlak - Üsküdar Ofisi"`, `sede`, `শাখা`, `שלוחה`), and beside it, in the same object or list of
 * questions, a phone or an email under that key's word and a contact's term alone (`sube_telefon`, `telefono_sede`,
 * `শাখার ফোন`, `تلفن شعبه`: the word before or after, its last letters inflected). A name with a contact of its own is
 * someone's, not the person's: a branch's, an office's, a campus's. Its values are someone else's when the person's
 * own contact is read elsewhere (choose.ts marks the candidates, notes-lines.ts the name). Structure decides, not a
 * branch's word: a known word keeps what it says (`company_phone` a B2B lead's firm, `work_phone` the person's).
 * Null when there is none (nearly every body: no contact's key of two words or more beside a key of its first word).
 */
export function thingContacts({ phones, emails }: Found, readings: readonly Reading[]): ReadonlySet<Reading> | null {
  // The phones and emails ranked already (choose.ts): their keys are read, no other value is looked at.
  let contacts: Reading[] | null = null;
  for (const list of [phones, emails])
    for (const { reading, known } of list) {
      const label = known ?? meaning(reading.label);
      if ((label.role === 'phone' || label.role === 'email') && isUnqualified(label) && label.words.includes(' '))
        (contacts ??= []).push(reading);
    }
  // A lead has a contact or two of a thing's beside theirs: a body with more is a list, not told apart this way.
  if (contacts === null || contacts.length > MAX_CONTACTS) return null;
  let things: Set<Reading> | null = null;
  for (const contact of contacts) {
    const words = meaning(contact.label).words.split(' ');
    // Beside a firm's name (`empresa`, `company`), a branch is the firm's, the person's own (a B2B lead's).
    if (readings.some((reading) => reading.container === contact.container && namesFirm(reading))) continue;
    for (const reading of readings) {
      if (reading.container !== contact.container || !namesSomething(reading.value)) continue;
      const known = meaning(reading.label);
      if (
        !isUnknownWord(known) ||
        !pairs(words, known.words.split(' '), meaning(contact.label).role as 'phone' | 'email')
      )
        continue;
      (things ??= new Set()).add(reading).add(contact);
    }
  }
  return things;
}

const MAX_CONTACTS = 16;
const FIRMS = termsOf(FIRM_WORDS);
const namesFirm = (reading: Reading) =>
  typeof reading.value === 'string' &&
  meaning(reading.label)
    .words.split(' ')
    .some((word) => FIRMS.has(word));

// A contact's term alone after or before the thing's word: no person's or thing's qualifier the vocabulary knows.
const isUnqualified = (known: LabelMeaning) =>
  known.tier === 2 && !known.thing && !known.otherParty && !known.leadParty && !known.namesThing && !known.recipient;

// A key that says nothing a vocabulary knows: no term, context, party, thing, place, count or record's word.
const isUnknownWord = (known: LabelMeaning) =>
  known.role === null &&
  known.context === null &&
  !known.noise &&
  !known.identifier &&
  !known.namesThing &&
  !known.otherParty &&
  !known.leadParty &&
  !known.toolUser &&
  known.words.split(' ').length <= 2 &&
  !Object.values(known.roleWords).includes(true);

// A name: a short text with a letter, no contact, no yes or no.
const namesSomething = (value: unknown) =>
  typeof value === 'string' &&
  value.length <= 120 &&
  /\p{L}/u.test(value) &&
  !isContactShaped(value) &&
  !isReply(value);

// The contact's words are the thing's words and a term of that role, in either order; the thing's last word as written
// or inflected by up to three letters (`শাখা` → `শাখার`, its possessive).
function pairs(contact: string[], thing: string[], role: 'phone' | 'email'): boolean {
  const n = thing.length;
  if (contact.length <= n) return false;
  const term = (rest: string[]) => {
    const known = meaning(rest.join(' '));
    return known.role === role && known.prefix === '';
  };
  if (sameWords(contact.slice(0, n), thing) && term(contact.slice(n))) return true;
  return sameWords(contact.slice(contact.length - n), thing) && term(contact.slice(0, contact.length - n));
}

function sameWords(written: string[], thing: string[]): boolean {
  for (let i = 0; i < thing.length; i++) {
    const word = written[i];
    const own = thing[i];
    if (word === own) continue;
    if (i < thing.length - 1 || own.length < 3 || !word.startsWith(own) || word.length - own.length > 3) return false;
  }
  return true;
}

/** Marks the candidates among a named thing's contacts someone else's (chosen only when the person has none), and gives those values. */
export function markThingContacts(found: Found, readings: readonly Reading[]): ReadonlySet<Reading> | null {
  const things = thingContacts(found, readings);
  if (things !== null)
    for (const list of [found.phones, found.emails])
      for (const candidate of list) if (things.has(candidate.reading)) candidate.other = true;
  return things;
}
