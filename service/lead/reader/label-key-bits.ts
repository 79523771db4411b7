import { CONTACT, FORM_MARKER, NAME_PART, NUMBERED, PAIR, PHONE_PARTS, REFERENCE } from './item-key-flags.ts';
import type { LabelMeaning } from './label-meaning.ts';

/**
 * What a key says as one of an object's keys (item-keys.ts itemKeysOf), as bits of one number read once per label
 * meaning: the walk asks each of them of every key of every object. The bits an object's flags are the union of keep
 * their ItemKeys values (item-key-flags.ts), so the walk ORs them.
 */
export const KEY_FLAGS = NAME_PART | REFERENCE | FORM_MARKER | NUMBERED | CONTACT | PAIR | PHONE_PARTS;
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

export function keyBitsOf(known: LabelMeaning): number {
  const { asKey, role } = known;
  return (
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
    (known.words === 'name' ? WORDS_NAME : 0)
  );
}
