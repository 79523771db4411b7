import { isEmailValid } from '@hapi/address';
import type { ErrorDetail } from '../../http/errors.ts';
import type { MappedField } from '../field-map/field-map.ts';
import { normalizePhone } from '../phone.ts';
import { isoCountry } from './items.ts';
import { isFieldLabel, meaning, type LabelMeaning } from './labels.ts';
import { chatAddressDigits, internationalWithoutPlus, isChatAddress, isNameShaped, looksInternational, mailboxOf } from './shapes.ts';
import { elementReading, unlabelledNeighbours, type Elements } from './unlabelled.ts';
import type { Reading, Tokens } from './walk.ts';
import type { Role } from './vocabulary.ts';

/** The contact values chosen out of a body's readings, each with the reading it came from. */
export interface Chosen {
  phone: { e164: string; reading: Reading } | null;
  email: { address: string; reading: Reading } | null;
  /** The name's readings: one full name, or a first and/or a last name. */
  name: Array<{ reading: Reading; role: 'name' | 'firstName' | 'lastName' }>;
  /** Why a value that was asked for could not be used (a phone that does not parse, an email that is no address). */
  problems: ErrorDetail[];
}

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// The check Joi's `string().email({ tlds: false })` runs, without a Joi validation's bookkeeping (a third
// of its cost); no `tlds` option means no list of top-level domains, as `tlds: false` does in Joi.
const EMAIL_OPTIONS = {};
const ROUGH_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address as the contract reads one: trimmed, one @, no control characters. */
export function emailAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!ROUGH_EMAIL.test(text) || CONTROL.test(text)) return null;
  // A chat app's address of a person (`<digits>@c.us`) is their phone, never a mailbox.
  if (isChatAddress(text)) return null;
  return isEmailValid(text, EMAIL_OPTIONS) ? text : null;
}

/** What a reading asks for and how surely: 0 our own key (`phone`, at any depth), 1 a type or a term, 2 a question holding a term. */
const isOwnKey = (reading: Reading) => !reading.labelled && (reading.label === 'phone' || reading.label === 'email' || reading.label === 'name');

export function roleOf(reading: Reading, known?: LabelMeaning): { role: Role | null; tier: number } {
  if (isOwnKey(reading)) return { role: reading.label as Role, tier: 0 };
  if (reading.hint) return { role: reading.hint, tier: 1 };
  const { role, tier } = known ?? meaning(reading.label);
  return { role, tier };
}

/**
 * A candidate, with its label's meaning when known, whether it is someone else's (otherParty) and
 * its key's number (`phone2`), worked out once and only when two candidates are compared (most
 * bodies have one of each).
 */
export type Ranked = { reading: Reading; tier: number; other?: boolean; known?: LabelMeaning; ordinal?: number };
/**
 * Someone else's value, chosen only when nothing else is there: under a key naming someone else (a
 * booking's organizer, a meeting's hosts, a comment's `posted_by`: the nearest key naming a party
 * decides) unless a `type`/`role` says the person; in an object a `type`/`role` says is the
 * business's side (`"type": "agent"`); under a label naming who a message went to (`to`,
 * `recipient`: the business's own inbox or number); a phone or email qualified by a thing
 * (`store_email`, `agent_phone`).
 */
export const otherParty = (reading: Reading, known: LabelMeaning = meaning(reading.label)) => reading.party === 'other' || known.recipient
  || known.thing || (reading.underOther && reading.party !== 'person');
// The lead's: a `type`/`role` says the person, or the nearest key naming a party names the lead (`contact`, `candidate`).
const isLead = ({ reading }: Ranked) => reading.party === 'person' || (reading.underLead && reading.party !== 'other');
const ranked = (reading: Reading, tier: number, known?: LabelMeaning): Ranked => ({ reading, tier, other: undefined, known, ordinal: undefined });
const isOther = (candidate: Ranked) => (candidate.other ??= otherParty(candidate.reading, candidate.known));
const ordinalOf = (candidate: Ranked) => (candidate.ordinal ??= candidate.reading.labelled ? 0 : (candidate.known ?? meaning(candidate.reading.label)).ordinal);
const byRank = (a: Ranked, b: Ranked) => Number(isOther(a)) - Number(isOther(b)) || Number(isLead(b)) - Number(isLead(a)) || a.tier - b.tier
  || Number(!a.reading.labelled) - Number(!b.reading.labelled) || ordinalOf(a) - ordinalOf(b) || a.reading.at.length - b.reading.at.length
  || a.reading.order - b.reading.order;
