import { otherParty } from './ranked.ts';
import { isListItem, type Reading, type Tokens } from './reading.ts';
import { isFreeText } from './value-shapes.ts';
import { partyOf } from './value-words.ts';

/**
 * The person's texts of words (never someone else's, never an id's digits), each with its reading,
 * up to `characters` in all (a hostile body's megabytes of text cost no more): where a contact or a
 * name the person wrote in their message is looked for (message-contact.ts, name-in-message.ts).
 */
export function* personTexts(readings: readonly Reading[], characters: number): Generator<[Reading, string]> {
  let others: ReadonlySet<Tokens> | undefined;
  for (const reading of readings) {
    if (characters <= 0) return;
    const { value, container } = reading;
    if (typeof value !== 'string' || !isFreeText(value) || otherParty(reading)) continue;
    if (isListItem(container) && (others ??= writtenByOthers(readings)).has(container)) continue;
    const text = value.length > characters ? value.slice(0, characters) : value;
    characters -= text.length;
    yield [reading, text];
  }
}

/**
 * A conversation's turns a value of their own names as someone else's (`{from: "seller", text}`, `{அனுப்புநர்:
 * "விற்பனையாளர்"}`, a seller): known before the person is, where chat-turns.ts tells the rest apart after. Read once.
 */
function writtenByOthers(readings: readonly Reading[]): ReadonlySet<Tokens> {
  const items = new Set<Tokens>();
  for (const { container, value } of readings)
    if (typeof value === 'string' && isListItem(container) && partyOf(value) === 'other') items.add(container);
  return items;
}
