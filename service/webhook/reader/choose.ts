import { isEmailValid } from '@hapi/address';
import type { ErrorDetail } from '../../http/errors.ts';
import type { MappedField } from '../field-map/field-map.ts';
import { normalizePhone } from '../phone.ts';
import { byRank, candidatesOf, isOther, isStaff, otherParty, type NameRanked, type Ranked } from './candidates.ts';
import { meaning, type LabelMeaning } from './labels.ts';
import { isoCountry } from './phone-objects.ts';
import type { Reading, Tokens } from './reading.ts';
import { internationalWithoutPlus, isChatAddress, phoneOfLink } from './shapes.ts';
import { unlabelledNeighbours } from './unlabelled.ts';
import type { Role } from './vocabulary.ts';
import { holdsQualifiedName } from './walk.ts';

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
  if (mapped.size > 0 || holdsQualifiedName(readings)) return null;
  let phoneAt: Reading | undefined;
  let emailAt: Reading | undefined;
  let nameAt: Reading | undefined;
  for (const reading of readings) {
    if (reading.at.length !== 0) continue;
    if (reading.label === 'phone') phoneAt = reading;
    else if (reading.label === 'email') emailAt = reading;
    else if (reading.label === 'name') nameAt = reading;
  }
  // Our documented format: the name is taken as sent (candidates.ts, isOwnFormatName).
  if (!phoneAt || !emailAt || !nameAt || typeof nameAt.value !== 'string' || nameAt.value.trim() === '') return null;
  const phone = typeof phoneAt.value === 'string' || typeof phoneAt.value === 'number' ? normalizePhone(phoneAt.value, defaultCountry) : null;
  const address = emailAddress(emailAt.value);
  if (!phone?.ok || address === null) return null;
  return { phone: { e164: phone.e164, reading: phoneAt }, email: { address, reading: emailAt }, name: [{ reading: nameAt, role: 'name' }], problems: [] };
}

function chooseByRank(readings: Reading[], defaultCountry: string | null, mapped: ReadonlySet<MappedField>): Chosen {
  const found = candidatesOf(readings, defaultCountry);
  const problems: ErrorDetail[] = [];
  let email = mapped.has('email') ? null : firstEmail(found.emails.sort(byRank), problems);
  let phone = mapped.has('phone') ? null : firstPhone(found.phones.sort(byRank), defaultCountry, problems, found.countries);
  // Someone else's phone or email (a hiring manager's, a host's) stands in only for a lead with neither of their own.
  if ((email !== null || mapped.has('email')) && (phone !== null || mapped.has('phone'))) {
    const otherEmail = email !== null && isOthers(email.reading, found.emails);
    const otherPhone = phone !== null && isOthers(phone.reading, found.phones);
    if (otherEmail && (mapped.has('phone') || (phone !== null && !otherPhone))) email = null;
    else if (otherPhone && (mapped.has('email') || (email !== null && !otherEmail))) phone = null;
  }
  const unlabelled = unlabelledNeighbours(readings, [email?.reading, phone?.reading], found.elements, defaultCountry, phone === null && !mapped.has('phone'));
  if (unlabelled.phone !== null) phone = unlabelled.phone;
  const near = [phone?.reading, email?.reading].filter((at): at is Reading => at !== undefined);
  const named = mapped.has('name') || mapped.has('firstName') || mapped.has('lastName');
  const name = named ? [] : nameOf(withUnlabelled(found.names, unlabelled.names, near), near, found);
  return { phone, email, name, problems };
}

// Whether a chosen value is someone else's, as its candidate was ranked (a value read out of another, a mailbox's address: as that one was).
function isOthers(chosen: Reading, candidates: Ranked[]): boolean {
  const found = candidates.find(({ reading }) => reading === chosen || reading === chosen.origin);
  return found !== undefined ? isOther(found) : otherParty(chosen);
}