const isAbsent = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * Chooses phone, email and name (docs/api.md §2.4, the reading order): for phone and email, values
 * under a key naming someone else (organizer, hosts) last; then our own key, a type hint or a
 * label that is a term, a label holding a term, then (email only) any value shaped like an
 * address; a question's answer before a plain key; shallower first; then body order. A phone must parse with the
 * source's default country. The name is the one nearest the chosen phone or email (same object or
 * list first), then by the same order, a full name before first and last names. Fields the
 * source's field map filled are not chosen again.
 */
export function choose(readings: Reading[], defaultCountry: string | null, mapped: ReadonlySet<MappedField>): Chosen {
  return ownKeys(readings, defaultCountry, mapped) ?? chooseByRank(readings, defaultCountry, mapped);
}

/**
 * The fast path, for bodies that use our own keys (most automation platforms' and scripts'): a
 * top-level `phone` that parses, `email` that is an address and `name` that is text come first in
 * the order whatever else the body holds (they are tier 0, at the top, beside each other), so
 * nothing else needs ranking. Null when any of the three is missing or unusable.
 */
function ownKeys(readings: Reading[], defaultCountry: string | null, mapped: ReadonlySet<MappedField>): Chosen | null {
  if (mapped.size > 0) return null;
  let phoneAt: Reading | undefined;
  let emailAt: Reading | undefined;
  let nameAt: Reading | undefined;
  for (const reading of readings) {
    if (reading.at.length !== 0) continue;
    if (reading.label === 'phone') phoneAt = reading;
    else if (reading.label === 'email') emailAt = reading;
    else if (reading.label === 'name') nameAt = reading;
  }
  if (!phoneAt || !emailAt || !nameAt || typeof nameAt.value !== 'string' || !isNameShaped(nameAt.value)) return null;
  const phone = typeof phoneAt.value === 'string' || typeof phoneAt.value === 'number' ? normalizePhone(phoneAt.value, defaultCountry) : null;
  const address = emailAddress(emailAt.value);
  if (!phone?.ok || address === null) return null;
  return { phone: { e164: phone.e164, reading: phoneAt }, email: { address, reading: emailAt }, name: [{ reading: nameAt, role: 'name' }], problems: [] };
}

type NameRanked = Ranked & { role: Role };
const isNameRole = (role: Role | null): role is 'name' | 'firstName' | 'lastName' => role === 'name' || role === 'firstName' || role === 'lastName';

/** What one pass over the readings finds: the candidates, and what the choice needs besides them. */
interface Found {
  phones: Ranked[];
  emails: Ranked[];
  names: NameRanked[];
  /** The values given as who a message went to: the same address elsewhere is the business's too. */
  recipients: Set<string> | null;
  /** Values read out of a list of scalars, with the list they are in (unlabelled.ts). */
  elements: Elements | null;
  /** Phone parses spent on values no label asked to be a phone (a sender's digits, a chat address): a few per body. */
  parses: number;
  /** Two-letter values under a country key (an address's `"country": "GB"`): where a national number may be read. */
  countries: Reading[] | null;
}

/** A lead has one sender: a body with thousands of sender values costs no more than this many parses. */
const MAX_SHAPE_PARSES = 20;

