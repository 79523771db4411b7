import { meaning } from './labels.ts';
import { PathTree } from './path-tree.ts';
import { isListItem, tokensStartWith, type Reading, type Tokens } from './reading.ts';
import { holdsAnswered, subtreeOf } from './reading-subtrees.ts';

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
  'row id', // a grid's or a contact block's row (`{row_id, text}` beside `rows: [{id, text: "Name", type}]`)
  ...COLUMN_IDS,
]);
const NAMED_ID = 1;
// Any other word's id (`blockId`, `nodeId`, `stepId`): naming a question only, the one object elsewhere holding that id
// and a question's text (`blocks: [{id, question}]`); never a record's name or text (`user_id` beside `users: [{id, name}]`).
const OTHER_ID = 2;
const OTHER_ID_WORDS = /^\p{L}+ id$/u;
function idKind(key: string | number): number {
  if (typeof key !== 'string') return 0;
  const n = key.length;
  // A cheap look first: ends in "id".
  if (n < 2 || n > 40 || (key.charCodeAt(n - 1) | 32) !== 100 || (key.charCodeAt(n - 2) | 32) !== 105) return 0;
  const { words } = meaning(key);
  return ID_WORDS.has(words) ? NAMED_ID : OTHER_ID_WORDS.test(words) ? OTHER_ID : 0;
}
const isIdKey = (key: string | number) => idKind(key) === NAMED_ID;
const isOwnId = (key: string | number) => typeof key === 'string' && key.length <= 3 && meaning(key).words === 'id';
// A label that may be an id: short, one word of no space.
const isIdShaped = (label: string) =>
  label.length > 0 && label.length <= MAX_ID && !label.includes(' ') && !/\s/.test(label);

const idOf = (value: unknown): string | null =>
  (typeof value === 'string' && value.length > 0 && value.length <= MAX_ID) ||
  (typeof value === 'number' && Number.isInteger(value))
    ? String(value)
    : null;

interface Described {
  container: Tokens;
  text: string;
  /** Named by a question's key (LIST_NAMING), not a record's `name` or `text`. */
  asked: boolean;
}

export function labelByIds(readings: Reading[]): void {
  // The ids, and where each sits: nothing to do unless one id is in two objects (nearly every body).
  const ids = new Map<string, number[]>();
  let others: Set<number> | null = null;
  let shared = false;
  // Answers an item labelled by the id it named (`{stepId: "s_roof", value}` reads "s_roof: …"), relabelled by its question.
  let labelledById: Set<number> | null = null;
  for (let i = 0; i < readings.length; i++) {
    const reading = readings[i];
    // A labelled item is read as one value in its list; an id is read in a list's item.
    const kind = reading.labelled
      ? isIdShaped(reading.label)
        ? OTHER_ID
        : 0
      : isListItem(reading.container)
        ? idKind(reading.key)
        : 0;
    if (kind === 0) continue;
    const id = reading.labelled ? reading.label : idOf(reading.value);
    if (id === null) continue;
    if (kind === OTHER_ID) (others ??= new Set()).add(i);
    if (reading.labelled) (labelledById ??= new Set()).add(i);
    const at = ids.get(id);
    if (at === undefined) ids.set(id, [i]);
    else {
      // Every place so far shares the first's object, or `shared` is set already.
      shared ||= readings[at[0]].container !== reading.container;
      at.push(i);
    }
  }
  if (!shared) return;
  const texts = textsOf(readings, ids);
  const questions: Array<[index: number, text: string]> = [];
  // The lists holding the descriptions answers named (`blocks: [{id, question}]`), and how many each holds.
  let definitions: PathTree<{ named: number }> | null = null;
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
    // One description of the id, and objects naming it elsewhere; by another word's id, a question's. One holding answered
    // items (an order's line, `{id, name, customFields: [{name, answer}]}`, its payments naming it) is a record: no question.
    if (description === undefined || descriptions !== 1 || holdsAnswered(readings, places, description.container))
      continue;
    // By another word's id, one answer names its question: an id many objects name is a record's they belong to (`survey_id`).
    if (others !== null && places.some((i) => others.has(i)) && (!description.asked || places.length > 2)) continue;
    let named = false;
    for (const i of places) {
      const { container } = readings[i];
      if (labelledById?.has(i) && !texts.has(container)) {
        readings[i].label = description.text;
        named = true;
        continue;
      }
      if (texts.has(container) || tokensStartWith(container, description.container)) continue;
      if (tokensStartWith(description.container, container)) continue;
      const [from, to] = subtreeOf(readings, i);
      // By another word's id, an answer: the id and its one value (`{blockId, content}`), not a record naming its form.
      if (others?.has(i) && to - from > 1) continue;
      if (from === i && to === i) {
        // The id alone: a choice, read as its text.
        readings[i].value = description.text;
        choices.add(readings[i]);
      } else if (to - from < MAX_ANSWER_VALUES) questions.push([i, description.text]);
      else continue;
      named = true;
    }
    if (named) {
      forTheForm(readings, places, description);
      (definitions ??= new PathTree(() => ({ named: 0 }))).at(description.container, description.container.length - 1)
        .named++;
    }
  }
  if (definitions !== null) wholeDefinitions(readings, definitions);
  // A question's answers, under its text (a choice among them read as its text already): the innermost first, so a
  // page or a section named by its id (`pages: [{id, title: "Contact", questions}]`) labels only what no question does.
  questions.sort(([a], [b]) => readings[b].container.length - readings[a].container.length);
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

