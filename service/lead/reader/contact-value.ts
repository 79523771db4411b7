import { emailAddress } from './email-address.ts';
import type { LabelMeaning } from './label-meaning.ts';
import { roleOf } from './ranked.ts';
import type { Reading } from './reading.ts';
import { mailboxOf } from './shapes.ts';

/** A contact of someone's (role-features.ts): a phone, email or name by its label, or an address by its shape, bare or in a mailbox (`Shop <inbox@…>`). */
export function isContact(reading: Reading, label: LabelMeaning): boolean {
  const { value } = reading;
  if (roleOf(reading, label).role !== null) return true;
  if (typeof value !== 'string' || !value.includes('@')) return false;
  return emailAddress(value) !== null || emailAddress(mailboxOf(value)?.address) !== null;
}
