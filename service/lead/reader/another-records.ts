import { isTextable } from './item-keys.ts';
import { emailAddress, holdsEmail } from './email-address.ts';
import type { LabelMeaning } from './label-meaning.ts';
import type { PersonNumbers } from './person-numbers.ts';
import type { Places } from './places.ts';
import { namesNumber } from './labels.ts';
import { PathTree } from './path-tree.ts';
import { roleOf } from './ranked.ts';
import type { Reading, Tokens } from './reading.ts';
import { isDatedText, isPhoneText, lastDigits } from './value-shapes.ts';

// The kinds of contact a record holds, as bits.
const NAME = 1;
const PHONE = 2;
const EMAIL = 4;
const PLACE = 8;

/**
 * The objects that are someone else's record (docs/api.md §2.4): not the person's, not holding the
 * person's, and holding two kinds of contact among a name (by key, or beside a phone or an email by
 * its shape: words each capitalised), a phone, an email (by key or by shape,
 * an email inside a short contact line too) and a place's parts (by key, or an object of them right
 * below: `venue: {tel, address: {street, town}}`). A business's own block beside the person's is one
 * whatever its key says (`settings`, `info`, `site`, a key in a script no vocabulary lists); an object
 * of answers holding one other contact (`referrer_email`) is not, nor is one holding a copy of the
 * person's number (`numbers`, by their last digits). The objects below a record are
 * its too. Null when there is none (nearly every body).
 */
export function anotherRecords(
  readings: Reading[],
  // Each reading's label meaning, null for a value used for the person (readings-outline.ts meanings).
  meanings: ReadonlyArray<LabelMeaning | null>,
  person: Places,
  numbers: PersonNumbers,
): ReadonlySet<Tokens> | null {
  let kinds: Map<Tokens, number> | null = null;
  // Texts that may be names by their shape alone (`unvan: "Moda Gayrimenkul"`), counted only beside a phone or an
  // email: their pattern is read only then (nearly every body has no such object).
  let titled: Reading[] | null = null;
  let copies: Set<Tokens> | null = null;
  let plain: Set<Tokens> | null = null;
  let last: Tokens | null = null;
  let theirs = false;
  for (let i = 0; i < readings.length; i++) {
    const reading = readings[i];
    // Siblings share their container (reading.ts): asked once per object.
    const { container } = reading;
    if (container !== last) {
      last = container;
      theirs = person.has(container) || person.below(container);
    }
    const label = meanings[i];
    if (theirs || label === null) continue;
    const kind = kindOf(reading, label);
    // A contact under a key naming no party: an object whose every contact's key names its party (`berater`,
    // `berater_email`) holds that party's values by their keys, no record naming no one (an appointment's).
    if (kind !== 0 && kind !== PLACE && !(label.otherParty && !label.toolUser)) (plain ??= new Set()).add(container);
    // A copy of the person's own number (a payment's metadata repeating the form): the object is theirs, none else's.
    if (kind === PHONE && isTextable(reading.value) && numbers.has(lastDigits(String(reading.value))))
      (copies ??= new Set()).add(container);
    if (kind !== 0) (kinds ??= new Map()).set(container, (kinds.get(container) ?? 0) | kind);
    else if (!reading.labelled && mayBeTitled(reading.value)) (titled ??= []).push(reading);
  }
  if (copies !== null) for (const container of copies) kinds!.delete(container);
  if (kinds === null) return null;
  // A phone or an email beside a name written as names are (each word capitalised): a contact block.
  if (titled !== null)
    for (const { container, value } of titled) {
      const bits = kinds.get(container);
      if (bits !== undefined && (bits & (PHONE | EMAIL)) !== 0 && TITLE_CASED.test(value as string))
        kinds.set(container, bits | NAME);
    }
  // Objects are found by their path token by token (path-tree.ts): a path joined into one text copies every key above.
  const tree = new PathTree<{ record: boolean }>(() => ({ record: false }));
  let any = false;
  let placesOnly: Tokens[] | null = null;
  // Two bits or more: two kinds of contact; or a phone alone in the object of a number (`number: {name, digits}`, the line
  // called: its owner's). A place's parts alone may be an address below someone's record.
  for (const [container, bits] of kinds)
    if (
      ((bits & (bits - 1)) !== 0 && (plain?.has(container) || (bits & PLACE) !== 0)) ||
      (bits === PHONE && isLine(container))
    )
      any = tree.at(container, container.length).record = true;
    else if (bits === PLACE && container.length > 0) (placesOnly ??= []).push(container);
  if (placesOnly !== null) any = withAddressesBelow(kinds, placesOnly, person, tree) || any;
  return any ? belowRecords(readings, tree) : null;
}