function chooseByRank(readings: Reading[], defaultCountry: string | null, mapped: ReadonlySet<MappedField>): Chosen {
  const found: Found = { phones: [], emails: [], names: [], recipients: null, elements: null, parses: 0, countries: null };
  for (const reading of readings) {
    const { value } = reading;
    if (isAbsent(value)) continue;
    // The label's meaning only when the role needs it (a labelled item's label is a value, hashed anew in every body).
    const known = reading.hint !== null || isOwnKey(reading) ? undefined : meaning(reading.label);
    const { role, tier } = roleOf(reading, known);
    if (role === 'phone') found.phones.push(ranked(reading, tier, known));
    else if (role === 'email') found.emails.push(ranked(reading, tier, known));
    // A name must look like one (`phone.subscribe`, an id, a link is not) and be no field's label (`Telefonnummer`); a value that is not text is reported.
    else if (isNameRole(role) && (typeof value !== 'string' || (isNameShaped(value) && !isFieldLabel(value)))) {
      found.names.push({ reading, tier, other: undefined, role, known, ordinal: undefined });
    }
    if (typeof value === 'string') byShape(reading, value, role, tier, known, defaultCountry, found);
    else if (Array.isArray(value)) inList(reading, value, found);
    else if (typeof value === 'number' && value >= 1e9 && role !== 'phone') bySender(reading, value, known ?? meaning(reading.label), defaultCountry, found);
    // A two-letter value first: only then is a label's meaning asked.
    if (typeof value === 'string' && value.length === 2 && (known ?? meaning(reading.label)).country) (found.countries ??= []).push(reading);
  }
  if (found.recipients !== null) {
    for (const email of found.emails) if (typeof email.reading.value === 'string' && found.recipients.has(email.reading.value.trim().toLowerCase())) email.other = true;
  }
  const problems: ErrorDetail[] = [];
  let email = mapped.has('email') ? null : firstEmail(found.emails.sort(byRank), problems);
  let phone = mapped.has('phone') ? null : firstPhone(found.phones.sort(byRank), defaultCountry, problems, found.countries);
  // Someone else's phone or email (a hiring manager's, a host's) stands in only for a lead with neither of their own.
  const otherEmail = email !== null && isOthers(email.reading, found.emails);
  const otherPhone = phone !== null && isOthers(phone.reading, found.phones);
  if (otherEmail && (mapped.has('phone') || (phone !== null && !otherPhone))) email = null;
  else if (otherPhone && (mapped.has('email') || (email !== null && !otherEmail))) phone = null;
  const unlabelled = unlabelledNeighbours(readings, [email?.reading, phone?.reading], found.elements, defaultCountry, phone === null && !mapped.has('phone'));
  if (unlabelled.phone !== null) phone = unlabelled.phone;
  const near = [phone?.reading, email?.reading].filter((at): at is Reading => at !== undefined);
  const named = mapped.has('name') || mapped.has('firstName') || mapped.has('lastName');
  const name = named ? [] : nameOf([...found.names, ...unlabelled.names], near);
  return { phone, email, name, problems };
}

// Whether a chosen value is someone else's, as its candidate was ranked (an item of a list: as the list was).
function isOthers(chosen: Reading, candidates: Ranked[]): boolean {
  const found = candidates.find(({ reading }) => reading === chosen || reading === chosen.origin);
  return found !== undefined ? isOther(found) : otherParty(chosen);
}

// Values that say what they are whatever their key (shapes.ts): after every labelled one (tier 3).
function byShape(reading: Reading, value: string, role: Role | null, tier: number, known: LabelMeaning | undefined, defaultCountry: string | null, found: Found): void {
  if (role !== 'phone') {
    // Cheap look first: bare digits, ten or more, may be a sender's number without its `+`.
    const digits = value.length >= 10 && value.charCodeAt(0) >= 49 && value.charCodeAt(0) <= 57;
    if (looksInternational(value)) found.phones.push(ranked(reading, 3, known));
    else if (digits) bySender(reading, value, known ?? meaning(reading.label), defaultCountry, found);
  }
  if (!value.includes('@')) return;
  const label = known ?? meaning(reading.label);
  if (label.recipient) (found.recipients ??= new Set()).add(value.trim().toLowerCase());
  // A chat address (`<digits>@c.us`) is a phone; under a sender's label, as sure as a label.
  const chat = chatAddressDigits(value);
  if (chat !== null) {
    const e164 = found.parses++ < MAX_SHAPE_PARSES ? internationalWithoutPlus(chat, null, 7) : null;
    if (e164 !== null) found.phones.push(ranked({ ...reading, value: e164, origin: reading }, label.sender ? 2 : 3, label));
    return;
  }
  const mailbox = mailboxOf(value);
  if (mailbox === null) {
    if (role !== 'email') found.emails.push(ranked(reading, 3, label));
    return;
  }
  found.emails.push(ranked({ ...reading, value: mailbox.address, origin: reading }, role === 'email' ? tier : 3, label));
  // The display name of who sent it is the person's; of who received it, the business's.
  if (mailbox.displayName !== '' && !mailbox.displayName.includes('@') && !label.recipient) {
    const named = { ...reading, value: mailbox.displayName, origin: reading };
    found.names.push({ reading: named, tier: 3, other: undefined, role: 'name', known: label, ordinal: undefined });
  }
}

// Digits under a sender's label (`from`, `wa_id`, `msisdn`) that only read as an international number without its `+`.
function bySender(reading: Reading, value: string | number, known: LabelMeaning, defaultCountry: string | null, found: Found): void {
  if (!known.sender || found.parses++ >= MAX_SHAPE_PARSES) return;
  const e164 = internationalWithoutPlus(value, defaultCountry);
  if (e164 !== null) found.phones.push(ranked({ ...reading, value: e164, origin: reading }, 2, known));
}

