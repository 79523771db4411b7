import { termsOf } from './label-words.ts';
import { NOT_A_PERSON } from './vocabulary-not-a-person.ts';
import { OTHER_PEOPLE } from './vocabulary-other-people.ts';
import { FIELD_STAFF, OTHER_PARTIES } from './vocabulary-staff.ts';
import { NAMED_STAFF } from './vocabulary-sent-staff.ts';

const NOT_PERSON = termsOf(NOT_A_PERSON);
// Things alone: a party's word in the plural is a slug of its possessive as often (`owners_name`, a pet's owner's name).
const PARTIES = termsOf([...OTHER_PARTIES, ...OTHER_PEOPLE, ...NAMED_STAFF, ...FIELD_STAFF]);
const THINGS = new Set([...NOT_PERSON].filter((word) => !PARTIES.has(word)));

/** A key's word naming no person (`company`, `product`, `agent`: vocabulary-not-a-person.ts): a name under it is no person's. */
export const isThingWord = (word: string) => NOT_PERSON.has(word);

/**
 * A name's term right after a thing's word in the plural (`products[0][name]`, `services_name`; English and Romance `-s`,
 * `-es`): the things' name. Not a party's (`owners_name`, `users[0][name]`: a possessive's slug, a list of people), nor a
 * name of someone the things hold (`vehicles[0][primary_driver_first_name]`, `cursos[0][aluno_nome]`); read only for a
 * name's key (labels.ts): `contact_methods` holds the person's ways to reach them. `prefix` is the words before the term.
 */
export function namesThings(prefix: string): boolean {
  const words = prefix.split(' ');
  let last = words.length - 1;
  while (last >= 0 && /^\d+$/.test(words[last])) last--; // a list's index (`products 0 name`)
  return last >= 0 && isThingsWord(words[last]);
}

const isThingsWord = (word: string) =>
  word.length > 3 &&
  word.charCodeAt(word.length - 1) === 115 && // s
  (THINGS.has(word.slice(0, -1)) || (word.endsWith('es') && THINGS.has(word.slice(0, -2))));