function firstPhone(candidates: Ranked[], defaultCountry: string | null, problems: ErrorDetail[], countries: Reading[] | null): Chosen['phone'] {
  let problem: ErrorDetail | null = null;
  for (const { reading, tier } of candidates) {
    const { value } = reading;
    const country = reading.country ?? defaultCountry;
    const read = typeof value === 'string' || typeof value === 'number' ? normalizePhone(value, country)
      : { ok: false as const, message: 'phone must be text such as "+14155550123" or a number' };
    if (read.ok) return { e164: read.e164, reading };
    if (tier >= 3) continue;
    const local = countries === null ? null : inCountryNearby(value, reading, countries);
    if (local !== null) return { e164: local, reading };
    // Digits the default country cannot read (or there is none) that are a valid number with a `+` (a sender's `447911…`).
    const international = internationalWithoutPlus(value, null, 11);
    if (international !== null) return { e164: international, reading };
    // A phone written as a link (`tel:+1…`, `whatsapp:+1…`) under a phone's label.
    const linked = typeof value === 'string' ? phoneOfLink(value) : null;
    const fromLink = linked !== null ? normalizePhone(linked, defaultCountry) : null;
    if (fromLink?.ok) return { e164: fromLink.e164, reading };
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

function firstEmail(candidates: Ranked[], problems: ErrorDetail[]): Chosen['email'] {
  let asked = false;
  for (const { reading, tier } of candidates) {
    const address = emailAddress(reading.value);
    if (address !== null) return { address, reading };
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
 * A name read by its shape alone in an unlabelled list counts only when no label names the person:
 * beside nothing but a bare `name` elsewhere (a form's or a record's title), nearness decides.
 */
function withUnlabelled(names: NameRanked[], unlabelled: NameRanked[], near: Reading[]): NameRanked[] {
  if (unlabelled.length === 0) return names;
  const labelled = names.some(({ reading }) => reading.labelled || reading.label !== 'name' || near.some((contact) => distance(contact.container, reading.container) === 0));
  return labelled ? names : [...names, ...unlabelled];
}

/**
 * How a name candidate stands: its steps from the chosen contact; whether it shares that contact's
 * key prefix in the same object (`billing_first_name` beside `billing_phone`); whether it is a bare
 * `name` beside a person's qualified name (`contact_name`): then it is a record's title.
 */
type NameCandidate = NameRanked & { away: number; shares: boolean; bare: boolean };

function nameOf(all: NameRanked[], contacts: Reading[], found: Contacts): Chosen['name'] {
  const candidates = withoutStaff(all, contacts, found);
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

type Contacts = { phones: Ranked[]; emails: Ranked[] };

/**
 * Staff's names (a comment's `posted_by`, a call's `user`) name the lead only when the contact chosen
 * is staff's too, or no other name is there; never one beside staff's own phone or email that was not
 * chosen (that name is theirs: a call answered by a user of the tool names no caller).
 */
function withoutStaff(all: NameRanked[], contacts: Reading[], found: Contacts): NameRanked[] {
  if (!all.some((candidate) => isStaff(candidate.reading)) || contacts.some(isStaff)) return all;
  const others = all.filter((candidate) => !isStaff(candidate.reading));
  if (others.length > 0) return others;
  let staffed: Set<Tokens> | null = null;
  for (const list of [found.phones, found.emails]) for (const { reading } of list) if (isStaff(reading)) (staffed ??= new Set()).add(reading.container);
  return staffed === null ? all : all.filter((candidate) => !staffed.has(candidate.reading.container));
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

// Someone else's name counts as such only away from the chosen contact: beside it (the contact was
// chosen there because the lead has no other), it is that person's name.
const isOtherAway = (candidate: NameCandidate) => candidate.away > 0 && isOther(candidate);

// Not someone else's first (a host's, an agent's), then nearest the chosen contact, then the one sharing its prefix, then not a bare `name` beside a
// qualified one, then surest, then a full name before its parts, then the contact order.
function byNearness(a: NameCandidate, b: NameCandidate): number {
  return Number(isOtherAway(a)) - Number(isOtherAway(b)) || a.away - b.away || Number(b.shares) - Number(a.shares) || Number(a.bare) - Number(b.bare) || a.tier - b.tier || Number(a.role !== 'name') - Number(b.role !== 'name') || byRank(a, b);
}
