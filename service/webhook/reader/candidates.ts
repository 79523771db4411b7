import { meaning } from './labels.ts';
import { type LabelMeaning } from './label-meaning.ts';
import type { Reading, Tokens } from './reading.ts';
import {
  chatAddressDigits,
  internationalWithoutPlus,
  isChatAddress,
  isNameShaped,
  looksInternational,
  mailboxOf,
  phoneOfLink,
} from './shapes.ts';
import { isFieldLabel } from './terms.ts';
import { elementReading, type Elements } from './unlabelled.ts';
import { byScore, type Features, type Scored } from './score.ts';
import type { Role } from './vocabulary.ts';
import { CONTACT_WEIGHTS } from './weights.ts';

/**
 * The candidates for phone, email and name, found in one pass over a body's readings (docs/api.md
 * §2.4): by their label, type hint or our own key, and by their shape whatever their key. choose.ts
 * picks among them.
 */

const isOwnKey = (reading: Reading) =>
  !reading.labelled && (reading.label === 'phone' || reading.label === 'email' || reading.label === 'name');

/**
 * What a reading asks for and how surely: 0 our own key (`phone`, at any depth), 1 a type or a
 * term, 1.5 a term with a person's qualifier (`customer_phone`), 2 a question holding a term.
 */
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
export type Ranked = Scored & {
  reading: Reading;
  tier: number;
  other?: boolean;
  known?: LabelMeaning;
  ordinal?: number;
};
/**
 * Someone else's value, chosen only when nothing else is there: under a key naming someone else (a
 * booking's organizer, a meeting's hosts, a comment's `posted_by`: the nearest key naming a party
 * decides) unless a `type`/`role` says the person; in an object a `type`/`role` says is the
 * business's side (`"type": "agent"`); under a label naming who a message went to (`to`,
 * `recipient`: the business's own inbox or number); a phone or email qualified by a thing
 * (`store_email`, `agent_phone`).
 */
export const otherParty = (reading: Reading, known: LabelMeaning = meaning(reading.label)) =>
  reading.party === 'other' || known.recipient || known.thing || isStaff(reading);
/** Under a key naming someone else, or in an object whose `type`/`role` says so: known without the label's meaning. */
export const isStaff = (reading: Reading) =>
  reading.party === 'other' || (reading.underOther && reading.party !== 'person');
// The lead's: a `type`/`role` says the person, or the nearest key naming a party names the lead (`contact`, `candidate`).
const isLead = ({ reading }: Ranked) => reading.party === 'person' || (reading.underLead && reading.party !== 'other');
const ranked = (reading: Reading, tier: number, known?: LabelMeaning): Ranked => ({
  reading,
  tier,
  other: undefined,
  known,
  ordinal: undefined,
  features: undefined,
  scores: undefined,
});
export const isOther = (candidate: Ranked) => (candidate.other ??= otherParty(candidate.reading, candidate.known));
const ordinalOf = (candidate: Ranked) =>
  (candidate.ordinal ??= candidate.reading.labelled
    ? 0
    : (candidate.known ?? meaning(candidate.reading.label)).ordinal);
// Among someone else's values (the lead has none of its own), a tool's user's (`user.profile`) before staff's (`manager`);
// only between two values under someone else's key: a message's sender (`senderData.sender`) still comes before the
// receiving instance's own number (`instanceData.wid`), which is under no one's.
const isStaffOnly = ({ reading }: Ranked) => reading.party === 'other' || (isStaff(reading) && !reading.underToolUser);
/** Which label feature a candidate's tier is (weights.ts LABEL_WEIGHTS): one per kind of label, ranked as surely as its tier. */
function labelFeature({ reading, tier }: Ranked): string {
  if (tier === 0) return 'ownKey';
  if (tier === 1) return reading.hint !== null ? 'typeHint' : 'labelTerm';
  if (tier === 1.5) return 'qualifiedTerm';
  if (tier === 2)
    return reading.hint === null && !reading.labelled && isSenderLabel(reading) ? 'senderLabel' : 'questionTerm';
  return tier === 3 ? 'shapeOnly' : 'unlabelledShape';
}
const isSenderLabel = (reading: Reading) => meaning(reading.label).sender;

