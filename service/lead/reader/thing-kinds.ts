import { meaning } from './labels.ts';
import type { Reading } from './reading.ts';
import { CAPITALS, WRITTEN_WORD } from './shape-bits.ts';

/**
 * A bare kind key (`type`, `kind`) in an object its parent key names (`violation: {type: "Speeding"}`, `delivery:
 * {type: "Collection"}`), holding one word written as a person writes a choice (a capital first, not all capitals):
 * the kind of the thing the person chose, neither an event's nor a record's type (`type: "Lead"` at the top, `source:
 * {type: "beacon"}`, `msg: {type: "Inbound"}`, `assignee: {type: "User"}`, `customer: {type: "Customer"}`).
 */
export function isKindOfThing(reading: Reading, words: string, shape: number): boolean {
  if ((words !== 'type' && words !== 'kind') || reading.labelled) return false;
  if ((shape & WRITTEN_WORD) === 0 || (shape & CAPITALS) !== 0) return false;
  const parent = reading.container[reading.container.length - 1];
  if (typeof parent !== 'string') return false;
  const known = meaning(parent);
  return (
    known.role === null &&
    known.context === null &&
    !known.noise &&
    !known.otherParty &&
    !known.leadParty &&
    !known.roleWords.event &&
    !known.roleWords.eventOwner
  );
}
