import { isLeadName, isOther, isPersons, type NameRanked } from './ranked.ts';
import { withoutOtherItems, withoutRecords, withoutStaff, withoutToolUsers, type Contacts } from './other-names.ts';
import type { Chosen } from './chosen.ts';
import { meaning } from './labels.ts';
import { distance, tokensStartWith, type Reading, type Tokens } from './reading.ts';
import { sameNameWords } from './shapes.ts';
import { isNestedName } from './nested-names.ts';
import { byScore } from './score.ts';
import { nameFeatures, type NameCandidate } from './name-features.ts';
import { NAME_WEIGHTS } from './weights.ts';
import { familyFirst, particlesOf, surnameOf, withLastName, withSecondSurname } from './name-parts.ts';
import { CLOSE_PEOPLE, RESPONSIBLE_WORDS } from './vocabulary-other-people.ts';
import { localWords, mailboxSpellsName, nameWords } from './mail-providers.ts';

/**
 * The name (docs/api.md §2.4 step 6): the one nearest the chosen phone or email, sharing its key's
 * prefix, not staff's nor a record's title; a one-word name with the last name beside it.
 */

/** The name chosen, and the candidate ranked first (what the pick's reasons are read from). */
export interface NamePick {
  name: Chosen['name'];
  best: NameCandidate | null;
}

export function nameOf(all: NameRanked[], contacts: Reading[], found: Contacts, readings: Reading[]): NamePick {
  const candidates = withoutOtherItems(
    withoutRecords(withoutStaff(withoutToolUsers(all, contacts), contacts, found), contacts, found),
    contacts,
    readings,
  );
  if (candidates.length === 0) return { name: [], best: null };
  const ranked =
    candidates.length === 1
      ? [standing(candidates[0], 0, 0, false, false, false, false)]
      : standings(candidates, contacts);
  ranked.sort(byNearness);
  const best = asWhole(asWritten(ranked[0], ranked), ranked);
  return { name: familyFirst(partsOf(best, ranked), ranked, isOther), best };
}

function partsOf(best: NameCandidate, ranked: NameCandidate[]): Chosen['name'] {
  if (best.role === 'name') return withLastName(best, ranked);
  const parts: Chosen['name'] = [];
  for (const role of ['firstName', 'lastName'] as const) {
    const found = ranked.find(
      (candidate) =>
        candidate.role === role && candidate.away === best.away && typeof candidate.reading.value === 'string',
    );
    const surname = found && role === 'lastName' ? surnameOf(found, ranked) : found;
    if (surname && role === 'lastName') parts.push(...particlesOf(surname, ranked));
    if (surname) parts.push({ reading: surname.reading, role });
    if (surname && role === 'lastName') withSecondSurname(parts, surname, ranked);
  }
  // A first or last name that is not text: reported as the name, not silently skipped.
  return parts.length > 0 ? parts : [{ reading: best.reading, role: best.role as 'firstName' | 'lastName' }];
}

// A name in capitals only (a carrier's caller name, `INVENTED DANA`) beside the same words as a person or a contact list
// writes them (`Dana Invented`): the latter, the name as written.
function asWritten(best: NameCandidate, ranked: readonly NameCandidate[]): NameCandidate {
  const { value } = best.reading;
  if (
    best.role !== 'name' ||
    typeof value !== 'string' ||
    value.toUpperCase() !== value ||
    value.toLowerCase() === value
  )
    return best;
  return (
    ranked.find(
      (candidate) =>
        candidate.role === 'name' &&
        !isOther(candidate) &&
        typeof candidate.reading.value === 'string' &&
        candidate.reading.value.toUpperCase() !== candidate.reading.value &&
        sameNameWords(candidate.reading.value, value),
    ) ?? best
  );
}

// A name of one word beside the whole name holding it in the same object (`name: "Gagnon"` by `fullName: "Hélène
// Gagnon"`, a shop's address sending `name` as the last name): the whole name.
function asWhole(best: NameCandidate, ranked: readonly NameCandidate[]): NameCandidate {
  const { value, container } = best.reading;
  if (best.role !== 'name' || typeof value !== 'string' || /\s/.test(value.trim())) return best;
  const word = value.trim();
  return (
    ranked.find(
      ({ role, reading }) =>
        role === 'name' &&
        reading.container === container &&
        namesNoOther(reading.label) &&
        typeof reading.value === 'string' &&
        holdsWord(reading.value.trim().split(/\s+/), word),
    ) ?? best
  );
}

// A name's key naming no one else, before (`father_name`, `referred_by_name`) or after (`nombre_padre`).
const namesNoOther = (label: string) => {
  const known = meaning(label);
  return known.prefix === '' && !known.words.split(' ').some((word) => OTHERS.has(word));
};
const OTHERS = new Set([...CLOSE_PEOPLE, ...RESPONSIBLE_WORDS]);
const holdsWord = (words: string[], word: string) => words.length > 1 && words.length <= 4 && words.includes(word);

const namesAnother = (prefix: string) => {
  const known = meaning(prefix);
  return known.otherParty || known.namesThing;
};

