import { isEmailValid } from '@hapi/address';
import type { ErrorDetail } from '../../http/errors.ts';
import type { MappedField } from '../field-map/field-map.ts';
import { normalizePhone } from '../phone.ts';
import { meaning } from './labels.ts';
import { looksInternational, mailboxOf } from './shapes.ts';
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
  return isEmailValid(text, EMAIL_OPTIONS) ? text : null;
}

/** What a reading asks for and how surely: 0 our own key (`phone`, at any depth), 1 a type or a term, 2 a question holding a term. */
export function roleOf(reading: Reading): { role: Role | null; tier: number } {
  if (!reading.labelled && (reading.label === 'phone' || reading.label === 'email' || reading.label === 'name')) {
    return { role: reading.label, tier: 0 };
  }
  if (reading.hint) return { role: reading.hint, tier: 1 };
  const { role, tier } = meaning(reading.label);
  return { role, tier };
}

// Under a key naming someone else (a booking's organizer, a meeting's hosts): chosen only when nothing else is there.
// Under a label naming who a message went to (`to`, `recipient`): the business's own inbox or number, likewise.
export const otherParty = (reading: Reading) => reading.underOther || meaning(reading.label).recipient;
// `other` is otherParty(reading), found once per candidate rather than on every comparison of a sort.
// One shape for every candidate (a name's role and nearness filled in later), so sorts compare like objects.
type Ranked = { reading: Reading; tier: number; other: boolean; role: Role | null; away: number };
const ranked = (reading: Reading, tier: number, role: Role | null = null): Ranked => ({ reading, tier, other: otherParty(reading), role, away: 0 });
const byRank = (a: Ranked, b: Ranked) => Number(a.other) - Number(b.other) || a.tier - b.tier
  || Number(!a.reading.labelled) - Number(!b.reading.labelled) || a.reading.at.length - b.reading.at.length || a.reading.order - b.reading.order;
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
  if (!phoneAt || !emailAt || !nameAt || typeof nameAt.value !== 'string' || nameAt.value.trim() === '') return null;
  const phone = typeof phoneAt.value === 'string' || typeof phoneAt.value === 'number' ? normalizePhone(phoneAt.value, defaultCountry) : null;
  const address = emailAddress(emailAt.value);
  if (!phone?.ok || address === null) return null;
  return { phone: { e164: phone.e164, reading: phoneAt }, email: { address, reading: emailAt }, name: [{ reading: nameAt, role: 'name' }], problems: [] };
}

function chooseByRank(readings: Reading[], defaultCountry: string | null, mapped: ReadonlySet<MappedField>): Chosen {
  const phones: Ranked[] = [];
  const emails: Ranked[] = [];
  const names: Array<Ranked & { role: Role }> = [];
  for (const reading of readings) {
    if (isAbsent(reading.value)) continue;
    const { role, tier } = roleOf(reading);
    if (role === 'phone') phones.push(ranked(reading, tier));
    else if (role === 'email') emails.push(ranked(reading, tier));
    else if (role === 'name' || role === 'firstName' || role === 'lastName') names.push(ranked(reading, tier, role) as NameCandidate);
    if (typeof reading.value === 'string') byShape(reading, reading.value, role, tier, phones, emails, names);
  }
  const problems: ErrorDetail[] = [];
  const email = mapped.has('email') ? null : firstEmail(emails.sort(byRank), problems);
  const phone = mapped.has('phone') ? null : firstPhone(phones.sort(byRank), defaultCountry, problems);
  const near = [phone?.reading.container, email?.reading.container].filter((at): at is Tokens => at !== undefined);
  const name = mapped.has('name') || mapped.has('firstName') || mapped.has('lastName') ? [] : nameOf(names, near.length > 0 ? near : [[]]);
  return { phone, email, name, problems };
}

// Values that say what they are whatever their key (shapes.ts): after every labelled one (tier 3).
function byShape(reading: Reading, value: string, role: Role | null, tier: number, phones: Ranked[], emails: Ranked[], names: Array<Ranked & { role: Role }>): void {
  if (role !== 'phone' && looksInternational(value)) phones.push(ranked(reading, 3));
  if (!value.includes('@')) return;
  const mailbox = mailboxOf(value);
  if (mailbox === null) {
    if (role !== 'email') emails.push(ranked(reading, 3));
    return;
  }
  emails.push(ranked({ ...reading, value: mailbox.address, origin: reading }, role === 'email' ? tier : 3));
  // The display name of who sent it is the person's; of who received it, the business's.
  if (mailbox.displayName !== '' && !mailbox.displayName.includes('@') && !meaning(reading.label).recipient) {
    names.push(ranked({ ...reading, value: mailbox.displayName, origin: reading }, 3, 'name') as NameCandidate);
  }
}

function firstPhone(candidates: Ranked[], defaultCountry: string | null, problems: ErrorDetail[]): Chosen['phone'] {
  let problem: ErrorDetail | null = null;
  for (const { reading, tier } of candidates) {
    const value = reading.value;
    const read = typeof value === 'string' || typeof value === 'number' ? normalizePhone(value, defaultCountry)
      : { ok: false as const, message: 'phone must be text such as "+14155550123" or a number' };
    if (read.ok) return { e164: read.e164, reading };
    // A value read only by its shape was never asked to be a phone.
    if (tier < 3) problem ??= { field: 'phone', message: read.message };
  }
  if (problem) problems.push(problem);
  return null;
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

type NameCandidate = Ranked & { role: Role; away: number };

function nameOf(candidates: Array<Ranked & { role: Role }>, near: Tokens[]): Chosen['name'] {
  if (candidates.length === 0) return [];
  const nearest: NameCandidate[] = [];
  for (const candidate of candidates) {
    let away = Infinity;
    for (const at of near) away = Math.min(away, distance(candidate.reading.container, at));
    candidate.away = away;
    nearest.push(candidate as NameCandidate);
  }
  nearest.sort(byNearness);
  const best = nearest[0];
  if (best.role === 'name') return withLastName(best, nearest);
  const parts: Chosen['name'] = [];
  for (const role of ['firstName', 'lastName'] as const) {
    const found = nearest.find((candidate) => candidate.role === role && candidate.away === best.away && typeof candidate.reading.value === 'string');
    if (found) parts.push({ reading: found.reading, role });
  }
  // A first or last name that is not text: reported as the name, not silently skipped.
  return parts.length > 0 ? parts : [{ reading: best.reading, role: best.role as 'firstName' | 'lastName' }];
}

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

// Nearest the chosen contact first, then surest, then a full name before its parts, then the contact order.
function byNearness(a: NameCandidate, b: NameCandidate): number {
  return a.away - b.away || a.tier - b.tier || Number(a.role !== 'name') - Number(b.role !== 'name') || byRank(a, b);
}
