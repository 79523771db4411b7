import { BUSINESS_SIDE_WORDS } from './vocabulary-internal.ts';
import type { LabelMeaning } from './label-meaning.ts';
import type { Reading, Tokens } from './reading.ts';

/**
 * Two notes in one object, one keyed as the lead's, the other by the business's side (`customer_note` beside
 * `business_note`, `staff_note`, `provider_note`: a booking's): the business's own note on the lead, its staff's (docs/api.md
 * §2.4, feature `staffNote`). A note of a thing beside (`pet_note`, `delivery_note`, `gift_note`) stays the person's, and
 * so does a `business_notes` alone (the person describing their business). Two passes over the readings, none nested.
 */
export function otherPartyNotes(
  readings: readonly Reading[],
  meanings: ReadonlyArray<LabelMeaning | null>,
): Set<Reading> | null {
  let leads: Set<Tokens> | null = null;
  for (let i = 0; i < readings.length; i++) {
    const label = meanings[i];
    if (label?.roleWords.partyNote && label.leadParty && !readings[i].labelled)
      (leads ??= new Set()).add(readings[i].container);
  }
  if (leads === null) return null;
  let others: Set<Reading> | null = null;
  for (let i = 0; i < readings.length; i++) {
    const label = meanings[i];
    if (
      label?.roleWords.partyNote &&
      !label.leadParty &&
      (label.otherParty ||
        label.roleWords.staff ||
        label.roleWords.business ||
        BUSINESS_SIDE.has(label.words.split(' ')[0])) &&
      !readings[i].labelled &&
      leads.has(readings[i].container)
    )
      (others ??= new Set()).add(readings[i]);
  }
  return others;
}

// The business's side, besides a party's or staff's word (`business_note`, `provider_note`).
const BUSINESS_SIDE = new Set(BUSINESS_SIDE_WORDS);
