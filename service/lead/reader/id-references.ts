import { meaning } from './labels.ts';
import { isListItem, tokensStartWith, type Reading, type Tokens } from './reading.ts';

/**
 * Answers that name their question, or a choice, only by an id the body describes elsewhere (a
 * survey's response `{"id": "191004", "answers": [{"choice_id": "1410224"}]}` beside its definition
 * `{"id": "191004", "headings": [{"heading": "How old is your system?"}], "answers": {"choices":
 * [{"id": "1410224", "text": "10-15 years"}]}}`), read once the walk is done (docs/api.md §2.4): an
 * object holding an id and no text of its own takes the text of the one object elsewhere holding
 * that id and a text. Holding more values, it is a question answered: its values are read under
 * the question's text; holding the id alone, it is a choice: it reads as the choice's text. The
 * descriptions it names are the form's own (bookkeeping: no brief). Items labelled already (by
 * descriptions.ts) are left as they are. Linear: a body's objects are read in order, each once.
 */

// A text naming an object: a question's, a choice's (`{id, text}`).
const NAMING = new Set(['title', 'label', 'question', 'heading', 'text', 'name', 'prompt', 'caption']);
// In a list below it (`headings: [{heading}]`), only a question's: an answer's `text` there is what the person wrote.
const LIST_NAMING = new Set(['title', 'label', 'question', 'heading', 'prompt', 'caption']);
const MAX_ID = 64;
const MAX_TEXT = 300;

// A table's cell naming its column (`{column_id, text}` beside `columns: [{id, title}]`): never the column's own
// description, whatever text it holds.
const COLUMN_IDS = ['column id', 'col id', 'header id'];
const COLUMN_ID = new Set(COLUMN_IDS);

// An item's own `id`, or one naming what it answers or chose (`question_id`, `choice_id`, `optionId`):
// never a key naming another record (`survey_id`, `form_id`), which every object of a submission repeats.
const ID_WORDS = new Set([
  'id',
  'question id',
  'field id',
  'item id',
  'choice id',
  'option id',
  'answer id',
  ...COLUMN_IDS,
]);
function isIdKey(key: string | number): boolean {
  if (typeof key !== 'string') return false;
  const n = key.length;
  // A cheap look first: ends in "id".
  if (n < 2 || n > 40 || (key.charCodeAt(n - 1) | 32) !== 100 || (key.charCodeAt(n - 2) | 32) !== 105) return false;
  return ID_WORDS.has(meaning(key).words);
}

const idOf = (value: unknown): string | null =>
  (typeof value === 'string' && value.length > 0 && value.length <= MAX_ID) ||
  (typeof value === 'number' && Number.isInteger(value))
    ? String(value)
    : null;

interface Described {
  container: Tokens;
  text: string;
}

export function labelByIds(readings: Reading[]): void {
  // The ids, and where each sits: nothing to do unless one id is in two objects (nearly every body).
  const ids = new Map<string, number[]>();
  let shared = false;
  for (let i = 0; i < readings.length; i++) {
    const reading = readings[i];
    if (reading.labelled || !isListItem(reading.container) || !isIdKey(reading.key)) continue;
    const id = idOf(reading.value);
    if (id === null) continue;
    const at = ids.get(id);
    if (at === undefined) ids.set(id, [i]);
    else {
      at.push(i);
      shared ||= at.some((j) => readings[j].container !== reading.container);
    }
  }
  if (!shared) return;
  const texts = textsOf(readings, ids);
  const questions: Array<[index: number, text: string]> = [];
  const choices = new Set<Reading>();
  for (const places of ids.values()) {
    if (places.length < 2) continue;
    let description: Described | undefined;
    let descriptions = 0;
    for (const i of places) {
      const text = texts.get(readings[i].container);
      if (text !== undefined && text !== description) {
        description = text;
        descriptions++;
      }
    }
    // One description of the id, and objects naming it elsewhere.
    if (description === undefined || descriptions !== 1) continue;
    let named = false;
    for (const i of places) {
      const { container } = readings[i];
      if (texts.has(container) || tokensStartWith(container, description.container)) continue;
      if (tokensStartWith(description.container, container)) continue;
      const [from, to] = subtreeOf(readings, i);
      if (from === i && to === i) {
        // The id alone: a choice, read as its text.
        readings[i].value = description.text;
        choices.add(readings[i]);
      } else if (to - from < MAX_ANSWER_VALUES) questions.push([i, description.text]);
      else continue;
      named = true;
    }
    if (named) forTheForm(readings, places, description);
  }
  // A question's answers, under its text (a choice among them read as its text already).
  for (const [i, text] of questions) {
    const [from, to] = subtreeOf(readings, i);
    for (let j = from; j <= to; j++) {
      const reading = readings[j];
      if (j === i || reading.labelled || reading.bookkeeping) continue;
      if (!choices.has(reading) && (isIdKey(reading.key) || meaning(reading.label).noise)) continue;
      reading.label = text;
      reading.labelled = true;
    }
  }
}

// An answer object holds a few values: past this, an object naming an id is a record, not one answer.
const MAX_ANSWER_VALUES = 50;

// The readings of a reading's object and below it: one run of the walk's order (it reads an object's values in turn).
function subtreeOf(readings: Reading[], i: number): [number, number] {
  const { container } = readings[i];
  let from = i;
  let to = i;
  while (from > 0 && tokensStartWith(readings[from - 1].container, container)) from--;
  while (to < readings.length - 1 && tokensStartWith(readings[to + 1].container, container)) to++;
  return [from, to];
}

// A description some answer named: the form's (its choices not chosen too), in no brief.
function forTheForm(readings: Reading[], places: number[], description: Described): void {
  const at = places.find((i) => readings[i].container === description.container);
  if (at === undefined) return;
  const [from, to] = subtreeOf(readings, at);
  for (let j = from; j <= to; j++) readings[j].bookkeeping = true;
}

const LETTER = /\p{L}/u;

// The text of each object holding a shared id: a naming key's in it, else one in its list's first item (`headings: [{heading}]`).
function textsOf(readings: Reading[], ids: Map<string, number[]>): Map<Tokens, Described> {
  const holders = new Map<string, Tokens>();
  for (const places of ids.values())
    if (places.length > 1)
      for (const i of places)
        if (!COLUMN_ID.has(meaning(readings[i].key as string).words))
          holders.set(readings[i].container.join('\u0000'), readings[i].container);
  const texts = new Map<Tokens, Described>();
  const direct = new Set<Tokens>();
  for (const reading of readings) {
    const { value, container } = reading;
    if (typeof value !== 'string' || value.length > MAX_TEXT || !LETTER.test(value)) continue;
    // By its own key: a generic key's label is its parent's (`choices: [{id, text}]` reads "choices").
    const words = typeof reading.key === 'string' ? meaning(reading.key).words : '';
    if (!NAMING.has(words)) continue;
    const text = value.trim();
    const own = holders.get(container.join('\u0000'));
    if (own !== undefined && !direct.has(own)) {
      texts.set(own, { container: own, text });
      direct.add(own);
      continue;
    }
    if (container.length < 3 || container[container.length - 1] !== 0 || !LIST_NAMING.has(words)) continue;
    const parent = holders.get(container.slice(0, -2).join('\u0000'));
    if (parent !== undefined && !texts.has(parent)) texts.set(parent, { container: parent, text });
  }
  return texts;
}
