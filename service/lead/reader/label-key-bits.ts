import {
  CAMPAIGN,
  CONTACT,
  FORM_MARKER,
  NAME_PART,
  NUMBERED,
  PAIR,
  PHONE_PARTS,
  PRICED,
  REFERENCE,
  SHOWN_NAME,
} from './item-key-flags.ts';
import type { LabelMeaning } from './label-meaning.ts';
import { termsOf } from './label-words.ts';
import { HANDLE_KEYS } from './vocabulary-name-parts.ts';
import { CONTACT_KEY_WORDS } from './vocabulary-phones.ts';
import { PRODUCT_KEY_WORDS } from './vocabulary-notes.ts';

/**
 * What a key says as one of an object's keys (item-keys.ts itemKeysOf), as bits of one number read once per label
 * meaning: the walk asks each of them of every key of every object. The bits an object's flags are the union of keep
 * their ItemKeys values (item-key-flags.ts), so the walk ORs them. And two the choice asks of a value's label
 * (candidates.ts, shape-candidates.ts).
 */
export const KEY_FLAGS =
  NAME_PART | REFERENCE | FORM_MARKER | NUMBERED | CONTACT | PAIR | PHONE_PARTS | CAMPAIGN | SHOWN_NAME | PRICED;
export const AS_VALUE = 1 << 11;
export const AS_TYPE = 1 << 12;
export const AS_LABELLED_VALUE = 1 << 13;
export const WRAPPER = AS_VALUE | AS_TYPE | AS_LABELLED_VALUE;
/** No part of a name object (NAME_PARTS' rank). */
export const NOT_PART = 1 << 14;
/** Asks for no role of the person's. */
export const NO_ROLE = 1 << 15;
/** Asks for a name, a first or a last name. */
export const NAME_ROLE = 1 << 16;
/** Names someone other than the lead, or the lead alone: a flag set to true says whose the object is. */
export const PARTY = 1 << 17;
/** Says who its object is (`type`, `role`). */
export const PARTY_KEY = 1 << 18;
/** A label key (LABEL_KEYS' rank). */
export const LABEL = 1 << 19;
/** An id key (ID_KEYS' rank). */
export const ID = 1 << 20;
/** Its last word an id's. */
export const ID_WORD = 1 << 21;
/** The key is `name` in its words. */
export const WORDS_NAME = 1 << 22;
/** Names the lead (`contact`, `kunde`) or a handle (`nickname`): a full name under it is the lead's by its shape. */
export const LEAD_NAME_KEY = 1 << 23;
/** Its last word, or its words, name a way to reach someone (`contact`, `UserContact`), not an id of one (`contact id`). */
export const CONTACT_KEY = 1 << 24;

const HANDLES = new Set(HANDLE_KEYS);
const CONTACT_KEYS = termsOf(CONTACT_KEY_WORDS);
const PRICED_WORDS = new Set(PRODUCT_KEY_WORDS);

export function keyBitsOf(known: LabelMeaning): number {
  const { asKey, role, words } = known;
  const last = words.slice(words.lastIndexOf(' ') + 1);
  return (
    (known.leadParty || HANDLES.has(words) || (known.toolUser && words === 'user') ? LEAD_NAME_KEY : 0) |
    (CONTACT_KEYS.has(last) || CONTACT_KEYS.has(words) ? CONTACT_KEY : 0) |
    (asKey.namePart ? NAME_PART : 0) |
    (asKey.reference ? REFERENCE : 0) |
    (known.formMarker ? FORM_MARKER : 0) |
    (known.numbered ? NUMBERED : 0) |
    (role === 'email' || role === 'phone' ? CONTACT : 0) |
    (known.pair !== null ? PAIR : 0) |
    (known.phonePart !== null ? PHONE_PARTS : known.partyKey ? PARTY_KEY : 0) |
    (asKey.value ? AS_VALUE : asKey.type ? AS_TYPE : asKey.labelledValue ? AS_LABELLED_VALUE : 0) |
    (asKey.partRank < 0 ? NOT_PART : 0) |
    (role === null ? NO_ROLE : 0) |
    (role === 'name' || role === 'firstName' || role === 'lastName' ? NAME_ROLE : 0) |
    (known.otherParty || known.leadParty ? PARTY : 0) |
    (asKey.labelRank >= 0 ? LABEL : 0) |
    (asKey.idRank >= 0 ? ID : 0) |
    (asKey.idWord ? ID_WORD : 0) |
    (words === 'name' ? WORDS_NAME : 0) |
    (known.roleWords.campaign ? CAMPAIGN : 0) |
    (known.shownOf !== null ? SHOWN_NAME : 0) |
    (PRICED_WORDS.has(last) ? PRICED : 0)
  );
}
