import { emailAddress } from './email-address.ts';
import type { Found } from './found.ts';
import { meaning } from './labels.ts';
import { isOther, type Ranked } from './ranked.ts';
import { tokensStartWith, type Reading, type Tokens } from './reading.ts';
import { PASS_THROUGH_WORDS } from './vocabulary-records.ts';

const PASS_THROUGH = new Set(PASS_THROUGH_WORDS);

/**
 * The person's own address again in a form passed through under someone else's key (`merchant_data: {shop: {…}, form:
 * {name, phone, email: <the payer's address>}}`, a checkout's form a gateway passes on in the merchant's field): a copy
 * of the person's record, not the other party's. The object's values lose the other party's mark (walk.ts underOther),
 * so its name and phone are the person's and its answers theirs. Only an object below the key naming the other party,
 * a form that key's data holds: the party's own object (`referrer: {name, phone, email}`, `assigned_to: {…}`, an
 * emergency contact sharing a family's address) stays theirs, and so does a value its own key or a type names
 * someone else's (`to`, `host_email`).
 */
export function markCopiedRecords(found: Found, readings: readonly Reading[]): void {
  if (!found.emails.some(({ reading }) => reading.underOther)) return;
  // The person's own addresses, read once.
  let own: Set<string> | null = null;
  for (const email of found.emails)
    if (isOwn(email)) {
      const address = emailAddress(email.reading.value);
      if (address !== null) (own ??= new Set()).add(address.toLowerCase());
    }
  if (own === null) return;
  let places: Tokens[] | null = null;
  for (const copy of found.emails) {
    if (!isCopyPlace(copy)) continue;
    const address = emailAddress(copy.reading.value);
    if (address !== null && own.has(address.toLowerCase())) (places ??= []).push(copy.reading.container);
    if (places !== null && places.length >= MAX_COPIES) break;
  }
  if (places === null) return;
  const copies = places;
  for (const reading of readings)
    if (reading.underOther && copies.some((place) => tokensStartWith(reading.container, place))) {
      reading.underOther = false;
      reading.underToolUser = false;
    }
  // Their candidates are weighed again (ranked.ts isOther is kept on each).
  for (const list of [found.phones, found.emails, found.names] as Ranked[][])
    for (const candidate of list) if (!candidate.reading.underOther) candidate.other = undefined;
}

// A body names a few such objects: one of thousands of addresses is read no further.
const MAX_COPIES = 4;

// Someone else's by a key above its object alone (not by its own key, nor a type's word), an object below that key's.
function isCopyPlace(candidate: Ranked): boolean {
  const { reading } = candidate;
  const { container } = reading;
  if (!reading.underOther || reading.party === 'other' || container.length < 2) return false;
  const known = candidate.known ?? meaning(reading.label);
  if (known.otherParty || known.recipient || known.thing) return false;
  // The nearest key naming someone else sits above the object holding the address, and names data passed through it
  // (`merchant_data`), not the party's own record (`emergency_contact: {details: {…}}`).
  for (let i = container.length - 1; i >= 0; i--) {
    const token = container[i];
    if (typeof token === 'string' && meaning(token).otherParty)
      return (
        i < container.length - 1 &&
        meaning(token)
          .words.split(' ')
          .some((word) => PASS_THROUGH.has(word))
      );
  }
  return false;
}

const isOwn = (candidate: Ranked) =>
  !candidate.reading.underOther && !isOther(candidate) && !candidate.businessMailbox && !candidate.businessCard;
