import { PathTree } from './path-tree.ts';
import { markLeadSets } from './lead-sets.ts';
import { markSenderBlocks } from './sender-blocks.ts';
import { isAbsent } from '../../../shared/lead-fields.ts';
import { keepSite } from './site-links.ts';
import type { Found } from './found.ts';
import { meaning } from './labels.ts';
import type { LabelMeaning } from './label-meaning.ts';
import { isThingName } from './parent-key.ts';
import { isOwnKey, ranked, roleOf, type Ranked } from './ranked.ts';
import type { Reading, Tokens } from './reading.ts';
import { bySender, byShape, inList } from './shape-candidates.ts';
import { holdsLetter, isNameShaped, looksLikePersonName } from './shapes.ts';
import { isFieldLabel } from './terms.ts';
import { isPlaceholderName } from './placeholder-names.ts';
import { isNameRole } from './vocabulary.ts';
import { LEAD_NAME_KEY } from './label-key-bits.ts';

/**
 * The candidates for phone, email and name, found in one pass over a body's readings (docs/api.md
 * §2.4): by their label, type hint or our own key, and by their shape whatever their key. choose.ts
 * picks among them.
 */

/** Countries kept for reading a national number (each failing phone looks at all of them). */
const MAX_COUNTRIES = 10;

/**
 * Our own top-level `name` beside our own top-level `phone` or `email` (the documented format,
 * docs/api.md §2.1) is taken as sent, whatever its shape; only a `name` sent without them (an
 * event's type beside a nested contact) must look like a name. Asked only when the shape fails.
 */
function isOwnFormatName(reading: Reading, readings: Reading[]): boolean {
  if (reading.at.length !== 0 || reading.label !== 'name' || reading.labelled || !holdsLetter(reading.value))
    return false;
  return readings.some(
    (other) =>
      other.at.length === 0 &&
      !other.labelled &&
      (other.label === 'phone' || other.label === 'email') &&
      !isAbsent(other.value),
  );
}

const isLeadName = (reading: Reading, value: string, known: LabelMeaning) =>
  !reading.labelled &&
  (value.trim().includes(' ') || ((known.leadParty || reading.underLead) && CJK_NAME.test(value.trim()))) &&
  looksLikePersonName(value) &&
  !isFieldLabel(value) &&
  !isPlaceholderName(value);
// A name written in Han or Hangul without a space (`黄女士`, `김지우`): two to four characters, as such names are.
const CJK_NAME = /^(?:\p{Script=Han}{2,4}|\p{Script=Hangul}{2,4})$/u;

