import { meaning } from './labels.ts';
import { pathOf, type Reading, type Tokens } from './reading.ts';
import { elementReading } from './unlabelled.ts';
import { CODE_LIST_WORDS, LABEL_LIST_WORDS, LABEL_MAP_WORDS } from './vocabulary-wrappers.ts';

/**
 * A form's questions and answers as lists (docs/api.md §2.4): two lists side by side, one of labels and one of values
 * at the same places (`fields: ["Name", "Phone", "Budget"]` beside `values: ["Ann Berg", "070…", "50-100k"]`), or one
 * list of `[question, answer]` pairs. Each value reads as an answer under its label, at its own pointer (`/values/2`,
 * `/answers/2/1`); the labels are the form's. The labels' list is the one holding only texts of a label's shape beside
 * one holding something else, or, both so, the one under a key naming labels (`fields`, `headers`, `questions`).
 * A list of scalars is one reading (walk.ts); nearly every body has no two of them side by side.
 */

const MAX_LABEL = 80;
const MAX_ITEMS = 200;
const LETTER = /\p{L}/u;
const THREE_DIGITS = /\d{3}/;
const LABEL_LISTS = new Set([...LABEL_MAP_WORDS, ...LABEL_LIST_WORDS]);

const isLabel = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= MAX_LABEL &&
  LETTER.test(value) &&
  !value.includes('@') &&
  !THREE_DIGITS.test(value);
const allLabels = (list: unknown[]) => list.every(isLabel) && new Set(list).size === list.length;
const isList = (value: unknown): value is unknown[] =>
  Array.isArray(value) && value.length >= 2 && value.length <= MAX_ITEMS;

/** The readings, each list of values beside its labels' list read value by value under its label. */
export function pairedLists(readings: Reading[]): Reading[] {
  let lists: Map<Tokens, Reading[]> | null = null;
  for (const reading of readings)
    if (!reading.labelled && Array.isArray(reading.value) && reading.value.length >= 2) {
      lists ??= new Map();
      const siblings = lists.get(reading.container);
      if (siblings === undefined) lists.set(reading.container, [reading]);
      else siblings.push(reading);
    }
  if (lists === null) return readings;
  // Each list read so, by its reading: the readings it becomes (none for a labels' list).
  let read: Map<Reading, Reading[]> | null = null;
  for (const siblings of lists.values()) {
    if (siblings.length < 2) continue;
    const pairs = pairsOf(siblings);
    if (pairs !== null) {
      read ??= new Map();
      for (const [reading, element] of pairs) read.set(reading, element === null ? [] : [element]);
      continue;
    }
    for (const [labels, values] of besideLists(siblings)) {
      read ??= new Map();
      read.set(labels, []);
      const names = labels.value as string[];
      read.set(
        values,
        (values.value as unknown[]).map((_, n) => ({ ...elementReading(values, n), label: names[n], labelled: true })),
      );
    }
  }
  if (read === null) return readings;
  const out: Reading[] = [];
  for (const reading of readings) {
    const instead = read.get(reading);
    if (instead === undefined) out.push(reading);
    else out.push(...instead);
  }
  return out;
}

// The items of one list each a pair [label, value] (`answers: [["Your name", "Ann Berg"], …]`): the value under its label.
function pairsOf(items: Reading[]): Array<[Reading, Reading | null]> | null {
  if (typeof items[0].key !== 'number') return null;
  for (const { value } of items) if ((value as unknown[]).length !== 2) return null;
  if (!allLabels(items.map(({ value }) => (value as unknown[])[0]))) return null;
  return items.map((item) => {
    const [label, value] = item.value as [string, unknown];
    if (value === null || value === '') return [item, null];
    return [item, { ...elementReading(item, 1), label, labelled: true, item: pathOf(item) }];
  });
}

// Two lists of one length side by side, one of labels: [labels, values]. An object holding many lists (a table's
// columns) is looked at no further: a pair among a few lists is a few lists' work.
const MAX_LISTS = 16;
function besideLists(siblings: Reading[]): Array<[Reading, Reading]> {
  const found: Array<[Reading, Reading]> = [];
  if (siblings.length > MAX_LISTS) return found;
  for (const labels of siblings) {
    const names = labels.value as unknown[];
    if (!isList(names) || !allLabels(names)) continue;
    for (const values of siblings) {
      const list = values.value as unknown[];
      // A list of codes beside their labels (`service_codes`, `service_labels`) is one choice sent twice, no answers.
      if (values === labels || list.length !== names.length || lastWordIn(values, CODE_LISTS)) continue;
      // Both of labels' shape: the one whose key names labels is the labels.
      if (list.every(isLabel) && !(namesLabels(labels) && !namesLabels(values))) continue;
      found.push([labels, values]);
      break;
    }
  }
  return found.length === 1 ? found : [];
}

const lastWordIn = (reading: Reading, words: ReadonlySet<string>) => {
  const list = meaning(typeof reading.key === 'string' ? reading.key : reading.label).words.split(' ');
  return words.has(list[list.length - 1]);
};
const namesLabels = (reading: Reading) => lastWordIn(reading, LABEL_LISTS);
const CODE_LISTS = new Set(CODE_LIST_WORDS);
