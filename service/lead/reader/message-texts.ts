import { meaning } from './labels.ts';
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
  const others = writtenByOthers(readings);
  for (const reading of readings) {
    if (characters <= 0) return;
    const { value, container } = reading;
    if (typeof value !== 'string' || !isFreeText(value) || otherParty(reading)) continue;
    if (others !== null && isListItem(container) && others.has(container)) continue;
    const text = value.length > characters ? value.slice(0, characters) : value;
    characters -= text.length;
    yield [reading, text];
  }
}

// A body's turns named as someone else's, found once per body (personTexts runs several times a lead).
const found = new WeakMap<readonly Reading[], ReadonlySet<Tokens> | null>();
// The items' short values looked at, at most: a conversation names its sides in its first turns.
const MAX_LOOKS = 2_000;

/**
 * A conversation's turns a key of theirs names as someone else's, where that key names both sides (`{from: "buyer"}`
 * and `{from: "seller"}`; Tamil `வாங்குபவர்` and `விற்பனையாளர்`): known before the person is, where chat-turns.ts tells
 * the rest apart after the choice. A key naming one side only tells nothing (`seen_by: "operator"`, `job: "Agent"`, and
 * a writer's `sender: "host"`, `from: "owner"`: a host's, a landlord's own turns), nor whom a turn went to (`to`).
 */
function writtenByOthers(readings: readonly Reading[]): ReadonlySet<Tokens> | null {
  const known = found.get(readings);
  if (known !== undefined) return known;
  let sides: Map<string, { person: boolean; others: Tokens[] }> | null = null;
  let looks = MAX_LOOKS;
  for (const { container, key, value } of readings) {
    if (typeof value !== 'string' || typeof key !== 'string' || value.length > 40 || !isListItem(container)) continue;
    if (--looks < 0) break;
    const party = partyOf(value);
    // Whom a turn went to (`to: "agent"`, `recipient: "host"`) names the other side.
    if ((party !== 'person' && party !== 'other') || meaning(key).recipient) continue;
    let side = (sides ??= new Map()).get(key);
    if (side === undefined) sides.set(key, (side = { person: false, others: [] }));
    if (party === 'person') side.person = true;
    else side.others.push(container);
  }
  let items: Set<Tokens> | null = null;
  if (sides !== null)
    for (const { person, others } of sides.values())
      if (person) for (const item of others) (items ??= new Set()).add(item);
  found.set(readings, items);
  return items;
}