/** Every candidate of a body's readings, and what the choice needs besides them. */
export function candidatesOf(readings: Reading[], defaultCountry: string | null): Found {
  const found: Found = {
    phones: [],
    emails: [],
    names: [],
    recipients: null,
    elements: null,
    parses: 0,
    countries: null,
    sites: null,
    referred: null,
    staffNames: null,
  };
  for (const reading of readings) {
    const { value } = reading;
    if (isAbsent(value)) continue;
    // The label's meaning only when the role needs it (a labelled item's label is a value, hashed anew in every body).
    const known = reading.hint !== null || isOwnKey(reading) ? undefined : meaning(reading.label);
    const { role, tier } = roleOf(reading, known);
    // A flag under a phone's key (`phone_verified: false`) holds no number: no phone field, nor a number it reads.
    if (role === 'phone') {
      if (typeof value !== 'boolean') found.phones.push(ranked(reading, tier, known));
    } else if (role === 'email') found.emails.push(ranked(reading, tier, known));
    // A name must look like one (`phone.subscribe`, an id, a link is not) and be no field's label (`Telefonnummer`); a value that is not text is reported.
    else if (
      isNameRole(role) &&
      (typeof value !== 'string' ||
        (isNameShaped(value) && !isFieldLabel(value) && !(role === 'name' && isPlaceholderName(value))) ||
        isOwnFormatName(reading, readings))
    ) {
      found.names.push({
        reading,
        tier,
        other: undefined,
        role,
        known,
        ordinal: undefined,
        features: undefined,
        scores: undefined,
      });
    }
    // A full name right under a key naming the lead (`contact: "מיכל אברהם"`, a payment page's field), or a handle's
    // (`nickname: "Camille Roux"`): by its shape.
    else if (
      role === null &&
      known !== undefined &&
      (known.keyBits & LEAD_NAME_KEY) !== 0 &&
      typeof value === 'string' &&
      isLeadName(reading, value, known)
    )
      found.names.push({
        reading,
        tier: 3,
        other: undefined,
        role: 'name',
        known,
        ordinal: undefined,
        features: undefined,
        scores: undefined,
      });
    if (typeof value === 'string') {
      if (reading.underOther && !reading.underToolUser && reading.party !== 'person' && looksLikePersonName(value))
        (found.staffNames ??= new Set()).add(value.trim().toLowerCase());
      byShape(reading, value, role, tier, known, defaultCountry, found);
      keepSite(reading, value, found);
    } else if (Array.isArray(value)) inList(reading, value, role, tier, found);
    else if (typeof value === 'number' && value >= 1e9 && role !== 'phone')
      bySender(reading, value, known ?? meaning(reading.label), defaultCountry, found);
    // A two-letter value first: only then is a label's meaning asked. A person has an address or two: a few countries kept.
    if (
      typeof value === 'string' &&
      value.length === 2 &&
      (found.countries?.length ?? 0) < MAX_COUNTRIES &&
      (known ?? meaning(reading.label)).country
    ) {
      (found.countries ??= []).push(reading);
    }
  }
  if (found.recipients !== null) {
    for (const email of found.emails)
      if (typeof email.reading.value === 'string' && found.recipients.has(email.reading.value.trim().toLowerCase()))
        email.other = true;
  }
  if (found.emails.length > 1) besideSender(found.emails);
  if (found.names.length > 0) found.names = withoutThingNames(found);
  markLeadSets(found.phones, found.emails, found.names);
  markSenderBlocks(found.phones, found.emails, found.names);
  return found;
}

// Prefixes naming who sent a message: `from_email`, `sender_email`, `reply_to_email`.
const SENDER_PREFIXES = new Set(['from', 'sender', 'reply', 'reply to']);

/**
 * A bare `email` in the same object as a sender's (`{"email": "inbox@…", "from_email": "pat@…"}`,
 * an inbound message) is the mailbox that received it: the business's own, chosen only when
 * nothing else is there.
 */
function besideSender(emails: Ranked[]): void {
  let senders: Set<Tokens> | null = null;
  for (const email of emails) {
    if (SENDER_PREFIXES.has((email.known ?? meaning(email.reading.label)).prefix))
      (senders ??= new Set()).add(email.reading.container);
  }
  if (senders === null) return;
  for (const email of emails) if (isOwnKey(email.reading) && senders.has(email.reading.container)) email.other = true;
}

// A `name` in an element of a list of things (`selected: [{id, name}]`) names a choice or a product, no
// one: not a name candidate, unless a key above names the lead (`contacts: {add: [{name}]}`) or its
// element holds a phone or an email, at any depth (a list of people). Every place holding a contact,
// and each place above it, is keyed once: linear in a body of thousands of names and contacts.
function withoutThingNames(found: Found): Found['names'] {
  let holding: PathTree<true> | null = null;
  return found.names.filter(({ reading, known }) => {
    if (reading.underLead || !isThingName(reading, known ?? meaning(reading.label))) return true;
    holding ??= placesHoldingContacts(found);
    return holding.find(reading.container, reading.container.length) === true;
  });
}

// Found token by token (path-tree.ts): joined paths under a long key hash alike and compare in full (review27).
function placesHoldingContacts(found: Found): PathTree<true> {
  const places = new PathTree<true>(() => true);
  const containers = new Set<Tokens>();
  for (const { reading } of [...found.phones, ...found.emails]) containers.add(reading.container);
  // Each container and every place above it; a place kept already has all above it kept too.
  for (const container of containers)
    for (let length = container.length; length > 0; length--) {
      if (places.find(container, length) === true) break;
      places.at(container, length);
    }
  return places;
}