/** A phone's or an email's features (weights.ts CONTACT_WEIGHTS names what each is worth). */
export function contactFeatures(candidate: Ranked): Features {
  const { reading } = candidate;
  return {
    otherParty: Number(isOther(candidate)),
    underPerson: Number(isLead(candidate)),
    underOther: Number(reading.underOther),
    staffOnly: Number(isStaffOnly(candidate)),
    [labelFeature(candidate)]: 1,
    answerOfQuestion: Number(reading.labelled),
    keyNumber: ordinalOf(candidate),
    depth: reading.at.length,
    order: reading.order,
  };
}
export const byRank = byScore(CONTACT_WEIGHTS, contactFeatures);
const isAbsent = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export type NameRanked = Ranked & { role: Role };
const isNameRole = (role: Role | null): role is 'name' | 'firstName' | 'lastName' =>
  role === 'name' || role === 'firstName' || role === 'lastName';

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

/** Countries kept for reading a national number (each failing phone looks at all of them). */
const MAX_COUNTRIES = 10;

/**
 * Our own top-level `name` beside our own top-level `phone` or `email` (the documented format,
 * docs/api.md §2.1) is taken as sent, whatever its shape; only a `name` sent without them (an
 * event's type beside a nested contact) must look like a name. Asked only when the shape fails.
 */
function isOwnFormatName(reading: Reading, readings: Reading[]): boolean {
  if (reading.at.length !== 0 || reading.label !== 'name' || reading.labelled) return false;
  return readings.some(
    (other) =>
      other.at.length === 0 &&
      !other.labelled &&
      (other.label === 'phone' || other.label === 'email') &&
      !isAbsent(other.value),
  );
}

