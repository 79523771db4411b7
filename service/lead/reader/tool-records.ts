import { meaning } from './labels.ts';
import { parentWords } from './parent-key.ts';
import { isListItem, type Reading, type Tokens } from './reading.ts';

/**
 * A tool's own log (docs/api.md §2.4): the items of a list under a key naming one (`log`, `history`, `activities`:
 * vocabulary-events.ts TOOL_RECORD_WORDS) each holding when (`time`, `created`) and what happened (`type`, `status`).
 * Their values are the tool's record, not the person's answers; a list of another shape under such a key is theirs.
 * One pass over the values in list items; null when the body has no such entry (nearly every body).
 */
export function toolRecords(readings: readonly Reading[]): ReadonlySet<Tokens> | null {
  let entries: Map<Tokens, number> | null = null;
  for (const reading of readings) {
    const { container } = reading;
    if (!isListItem(container) || reading.labelled || parentWords(reading)?.toolRecord !== true) continue;
    const { words, roleWords } = meaning(reading.label);
    const bits = (roleWords.systemTime || TIMES.has(words) ? WHEN : 0) | (roleWords.event ? WHAT : 0);
    (entries ??= new Map()).set(container, (entries.get(container) ?? 0) | bits);
  }
  if (entries === null) return null;
  let logged: Set<Tokens> | null = null;
  for (const [container, bits] of entries) if (bits === (WHEN | WHAT)) (logged ??= new Set()).add(container);
  return logged;
}

const WHEN = 1;
const WHAT = 2;
// A time's bare key in an entry (`time: 35`, `at`, `date`): when it happened.
const TIMES = new Set(['time', 'at', 'date', 'timestamp', 'ts', 'datetime']);