// A list of scalars (`["Felix", "Wagner", "felix@…", "+49 …"]`): each text read by its shape, as an element of its own.
function inList(reading: Reading, list: unknown[], found: Found): void {
  let known: LabelMeaning | undefined;
  for (let i = 0; i < list.length; i++) {
    const element = list[i];
    if (typeof element !== 'string' || element.length < 6) continue;
    const at = element.includes('@');
    if (!at && !looksInternational(element)) continue;
    known ??= meaning(reading.label);
    if (at && known.recipient) (found.recipients ??= new Set()).add(element.trim().toLowerCase());
    const own = elementReading(reading, i);
    const address = element.includes('@') ? mailboxOf(element)?.address ?? element : null;
    if (address !== null && isChatAddress(address)) continue;
    const candidate = address !== null && address !== element ? { ...own, value: address } : own;
    (found.elements ??= new Map()).set(candidate, { list: reading, index: i });
    (address !== null ? found.emails : found.phones).push(ranked(candidate, 3, known));
  }
}

function firstPhone(candidates: Ranked[], defaultCountry: string | null, problems: ErrorDetail[], countries: Reading[] | null): Chosen['phone'] {
  let problem: ErrorDetail | null = null;
  for (const { reading, tier } of candidates) {
    const { value } = reading;
    const country = reading.country ?? defaultCountry;
    const read = typeof value === 'string' || typeof value === 'number' ? normalizePhone(value, country)
      : { ok: false as const, message: 'phone must be text such as "+14155550123" or a number' };
    if (read.ok) return { e164: read.e164, reading };
    const listed = Array.isArray(value) ? listItem(reading, value, (item) => {
      const phone = typeof item === 'string' || typeof item === 'number' ? normalizePhone(item, country) : null;
      return phone?.ok ? phone.e164 : null;
    }) : null;
    if (listed !== null) return { e164: listed.found, reading: listed.reading };
    if (tier >= 3) continue;
    const local = countries === null ? null : inCountryNearby(value, reading, countries);
    if (local !== null) return { e164: local, reading };
    // Digits the default country cannot read (or there is none) that are a valid number with a `+` (a sender's `447911…`).
    const international = internationalWithoutPlus(value, null, 11);
    if (international !== null) return { e164: international, reading };
    // A value read only by its shape was never asked to be a phone.
    problem ??= { field: 'phone', message: read.message };
  }
  if (problem) problems.push(problem);
  return null;
}

/**
 * A national number the default country cannot read (or there is none), read in the country an
 * address beside it names (`{"phone": "020 …", "address": {"country": "GB"}}`): the nearest
 * country within two steps of the phone's object.
 */
function inCountryNearby(value: unknown, reading: Reading, countries: Reading[]): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  let nearest: string | undefined;
  let away = 3;
  for (const country of countries) {
    const steps = distance(country.container, reading.container);
    const iso = steps < away ? isoCountry(country.value as string) : undefined;
    if (iso !== undefined) {
      nearest = iso;
      away = steps;
    }
  }
  if (nearest === undefined) return null;
  const read = normalizePhone(value, nearest);
  return read.ok ? read.e164 : null;
}

/**
 * The first item of a list under a contact key (`phones: ["n/a", "020 …"]`) that reads as one, as a
 * reading of its own that says where it is; what was used is the list (its `origin`).
 */
function listItem<T>(reading: Reading, list: unknown[], read: (item: unknown) => T | null): { found: T; reading: Reading } | null {
  // A list holds scalars only (walk.ts); a long one is no person's few numbers.
  for (let i = 0; i < list.length && i < 20; i++) {
    const found = read(list[i]);
    if (found !== null) return { found, reading: { ...reading, at: [...reading.at, reading.key], key: i, value: list[i], origin: reading } };
  }
  return null;
}

function firstEmail(candidates: Ranked[], problems: ErrorDetail[]): Chosen['email'] {
  let asked = false;
  for (const { reading, tier } of candidates) {
    const address = emailAddress(reading.value);
    if (address !== null) return { address, reading };
    const listed = Array.isArray(reading.value) ? listItem(reading, reading.value, emailAddress) : null;
    if (listed !== null) return { address: listed.found, reading: listed.reading };
    if (tier < 3) asked = true;
  }
  if (asked) problems.push({ field: 'email', message: 'email must be a valid address such as jane@example.com' });
  return null;
}

// Steps between two places of the body: up from one to where they meet, then down to the other.
function distance(a: Tokens, b: Tokens): number {
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return a.length - common + (b.length - common);
}

