import { termsOf } from './label-words.ts';
import { NOT_A_PERSON } from './vocabulary-not-a-person.ts';

const NOT_PERSON = termsOf(NOT_A_PERSON);

/** A key's word naming no person (`company`, `product`, `agent`: vocabulary-not-a-person.ts): a name under it is no person's. */
export const isThingWord = (word: string) => NOT_PERSON.has(word);

/**
 * Such a word in the plural (`products[0][name]`, `services_name`; English and Romance `-s`, `-es`): a name under it is
 * the things' too. Read only for a name's key (labels.ts): `contact_methods` holds the person's ways to reach them.
 */
export const isThingsWord = (word: string) =>
  word.length > 3 &&
  word.charCodeAt(word.length - 1) === 115 && // s
  (NOT_PERSON.has(word.slice(0, -1)) || (word.endsWith('es') && NOT_PERSON.has(word.slice(0, -2))));