/** A lead has one sender: a body with thousands of sender values costs no more than this many parses. */
const MAX_SHAPE_PARSES = 20;

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
  };
  for (const reading of readings) {
    const { value } = reading;
    if (isAbsent(value)) continue;
    // The label's meaning only when the role needs it (a labelled item's label is a value, hashed anew in every body).
    const known = reading.hint !== null || isOwnKey(reading) ? undefined : meaning(reading.label);
    const { role, tier } = roleOf(reading, known);
    if (role === 'phone') found.phones.push(ranked(reading, tier, known));
    else if (role === 'email') found.emails.push(ranked(reading, tier, known));
    // A name must look like one (`phone.subscribe`, an id, a link is not) and be no field's label (`Telefonnummer`); a value that is not text is reported.
    else if (
      isNameRole(role) &&
      (typeof value !== 'string' || (isNameShaped(value) && !isFieldLabel(value)) || isOwnFormatName(reading, readings))
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
    if (typeof value === 'string') byShape(reading, value, role, tier, known, defaultCountry, found);
    else if (Array.isArray(value)) inList(reading, value, role, tier, found);
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

// Values that say what they are whatever their key (shapes.ts): after every labelled one (tier 3).
function byShape(
  reading: Reading,
  value: string,
  role: Role | null,
  tier: number,
  known: LabelMeaning | undefined,
  defaultCountry: string | null,
  found: Found,
): void {
  if (role !== 'phone') {
    // Cheap look first: bare digits, ten or more, may be a sender's number without its `+`.
    const digits = value.length >= 10 && value.charCodeAt(0) >= 49 && value.charCodeAt(0) <= 57;
    if (looksInternational(value)) found.phones.push(ranked(reading, 3, known));
    else if (digits) bySender(reading, value, known ?? meaning(reading.label), defaultCountry, found);
    else byLink(reading, value, known, found);
  }
  if (!value.includes('@')) return;
  const label = known ?? meaning(reading.label);
  if (label.recipient) (found.recipients ??= new Set()).add(value.trim().toLowerCase());
  // A chat address (`<digits>@c.us`) is a phone; under a sender's label, as sure as a label.
  const chat = chatAddressDigits(value);
  if (chat !== null) {
    const e164 = found.parses++ < MAX_SHAPE_PARSES ? internationalWithoutPlus(chat, null, 7) : null;
    if (e164 !== null)
      found.phones.push(ranked({ ...reading, value: e164, origin: reading }, label.sender ? 2 : 3, label));
    return;
  }
  // An identifier (`Message-ID: <…@host>`, `thread_ref`) is shaped like an address and is none; a sender's id (`chatId`) is theirs.
  if (label.identifier && !label.sender) return;
  const mailbox = mailboxOf(value);
  if (mailbox === null) {
    if (role !== 'email') found.emails.push(ranked(reading, 3, label));
    return;
  }
  // A bare `<local@host>` is how messages are identified (RFC 5322 §3.6.4): a mailbox only where an address or a direction is asked for.
  if (mailbox.displayName === '' && role !== 'email' && !label.sender && !label.recipient) return;
  found.emails.push(
    ranked({ ...reading, value: mailbox.address, origin: reading }, role === 'email' ? tier : 3, label),
  );
  // The display name of who sent it is the person's; of who received it, the business's.
  if (mailbox.displayName !== '' && !mailbox.displayName.includes('@') && !label.recipient) {
    const named = { ...reading, value: mailbox.displayName, origin: reading };
    found.names.push({
      reading: named,
      tier: 3,
      other: undefined,
      role: 'name',
      known: label,
      ordinal: undefined,
      features: undefined,
      scores: undefined,
    });
  }
}

// A phone link (`whatsapp:+14155550123`, what messaging relays post as `From`): its number, by shape.
function byLink(reading: Reading, value: string, known: LabelMeaning | undefined, found: Found): void {
  const number = phoneOfLink(value);
  if (number !== null && looksInternational(number))
    found.phones.push(ranked({ ...reading, value: number, origin: reading }, 3, known));
}

// Digits under a sender's label (`from`, `wa_id`, `msisdn`) that only read as an international number without its `+`.
function bySender(
  reading: Reading,
  value: string | number,
  known: LabelMeaning,
  defaultCountry: string | null,
  found: Found,
): void {
  if (!known.sender || found.parses++ >= MAX_SHAPE_PARSES) return;
  const e164 = internationalWithoutPlus(value, defaultCountry);
  if (e164 !== null) found.phones.push(ranked({ ...reading, value: e164, origin: reading }, 2, known));
}

// A list of scalars (`["Felix", "Wagner", "felix@…", "+49 …"]`): each text read by its shape, as an element of its own;
// under a phone's or an email's label (`phones: ["(650) …", "(415) …"]`), each element as surely as the label.
function inList(reading: Reading, list: unknown[], role: Role | null, tier: number, found: Found): void {
  let known: LabelMeaning | undefined;
  const asked = role === 'phone' || role === 'email';
  for (let i = 0; i < list.length; i++) {
    const element = list[i];
    if (typeof element !== 'string' || element.length < 6) continue;
    const at = element.includes('@');
    if (!asked && !at && !looksInternational(element)) continue;
    known ??= meaning(reading.label);
    if (at && known.recipient) (found.recipients ??= new Set()).add(element.trim().toLowerCase());
    const own = elementReading(reading, i);
    const address = at ? (mailboxOf(element)?.address ?? element) : null;
    if (address !== null && isChatAddress(address)) continue;
    const candidate = address !== null && address !== element ? { ...own, value: address } : own;
    // Values with no label are read beside these (unlabelled.ts); a list under a phone's or an email's label is labelled:
    // its other values are more of the same, not a name.
    if (!asked) (found.elements ??= new Map()).set(candidate, { list: reading, index: i });
    const isEmail = address !== null && role !== 'phone';
    (isEmail ? found.emails : found.phones).push(
      ranked(candidate, (isEmail ? role === 'email' : role === 'phone') ? tier : 3, known),
    );
  }
}