/**
 * How a name candidate stands: its steps from the chosen contact; whether it shares that contact's
 * key prefix in the same object (`billing_first_name` beside `billing_phone`); whether it is a bare
 * `name` beside a person's qualified name (`contact_name`): then it is a record's title.
 */
type NameCandidate = NameRanked & { away: number; shares: boolean; bare: boolean };

function nameOf(all: NameRanked[], contacts: Reading[]): Chosen['name'] {
  // Staff's names (a comment's `posted_by`) name the lead only when the contact chosen is staff's too, or no other name is there.
  const staffContact = contacts.some((contact) => otherParty(contact));
  const candidates = all.length > 1 && !staffContact && all.some((candidate) => !isOther(candidate)) ? all.filter((candidate) => !isOther(candidate)) : all;
  if (candidates.length === 0) return [];
  const ranked = candidates.length === 1 ? [standing(candidates[0], 0, false, false)] : standings(candidates, contacts);
  ranked.sort(byNearness);
  const best = ranked[0];
  if (best.role === 'name') return withLastName(best, ranked);
  const parts: Chosen['name'] = [];
  for (const role of ['firstName', 'lastName'] as const) {
    const found = ranked.find((candidate) => candidate.role === role && candidate.away === best.away && typeof candidate.reading.value === 'string');
    if (found) parts.push({ reading: found.reading, role });
  }
  // A first or last name that is not text: reported as the name, not silently skipped.
  return parts.length > 0 ? parts : [{ reading: best.reading, role: best.role as 'firstName' | 'lastName' }];
}

function standings(candidates: NameRanked[], contacts: Reading[]): NameCandidate[] {
  const near = contacts.length > 0 ? contacts.map((contact) => contact.container) : [[]];
  const prefixes = contacts.map((contact) => meaning(contact.label).prefix);
  const knowns = candidates.map((candidate) => candidate.known ?? meaning(candidate.reading.label));
  // Objects holding a name qualified by a person's word or prefix: a bare `name` there is not the person's.
  let qualified: Set<Tokens> | null = null;
  for (let c = 0; c < candidates.length; c++) if (!candidates[c].reading.labelled && knowns[c].prefix !== '') (qualified ??= new Set()).add(candidates[c].reading.container);
  return candidates.map((candidate, c) => {
    const { reading } = candidate;
    let away = Infinity;
    for (const at of near) away = Math.min(away, distance(reading.container, at));
    const { prefix, words } = knowns[c];
    const shares = prefix !== '' && contacts.some((contact, i) => prefixes[i] === prefix && distance(contact.container, reading.container) === 0);
    const bare = qualified !== null && !reading.labelled && words === 'name' && qualified.has(reading.container);
    return standing(candidate, away, shares, bare);
  });
}

// One shape for every candidate (a spread of candidates of several shapes is the engine's slow path).
const standing = ({ reading, tier, other, known, ordinal, role }: NameRanked, away: number, shares: boolean, bare: boolean): NameCandidate =>
  ({ reading, tier, other, known, ordinal, role, away, shares, bare });

/**
 * A `name` holding one word beside a last name of the same person (a newsletter tool's `name` +
 * `last_name`, in the same object or the list of its fields) is their first name: both are the name.
 */
function withLastName(best: NameCandidate, ranked: NameCandidate[]): Chosen['name'] {
  const first = best.reading.value;
  if (typeof first !== 'string' || /\s/.test(first.trim())) return [{ reading: best.reading, role: 'name' }];
  const last = ranked.find((candidate) => candidate.role === 'lastName' && typeof candidate.reading.value === 'string'
    && candidate.reading.value.trim() !== '' && distance(candidate.reading.container, best.reading.container) <= 1
    && !first.toLowerCase().includes(candidate.reading.value.trim().toLowerCase()));
  return last ? [{ reading: best.reading, role: 'firstName' }, { reading: last.reading, role: 'lastName' }] : [{ reading: best.reading, role: 'name' }];
}

// Not someone else's first (a host's, an agent's), then nearest the chosen contact, then the one sharing its prefix, then not a bare `name` beside a
// qualified one, then surest, then a full name before its parts, then the contact order.
function byNearness(a: NameCandidate, b: NameCandidate): number {
  return Number(isOther(a)) - Number(isOther(b)) || a.away - b.away || Number(b.shares) - Number(a.shares) || Number(a.bare) - Number(b.bare) || a.tier - b.tier || Number(a.role !== 'name') - Number(b.role !== 'name') || byRank(a, b);
}