const isLine = (container: Tokens) => {
  // (Its length first: a negative index is a named property's lookup, up the prototype chain.)
  const key = container.length > 0 ? container[container.length - 1] : undefined;
  return typeof key === 'string' && namesNumber(key);
};

// A place's parts in an object right below count for the object above them (its address), when it is not the person's.
function withAddressesBelow(
  kinds: ReadonlyMap<Tokens, number>,
  placesOnly: Tokens[],
  person: Places,
  tree: PathTree<{ record: boolean }>,
): boolean {
  const parents = new Set<{ record: boolean }>();
  for (const container of placesOnly) {
    const parent = container.slice(0, -1);
    if (!person.has(parent) && !person.below(parent)) parents.add(tree.at(container, container.length - 1));
  }
  let any = false;
  for (const [container, bits] of kinds) {
    if (bits === PLACE) continue;
    const node = tree.at(container, container.length);
    if (parents.has(node)) any = node.record = true;
  }
  return any;
}

// The containers of the readings that sit in a record or in an object below one.
function belowRecords(readings: Reading[], tree: PathTree<{ record: boolean }>): Set<Tokens> {
  const inside = new Set<Tokens>();
  let last: Tokens | null = null;
  for (const { container } of readings) {
    if (container === last) continue;
    last = container;
    if (tree.someAlong(container, (node) => node.record)) inside.add(container);
  }
  return inside;
}

// Two to four words, each starting with a capital letter, no digits: a person's or a business's name as written.
const TITLE_CASED = /^\p{Lu}[\p{L}\p{M}'’.-]*(?: \p{Lu}[\p{L}\p{M}'’.-]*){1,3}$/u;
// A record's own name, each word capitalised, up to eight (`Sàn BĐS Phú Mỹ Hưng Land`): no message, though of six words.
const RECORD_NAME = /^\p{Lu}[\p{L}\p{M}'’.&-]*(?: \p{Lu}[\p{L}\p{M}'’.&-]*){1,7}$/u;
export const isRecordName = (value: unknown) =>
  typeof value === 'string' && value.length <= 80 && RECORD_NAME.test(value);
// Two words at least, the first a capital, at most 60 characters: an ASCII first character out of `A`-`Z`, or no space,
// rules out most values unread (TITLE_CASED then reads the rest).
function mayBeTitled(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 60) return false;
  const first = value.charCodeAt(0);
  return (first > 127 || (first >= 65 && first <= 90)) && value.includes(' ');
}

function kindOf(reading: Reading, label: LabelMeaning): number {
  const { role } = roleOf(reading, label);
  if (role === 'phone') return PHONE;
  if (role === 'email') return EMAIL;
  if (role !== null) return NAME;
  if (label.roleWords.place) return PLACE;
  const { value } = reading;
  if (typeof value !== 'string' || value.length > 60) return 0;
  if (value.includes('@')) return emailAddress(value) !== null || holdsEmail(value) ? EMAIL : 0;
  const first = value.charCodeAt(0);
  const phoneLike = first === 43 || first === 40 || (first >= 48 && first <= 57); // +, (, a digit
  return phoneLike && value.length <= 30 && isPhoneText(value.trim()) && !isDatedText(value.trim()) ? PHONE : 0;
}
