import type { LabelMeaning } from './label-meaning.ts';
import { meaning } from './labels.ts';
import type { Reading, Tokens } from './reading.ts';
import { looksLikePersonName, namesOrganisation } from './shapes.ts';
import { isPhoneText } from './value-shapes.ts';
import { emailAddress } from './email-address.ts';
import { PERSON_WORDS } from './terms.ts';
import { termsOf } from './label-words.ts';
import { CLOSE_PEOPLE } from './vocabulary-other-people.ts';

/**
 * Someone else's record written flat in the person's own object: keys grouped by a prefix of their own
 * (`aff_name`, `aff_email`, `aff_value` beside `cus_name`, `cus_email`: a payment postback's affiliate, its producer),
 * the group holding a name and a phone or an email and none of the person's values. Its prefix names no party
 * (`aff`, `pro`, `parc`): a prefix naming the person (`customer_`, `billing_`) keeps its values theirs. Looked for only
 * where every key of the person's carries a prefix, in the objects holding them, in one pass over the readings.
 */
export function prefixRecords(
  readings: readonly Reading[],
  used: ReadonlySet<Reading>,
  qualifiedContact: boolean,
): ReadonlySet<Reading> | null {
  // The person's flat objects whose keys of theirs all carry a prefix (a body grouping by prefixes groups theirs too),
  // and those prefixes; or, where the body holds a contact qualified by a word naming no one of the person's
  // (readings-outline.ts: `prov_phone` beside their own `phone`), their objects whatever their keys, a group there
  // holding a whole contact (a name, a phone and an email: `prov_name`, `prov_phone`, `prov_email`; not a B2B lead's own
  // `restaurant_name`, `restaurant_phone`, `restaurant_address`). `name`, `email` alone, nearly every lead, look no further.
  let whole = false;
  for (const { key } of used)
    if (typeof key !== 'string' || prefixEnd(key) < 0) {
      if (!qualifiedContact) return null;
      whole = true;
    }
  let places: Map<Tokens, Set<string>> | null = null;
  for (const { container, key } of used) {
    const prefix = typeof key === 'string' ? prefixOf(key) : '';
    const own = (places ??= new Map()).get(container) ?? new Set<string>();
    if (prefix !== '') own.add(prefix);
    places.set(container, own);
  }
  if (places === null) return null;
  // By the object (its readings share their container) and the prefix: no path joined into a text per value (review27).
  const groups = new Map<Tokens, Map<string, Reading[]>>();
  for (const reading of readings) {
    const { container, key } = reading;
    if (typeof key !== 'string' || !places.has(container)) continue;
    const prefix = prefixOf(key);
    if (prefix === '' || places.get(container)!.has(prefix) || PERSON_WORDS.has(prefix)) continue;
    // Beside unprefixed keys, never someone close to the person (`spouse_`) nor a firm (`company_`, `office_`).
    if (whole && (CLOSE.has(prefix) || meaning(prefix).namesThing)) continue;
    let byPrefix = groups.get(container);
    if (byPrefix === undefined) groups.set(container, (byPrefix = new Map()));
    const group = byPrefix.get(prefix);
    if (group === undefined) byPrefix.set(prefix, [reading]);
    else group.push(reading);
  }
  let records: Set<Reading> | null = null;
  for (const byPrefix of groups.values())
    for (const group of byPrefix.values())
      if (group.length >= 2 && isRecord(group, used, whole))
        for (const reading of group) (records ??= new Set()).add(reading);
  return records;
}

// The word before a key's first `_`, `-` or `.` (`aff` of `aff_name`, `buyer` of `buyer_mail`), of 2 to 12 characters; else ''.
export function prefixOf(key: string): string {
  const end = prefixEnd(key);
  return end < 0 ? '' : key.slice(0, end).toLowerCase();
}
// Where that word ends, or -1 (asked of every key of the person's before any is sliced: most leads' `email` has none).
function prefixEnd(key: string): number {
  let end = 0;
  while (end < key.length && end <= 12) {
    const code = key.charCodeAt(end);
    if (code === 95 || code === 45 || code === 46) break;
    end++;
  }
  return end < 2 || end > 12 || end >= key.length - 1 ? -1 : end;
}

