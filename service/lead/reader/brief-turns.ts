import type { Turns } from './chat-turns.ts';
import { tokensStartWith, type Reading, type Tokens } from './reading.ts';
import { isFreeText } from './value-shapes.ts';
import { looksLikePersonName } from './shapes.ts';
import { PathTree } from './path-tree.ts';
import { meaning } from './labels.ts';
import type { LabelMeaning } from './label-meaning.ts';
import { NOTE_WORDS } from './vocabulary-internal.ts';

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

/** A conversation's lists, and whether someone else writes in them or only has a record there (a list of a deal's parties). */
export interface Conversations {
  lists: Tokens[];
  partiesOnly: boolean;
}

/**
 * The lists of a conversation where both sides write: someone else's turn holds free text under a key the person's
 * messages sit under, not a name (a list of attendees or tickets' holders is no conversation); `partiesOnly` where
 * that text is only a party's name or place (`{role: "sprzedający", name: "Auto Centrum Wawel Sp. z o.o.", address}`).
 */
export function conversationsOf(readings: readonly Reading[], turns: Turns): Conversations | null {
  const keys = textKeys(turns);
  let records = false;
  for (const { container, key, value, label } of readings) {
    if (!turns.others.has(container) || !keys.has(key) || typeof value !== 'string') continue;
    if (!isFreeText(value) || looksLikePersonName(value)) continue;
    const { role, roleWords } = meaning(label);
    if (role !== 'name' && !roleWords.place) return { lists: listsOf(turns.markers), partiesOnly: false };
    records = true;
  }
  return records ? { lists: listsOf(turns.markers), partiesOnly: true } : null;
}

/**
 * A free text in the object holding a conversation's list (no deeper, nor in the list): a staff member's note on it
 * (`conversation: {parts: […], note}`). Beside a list of a deal's parties, only under a note's bare key (`note`,
 * `notiz`, `הערה`: a CRM deal's owner's), the person's message (`message`, `nachricht`) theirs: set 80's Otomoto and
 * Facile.it, /work/attack66c.
 */
export const isNoteBeside = (reading: Reading, label: LabelMeaning, conversations: Conversations) =>
  besideList(reading, conversations.lists) && (!conversations.partiesOnly || BARE_NOTES.has(label.words));
const BARE_NOTES: ReadonlySet<string> = new Set(NOTE_WORDS);

/**
 * The lists a conversation's turns are items of (each turn's marker sits in its item), found by their path token by
 * token (path-tree.ts): a path joined for each turn copied the keys above it each time (a 400 KB key above 10,000 turns: 7 s).
 */
function listsOf(markers: ReadonlySet<Reading>): Tokens[] {
  const lists = new PathTree<{ at: Tokens | null }>(() => ({ at: null }));
  for (const { container } of markers)
    if (container.length > 0) lists.at(container, container.length - 1).at ??= container.slice(0, -1);
  return lists.values.map(({ at }) => at!);
}

/** In the object holding one of the lists, itself (no deeper, nor in the list). */
const besideList = ({ container }: Reading, lists: Tokens[]) =>
  lists.some((list) => container.length === list.length - 1 && tokensStartWith(list, container));
