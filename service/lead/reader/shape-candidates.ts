import type { Found } from './found.ts';
import { meaning, namesNumber } from './labels.ts';
import type { LabelMeaning } from './label-meaning.ts';
import { ranked } from './ranked.ts';
import { allDigits } from './machine-shapes.ts';
import { parentNamesSender } from './parent-key.ts';
import type { Reading } from './reading.ts';
import { chatAddressDigits, isChatAddress } from '../schema/chat-address.ts';
import { looksInternational, mailboxOf, phoneOfLink } from './shapes.ts';
import { asksForNumber } from './number-questions.ts';
import {
  internationalWithoutPlus,
  nationalWithTrunk,
  ownCountryInternational,
  ownCountryWithoutPlus,
} from './phone-digits.ts';
import { elementReading } from './unlabelled.ts';
import { isMobileType } from './phone-lines.ts';
import type { Role } from './vocabulary.ts';
import { CONTACT_KEY } from './label-key-bits.ts';
import { REACH_KEYS } from './vocabulary-senders.ts';

const REACH = new Set(REACH_KEYS);

// A key whose last word names a contact (`user contact`), not an id of one (`contact id`).
const isContactKey = (known: LabelMeaning) => (known.keyBits & CONTACT_KEY) !== 0;
// A number as a person writes one: digits and their separators only, seven digits or more. Its first character and its
// length asked first: most texts are words.
const WRITTEN_NUMBER = /^\+?\(?\d[\d ().-]{5,20}\d$/;
const isWrittenNumber = (value: string) =>
  value.length >= 7 && value.length <= 24 && mayStartNumber(value.charCodeAt(0)) && WRITTEN_NUMBER.test(value);
const SEPARATORS = /[ ().-]/g;
const mayStartNumber = (code: number) => code === 43 || code === 40 || (code >= 48 && code <= 57);

/** A lead has one sender: a body with thousands of sender values costs no more than this many parses. */
const MAX_SHAPE_PARSES = 20;

// Values that say what they are whatever their key (shapes.ts): after every labelled one (tier 3).
export function byShape(
  reading: Reading,
  value: string,
  role: Role | null,
  tier: number,
  known: LabelMeaning | undefined,
  defaultCountry: string | null,
  found: Found,
): void {
  if (role !== 'phone') {
    // Cheap look first: bare digits, ten or more, may be a sender's number without its `+` or with its trunk `0`.
    const digits = value.length >= 10 && value.charCodeAt(0) >= 48 && value.charCodeAt(0) <= 57;
    // Under a sender's label (`from`, `caller`), as surely as that label: before a number in a turn or a list by its shape alone.
    if (looksInternational(value)) {
      const label = known ?? meaning(reading.label);
      found.phones.push(ranked(reading, label.sender && !reading.labelled ? 2 : 3, label));
    } else if (isWrittenNumber(value) && isContactKey(known ?? meaning(reading.label)))
      // A number under a key naming a way to reach someone (`contact`, `UserContact`): a contact number, as surely as a question's term.
      found.phones.push(ranked(reading, 2, known ?? meaning(reading.label)));
    else if (isWrittenNumber(value) && asksForNumber(reading.label, known ?? meaning(reading.label)))
      // A question asking for a number to reach them (`Which number can we reach you on?`): as surely as a phone's term.
      found.phones.push(ranked(reading, 2, known ?? meaning(reading.label)));
    else if (digits || isWrittenNumber(value))
      bySender(reading, value, known ?? meaning(reading.label), defaultCountry, found);
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

// Digits under a sender's label (`from`, `wa_id`, `msisdn`), in an object named for who called (`from: {number}`), or in
// one typed as the person under a key naming how they are reached (`participants: [{type: "Client", identifier:
// "972…"}]`: not their `ssn`), that only read as an international number without its `+`, or as a national one with its
// trunk `0`.
export function bySender(
  reading: Reading,
  value: string | number,
  known: LabelMeaning,
  defaultCountry: string | null,
  found: Found,
): void {
  // A key naming the lead's number (`customerNumber`: a record's number as often as a phone) reads only digits that
  // carry their country's calling code and are a mobile there (`919845012377`; not `12068845731`, an American account's
  // digits that may be a line, nor a toll-free number: /work/attack60b).
  const leads = namesLeadsNumber(known);
  // A tool's own code (`barcode`, `ticket_id`) in a sender's object is no number of theirs; a sender's id (`CallerID`) is.
  if (
    (known.noise && !known.sender) ||
    !(known.sender || (reading.party === 'person' && REACH.has(known.words)) || parentNamesSender(reading) || leads) ||
    found.parses++ >= MAX_SHAPE_PARSES
  )
    return;
  // Written with separators (`050-123-4567`, `(030) 901820`): its digits.
  const digits = typeof value === 'string' && !allDigits(value.trim()) ? value.replace(SEPARATORS, '') : value;
  const e164 = leads
    ? mobileOnly(ownCountryInternational(digits, defaultCountry))
    : (internationalWithoutPlus(digits, defaultCountry) ??
      nationalWithTrunk(digits, defaultCountry) ??
      ownCountryWithoutPlus(digits, defaultCountry));
  if (e164 !== null) found.phones.push(ranked({ ...reading, value: e164, origin: reading }, 2, known));
}

const mobileOnly = (e164: string | null) => (e164 !== null && isMobileType(e164) ? e164 : null);

// A party's word and a number's, no role of its own (`customerNumber`, `numero_cliente`; not `caller_number`, a phone).
function namesLeadsNumber({ leadParty, role, words }: LabelMeaning): boolean {
  if (!leadParty || role !== null) return false;
  const space = words.indexOf(' ');
  return space > 0 && (namesNumber(words.slice(words.lastIndexOf(' ') + 1)) || namesNumber(words.slice(0, space)));
}

// A list of scalars (`["Felix", "Wagner", "felix@…", "+49 …"]`): each text read by its shape, as an element of its own;
// under a phone's or an email's label (`phones: ["(650) …", "(415) …"]`), each element as surely as the label.
export function inList(reading: Reading, list: unknown[], role: Role | null, tier: number, found: Found): void {
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
