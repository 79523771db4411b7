import type { Turns } from './chat-turns.ts';
import { tokensStartWith, type Reading, type Tokens } from './reading.ts';
import { isFreeText } from './value-shapes.ts';
import { looksLikePersonName } from './shapes.ts';
import { PathTree } from './path-tree.ts';

/**
 * What the brief makes of a conversation whose sides chat-turns.ts told apart (docs/api.md §2.4):
 * whether both sides write in it, the lists its turns are items of, and the question someone else's
 * turn asks right before a turn of the person's, which labels their reply ("Which town is the house
 * in?: Uppsala"), as a form's question labels its answer.
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
    ({ container, key, value }) =>
      turns.others.has(container) &&
      keys.has(key) &&
      typeof value === 'string' &&
      isFreeText(value) &&
      !looksLikePersonName(value),
  );
}

/** The lists a conversation's turns are items of (each turn's marker sits in its item). */
export function listsOf(markers: ReadonlySet<Reading>): Tokens[] {
  const lists = new Map<string, Tokens>();
  for (const { container } of markers)
    if (container.length > 0) lists.set(container.slice(0, -1).join('\u0000'), container.slice(0, -1));
  return [...lists.values()];
}

/** In the object holding one of the lists, itself (no deeper, nor in the list). */
export const besideList = ({ container }: Reading, lists: Tokens[]) =>
  lists.some((list) => container.length === list.length - 1 && tokensStartWith(list, container));

// A question as a turn ends it, in the marks of the scripts that have their own ("?", "？", "؟"), or a prompt's colon.
const QUESTION_END = /[?？؟:：]\s*$/u;
// Longer, it is no prompt but a message of its own.
const QUESTION_LENGTH = 300;
// What a turn says before its question ("Thanks for calling Lakeside Pools, this is Jo. How can I help?", "Sure, Sandra
// here. What is your budget?") is the business's and its staff's, not the question: a label is the last clause.
const CLAUSE_BREAK = /[.!,;。！，、；।॥۔،։።။៕]/u;
function questionOf(text: string): string {
  const question = text.trim().replace(/[:：]$/u, '');
  let start = question.length - 1;
  while (start > 0 && !CLAUSE_BREAK.test(question[start - 1])) start--;
  return question.slice(start).trim();
}

const indexOf = (container: Tokens) => container[container.length - 1];
// A question by its turn's index in its list, and the key its text sits under.
type Asked = Map<number, { key: string | number; question: string }>;

/**
 * Each of the person's short replies right after a question someone else's turn asked under the same key (their `text`
 * after its `text`), by its reading, with that question; null when none. Lists are found by their path token by token
 * (path-tree.ts): a path joined for each turn copies its keys each time.
 */
export function askedBefore(readings: readonly Reading[], turns: Turns): Map<Reading, string> | null {
  const keys = textKeys(turns);
  let asked: PathTree<Asked> | null = null;
  for (const { container, key, value } of readings) {
    if (!turns.others.has(container) || !keys.has(key) || typeof value !== 'string') continue;
    const index = indexOf(container);
    if (typeof index !== 'number' || value.length > QUESTION_LENGTH || !QUESTION_END.test(value)) continue;
    const question = questionOf(value);
    if (!LETTER.test(question)) continue;
    asked ??= new PathTree<Asked>(() => new Map());
    asked.at(container, container.length - 1).set(index, { key, question });
  }
  if (asked === null) return null;
  let labels: Map<Reading, string> | null = null;
  for (const reading of turns.words) {
    // A reply of its own words ("Mornings suit us best") needs no question, and one beside it would only bring in what
    // the business says of itself ("… our advisor Jan Köhler?"); a short one ("Uppsala", "LS6 2AB") does.
    if (isFreeText(reading.value as string)) continue;
    const { container } = reading;
    const index = indexOf(container);
    if (typeof index !== 'number' || index === 0) continue;
    const before = asked.at(container, container.length - 1).get(index - 1);
    if (before !== undefined && before.key === reading.key) (labels ??= new Map()).set(reading, before.question);
  }
  return labels;
}
const LETTER = /\p{L}/u;