function standings(candidates: NameRanked[], contacts: Reading[]): NameCandidate[] {
  const near = contacts.length > 0 ? contacts.map((contact) => contact.container) : [[]];
  const prefixes = contacts.map((contact) => meaning(contact.label).prefix);
  const knowns = candidates.map((candidate) => candidate.known ?? meaning(candidate.reading.label));
  // Objects holding a name qualified by a person's word or prefix: a bare `name` there is not the person's (a card
  // holder's name beside it is a payer's: `name` stays the person's).
  let qualified: Set<Tokens> | null = null;
  for (let c = 0; c < candidates.length; c++)
    if (!candidates[c].reading.labelled && knowns[c].prefix !== '' && !knowns[c].held)
      (qualified ??= new Set()).add(candidates[c].reading.container);
  // Objects holding a part of a person's name (`last_name`): a bare `name` there is the person's first name or whole name.
  let withParts: Set<Tokens> | null = null;
  // And those holding a last name of their own (a family's name: a first name alone may be a pupil's or a pet's).
  let withLast: Set<Tokens> | null = null;
  // And the flat given names (`first_name`), by their object.
  let givenNames: Map<Tokens, string> | null = null;
  for (const { role, reading } of candidates) {
    if (role === 'firstName' && typeof reading.value === 'string')
      (givenNames ??= new Map()).set(reading.container, reading.value);
    if (role !== 'name' && !reading.labelled) {
      (withParts ??= new Set()).add(reading.container);
      if (role === 'lastName') (withLast ??= new Set()).add(reading.container);
    }
  }
  // Whether a key names the lead's name somewhere (`contactName`): then a name in the person's own object competes with it.
  const leadNames = candidates.filter(isLeadName);
  // The chosen email, whose address may name a nested name object's person (`billing: {first_name: "John"}` by `john.smith@`).
  const address = contacts.find(({ value }) => typeof value === 'string' && value.includes('@'))?.value as string;
  return candidates.map((candidate, c) => {
    const { reading } = candidate;
    let away = Infinity;
    for (const at of near) away = Math.min(away, distance(reading.container, at));
    const { prefix, words } = knowns[c];
    // Sharing the key prefix of a chosen contact beside it (1), or of both the chosen phone and email (2: the set's name,
    // `Parent name` by `Parent email` and `Parent mobile`).
    let sharing = 0;
    for (let i = 0; i < contacts.length; i++)
      if (prefixes[i] === prefix && distance(contacts[i].container, reading.container) === 0) sharing++;
    // Never a prefix naming someone else or a firm (`dealer_`, `office_`: the lead has no contact of its own there).
    const set = contacts.length >= 2 && sharing === contacts.length && !namesAnother(prefix);
    const shares = prefix === '' ? 0 : set ? 2 : sharing > 0 ? 1 : 0;
    const bare = qualified !== null && !reading.labelled && words === 'name' && qualified.has(reading.container);
    // A bare `name` away from the contact, under no key naming the person, with no part of a person's
    // name beside it (`last_name`): a thing's (a publisher's, a listing's).
    const title =
      (away > 0 &&
        !reading.labelled &&
        words === 'name' &&
        !reading.underLead &&
        reading.party !== 'person' &&
        !(withParts?.has(reading.container) ?? false)) ||
      isNestedName(reading, withLast, address, givenNames);
    // Beside the chosen contact under a key naming the person (`buyer: {name, surname}`), where a key elsewhere names the
    // lead's name (`shippingAddress.contactName`, a gift's recipient): the person's own.
    const own =
      leadNames.length > 0 &&
      away === 0 &&
      !reading.labelled &&
      isPersons(candidate) &&
      !isLeadName(candidate) &&
      // Only where every such key is in a block beside, none around it (`order.customer_name` around `buyer` names them).
      leadNames.every((named) => !tokensStartWith(reading.container, named.reading.container));
    // A profile's name whose given name the address carries is theirs (`Sophia Turner` by `sophia.turner@`).
    const shown = isShownName(reading.label) && !carriesGiven(address, String(reading.value));
    // (A whole name of two words or more only: a first name alone spells none.)
    const spelled =
      address !== undefined &&
      candidate.role === 'name' &&
      typeof reading.value === 'string' &&
      SPACE.test(reading.value) &&
      mailboxSpellsName(address, reading.value);
    return standing(candidate, away, shares, bare, title, own, shown, spelled);
  });
}

// One shape for every candidate (a spread of candidates of several shapes is the engine's slow path).
const standing = (
  { reading, tier, other, known, ordinal, role, businessCard }: NameRanked,
  away: number,
  shares: number,
  bare: boolean,
  title: boolean,
  own: boolean,
  shown: boolean,
  spelled = false,
): NameCandidate => ({
  reading,
  tier,
  other,
  known,
  ordinal,
  role,
  businessCard,
  away,
  shares,
  bare,
  title,
  own,
  shown,
  spelled,
  features: undefined,
  scores: undefined,
});

// A name a profile shows (`display_name`, `screenName`, `nickname`): a platform's, after one the person gave beside it.
const SHOWN_NAME_HEADS = new Set(['display', 'screen', 'nick', 'nickname']);
const isShownName = (label: string) => SHOWN_NAME_HEADS.has(meaning(label).words.split(' ', 1)[0]);
const carriesGiven = (address: string | undefined, name: string) =>
  address !== undefined && localWords(address).includes(nameWords(name)[0] ?? '@');
const SPACE = /\s/;
const byNearness = byScore(NAME_WEIGHTS, nameFeatures);
