import { meaning } from './labels.ts';
import type { Reading } from './reading.ts';
import { HUMAN_LABEL } from './label-key-shape.ts';
import type { LabelMeaning } from './label-meaning.ts';
import { isMachineWord } from './machine-shapes.ts';
import { CAPITALS, WRITTEN_WORD } from './shape-bits.ts';
import { ASKED_KIND_WORDS, RECORD_KIND_VALUES } from './vocabulary-events.ts';
import { OUTCOME_VALUES } from './vocabulary-outcomes.ts';
import { DIRECTION_OUT, TURN_FROM_PERSON } from './vocabulary-party-types.ts';

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
 * "Apartamento"}`, `Event: Wedding`: ASKED_KIND_WORDS), answered with one word written as a person writes a choice: their
 * answer, where the same word as a key is a tool's (`type: "lead"`) and a code under it a tool's (`FORM_SUBMISSION`).
 * A word naming a record's, an event's or a widget's kind, a direction or an outcome stays the tool's
 * (`{label: "Type", value: "Lead"}`, `Kind: Webhook`, `Type: Popup`, `Event: Created`: TOOL_KIND_VALUES).
 */
export function isAskedKind(reading: Reading, label: LabelMeaning, shape: number): boolean {
  return (
    reading.labelled &&
    ASKED_KINDS.has(label.words) &&
    (label.keyShape & HUMAN_LABEL) !== 0 &&
    (shape & (WRITTEN_WORD | CAPITALS)) === WRITTEN_WORD &&
    typeof reading.value === 'string' &&
    !isMachineWord(reading.value.trim()) &&
    !TOOL_KIND_VALUES.has(reading.value.trim().toLowerCase())
  );
}
const ASKED_KINDS = new Set(ASKED_KIND_WORDS);
const TOOL_KIND_VALUES = new Set([...RECORD_KIND_VALUES, ...TURN_FROM_PERSON, ...DIRECTION_OUT, ...OUTCOME_VALUES]);
