import { emailAddress } from './email-address.ts';
import type { LabelMeaning } from './label-meaning.ts';
import { isOwnKey } from './ranked.ts';
import type { Reading } from './reading.ts';
import { mailboxOf } from './shapes.ts';

/** A phone, email or name by its label, or an address by its shape, bare or in a mailbox (`Shop <inbox@…>`). */
export function isContact(reading: Reading, label: LabelMeaning): boolean {
  const { value } = reading;
  // roleOf(reading, label).role !== null, without its object: our own key, a type beside it, or its label's role.
  if (isOwnKey(reading) || reading.hint || label.role !== null) return true;
  if (typeof value !== 'string' || !value.includes('@')) return false;
  return emailAddress(value) !== null || emailAddress(mailboxOf(value)?.address) !== null;
}
