import { isTextable } from './item-keys.ts';
import { isStaff, type NameRanked, type Ranked } from './ranked.ts';
import { isListItem, tokensStartWith, type Reading, type Tokens } from './reading.ts';
import { mailboxSpellsName } from './mail-providers.ts';
import { prefixOf } from './prefix-records.ts';
import { PERSON_WORDS } from './terms.ts';
import { isContactShaped } from './value-shapes.ts';
import { isBareNumber } from './shapes.ts';

// Names that are not the person's, taken out before the name is chosen (choose-name.ts): staff's,
// and another record's (docs/api.md §2.4 step 6).

export type Contacts = { phones: Ranked[]; emails: Ranked[] };

/**
 * Staff's names (a comment's `posted_by`, a call's `user`) name the lead only when the contact chosen
 * is staff's too, or no other name is there; never one beside staff's own phone or email that was not
 * chosen (that name is theirs: a call answered by a user of the tool names no caller).
 */
export function withoutStaff(all: NameRanked[], contacts: Reading[], found: Contacts): NameRanked[] {
  if (!all.some((candidate) => isStaff(candidate.reading)) || contacts.some(isStaff)) return all;
  // A name whose object holds the chosen contact below it (`sender: {name, contacts: […]}`) is that contact's person's.
  const others = all.filter((candidate) => !isStaff(candidate.reading) || holdsChosen(candidate.reading, contacts));
  if (others.length > 0) return others;
  let staffed: Set<Tokens> | null = null;
  for (const list of [found.phones, found.emails])
    for (const { reading } of list) if (isStaff(reading)) (staffed ??= new Set()).add(reading.container);
  return staffed === null ? all : all.filter((candidate) => !staffed.has(candidate.reading.container));
}

// One of the chosen contacts, or read out of the same value (a mailbox's address). A function of the module's, not a
// closure made per lead: under tsx (the bench's and `npm start`'s) each named closure costs a defineProperty.
const isChosen = (reading: Reading, contacts: Reading[]) =>
  contacts.some((contact) => contact === reading || (contact.origin ?? contact) === (reading.origin ?? reading));
const holdsChosen = (name: Reading, contacts: Reading[]) =>
  contacts.some(
    (contact) => contact.container.length > name.container.length && tokensStartWith(contact.container, name.container),
  );

/**
 * A tool's user's name read by its shape (`user: {name}`, a chatbot's person chatting) names the lead only when the
 * chosen contact sits under no key naming the lead: beside a `lead: {phone, email}`, a CRM's user is its salesperson,
 * unless the lead's chosen address spells the name before its `@` (`d.okafor@…` of `Daniel Okafor`).
 */
export function withoutToolUsers(all: NameRanked[], contacts: Reading[]): NameRanked[] {
  if (!contacts.some((contact) => contact.underLead)) return all;
  const kept = all.filter(
    ({ tier, known, reading }) => !(tier === 3 && known?.toolUser === true) || namedByAddress(reading, contacts),
  );
  return kept.length === all.length ? all : kept;
}

const namedByAddress = ({ value }: Reading, contacts: Reading[]) =>
  typeof value === 'string' &&
  contacts.some(
    (contact) =>
      contact.underLead &&
      typeof contact.value === 'string' &&
      contact.value.includes('@') &&
      mailboxSpellsName(contact.value, value),
  );

/**
 * A name in an object holding a phone or an email that lost to the chosen one, away from the chosen
 * ones and not above them, is that object's own (a business's block under `settings`, a dealer's
 * `{name, tel}` under a key in any language): never the person's, even when no other name is there.
 * An object that also holds a copy of a chosen value (a message's headers: the sender's address and
 * the inbox's) is not someone else's.
 */
export function withoutRecords(all: NameRanked[], contacts: Reading[], found: Contacts): NameRanked[] {
  if (contacts.length === 0) return all;
  // Objects by identity: siblings share their container (reading.ts), so each is a set lookup.
  let theirs: Set<Tokens> | null = null;
  const copies = new Set<Tokens>();
  // Only an object holding a name is asked about: a contact elsewhere needs no copy's test (its value read twice).
  const named = new Set<Tokens>();
  for (const { reading } of all) named.add(reading.container);
  let values: string[] | null = null;
  // Flat groups by their object and prefix, each with the kinds of contact that lost there (found, not searched: a body
  // of thousands of groups asked each name against every group).
  let groups: Map<Tokens, Map<string, number>> | null = null;
  for (const list of [found.phones, found.emails]) {
    // Only beside a phone (an email) that lost to the chosen one: one that failed to parse says nothing.
    if (!list.some(({ reading }) => isChosen(reading, contacts))) continue;
    for (const { reading } of list) {
      if (!named.has(reading.container) || isChosen(reading, contacts)) continue;
      const flat = contacts.some((contact) => contact.container === reading.container);
      if (!flat && contacts.some((contact) => tokensStartWith(contact.container, reading.container))) continue;
      values ??= contacts.map((contact) => sameValue(contact.value));
      const copy = values.includes(sameValue(reading.value));
      // Flat beside the chosen contact: only the keys sharing the lost one's prefix (`prov_phone`: `prov_name`), a prefix
      // naming no one of the person's and none of the chosen contact's keys carries.
      if (flat) {
        const prefix = groupOf(reading, contacts);
        if (prefix === '' || copy) continue;
        const kind = list === found.phones ? PHONE : EMAIL;
        const prefixes = (groups ??= new Map()).get(reading.container) ?? new Map<string, number>();
        prefixes.set(prefix, (prefixes.get(prefix) ?? 0) | kind);
        groups.set(reading.container, prefixes);
      } else if (copy) copies.add(reading.container);
      else (theirs ??= new Set()).add(reading.container);
    }
  }
  if (theirs === null && groups === null) return all;
  const records = theirs;
  const flat = groups;
  return all.filter(
    ({ reading }) =>
      (records === null || !records.has(reading.container) || copies.has(reading.container)) &&
      (flat === null || !inWholeGroup(reading, flat)),
  );
}

