import type { LabelMeaning } from './label-meaning.ts';
import { parentWords } from './parent-key.ts';
import type { Reading, Tokens } from './reading.ts';

/**
 * A note in a call's record that also holds its agent's words (`call_info: {direction, disposition, notes}`): the agent's
 * note on the call, never the caller's words (docs/api.md §2.4, feature `staffNote`). A call's record holding no staff
 * word (`call: {from, to, notes: "Caller said: …"}`) may carry the caller's message: its note stays theirs. Null unless a
 * note's key sits in a call's record; then one pass over the readings for the objects holding a staff word.
 */
export function callNotes(readings: readonly Reading[], meanings: ReadonlyArray<LabelMeaning | null>): Set<Reading> | null {
  let notes: Reading[] | null = null;
  for (let i = 0; i < readings.length; i++)
    if (meanings[i]?.roleWords.note && !readings[i].labelled && parentWords(readings[i])?.callRecord === true)
      (notes ??= []).push(readings[i]);
  if (notes === null) return null;
  const staffed = new Set<Tokens>();
  for (let i = 0; i < readings.length; i++) if (meanings[i]?.roleWords.staff) staffed.add(readings[i].container);
  const agents = notes.filter((note) => staffed.has(note.container));
  return agents.length === 0 ? null : new Set(agents);
}
