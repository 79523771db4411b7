import type { LabelMeaning } from './label-meaning.ts';
import type { Place } from './places.ts';
import type { Reading, Tokens } from './reading.ts';
import { isPressed } from './rows.ts';
import { FREE_TEXT, PHRASE, WRITTEN_WORD } from './shape-bits.ts';
import { textShape } from './text-shape.ts';
import { isWrittenRange } from './value-shapes.ts';

const WORDS = FREE_TEXT | PHRASE | WRITTEN_WORD;

/**
 * The sections of the person's record, and the items of lists in their object, holding words as a person writes them (`vehicle: {year: 2021,
 * make: "Toyota"}`, `current_insurance: {carrier: "State Farm", months_with_carrier: 38}`): a number
 * there is what they told the form, where a number alone in a section (`calculated: {score: 9}`,
 * `entities: [{offset, length, type: "phone_number"}]`) is the tool's. Found on the first number that
 * asks (most leads have none), in one pass over the readings.
 */
export class WordedSections {
  // Each container asked about, and whether it holds such words: a look over the readings per container, at most
  // MAX_LOOKS of them (then one pass for them all), so a body of many sections stays linear.
  private readonly asked = new Map<Tokens, boolean>();
  private all: Set<Tokens> | null = null;

  constructor(private readonly readings: readonly Reading[]) {}

  /**
   * Whether a number in a section of the person's record (not someone else's record in it), or in an item of a list
   * in their object (`vehicles: [{year: "2019", make: "Honda"}]`, a number written as text there too), sits beside such
   * words; so does a range of counts written as text in either (`guest_count: "150-199"`: a tool writes a count, a
   * person picks a range).
   */
  holds(reading: Reading, label: LabelMeaning, place: Readonly<Place>, records: ReadonlySet<Tokens> | null): boolean {
    const { value } = reading;
    if (reading.labelled || !(place.inSection || place.inItem)) return false;
    if (
      typeof value === 'number'
        ? value === 0 || Math.abs(value) >= 1e7
        : !((place.inItem && isWrittenNumber(value)) || isWrittenRange(value))
    )
      return false;
    // A digit pressed in a phone menu's row (`ivr: [{name: "Sales", pressed: 2}]`: the option is the answer, menu-choices.ts).
    if (place.inItem && isPressed(value)) return false;
    // A price or a fee beside a chosen item's name is money, no answer (ROLE.moneySplit speaks for it).
    if (label.roleWords.money || label.roleWords.barePrice || records?.has(reading.container)) return false;
    return this.worded(reading.container);
  }

  private worded(container: Tokens): boolean {
    if (this.all !== null) return this.all.has(container);
    const known = this.asked.get(container);
    if (known !== undefined) return known;
    if (this.asked.size >= MAX_LOOKS) {
      this.all = worded(this.readings);
      return this.all.has(container);
    }
    let found = false;
    for (const { value, container: at } of this.readings)
      if (at === container && typeof value === 'string' && hasWords(value)) {
        found = true;
        break;
      }
    this.asked.set(container, found);
    return found;
  }
}

const MAX_LOOKS = 8;

const hasWords = (value: string) => {
  const text = value.trim();
  return text !== '' && (textShape(text) & WORDS) !== 0;
};

function worded(readings: readonly Reading[]): Set<Tokens> {
  const containers = new Set<Tokens>();
  for (const { value, container } of readings)
    if (typeof value === 'string' && !containers.has(container) && hasWords(value)) containers.add(container);
  return containers;
}

// A count or a year written as text (`2019`, `12,000`, `3.5`): seven digits at most, no zero alone.
const WRITTEN_NUMBER = /^(?:\d{1,3}(?:[,.]\d{3})+|\d{1,7}(?:\.\d{1,2})?)$/;
const isWrittenNumber = (value: unknown) =>
  typeof value === 'string' && value.length <= 10 && value !== '0' && WRITTEN_NUMBER.test(value);
