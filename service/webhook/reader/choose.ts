import type { ErrorDetail } from '../../http/errors.ts';
import type { MappedField } from '../field-map/field-map.ts';
import { emailOf } from '../lead-schema.ts';
import { normalizePhone } from '../phone.ts';
import { candidatesOf } from './candidates.ts';
import { byRank, isOther, otherParty, type Ranked } from './ranked.ts';
import type { Chosen } from './chosen.ts';
import { nameFeatures, nameOf, withUnlabelled, type NamePick } from './choose-name.ts';
import { meaning } from './labels.ts';
import { isoCountry } from './phone-objects.ts';
import { distance, type Reading } from './reading.ts';
import { internationalWithoutPlus, phoneOfLink } from './shapes.ts';
import { phoneInText } from './text-phone.ts';
import { unlabelledNeighbours } from './unlabelled.ts';
import type { Walked } from './walk.ts';

const WHITE_SPACE = /\s/;

/**
 * `local@domain.tld` roughly: one `@` after a first character, no white space, and a dot in the
 * domain with a character on each side; as the pattern `^[^\s@]+@[^\s@]+\.[^\s@]+$` says, read in
 * one pass (that pattern backtracked quadratically over a domain of many dots ending in an `@`).
 */
function roughEmail(text: string): boolean {
  const at = text.indexOf('@');
  if (at < 1 || text.indexOf('@', at + 1) >= 0 || WHITE_SPACE.test(text)) return false;
  const dot = text.indexOf('.', at + 2);
  return dot > 0 && dot < text.length - 1;
}

/** An address as the lead's schema reads one (lead-schema.ts), after a cheap look at its shape. */
export function emailAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return roughEmail(text) ? emailOf(text) : null;
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
export function choose(
  { readings, qualifiedName }: Walked,
  defaultCountry: string | null,
  mapped: ReadonlySet<MappedField>,
): Chosen {
  return (
    (qualifiedName ? null : ownKeys(readings, defaultCountry, mapped)) ?? chooseByRank(readings, defaultCountry, mapped)
  );
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
  // Our documented format: the name is taken as sent (candidates.ts, isOwnFormatName).
  if (!phoneAt || !emailAt || !nameAt || typeof nameAt.value !== 'string' || nameAt.value.trim() === '') return null;
  // A one-word `name` beside a top-level last name (`{"name": "Lucía", "lastName": "Fernández"}`) is a first name: ranked, the two are joined.
  if (
    !/\s/.test(nameAt.value.trim()) &&
    readings.some(
      (reading) => reading.at.length === 0 && !reading.labelled && meaning(reading.label).role === 'lastName',
    )
  )
    return null;
  const phone =
    typeof phoneAt.value === 'string' || typeof phoneAt.value === 'number'
      ? normalizePhone(phoneAt.value, defaultCountry)
      : null;
  const address = emailAddress(emailAt.value);
  if (!phone?.ok || address === null) return null;
  return {
    phone: { e164: phone.e164, reading: phoneAt },
    email: { address, reading: emailAt },
    name: [{ reading: nameAt, role: 'name' }],
    problems: [],
    picks: {
      phone: { by: 'rank', candidate: ownKey(phoneAt), value: phone.e164 },
      email: { by: 'rank', candidate: ownKey(emailAt), value: address },
      name: { by: 'rank', candidate: ownKey(nameAt), value: nameAt.value },
    },
  };
}

// A value as the table would rank it (under our own key: tier 0).
const ownKey = (reading: Reading, tier = 0): Ranked => ({
  reading,
  tier,
  other: undefined,
  known: undefined,
  ordinal: undefined,
  features: undefined,
  scores: undefined,
});

