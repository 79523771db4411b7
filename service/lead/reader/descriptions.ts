import { isObject, itemKeysOf, type ItemKeys } from './item-keys.ts';
import { chosenTexts, optionTable, type References } from './items.ts';
import { meaning } from './labels.ts';
import type { Reading } from './reading.ts';
import { hintRole } from './value-words.ts';
import { type Obj, ownKey } from './json-object.ts';
import { labelIndex } from './label-index.ts';
import { describedQuestions, type DescribedItem } from './described-maps.ts';
import { measuredMaps } from './measured-maps.ts';
import { shapedOptions, shapedOptionsKey } from './shaped-questions.ts';

/**
 * What a form says about its questions apart from the answers: a label (and a type) given to an id, which some tools
 * name their answers by only (Typeform's `field.id`; `Field1`, `Field2`, … beside the questions in a JSON text), the ids
 * described in a list elsewhere. The walk collects descriptions in one pass; answers are labelled once it is done.
 */
export interface Description {
  label: string;
  /** The question's type (`"email"`, `"phone"`), read as a hint. */
  type: string | undefined;
  /** The question a sub-question belongs to (a name's "First" under "Name", a checkbox's option under its question). */
  parent: string | undefined;
  /** Its choices' texts by their codes (`choices: [{value: "item2", text: "2 to 5 years"}]`), or null. */
  options: Map<unknown, string> | null;
}

/** A map of questions keyed by a machine's keys (described-maps.ts), and the first reading walked from it. */
export type KeyedSpan = { items: DescribedItem[]; from: number };

/** The readings a list was walked into (their `order`), `from` to before `to`; its items' containers' length, `depth`. */
// A list of questions walked as readings `from` to `to`; `typed` when each item has a type (one answer keyed suffices).
type Span = { from: number; to: number; depth: number; options: string | undefined; typed: boolean };

/** Labels by id. Maps, so an id such as `__proto__` or `constructor` is a plain key. */
export class Descriptions {
  // From lists of descriptions: the form's questions, which answers elsewhere may be keyed by.
  private readonly questions = new Map<string, Description>();
  // Lists of questions with no type (`[{id, title}]`), by id: the form's only if an answer is keyed by one of their ids.
  private untyped: Map<string, Span> | null = null;
  // Any other object with an id and a label (a labelled answer): named only by an explicit reference,
  // and looked for only when a reference names no question (rare: a scan of the whole body).
  private others: Map<string, string> | null = null;

  constructor(private readonly root: unknown) {}

  get size(): number {
    return this.questions.size;
  }

  /** The question an answer keyed by `id` answers. */
  question(id: string): Description | undefined {
    return this.questions.get(id);
  }

  /** A list of questions with no type, walked into readings `from` to `to`: it labels answers only if one is keyed by its ids. */
  addUntyped(list: unknown[], keys: Array<ItemKeys | null>, from: number, to: number, depth: number): void {
    // Its questions' options by shape (`선택지: [{코드, 라벨}]`): the form's too, once an answer is keyed by its ids.
    const typed = keys.every((found) => found?.typeKey !== undefined);
    const span = { from, to, depth, options: shapedOptionsKey(list), typed };
    for (let i = 0; i < list.length; i++) {
      const id = idOf(list[i] as Obj, keys[i]!);
      if (id !== undefined && !this.questions.has(id)) (this.untyped ??= new Map()).set(id, span);
    }
    this.addList(list, keys);
  }

  /** Whether an untyped list of questions was met. */
  get hasUntyped(): boolean {
    return this.untyped !== null;
  }

  /** The untyped list an answer keyed by `id` would be labelled by, if any. */
  untypedListOf(id: string): Span | undefined {
    return this.untyped?.get(id);
  }

  /** The label an item's reference (`field.id`) names. */
  referenced(id: string): string | undefined {
    const question = this.questions.get(id);
    if (question !== undefined) return question.label;
    this.others ??= labelIndex(this.root);
    return this.others.get(id);
  }

