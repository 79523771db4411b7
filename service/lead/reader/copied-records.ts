import { emailAddress } from './email-address.ts';
import type { Found } from './found.ts';
import { meaning } from './labels.ts';
import { isOther, type Ranked } from './ranked.ts';
import { tokensStartWith, type Reading, type Tokens } from './reading.ts';

/**
 * The person's own address again in an object someone else's key holds (`merchant_data: {shop: {…}, form: {name,
 * phone, email: <the payer's address>}}`, a checkout's form a gateway passes through under the merchant's field): a
 * copy of the person's record, not the other party's. The object's values lose the other party's mark (walk.ts
 * underOther), so its name and phone are the person's and its answers theirs. Only where the object is someone else's
 * by a key above it: a value whose own key names someone else (`to`, `host_email`) or a type saying so stays theirs.
 */
export function markCopiedRecords(found: Found, readings: readonly Reading[]): void {
  let copies: Tokens[] | null = null;
  for (const copy of found.emails) {
    if (!isCopyPlace(copy)) continue;
    const address = emailAddress(copy.reading.value)?.toLowerCase();
    if (address !== undefined && found.emails.some((own) => isOwn(own) && isAddress(own, address)))
      (copies ??= []).push(copy.reading.container);
  }
  if (copies === null) return;
  const places = copies.slice(0, MAX_COPIES);
  for (const reading of readings)
    if (reading.underOther && places.some((place) => tokensStartWith(reading.container, place))) {
      reading.underOther = false;
      reading.underToolUser = false;
    }
  // Their candidates are weighed again (ranked.ts isOther is kept on each).
  for (const list of [found.phones, found.emails, found.names] as Ranked[][])
    for (const candidate of list) if (!candidate.reading.underOther) candidate.other = undefined;
}

// A body names a few such objects; one of thousands of addresses is read no further.
const MAX_COPIES = 4;

// Someone else's by the object above it alone: not by its own key, nor a type's word, and below the body's top.
function isCopyPlace(candidate: Ranked): boolean {
  const { reading } = candidate;
  if (!reading.underOther || reading.party === 'other' || reading.container.length === 0) return false;
  const known = candidate.known ?? meaning(reading.label);
  return !known.otherParty && !known.recipient && !known.thing;
}

const isOwn = (candidate: Ranked) =>
  !candidate.reading.underOther && !isOther(candidate) && !candidate.businessMailbox && !candidate.businessCard;
const isAddress = (candidate: Ranked, address: string) =>
  emailAddress(candidate.reading.value)?.toLowerCase() === address;