function chooseByRank(readings: Reading[], defaultCountry: string | null, mapped: ReadonlySet<MappedField>): Chosen {
  const found = candidatesOf(readings, defaultCountry);
  const problems: ErrorDetail[] = [];
  let email = mapped.has('email') ? null : firstEmail(found.emails.sort(byRank), problems);
  let phone = mapped.has('phone')
    ? null
    : firstPhone(found.phones.sort(byRank), defaultCountry, problems, found.countries);
  // Someone else's phone or email (a hiring manager's, a host's) stands in only for a lead with neither of their own.
  if ((email !== null || mapped.has('email')) && (phone !== null || mapped.has('phone'))) {
    const otherEmail = email !== null && isOthers(email.reading, found.emails);
    const otherPhone = phone !== null && isOthers(phone.reading, found.phones);
    if (otherEmail && (mapped.has('phone') || (phone !== null && !otherPhone))) email = null;
    else if (otherPhone && (mapped.has('email') || (email !== null && !otherEmail))) phone = null;
  }
  const ranked = { phone, email };
  const unlabelled = unlabelledNeighbours(
    readings,
    [email?.reading, phone?.reading],
    found.elements,
    defaultCountry,
    phone === null && !mapped.has('phone'),
  );
  if (unlabelled.phone !== null) phone = unlabelled.phone;
  // No phone field at all (none asked for one, none by shape): a number after a phone's label in a message's text.
  if (phone === null && !mapped.has('phone') && found.phones.length === 0)
    phone = phoneInText(readings, defaultCountry);
  const near = [phone?.reading, email?.reading].filter((at): at is Reading => at !== undefined);
  const named = mapped.has('name') || mapped.has('firstName') || mapped.has('lastName');
  const name: NamePick = named
    ? { name: [], best: null }
    : nameOf(withUnlabelled(found.names, unlabelled.names, near), near, found);
  return { phone, email, name: name.name, problems, picks: picksOf(found, ranked, phone, email, name) };
}

/** How each field was picked (pick-reasons.ts): the candidate ranked first, or the way it was found. */
function picksOf(
  found: { phones: Ranked[]; emails: Ranked[] },
  ranked: { phone: Chosen['phone']; email: Chosen['email'] },
  phone: Chosen['phone'],
  email: Chosen['email'],
  name: NamePick,
): Chosen['picks'] {
  const picks: Chosen['picks'] = {};
  if (phone !== null) {
    const candidate =
      phone === ranked.phone ? found.phones.find(({ reading }) => reading === phone.reading) : undefined;
    picks.phone =
      candidate !== undefined
        ? { by: 'rank', candidate, value: phone.e164 }
        : {
            by: phone.reading.labelled || found.phones.length > 0 ? 'nearContact' : 'textPhone',
            reading: phone.reading,
            value: phone.e164,
          };
  }
  if (email !== null) {
    const candidate = found.emails.find(({ reading }) => reading === email.reading);
    if (candidate !== undefined) picks.email = { by: 'rank', candidate, value: email.address };
  }
  const { best } = name;
  if (best !== null)
    for (const { reading, role } of name.name) {
      const text = typeof reading.value === 'string' ? reading.value : '';
      picks[role] =
        reading === best.reading
          ? { by: 'rank', candidate: best, features: best.features ?? nameFeatures(best), value: text }
          : { by: 'rank', candidate: ownKey(reading, best.tier), value: text };
    }
  return picks;
}

// Whether a chosen value is someone else's, as its candidate was ranked (a value read out of another, a mailbox's address: as that one was).
function isOthers(chosen: Reading, candidates: Ranked[]): boolean {
  const found = candidates.find(({ reading }) => reading === chosen || reading === chosen.origin);
  return found !== undefined ? isOther(found) : otherParty(chosen);
}

function firstPhone(
  candidates: Ranked[],
  defaultCountry: string | null,
  problems: ErrorDetail[],
  countries: Reading[] | null,
): Chosen['phone'] {
  let problem: ErrorDetail | null = null;
  for (const { reading, tier } of candidates) {
    const { value } = reading;
    const country = reading.country ?? defaultCountry;
    const read =
      typeof value === 'string' || typeof value === 'number'
        ? normalizePhone(value, country)
        : { ok: false as const, message: 'phone must be text such as "+14155550123" or a number' };
    if (read.ok) return { e164: read.e164, reading };
    if (tier >= 3) continue;
    const local = countries === null ? null : inCountryNearby(value, reading, countries);
    if (local !== null) return { e164: local, reading };
    // Digits the default country cannot read (or there is none) that are a valid number with a `+` (a sender's `447911…`).
    const international = internationalWithoutPlus(value, null, 11);
    if (international !== null) return { e164: international, reading };
    // A phone written as a link (`tel:+1…`, `whatsapp:+1…`) or after a short letter tag (`p:+91…`) under a phone's label.
    const linked = typeof value === 'string' ? phoneOfLink(value, true) : null;
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
