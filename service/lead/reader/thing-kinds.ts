import { meaning } from './labels.ts';
import type { Reading } from './reading.ts';
import { HUMAN_LABEL } from './label-key-shape.ts';
import type { LabelMeaning } from './label-meaning.ts';
import { isMachineWord } from './machine-shapes.ts';
import { CAPITALS, WRITTEN_WORD } from './shape-bits.ts';
import { STATUS_KEYS } from './vocabulary-outcomes.ts';

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

/**
 * A question the form put to the person, titled by one word of a kind or an event (`{question: "Tipo", answer:
 * "Apartamento"}`, `Type: Rental`, `Event: Wedding`), answered with one word written as a person writes a choice: their
 * answer, where the same word as a key is a tool's (`type: "lead"`) and a code under it a tool's (`FORM_SUBMISSION`).
 * A status is the record's, titled so or not (`Status: Open`).
 */
export function isAskedKind(reading: Reading, label: LabelMeaning, shape: number): boolean {
  return (
    reading.labelled &&
    label.roleWords.event &&
    (label.keyShape & HUMAN_LABEL) !== 0 &&
    !label.words.includes(' ') &&
    !STATUS.has(label.words) &&
    (shape & (WRITTEN_WORD | CAPITALS)) === WRITTEN_WORD &&
    typeof reading.value === 'string' &&
    !isMachineWord(reading.value.trim())
  );
}
const STATUS = new Set(STATUS_KEYS);
