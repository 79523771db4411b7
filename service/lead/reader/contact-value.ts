import { emailAddress } from './email-address.ts';
import type { LabelMeaning } from './label-meaning.ts';
import { roleOf } from './ranked.ts';
import type { Reading, Tokens } from './reading.ts';
import { mailboxOf } from './shapes.ts';

/**
 * A contact of someone's (role-features.ts): a phone, email or name by its label, but a thing's name,
 * or an address by its shape, bare or in a mailbox (`Shop <inbox@…>`).
 */
export function isContact(reading: Reading, label: LabelMeaning, records: ReadonlySet<Tokens> | null): boolean {
  const { value } = reading;
  if (roleOf(reading, label).role !== null) return !isThingName(reading, label, records);
  if (typeof value !== 'string' || !value.includes('@')) return false;
  return emailAddress(value) !== null || emailAddress(mailboxOf(value)?.address) !== null;
}

/**
 * A bare `name` in an object under no key naming a party, and in no one's record (another-records.ts:
 * no phone, email or place beside it), is a thing's name: an appointment's type, an add-on the person
 * chose, a kind of visit (`appointment_type: {id, name}`, `options: [{name, price}]`). Not a contact,
 * so not someone else's for being away from the person (role-features.ts).
 */
function isThingName(reading: Reading, label: LabelMeaning, records: ReadonlySet<Tokens> | null): boolean {
  return (
    label.role === 'name' &&
    label.words === 'name' &&
    !reading.labelled &&
    !reading.underLead &&
    !reading.underOther &&
    reading.party === undefined &&
    reading.container.length > 0 &&
    !(records?.has(reading.container) ?? false)
  );
}