// The prefix of a key grouping a flat record (prefix-records.ts prefixOf), when it names no one of the person's and
// no chosen contact beside it carries it; else ''.
function groupOf(reading: Reading, contacts: Reading[]): string {
  const prefix = typeof reading.key === 'string' ? prefixOf(reading.key) : '';
  if (prefix === '' || PERSON_WORDS.has(prefix)) return '';
  const shared = contacts.some(
    ({ container, key }) => container === reading.container && typeof key === 'string' && prefixOf(key) === prefix,
  );
  return shared ? '' : prefix;
}
const PHONE = 1;
const EMAIL = 2;
// In a group holding both a phone and an email that lost (`prov_phone`, `prov_email`): someone's whole contact, not the
// person's own other number (`tenant_name`, `tenant_phone` beside their `phone`).
const inWholeGroup = ({ container, key }: Reading, groups: ReadonlyMap<Tokens, ReadonlyMap<string, number>>) =>
  typeof key === 'string' && groups.get(container)?.get(prefixOf(key)) === (PHONE | EMAIL);

// A contact's value as two copies of it compare: an address in lower case, a number by its last nine digits.
function sameValue(value: unknown): string {
  // An object's `toString` is the sender's (a key of that name: it throws): such a value is a copy of nothing.
  if (!isTextable(value)) return '\u0000';
  const text = String(value).trim().toLowerCase();
  if (text.includes('@')) return text;
  return text.replace(/\D/g, '').slice(-9);
}

/**
 * A name in another item of the list holding the chosen contact's item, both read under their records' own keys (no
 * labelled nor typed item: `[{type: "name", value}, {type: "phone", value}]` is one person's, in parts), when the
 * person's own item holds none and the name's item holds a contact of its own under the same key (records alike, one per
 * participant: `participants: [{type: "Client", identifier}, {type: "User", name, identifier}]`): another participant's.
 */
export function withoutOtherItems(all: NameRanked[], contacts: Reading[], readings: Reading[]): NameRanked[] {
  // Only for a person's item holding no name of its own (one that holds one comes first by nearness: choose-name.ts).
  const items = contacts.filter(
    (contact) => isRecordItem(contact) && !all.some(({ reading }) => reading.container === contact.container),
  );
  if (items.length === 0) return all;
  // Each item with the objects holding a contact of their own under its key (one pass: a list of many records stays
  // linear): another phone or address, not the same one again (a chat's turns) nor an id or an empty value.
  const alike = items.map((item) => {
    const own = sameValue(item.value);
    const holders = readings.filter(
      (other) => other.key === item.key && isContactLike(other.value) && sameValue(other.value) !== own,
    );
    return { item, holders: new Set(holders.map((other) => other.container)) };
  });
  const isOtherParticipant = ({ reading }: NameRanked) =>
    isRecordItem(reading) &&
    !contacts.some((contact) => contact.container === reading.container) &&
    alike.some(({ item, holders }) => isSibling(item, reading) && holders.has(reading.container));
  const kept = all.filter((name) => !isOtherParticipant(name));
  return kept.length === all.length ? all : kept;
}

// A phone or an address by its shape, or a number's digits alone (`identifier: "97286230455"`), not an id of letters.
const isContactLike = (value: unknown) => isContactShaped(value) || isBareNumber(value);

// A value under its own key in an item of a list (not a labelled item's, nor a typed one's).
const isRecordItem = (reading: Reading) =>
  !reading.labelled && reading.hint === null && reading.item === undefined && isListItem(reading.container);
// Another item of the same list.
function isSibling(contact: Reading, name: Reading): boolean {
  const a = contact.container;
  const b = name.container;
  if (a.length !== b.length || a[a.length - 1] === b[b.length - 1]) return false;
  for (let i = 0; i < a.length - 1; i++) if (a[i] !== b[i]) return false;
  return true;
}
