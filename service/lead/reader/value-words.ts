import { termsOf } from './label-words.ts';
import { meaning } from './labels.ts';
import {
  ADDRESSED_WORDS,
  OTHER_PARTY_VALUES,
  PERSON_PARTY_VALUES,
  USER_PARTY_VALUES,
} from './vocabulary-party-types.ts';
import type { Role } from './vocabulary.ts';
import { FAX_WORDS } from './vocabulary-phone-keys.ts';

/** Values that are words of the vocabulary: a field's type hint (`"tel"`), a party's type (`"agent"`, `"Guest"`). */

const hints = new Map<string, Role | null>();

/** Whether a type hint (`"email"`, `"INPUT_PHONE_NUMBER"`, `"tel"`) names a contact field. */
export function hintRole(type: string): Role | null {
  let role = hints.get(type);
  if (role === undefined) {
    const text = meaning(type)
      .words.split(' ')
      .filter((word) => word !== 'input' && word !== 'field')
      .join(' ');
    role =
      text === 'email' || text === 'e mail' || text === 'mail'
        ? 'email'
        : text === 'tel' || text === 'phone' || text === 'phone number' || text === 'mobile' || text === 'telephone'
          ? 'phone'
          : null;
    if (hints.size >= 1_000) hints.clear();
    hints.set(type, role);
  }
  return role;
}

/** Whether a number's kind names a fax (`"Fax"`, `"FAX"`, `"факс"`). */
export const isFaxType = (type: string) => FAX.has(meaning(type).words);
const FAX = termsOf(FAX_WORDS);

const OTHER_VALUES = termsOf(OTHER_PARTY_VALUES);
const PERSON_VALUES = termsOf(PERSON_PARTY_VALUES);
const USER_VALUES = termsOf(USER_PARTY_VALUES);

/**
 * What a party key's value says its object is (`"agent"`, `"Guest"`): the business's side, the
 * person, a tool's `user` (either: the walk decides, USER_PARTY_VALUES), or neither.
 */
export function partyOf(value: string): 'other' | 'person' | 'user' | undefined {
  if (value.length > 40) return undefined;
  const { words } = meaning(value);
  // The whole value, else its last word (`support_agent`, `event host`, `end customer`; `end user` is the person).
  const space = words.lastIndexOf(' ');
  const last = words.slice(space + 1);
  if (OTHER_VALUES.has(words)) return 'other';
  if (OTHER_VALUES.has(last)) return addressed(words, space) ? 'person' : 'other';
  if (PERSON_VALUES.has(words)) return 'person';
  if (USER_VALUES.has(words) || USER_VALUES.has(last)) return 'user';
  return PERSON_VALUES.has(last) ? (addressed(words, space) ? 'other' : 'person') : undefined;
}

// Its last word sent to (`MessageToOperator`, `to_customer`, `mensagem_para_cliente`): written by the other side.
const ADDRESSED = new Set(ADDRESSED_WORDS);
const addressed = (words: string, space: number) =>
  space > 0 && ADDRESSED.has(words.slice(words.lastIndexOf(' ', space - 1) + 1, space));

/**
 * A key naming who wrote a turn (`from`, `sender`, `role`, `author`), not a kind's (`type`, `kind`: a turn's own kind,
 * `type: "msg"`, names no one). A party's word under one (`from: "bot"`) says whose the turn is (wrapped-records.ts,
 * other-writers.ts).
 */
export function isWriterKey(key: string): boolean {
  const { sender, partyKey, words } = meaning(key);
  return sender || (partyKey && !KINDS.has(words));
}
const KINDS = new Set(['type', 'kind']);
