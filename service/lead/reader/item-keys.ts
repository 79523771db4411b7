import { meaning } from './labels.ts';
import { isAnswerList, optionAnswersKey } from './answer-lists.ts';
import { termsOf } from './label-words.ts';
import { OTHER_PEOPLE } from './vocabulary-other-people.ts';
import { LABEL_TEXT_KEYS } from './vocabulary-wrappers.ts';
import { type Obj, ownKey, typedKey } from './json-object.ts';
import {
  CONTACT,
  FLAG_OTHER,
  FLAG_PERSON,
  ItemKeys,
  LEAD_OBJECT,
  NAME,
  NAME_PART,
  NAMED,
  REFERENCE,
} from './item-key-flags.ts';
import {
  AS_TYPE,
  AS_VALUE,
  ID,
  ID_WORD,
  KEY_FLAGS,
  LABEL,
  NAME_ROLE,
  NO_ROLE,
  NOT_PART,
  PARTY,
  PARTY_KEY,
  WORDS_NAME,
  WRAPPER,
} from './label-key-bits.ts';

/**
 * What an object's keys say, read once per object (docs/api.md §2.4 step 4): whether it is a
 * labelled item, a wrapped value, a name, a phone in parts, a party, and its label's text.
 */

export const isObject = (value: unknown): value is Obj =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
export const isScalar = (value: unknown) =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
/** Whether `String(value)` reads the value itself: a scalar or a list of them (an object's `toString` key is the sender's, or throws). */
export const isTextable = (value: unknown) => isScalar(value) || (Array.isArray(value) && value.every(isScalar));
export const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * A list sent as an object, as a form encodes one (`menu[1][name]=…`, `values[0][value]=…`): objects
 * under keys that count its rows from 0 (one row or more) or from 1 (two or more), in order (the
 * engine keeps such keys in their numbers' order). Its rows, or null; most objects fail on their first key.
 */
export function rowsIn(object: Obj): unknown[] | null {
  let count = 0;
  let first = -1;
  for (const key in object) {
    if (!ownKey(object, key)) continue;
    if (first < 0) first = key === '0' ? 0 : key === '1' ? 1 : -2;
    if (first < 0 || !isObject(object[key]) || !isNumber(key, first + count)) return null;
    count++;
  }
  return count >= 2 || (count === 1 && first === 0) ? Object.values(object) : null;
}

/** The numbers of rows keyed so (rowsIn): the tokens of their pointers. */
export const rowNumbers = (rows: Obj) => Object.keys(rows).map(Number);

// The key is the number's own text (digits, no leading zero): `12`, not `012`, nor `1e1`, ` 12`, `+12` or `12.0`,
// which a row's pointer (its number) would not name.
const isNumber = (key: string, number: number) =>
  key.length <= 6 && (key.length === 1 || key.charCodeAt(0) !== 48) && isDigits(key) && Number(key) === number;
function isDigits(key: string): boolean {
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

// What an object's keys say, read in one pass over them (one meaning look-up per key) and used by every later step.
export { ItemKeys } from './item-key-flags.ts';

/**
 * The keys that make an object a labelled item, a wrapped value or a name, in one pass over its
 * keys. Locals, and one ItemKeys made at the end (its flags one number: item-key-flags.ts).
 */
export function itemKeysOf(object: Obj): ItemKeys {
  let valueKey: string | undefined;
  let labelledValueKey: string | undefined;
  let typeKey: string | undefined;
  let labelKey: string | undefined;
  let labelBits = 0;
  let nestedLabel: string | undefined;
  let nestedRank = Infinity;
  let idKey: string | undefined;
  let otherId: string | undefined;
  let labelRank = Infinity;
  let idRank = Infinity;
  let machineName: string | undefined;
  let parts = true;
  // The union of the keys' bits (label-key-bits.ts): the object's flags that any one key makes.
  let found = 0;
  let referenceKey: string | undefined;
  let named = false;
  let partyKey: string | undefined;
  let flagParty: 'other' | 'person' | undefined;
  let textKey: string | undefined;
  let keyed = false;
  let leadObject = false;
  let count = 0;
  let first: string | undefined;
  let last: string | undefined;
  for (const key in object) {
    if (!ownKey(object, key)) continue;
    if (count++ === 0) first = key;
    last = key;
    const known = meaning(key);
    const bits = known.keyBits;
    const value = object[key];
    if (bits & WRAPPER) {
      if (bits & AS_VALUE) valueKey ??= key;
      else if (bits & AS_TYPE) typeKey ??= key;
      else labelledValueKey ??= key;
    }
    // A name object's empty extras (`"degree": ""`) say nothing; an empty contact key makes it a person.
    if (
      parts &&
      ((bits & NOT_PART && !(isEmpty(value) && bits & NO_ROLE)) || (value !== null && typeof value !== 'string'))
    )
      parts = false;
    if (bits & REFERENCE) referenceKey = found & REFERENCE ? undefined : key;
    if (bits & NAME_ROLE && value !== null && value !== '') named = true;
    if (value === true && bits & PARTY) flagParty ??= partyFlag(known.words, known.otherParty);
    if (bits & PARTY_KEY && typeof value === 'string') partyKey ??= key;
    if (bits & LABEL) {
      const rank = known.asKey.labelRank;
      if (rank < labelRank && typeof value === 'string' && value !== '') {
        labelKey = key;
        labelRank = rank;
        labelBits = bits;
      } else if (rank < nestedRank && isObject(value)) {
        // A label sent as an object (`label: {type: "custom", custom: "Yoga experience"}`) outranks a lesser key's text (`key`).
        const text = textIn(value);
        if (text !== undefined) {
          nestedLabel = text;
          nestedRank = rank;
        }
      }
    }
    if (bits & ID && known.asKey.idRank < idRank && (typeof value === 'string' || typeof value === 'number')) {
      idKey = key;
      idRank = known.asKey.idRank;
    } else if (bits & ID_WORD && typeof value === 'string') otherId ??= key;
    else if (bits & WORDS_NAME && typeof value === 'string' && isLowerFirst(value) && MACHINE_NAME.test(value))
      machineName = key;
    found |= bits;
    if (known.leadParty && value !== null && typeof value === 'object' && !Array.isArray(value)) leadObject = true;
    // Read by length first: nearly every key is neither.
    if (key.length === 4 && known.words === 'text' && typeof value === 'string') textKey ??= key;
    else if (key.length === 3 && known.words === 'key' && typeof value === 'string') keyed = true;
  }
  // A field's machine name beside its title (`{type, name: "question4", title: "Years in practice"}`): its id.
  if (idKey === undefined && machineName !== undefined && labelKey !== undefined && labelKey !== machineName)
    idKey = machineName;
  // A label sent as an object outranks a machine's name beside it (`{name: "field_8812", definition: {name: "Roof type"}}`).
  const labelText =
    labelKey !== undefined &&
    labelRank <= nestedRank &&
    !(nestedLabel !== undefined && MACHINE_LABEL.test(object[labelKey] as string) && !MACHINE_LABEL.test(nestedLabel))
      ? (object[labelKey] as string)
      : nestedLabel;
  // A `response` is an answer when its question is beside it; a person's `name` and contact keys make the object no question.
  if (
    labelledValueKey !== undefined &&
    labelText !== undefined &&
    !(found & CONTACT) &&
    !(labelBits & WORDS_NAME) &&
    isAnswerList(object[labelledValueKey])
  )
    valueKey ??= labelledValueKey;
  // An answer naming its question by reference and holding one other key (`{question_id: 7004, choices: [2]}`): its value.
  if (valueKey === undefined && count === 2 && referenceKey !== undefined && labelText === undefined)
    valueKey = answerBeside(object, referenceKey === first ? last! : first!);
  // A question holding its chosen options, each with its answer (`{question, options: {"10031": {id, option, answer}}}`).
  if (valueKey === undefined && labelText !== undefined && !(found & CONTACT)) valueKey = optionAnswersKey(object);
  // An attribute list's field and its text (`{key: "phones", text: "0903 517 284"}`, a label beside them or not): the
  // text is its value. Beside no `key`, a `text` is a message's or a step's own (`{id, kind, text}`, `{name, text}`).
  // So is a typed question's (`{id, title: "Anything else?", type: "textarea", text: "Weekend classes"}`, a survey's answer).
  if ((keyed || typeKey !== undefined) && textKey !== undefined && labelText !== undefined && !(found & CONTACT))
    valueKey ??= textKey;
  const flags =
    (found & KEY_FLAGS) |
    (parts && found & NAME_PART ? NAME : 0) |
    (named ? NAMED : 0) |
    (leadObject ? LEAD_OBJECT : 0) |
    (flagParty === 'other' ? FLAG_OTHER : flagParty === 'person' ? FLAG_PERSON : 0);
  return new ItemKeys(valueKey, typeKey, labelKey, labelText, idKey, otherId, referenceKey, partyKey, flags);
}

const isEmpty = (value: unknown) => value === null || value === '';
// The other key of a reference's pair, when it holds an answer: no id nor a kind (`{id, ref}`, `{kind, ref}` are a reference).
function answerBeside(object: Obj, other: string): string | undefined {
  const { asKey } = meaning(other);
  return asKey.idRank < 0 && !asKey.idWord && !asKey.type && object[other] !== null ? other : undefined;
}
// A name written for machines: no space, a lower-case letter first (`question4`, `budget_range`, `firstName`).
const MACHINE_NAME = /^[a-z][\w.-]{0,63}$/;
const MACHINE_LABEL = /^[a-z][a-z\d]*(?:[_.][a-z\d]+)+$/;
// Most names start with a capital (`Jane Doe`): no pattern run for them.
export const isLowerFirst = (value: string) => value.charCodeAt(0) >= 97 && value.charCodeAt(0) <= 122;
const LOWER_WORD = /^[a-z]+$/;
const LABEL_TEXT = new Set(LABEL_TEXT_KEYS);

// A label's translations (`{"en": "Phone", "de": "Telefon"}`, `{"pl_PL": …}`): language tags as keys.
const LANGUAGE_TAG = /^[a-z]{2}(?:[-_][a-z]{2})?$/i;

/**
 * A label sent as an object (`{"body": "Podaj numer telefonu"}`, `{"label": "Phone", "id": "f2"}`):
 * its text; or, for a label in several languages, the first translation.
 */
export function textIn(object: Obj): string | undefined {
  let translation: string | undefined;
  // A text under the key its type names (`{type: "custom", custom: "Yoga experience"}`): the label's.
  const typed = typedKey(object);
  const named = typed === undefined ? undefined : object[typed];
  if (typeof named === 'string' && named.trim() !== '') return named;
  // Translations only when every key is a language tag (`{"id", "type", "ref"}` is a reference, not a label).
  let translated = true;
  for (const key in object) {
    if (!ownKey(object, key)) continue;
    const value = object[key];
    translated &&= (key.length <= 5 && key !== 'id' && LANGUAGE_TAG.test(key)) || key === 'default';
    if (typeof value !== 'string' || value.trim() === '') continue;
    // A key of lower-case letters alone is its own words: no look-up for a reference's `id`, `type`, `ref`.
    if (LABEL_TEXT.has(LOWER_WORD.test(key) ? key : meaning(key).words)) return value;
    translation ??= value;
  }
  return translated ? translation : undefined;
}

// Someone close to the lead as a flag (`"spouse": true`) asks whether they come along, not who the object is.
const CLOSE_PEOPLE = termsOf(OTHER_PEOPLE);

// `is_organizer`, `isHost`, `organizer` set to true: the object is that party's; a longer key (`host_approved`) says something else.
function partyFlag(words: string, other: boolean): 'other' | 'person' | undefined {
  // One word, or `is` and one word: read without splitting (a key set to true in most bodies).
  const space = words.indexOf(' ');
  const last =
    space < 0 ? words : space === 2 && words.startsWith('is') && words.indexOf(' ', 3) < 0 ? words.slice(3) : null;
  return last === null || CLOSE_PEOPLE.has(last) ? undefined : other ? 'other' : 'person';
}
