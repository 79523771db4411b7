import type { Turns } from './chat-turns.ts';
import { tokensStartWith, type Reading, type Tokens } from './reading.ts';
import { isFreeText } from './value-shapes.ts';
import { looksLikePersonName } from './shapes.ts';
import { PathTree } from './path-tree.ts';
import { meaning } from './labels.ts';
import type { LabelMeaning } from './label-meaning.ts';

/**
 * What the brief makes of a conversation whose sides chat-turns.ts told apart (docs/api.md §2.4):
 * whether both sides write in it, and the lists its turns are items of.
 */

// The keys the person's messages sit under (`text`, `mensagem`).
function textKeys(turns: Turns): Set<string | number> {
  const keys = new Set<string | number>();
  for (const { key } of turns.words) keys.add(key);
  return keys;
}

/**
 * Both sides write: someone else's turn holds free text under a key the person's messages sit under, not a name (a
 * list of attendees or tickets' holders is no conversation).
 */
export function bothWrite(readings: readonly Reading[], turns: Turns): boolean {
  const keys = textKeys(turns);
  return readings.some(
    ({ container, key, value, label }) =>
      turns.others.has(container) &&
      keys.has(key) &&
      typeof value === 'string' &&
      isFreeText(value) &&
      !looksLikePersonName(value) &&
      // A party's record in a list of parties (`{role: "sprzedający", name: "Auto Centrum Wawel Sp. z o.o.", address}`):
      // its name's and its place's fields are no turn's text.
      !isRecordField(meaning(label)),
  );
}

const isRecordField = ({ role, roleWords }: LabelMeaning) => role === 'name' || roleWords.place;

/**
 * The lists a conversation's turns are items of (each turn's marker sits in its item), found by their path token by
 * token (path-tree.ts): a path joined for each turn copied the keys above it each time (a 400 KB key above 10,000 turns: 7 s).
 */
export function listsOf(markers: ReadonlySet<Reading>): Tokens[] {
  const lists = new PathTree<{ at: Tokens | null }>(() => ({ at: null }));
  for (const { container } of markers)
    if (container.length > 0) lists.at(container, container.length - 1).at ??= container.slice(0, -1);
  return lists.values.map(({ at }) => at!);
}

/** In the object holding one of the lists, itself (no deeper, nor in the list). */
export const besideList = ({ container }: Reading, lists: Tokens[]) =>
  lists.some((list) => container.length === list.length - 1 && tokensStartWith(list, container));