  /**
   * An object describing questions keyed by their ids (described-maps.ts), each its key's: true when keyed by digits (the
   * form's, walked no further); keyed by a machine's keys, the map to walk and then give addKeyed with the readings
   * walked from `from`; null for any other object.
   */
  addDescribed(object: Obj, from: number): true | KeyedSpan | null {
    const described = describedQuestions(object);
    if (described === null) return null;
    if (!described.digits) return { items: described.items, from };
    for (const [id, item, keys, label] of described.items) this.add(item, keys, undefined, id, label);
    return true;
  }

  /** A map of questions keyed by a machine's keys, walked into readings up to `to`: the form's once an answer is keyed by one. */
  addKeyed({ items, from }: KeyedSpan, to: number, depth: number): void {
    const options = shapedOptionsKey(items.map((item) => item[1]));
    const span = { from, to, depth, options, typed: true };
    for (const [id, item, keys, label] of items) {
      if (this.questions.has(id)) continue;
      (this.untyped ??= new Map()).set(id, span);
      this.add(item, keys, undefined, id, label);
    }
  }

  /** One question's description (`{ID, Title, Type}`, `{id, title, type}`). */
  private add(object: Obj, keys: ItemKeys, parent?: string, id = idOf(object, keys), label = keys.labelText!): void {
    if (id === undefined) return;
    const type =
      keys.typeKey !== undefined && typeof object[keys.typeKey] === 'string'
        ? (object[keys.typeKey] as string)
        : undefined;
    const options = withDigits(optionTable(object) ?? shapedOptions(object));
    const description = { label, type, parent, options: options?.size ? options : null };
    this.questions.set(id, description);
    // A second id beside its own (`{id: "101", field_key: "qh4ab"}`): answers may be keyed by either.
    const other = keys.otherId === undefined ? undefined : (object[keys.otherId] as string);
    if (other !== undefined && other !== id && !this.questions.has(other)) this.questions.set(other, description);
  }

  /**
   * A list of question descriptions, and the descriptions nested in each (a name's parts, a
   * checkbox's options): a sub-question, read after its question, names the id more exactly.
   */
  addList(list: unknown[], keys: Array<ItemKeys | null>): void {
    for (let i = 0; i < list.length; i++) {
      const item = list[i] as Obj;
      const found = keys[i]!;
      this.add(item, found);
      const label = found.labelText!;
      for (const key in item) {
        const inner = item[key];
        if (Array.isArray(inner) && ownKey(item, key)) this.addParts(inner, label);
      }
    }
  }

  private addParts(list: unknown[], parent: string): void {
    for (const part of list) if (isObject(part)) this.add(part, itemKeysOf(part), parent);
  }
}

// Options whose ids are numbers (`{id: 27, label: "Facade"}`) chosen by their digits too (`"27"`).
function withDigits(options: Map<unknown, string> | null): Map<unknown, string> | null {
  if (options !== null)
    for (const [code, text] of options)
      if (typeof code === 'number' && !options.has(String(code))) options.set(String(code), text);
  return options;
}

