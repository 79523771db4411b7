import { unescaped, withoutSeparators } from '../erasure-match.ts';
import type { ErasureNeedles } from '../erasure-records.ts';
import type { DeliveryDoc } from './collections.ts';

/**
 * The keys an erasure finds a kept body by (docs/operations.md, Erasure), in the deliveries'
 * `contacts` field and its index `body_contacts`: every email address the body holds (lower-cased,
 * read through JSON and form escapes, and each ending of its local part, so "xjane@…" is found by
 * "jane@…" as the body scan finds it), and every run of 6 to 15 digits inside the body's digits
 * once separators are removed (so a national number is found however the sender spaced it, with
 * or without its country prefix). The erasure then reads each body found (bodyCarries) and empties
 * only those that carry the person. A body with more keys than MAX_KEYS is marked SCAN_ME instead:
 * an erasure reads every such body.
 */
export function contactsOf(body: string): string[] {
  const keys = new Set<string>();
  const lower = body.toLowerCase();
  for (const text of /\\u|%/.test(lower) ? [lower, unescaped(lower).toLowerCase()] : [lower])
    for (const [, local, domain] of text.matchAll(EMAIL))
      for (let i = 0; i < local.length; i++) keys.add(`${local.slice(i)}@${domain}`);
  for (const [run] of withoutSeparators(body).matchAll(DIGIT_RUN))
    for (let length = MIN_DIGITS; length <= Math.min(MAX_DIGITS, run.length); length++)
      for (let start = 0; start + length <= run.length; start++) {
        keys.add(run.slice(start, start + length));
        if (keys.size > MAX_KEYS) return [SCAN_ME];
      }
  return [...keys];
}

/** The delivery as written: with the keys of its body, none for a created one (its leadId finds it). */
export const withContacts = (doc: DeliveryDoc): DeliveryDoc =>
  doc.body === undefined ? doc : { ...doc, contacts: doc.outcome === 'created' ? [] : contactsOf(doc.body) };

/** What an erasure looks up in `contacts`: the needles, and the bodies too rich to key. */
export const contactKeysOf = (needles: ErasureNeedles): string[] => [...needles.texts, ...needles.digits, SCAN_ME];

const EMAIL = /([a-z0-9._+'-]{1,64})@([a-z0-9-]+(?:\.[a-z0-9-]+)+)/g;
const DIGIT_RUN = /\d{6,}/g;
const MIN_DIGITS = 6; // erasure-needles.ts: a national number of 6 digits at least
const MAX_DIGITS = 15; // E.164's longest number
const MAX_KEYS = 2_000;
const SCAN_ME = '*';
