import { meaning } from './labels.ts';
import type { Reading } from './reading.ts';
import { isTurnText } from './turn-evidence.ts';
import type { TurnWriters } from './turn-writers.ts';
import { isPhoneText } from './value-shapes.ts';

/**
 * The keys that may mark a conversation's sides (chat-turns.ts): a turn's own key (`author_type`), or a key of an
 * object right below it, named with that object's key (`author.type` of `author: {id, type: "contact"}`), so a turn's own
 * kind (`type: "chat"`) and its writer's (`author.type`) are two markers, not one.
 */

// What a side's marker may be: a short word or code, a flag, a small number (`author_type: 2`).
const MARKER_LENGTH = 30;
const isMarker = (value: unknown) =>
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 10) ||
  (typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MARKER_LENGTH &&
    (!/\d{3}/.test(value) || isPhoneText(value)));

// A turn holds a few keys that may mark its side (its writer's id, handle, name, role): the first few are tried, no more
// (a stranger's turns of thousands of such keys would each read every item).
export const MARKER_TRIES = 4;
// The keys that may mark each turn's side: in two items or more beside a message, two to four values, fewer than the
// items; fewest values first.
export function markerKeys(items: Map<string, Reading[]>, writers: TurnWriters): Array<string | number> {
  if (items.size < 2) return [];
  const depth = depthOf(items);
  const values = new Map<string | number, Set<unknown>>();
  const counts = new Map<string | number, number>();
  for (const readings of items.values()) {
    if (!readings.some((reading) => isTurnText(reading.value))) continue;
    for (const reading of readings) {
      // A writer's name of two words (`from: {name: "Rafiq Islam"}`) marks a side, though it reads as a short turn's text.
      // Or an id another object describes (`author_id` naming one of `users: [{id, type}]`), however long.
      const marks = isMarker(reading.value) || writers.has(reading.value);
      if (reading.labelled || !marks || (isTurnText(reading.value) && !isNameKey(reading.key))) continue;
      const marker = markerOf(reading, depth);
      // Whom a turn went to (`receiver: {id}`) marks no writer.
      if (marker !== reading.key && meaning(String(reading.container[depth])).recipient) continue;
      const set = values.get(marker) ?? new Set();
      set.add(reading.value);
      values.set(marker, set);
      counts.set(marker, (counts.get(marker) ?? 0) + 1);
    }
  }
  const keys: Array<string | number> = [];
  for (const [key, set] of values) {
    const count = counts.get(key)!;
    if (count < 2 || set.size < 2 || set.size > 4 || (count > 2 && set.size >= count)) continue;
    keys.push(key);
  }
  // An event's bare kind last (`type: "system_message"` beside `author_id` tells no writer), then fewest values; stable:
  // the first found first.
  // A kind in the object below the turn is its writer's (`author: {type: "contact"}`), no event's.
  const rank = (key: string | number) => (key === markerKey(key) && isBareKind(key) ? 10 : 0) + values.get(key)!.size;
  return keys.sort((a, b) => rank(a) - rank(b));
}

/** The depth of a list's items (their own values' objects): a value deeper sits in an object below its turn. */
export function depthOf(items: Map<string, Reading[]>): number {
  let depth = Infinity;
  for (const readings of items.values()) {
    for (const { container } of readings) if (container.length < depth) depth = container.length;
    break;
  }
  return depth;
}

/** A reading's marker: its key in its turn's own object, else its object's key and its own (`author.type`). */
export const markerOf = (reading: Reading, depth: number): string | number =>
  reading.container.length > depth
    ? `${String(reading.container[reading.container.length - 1])}.${String(reading.key)}`
    : reading.key;

/** A marker's own key (`type` of `author.type`). */
export const markerKey = (marker: string | number): string | number =>
  typeof marker === 'string' && marker.includes('.') ? marker.slice(marker.lastIndexOf('.') + 1) : marker;

const isNameKey = (key: string | number) => typeof key === 'string' && meaning(key).role === 'name';
// A key of one word naming an event's kind (`type`, `kind`; not `sender_type`, which tells whose the turn is).
const isBareKind = (key: string | number) =>
  typeof key === 'string' && meaning(key).roleWords.event && !meaning(key).words.includes(' ');
