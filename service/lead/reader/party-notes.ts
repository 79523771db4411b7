import type { LabelMeaning } from './label-meaning.ts';
import type { Reading, Tokens } from './reading.ts';

/**
 * Two notes in one object, each keyed by whose it is, one of them the lead's (`customer_note` beside `business_note`, a
 * booking's): the other is the business's own note on the lead, its staff's (docs/api.md §2.4, feature `staffNote`).
 * Alone, a `business_notes` is the person describing their business. Two passes over the readings, none nested.
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
    if (label?.roleWords.partyNote && !label.leadParty && !readings[i].labelled && leads.has(readings[i].container))
      (others ??= new Set()).add(readings[i]);
  }
  return others;
}
