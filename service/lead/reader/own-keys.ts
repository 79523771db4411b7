import type { MappedField } from '../field-map/field-map.ts';
import { normalizePhone } from '../schema/phone.ts';
import type { Chosen } from './chosen.ts';
import { emailAddress } from './email-address.ts';
import { meaning } from './labels.ts';
import { ranked as asRanked } from './ranked.ts';
import type { Reading } from './reading.ts';
import { holdsLetter } from './shapes.ts';

/**
 * The fast path, for bodies that use our own keys (most automation platforms' and scripts'): a
 * top-level `phone` that parses, `email` that is an address and `name` that is text come first in
 * the order whatever else the body holds (they are tier 0, at the top, beside each other), so
 * nothing else needs ranking. Null when any of the three is missing or unusable.
 */
export function ownKeys(
  readings: Reading[],
  defaultCountry: string | null,
  mapped: ReadonlySet<MappedField>,
): Chosen | null {
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
  if (!phoneAt || !emailAt || !nameAt || typeof nameAt.value !== 'string' || !holdsLetter(nameAt.value)) return null;
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
      phone: { by: 'rank', candidate: asRanked(phoneAt, 0), value: phone.e164 },
      email: { by: 'rank', candidate: asRanked(emailAt, 0), value: address },
      name: { by: 'rank', candidate: asRanked(nameAt, 0), value: nameAt.value },
    },
  };
}