function idOf(object: Obj, keys: ItemKeys): string | undefined {
  if (keys.idKey === undefined || keys.labelText === undefined || keys.idKey === keys.labelKey) return undefined;
  const id = object[keys.idKey];
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/**
 * Once the whole body is walked: an item naming its question by id takes the question's label; an answer under a key
 * a description labels (`Field3` → "Email"), but in a map of timings (measured-maps.ts), is that question's answer. A
 * list of untyped questions that labelled an answer is the form's structure: its items' own values leave the readings.
 */
export function labelDescribed(
  readings: Reading[],
  descriptions: Descriptions,
  references: Array<[Reading, References]>,
): Reading[] {
  let structure: Set<Span> | null = null;
  for (const [reading, ids] of references) {
    for (const [id, fallback] of ids) {
      const label = descriptions.referenced(id) ?? fallback;
      if (label === undefined) continue;
      // An answer naming its question (`{question_id, answer}`) makes the list of questions the form's.
      const list = descriptions.untypedListOf(id);
      if (list !== undefined && !isInside(reading, list)) (structure ??= new Set()).add(list);
      reading.label = label;
      reading.labelled = true;
      const options = descriptions.question(id)?.options; // a choice sent as its options' ids reads as their texts
      if (options) reading.value = chosenTexts(options, reading.value);
      break;
    }
  }
  if (descriptions.size === 0) return readings;
  const matches = descriptions.hasUntyped ? untypedMatches(readings, descriptions) : null;
  const measures = measuredMaps(readings, (key) => descriptions.question(key) !== undefined);
  for (const reading of readings) {
    if (reading.labelled || typeof reading.key !== 'string') continue;
    // A timing or a score per question is the tool's: it keeps its id, out of the brief.
    if (measures?.has(reading.container)) {
      reading.bookkeeping = true;
      continue;
    }
    // A value keyed by the id, or a wrapper's value under it (`answers: {"701": {value: "2"}}`: its label is the id).
    const description =
      reading.item === undefined ? descriptions.question(reading.key) : descriptions.question(reading.label);
    if (description === undefined) continue;
    const untyped = descriptions.untypedListOf(reading.key);
    // An untyped list's own item (`{id: "title", title: "…"}`) is no answer keyed by its id; a list one key only
    // matches (`tags: [{id: 1, title: "hot"}]` beside `custom_fields: {"1": …}`) labels nothing: a coincidence.
    if (untyped !== undefined && (isInside(reading, untyped) || (matches?.get(untyped) ?? 0) < (untyped.typed ? 1 : 2)))
      continue;
    reading.label = describedLabel(description, reading.value);
    // A choice sent as its code reads as its text (`item2` → "2 to 5 years"), as a field's own options give it (items.ts).
    if (description.options !== null) reading.value = chosenTexts(description.options, reading.value);
    reading.hint ??= description.type === undefined ? null : hintRole(description.type);
    reading.labelled = true;
    if (untyped !== undefined) (structure ??= new Set()).add(untyped);
  }
  if (structure === null) return readings;
  // Its items' own values (an id, a title): what is nested below an item (a contact block under a CRM's list of
  // contacts taken for questions) is no question's. Spans nest at most as deep as the body (32 levels): linear.
  const out = new Uint8Array(readings.length);
  for (const { from, to, depth, options } of structure)
    for (let i = from; i < to; i++) {
      const { container } = readings[i];
      if (container.length === depth || (options !== undefined && container[depth] === options)) out[i] = 1;
      // A label sent as an object (`headline: {default: "…"}`) is the question's too.
      else if (container.length === depth + 1 && meaning(String(container[depth])).asKey.labelRank >= 0) out[i] = 1;
    }
  return readings.filter((reading) => out[reading.order] === 0);
}

const isInside = (reading: Reading, span: Span) => reading.order >= span.from && reading.order < span.to;

// How many answers outside each untyped list its ids key.
function untypedMatches(readings: readonly Reading[], descriptions: Descriptions): Map<Span, number> {
  const matches = new Map<Span, number>();
  for (const reading of readings) {
    if (reading.labelled || reading.item !== undefined || typeof reading.key !== 'string') continue;
    const untyped = descriptions.untypedListOf(reading.key);
    if (untyped !== undefined && !isInside(reading, untyped)) matches.set(untyped, (matches.get(untyped) ?? 0) + 1);
  }
  return matches;
}

/**
 * The label an answer keyed by a described id is read under: the description's, or, for an option that repeats its
 * own label (a checked box sends its option's text), the question's.
 */
function describedLabel(description: Description, value: unknown): string {
  return description.parent !== undefined && value === description.label ? description.parent : description.label;
}