// A description some answer named: the form's (its choices not chosen too), in no brief.
function forTheForm(readings: Reading[], places: number[], description: Described): void {
  const at = places.find((i) => readings[i].container === description.container);
  if (at === undefined) return;
  const [from, to] = subtreeOf(readings, at);
  for (let j = from; j <= to; j++) readings[j].bookkeeping = true;
}

// A list two or more of whose items answers named is the form's definition: its other items too (a bot's own bubbles
// between the questions, `{type: "text", content: "Bonjour, je suis Léo"}`, a question left unanswered) are in no brief.
function wholeDefinitions(readings: Reading[], definitions: PathTree<{ named: number }>): void {
  for (const reading of readings)
    if (
      !reading.bookkeeping &&
      definitions.someAlong(reading.container, (list) => list.named >= 2) &&
      !isAnswered(reading)
    )
      reading.bookkeeping = true;
}
// An answer kept in the form's own list (`{id, title: "Promo code", answer: "SPRING10"}`): the person's, never the form's.
function isAnswered({ key, labelled }: Reading): boolean {
  if (labelled) return true;
  if (typeof key !== 'string') return false;
  const { asKey } = meaning(key);
  return asKey.value || asKey.labelledValue;
}

const LETTER = /\p{L}/u;

// The text of each object holding a shared id: a naming key's in it, else one in its list's first item (`headings: [{heading}]`).
function textsOf(readings: Reading[], ids: Map<string, number[]>): Map<Tokens, Described> {
  // Found token by token (path-tree.ts): joined paths under a long key hash alike and compare in full (review27).
  const holders = new PathTree<{ container: Tokens | null }>(() => ({ container: null }));
  for (const places of ids.values()) {
    if (places.length < 2) continue;
    // Beside an object holding the id as its own (`rows: [{id, text: "Name"}]`), one naming it (`{row_id, text: "Marcus
    // Delgado"}`) is an answer: its text is the person's, no description.
    const own = places.some((i) => isOwnId(readings[i].key));
    for (const i of places) {
      const { key, container } = readings[i];
      if (COLUMN_ID.has(meaning(key as string).words) || (own && !isOwnId(key))) continue;
      holders.at(container, container.length).container = container;
    }
  }
  const texts = new Map<Tokens, Described>();
  const direct = new Set<Tokens>();
  for (const reading of readings) {
    const { value, container } = reading;
    if (typeof value !== 'string' || value.length > MAX_TEXT || !LETTER.test(value)) continue;
    // By its own key: a generic key's label is its parent's (`choices: [{id, text}]` reads "choices").
    const words = typeof reading.key === 'string' ? meaning(reading.key).words : '';
    if (!NAMING.has(words)) continue;
    const text = value.trim();
    const own = holders.find(container, container.length)?.container ?? undefined;
    if (own !== undefined && !direct.has(own)) {
      texts.set(own, { container: own, text, asked: LIST_NAMING.has(words) });
      direct.add(own);
      continue;
    }
    if (container.length < 3 || container[container.length - 1] !== 0 || !LIST_NAMING.has(words)) continue;
    const parent = holders.find(container, container.length - 2)?.container ?? undefined;
    if (parent !== undefined && !texts.has(parent)) texts.set(parent, { container: parent, text, asked: true });
  }
  return texts;
}
