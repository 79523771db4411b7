import { termRole } from './terms.ts';
import {
  ID_KEYS,
  LABEL_HEAD_WORDS,
  LABEL_KEYS,
  MACHINE_LABEL_WORDS,
  REFERENCE_KEYS,
  SHOWN_LABEL_WORDS,
  TYPE_KEYS,
  VALUE_KEYS,
  ELEMENT_TEXT_KEYS,
} from './vocabulary-wrappers.ts';
import { VALUE_TYPES } from './vocabulary-data-types.ts';
import { NAME_PARTS } from './vocabulary-name-parts.ts';
import { LABELLED_VALUE_KEYS } from './vocabulary-answer-keys.ts';

/** A key's part in a labelled item, a wrapped value or a name object (vocabulary-wrappers.ts). -1: none. */
export interface KeyRole {
  value: boolean;
  /** A value only beside a label (LABELLED_VALUE_KEYS, `field_value`). */
  labelledValue: boolean;
  type: boolean;
  /** Its rank in LABEL_KEYS, ID_KEYS, NAME_PARTS. */
  labelRank: number;
  idRank: number;
  /** Its last word is one of ID_KEYS' (`field_key`, `question_id`): an id of the object's, beside its own maybe. */
  idWord: boolean;
  partRank: number;
  /** A first, last, given or family name part: what makes an object of parts a name. */
  namePart: boolean;
  /** The key names another object's id (REFERENCE_KEYS). */
  reference: boolean;
}

const rankIn = (list: string[]) => new Map(list.map((key, i) => [key, i]));
const VALUE_WORDS = new Set(VALUE_KEYS);
const ELEMENT_TEXT = new Set(ELEMENT_TEXT_KEYS);
const VALUE_TYPE = new Set(VALUE_TYPES);
const LABELLED_VALUE = new Set(LABELLED_VALUE_KEYS);
const TYPE_WORDS = new Set(TYPE_KEYS);
const REFERENCE_WORDS = new Set(REFERENCE_KEYS);
const LABEL_RANK = rankIn(LABEL_KEYS);
const ID_RANK = rankIn(ID_KEYS);
const PART_RANK = rankIn(NAME_PARTS);
const FIRST_RANK = PART_RANK.get('first')!;
const LAST_RANK = PART_RANK.get('last')!;

// A name object's part: a key of NAME_PARTS, or any first or last name term of the vocabulary
// (`surname`, `vorname`, `prenom`, `sobrenome`), ranked as `first` or `last`.
function partRankOf(words: string): number {
  const rank = PART_RANK.get(words);
  if (rank !== undefined) return rank;
  const role = termRole(words);
  return role === 'firstName' ? FIRST_RANK : role === 'lastName' ? LAST_RANK : -1;
}

const LABEL_HEADS = new Set(LABEL_HEAD_WORDS);
const SHOWN_LABEL = new Set(SHOWN_LABEL_WORDS);
const MACHINE_LABEL = new Set(MACHINE_LABEL_WORDS);

// `display_name` before every other label key (as shown to the person who answered), `variable_name` after them all.
function labelRankOf(words: string): number {
  const exact = LABEL_RANK.get(words);
  if (exact !== undefined) return exact;
  const space = words.indexOf(' ');
  if (space < 0 || words.indexOf(' ', space + 1) >= 0 || !LABEL_HEADS.has(words.slice(space + 1))) return -1;
  const first = words.slice(0, space);
  return SHOWN_LABEL.has(first) ? 0 : MACHINE_LABEL.has(first) ? LABEL_KEYS.length : -1;
}

// `value` and a data type's name, either first (`valueText`, `numberValue`).
function isTypedValue(words: string): boolean {
  const space = words.indexOf(' ');
  if (space < 0 || words.indexOf(' ', space + 1) >= 0) return false;
  const [first, last] = [words.slice(0, space), words.slice(space + 1)];
  return (first === 'value' && VALUE_TYPE.has(last)) || (last === 'value' && VALUE_TYPE.has(first));
}

// `response`, `antwort`; a value word after a word saying it is shown or entered (`field_value`, `display_value`, `answer_text`).
function isLabelledValue(words: string): boolean {
  if (LABELLED_VALUE.has(words)) return true;
  const space = words.indexOf(' ');
  if (space < 0 || words.indexOf(' ', space + 1) >= 0) return false;
  const last = words.slice(space + 1);
  return (VALUE_WORDS.has(last) || LABELLED_VALUE.has(last)) && SHOWN_LABEL.has(words.slice(0, space));
}

/** A key's part, by its words; an XML element's text by its key as sent (`#text`: its words are `text`'s). */
export function keyRoleOf(words: string, key: string): KeyRole {
  const partRank = partRankOf(words);
  return {
    value: VALUE_WORDS.has(words) || ELEMENT_TEXT.has(key) || isTypedValue(words),
    labelledValue: isLabelledValue(words),
    type: TYPE_WORDS.has(words),
    labelRank: labelRankOf(words),
    idRank: ID_RANK.get(words) ?? -1,
    idWord: ID_RANK.has(words.slice(words.lastIndexOf(' ') + 1)),
    partRank,
    namePart: partRank === FIRST_RANK || partRank === LAST_RANK || /^(first|last|given|family)/.test(words),
    reference: REFERENCE_WORDS.has(words),
  };
}