// A name and a phone or an email by their keys' meaning (both, for a whole contact), none of them the person's; a phone
// or an email by its shape too (a flag under a phone's word, `order_from_mobile: "T"`, is none).
function isRecord(group: readonly Reading[], used: ReadonlySet<Reading>, whole: boolean): boolean {
  let name = false;
  let phone = false;
  let email = false;
  for (const reading of group) {
    if (used.has(reading)) return false;
    const { role } = meaning(reading.label);
    const { value } = reading;
    if (role === 'name' || role === 'firstName' || role === 'lastName') name = true;
    else if (role === 'phone') phone ||= typeof value === 'number' || (typeof value === 'string' && isPhoneText(value));
    else if (role === 'email') email ||= emailAddress(value) !== null;
  }
  return name && (whole ? phone && email : phone || email);
}

/**
 * Someone named in the person's own object by a key of their own, their contact under keys qualified by it
 * (`producer: "Gwen Alcott"`, `producer_email` beside the lead's `phone` and `email`): that person's name and contact,
 * not what else the key qualifies (`producer_notes`). Never someone close to the person (`spouse`, `child`, `partner`:
 * a family's quote asks about them, their answers the person's). Looked for only when the body holds a contact
 * qualified by a prefix (readings-outline.ts), among the readings of the objects holding the person's values.
 */
export function namedRecords(
  readings: readonly Reading[],
  meanings: ReadonlyArray<LabelMeaning | null>,
  used: ReadonlySet<Reading>,
): ReadonlySet<Reading> | null {
  const theirs = new Set<Tokens>();
  for (const { container } of used) theirs.add(container);
  // The qualifiers of contacts there, a few (a body of thousands of qualified keys is read no further), then those that
  // name someone by a key of their own, then every value keyed by those: three passes, none nested.
  const prefixes: Array<{ container: Tokens; prefix: string; named: boolean }> = [];
  for (let i = 0; i < readings.length && prefixes.length < MAX_NAMED; i++) {
    const label = meanings[i];
    const { container } = readings[i];
    if (label !== null && isQualifiedContact(label) && theirs.has(container))
      if (!prefixes.some((one) => one.container === container && one.prefix === label.prefix))
        prefixes.push({ container, prefix: label.prefix, named: false });
  }
  if (prefixes.length === 0) return null;
  for (let i = 0; i < readings.length; i++) {
    const words = meanings[i]?.words;
    for (const one of prefixes)
      if (words === one.prefix && readings[i].container === one.container && isNamed(readings[i].value))
        one.named = true;
  }
  let records: Set<Reading> | null = null;
  for (let i = 0; i < readings.length; i++)
    for (const { container, prefix, named } of prefixes)
      if (named && readings[i].container === container && namesOrReaches(meanings[i], prefix))
        (records ??= new Set()).add(readings[i]);
  return records;
}

const MAX_NAMED = 8;

/** A phone or an email under a key qualified by a word naming no one of the person's (`producer_email`, not `billing_email`). */
export const isQualifiedContact = (label: LabelMeaning) =>
  (label.role === 'phone' || label.role === 'email') &&
  label.prefix !== '' &&
  !label.prefix.split(' ').some((word) => PERSON_WORDS.has(word) || CLOSE.has(word)) &&
  // A firm's contact (`company_phone`, `agency_email`): the person's own firm's, or a business's, never a person's record.
  !meaning(label.prefix).namesThing;
const CLOSE = termsOf(CLOSE_PEOPLE);
const isNamed = (value: unknown) =>
  typeof value === 'string' && looksLikePersonName(value) && !namesOrganisation(value);
// The key naming them, or one of their contact's (`producer_email`).
const namesOrReaches = (label: LabelMeaning | null, prefix: string) =>
  label !== null &&
  (label.words === prefix || (label.prefix === prefix && (label.role === 'phone' || label.role === 'email')));
