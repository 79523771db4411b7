import { otherParty } from './ranked.ts';
import type { Reading } from './reading.ts';
import { isFreeText } from './value-shapes.ts';

/**
 * The person's texts of words (never someone else's, never an id's digits), each with its reading,
 * up to `characters` in all (a hostile body's megabytes of text cost no more): where a contact or a
 * name the person wrote in their message is looked for (message-contact.ts, name-in-message.ts).
 */
export function* personTexts(readings: readonly Reading[], characters: number): Generator<[Reading, string]> {
  for (const reading of readings) {
    if (characters <= 0) return;
    const { value } = reading;
    if (typeof value !== 'string' || !isFreeText(value) || otherParty(reading)) continue;
    const text = value.length > characters ? value.slice(0, characters) : value;
    characters -= text.length;
    yield [reading, text];
  }
}
