import { hintRole, isNotPersonLabel, meaning } from './labels.ts';
import { LABEL_KEYS, NAME_PARTS, REFERENCE_KEYS, TYPE_KEYS, VALUE_KEYS, type Role } from './vocabulary.ts';

export type Tokens = ReadonlyArray<string | number>;

/** One value of a body as the reader sees it: a scalar (or a list of them) under a label, where it sits. */
export interface Reading {
  /** Where the value is, as its parent's path and its own key (`pathOf`): a labelled item's value key, a one-element list itself. */
  at: Tokens;
  key: string | number;
  /** The whole item the value belongs to (a labelled item, a wrapper): what leaves `fields` when the value is used. */
  item?: Tokens;
  /** The object or list the value sits in: readings beside each other share it. */
  container: Tokens;
  /** The key, a labelled item's label, or a generic key's parent (`form.name` → "form"). */
  label: string;
  /** A scalar; a list of scalars; a name object's parts joined; or, under a core key, what was sent. */
  value: unknown;
  /** What a type beside the value says (`"type": "email"`). */
  hint: Role | null;
  /** A question and its answer (`{label, value}`): the person answered it. */
  labelled: boolean;
  /** A key beside question-numbered keys (Jotform's `slug`, `path`): the tool's bookkeeping. */
  bookkeeping: boolean;
  order: number;
}

/** A reading's JSON Pointer tokens (made only for the few readings used: most readings never need one). */
export const pathOf = (reading: Reading): Tokens => [...reading.at, reading.key];

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj => value !== null && typeof value === 'object' && !Array.isArray(value);
const isScalar = (value: unknown) => value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
const present = (value: unknown) => value !== null && value !== undefined && value !== '';

const LABEL = new Set(LABEL_KEYS);
const VALUE = new Set(VALUE_KEYS);
const TYPE = new Set(TYPE_KEYS);
const REFERENCE = new Set(REFERENCE_KEYS);
const PARTS = new Map(NAME_PARTS.map((part, i) => [part, i]));
// Keys that say nothing alone: the notes show their parent's key (`meta.page.title` → "page").
const GENERIC = new Set(['name', 'title', 'label', 'text', 'value', 'full']);
const LINK_KEYS = new Set(['url', 'uri', 'link', 'href']);
const CORE_KEYS = new Set(['name', 'phone', 'email']);
const NAMING = new Set(['name', 'label', 'text', 'title']);

interface ItemKeys {
  valueKey?: string;
  typeKey?: string;
  /** The label key holding text, the first in LABEL_KEYS' order. */
  labelKey?: string;
}

const LABEL_RANK = new Map(LABEL_KEYS.map((key, i) => [key, i]));

/** The keys that make an object a labelled item or a wrapped value, in one pass over its keys. */
function itemKeysOf(object: Obj): ItemKeys {
  const found: ItemKeys = {};
  let labelRank = Infinity;
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    const { words } = meaning(key);
    if (found.valueKey === undefined && VALUE.has(words)) found.valueKey = key;
    else if (found.typeKey === undefined && TYPE.has(words)) found.typeKey = key;
    const rank = LABEL_RANK.get(words);
    if (rank !== undefined && rank < labelRank && typeof object[key] === 'string' && object[key] !== '') {
      found.labelKey = key;
      labelRank = rank;
    }
  }
  return found;
}

/** The first own key whose words are in `set`. */
function keyIn(object: Obj, set: Set<string>): string | undefined {
  for (const key in object) if (Object.hasOwn(object, key) && set.has(meaning(key).words)) return key;
  return undefined;
}

/**
 * Every value of a lead object with its JSON Pointer, at any depth, seeing through wrappers: a
 * labelled item counts as `label: value`; `{value, type}` as its value with a type hint; a value
 * under the key its type names (`{"type": "email", "email": …}`) likewise; a one-element list of
 * a scalar as the scalar; a name object (`{first, last}`) as one name. Depth is bounded by the
 * body's checks (32 levels), so recursion is safe.
 */
export function walkLead(lead: Obj, skippedRootKeys: ReadonlySet<string> = NO_KEYS): Reading[] {
  const walk = new Walk(lead, skippedRootKeys);
  walk.visitObject(lead, [], '', false);
  return walk.readings;
}

const NO_KEYS: ReadonlySet<string> = new Set();

// One walk's state; methods rather than closures, so a walk allocates no functions per lead, and a
// value's path is made only when the walk goes into it.
class Walk {
  readonly readings: Reading[] = [];
  private labels: Map<string, string> | null = null;

  constructor(private readonly lead: Obj, private readonly skippedRootKeys: ReadonlySet<string>) {}

  labelById(id: string): string | undefined {
    this.labels ??= labelIndex(this.lead);
    return this.labels.get(id);
  }

  push(at: Tokens, key: string | number, container: Tokens, label: string, value: unknown, bookkeeping: boolean, hint: Role | null = null, labelled = false, item?: Tokens): void {
    this.readings.push({ at, key, item, container, label, value, hint, labelled, bookkeeping, order: this.readings.length });
  }

  /** The value at `parent` + `key`, sitting in `container` (the parent itself, or the list holding its item). */
  visit(value: unknown, parent: Tokens, key: string | number, container: Tokens, label: string, bookkeeping: boolean, keys?: ItemKeys): void {
    if (isScalar(value)) return this.push(parent, key, container, label, value, bookkeeping);
    if (Array.isArray(value)) return this.visitList(value, parent, key, container, label, bookkeeping);
    const object = value as Obj;
    const name = nameObject(object);
    if (name !== null) return this.push(parent, key, container, label, name, bookkeeping, 'name');
    const path = [...parent, key];
    if (this.visitItem(object, path, container, label, bookkeeping, keys ?? itemKeysOf(object))) return;
    // A question's answer in parts (Jotform's date {month, day, year}, an address's lines): one answer.
    if (typeof key === 'string' && meaning(key).numbered && Object.values(object).every(isScalar)) {
      return this.push(parent, key, container, label, Object.values(object).filter(present), bookkeeping);
    }
    // An object under our own key ("name": {...}) that is no name and no wrapper: the value sent.
    if (CORE_KEYS.has(label) && parent.length === 0) return this.push(parent, key, container, label, object, bookkeeping);
    this.visitObject(object, path, label, bookkeeping);
  }

  visitList(list: unknown[], parent: Tokens, key: string | number, container: Tokens, label: string, bookkeeping: boolean): void {
    if (list.length === 0) return;
    if (list.every(isScalar)) return this.push(parent, key, container, label, list.length === 1 ? list[0] : list, bookkeeping);
    const path = [...parent, key];
    const keys = list.map((item) => (isObject(item) ? itemKeysOf(item) : null));
    const itemLabels = new Set<string>();
    for (let i = 0; i < list.length; i++) {
      const labelKey = keys[i]?.labelKey;
      if (labelKey !== undefined) itemLabels.add(String((list[i] as Obj)[labelKey]));
    }
    for (let i = 0; i < list.length; i++) {
      const item = list[i];
      // Tally repeats each checkbox answer as one true/false item per option, "Label (Option)": a copy.
      if (keys[i] && isCheckboxCopy(item as Obj, keys[i]!, itemLabels)) continue;
      this.visit(item, path, i, path, label, bookkeeping, keys[i] ?? undefined);
    }
  }

  visitObject(object: Obj, path: Tokens, parentLabel: string, inBookkeeping: boolean): void {
    const atRoot = path.length === 0;
    let isForm = false;
    let numbered = false;
    let holdsContact = false;
    for (const key in object) {
      if (!Object.hasOwn(object, key)) continue;
      const known = meaning(key);
      isForm ||= known.formMarker;
      numbered ||= known.numbered;
      holdsContact ||= known.role === 'email' || known.role === 'phone';
    }
    for (const key in object) {
      if (!Object.hasOwn(object, key) || (atRoot && this.skippedRootKeys.has(key))) continue;
      // Beside a phone or an email, a `name` is the person's whatever the object is called.
      const label = holdsContact ? labelOf(key, '', false, atRoot) : labelOf(key, parentLabel, isForm, atRoot);
      this.visit(object[key], path, key, path, label, inBookkeeping || (numbered && !meaning(key).numbered));
    }
  }

  // A labelled item, a wrapped value, or a value under the key its type names: one reading. False when the object is none.
  visitItem(object: Obj, path: Tokens, container: Tokens, label: string, bookkeeping: boolean, { valueKey: found, typeKey, labelKey }: ItemKeys): boolean {
    let valueKey = found;
    const type = typeKey !== undefined && typeof object[typeKey] === 'string' ? (object[typeKey] as string) : undefined;
    if (valueKey === undefined && type !== undefined && Object.hasOwn(object, type) && !LABEL.has(meaning(type).words)) valueKey = type;
    if (valueKey === undefined) return false;
    const own = labelKey !== undefined ? String(object[labelKey]) : referencedLabel(object, this);
    const inner = optionTexts(object, object[valueKey]);
    const name = isObject(inner) ? nameObject(inner) : null;
    const hint = name !== null ? 'name' : type === undefined ? null : hintRole(type);
    this.push(path, valueKey, container, own ?? label, name ?? flatten(inner), bookkeeping, hint, own !== undefined, path);
    return true;
  }
}

function labelOf(key: string, parentLabel: string, isForm: boolean, atRoot: boolean): string {
  const { words, numbered } = meaning(key);
  // Jotform's `q4_email`: the question's number is not part of its name.
  if (numbered) return key.replace(/^q\d+[_ ]/i, '');
  if (atRoot) return key;
  if ((words === 'name' || words === 'title') && isForm) return 'form';
  if (LINK_KEYS.has(words)) return parentLabel ? `${parentLabel} ${key}` : key;
  if (!GENERIC.has(words)) return key;
  if (words === 'name' && (parentLabel === '' || !isNotPersonLabel(parentLabel))) return key;
  return parentLabel || key;
}

/** `{"first": "Ada", "last": "Tester"}`, `{"First": …, "Last": …}`: the parts joined, or null when the object is not a name. */
function nameObject(object: Obj): string | null {
  const parts: Array<[number, string]> = [];
  let named = false;
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    const { words } = meaning(key);
    const rank = PARTS.get(words);
    const value = object[key];
    if (rank === undefined || (value !== null && typeof value !== 'string')) return null;
    if (words.startsWith('first') || words.startsWith('last') || words.startsWith('given') || words.startsWith('family')) named = true;
    if (typeof value === 'string' && value.trim() !== '') parts.push([rank, value.trim()]);
  }
  return named ? parts.sort(([a], [b]) => a - b).map(([, part]) => part).join(' ') : null;
}

function isCheckboxCopy(item: Obj, { labelKey, valueKey }: ItemKeys, labels: Set<string>): boolean {
  if (labelKey === undefined || valueKey === undefined || typeof item[valueKey] !== 'boolean') return false;
  const label = String(item[labelKey]);
  const open = label.lastIndexOf(' (');
  return open > 0 && label.endsWith(')') && labels.has(label.slice(0, open));
}

// Choice answers sent as option ids (Tally) are written as the options' text.
function optionTexts(item: Obj, value: unknown): unknown {
  if (!Array.isArray(item.options) || !present(value)) return value;
  const texts = new Map<unknown, unknown>();
  for (const option of item.options) if (isObject(option) && isScalar(option.text)) texts.set(option.id, option.text);
  return Array.isArray(value) ? value.map((id) => (isScalar(id) && texts.has(id) ? texts.get(id) : id)) : texts.has(value) ? texts.get(value) : value;
}

// A value read out of a wrapper: a one-element list is its element; files and choices are their names.
function flatten(value: unknown): unknown {
  if (isScalar(value)) return value;
  const scalars: unknown[] = [];
  collectScalars(value, scalars, 0);
  return scalars.length === 1 ? scalars[0] : scalars.length === 0 ? null : scalars;
}

function collectScalars(value: unknown, into: unknown[], depth: number): void {
  if (isScalar(value)) {
    if (present(value)) into.push(value);
    return;
  }
  if (depth > 4 || into.length >= 100) return;
  if (Array.isArray(value)) return value.forEach((item) => collectScalars(item, into, depth + 1));
  const object = value as Obj;
  // A file or an option is its name, never its link (links carry access tokens).
  const named = keyIn(object, NAMING);
  if (named !== undefined && isScalar(object[named])) return void collectScalars(object[named], into, depth + 1);
  for (const inner of Object.values(object)) collectScalars(inner, into, depth + 1);
}

/** A label another object gives this item by id (Typeform answers name their question by `field.id`). */
function referencedLabel(object: Obj, walk: Walk): string | undefined {
  for (const [key, value] of Object.entries(object)) {
    if (!REFERENCE.has(meaning(key).words)) continue;
    const id = isObject(value) ? value.id : value;
    if (typeof id === 'string') {
      const label = walk.labelById(id) ?? (isObject(value) && typeof value.ref === 'string' ? value.ref : undefined);
      if (label !== undefined) return label;
    }
  }
  return undefined;
}

/** Every `{id, title|label|question}` object of the body by id, built only when an item names its label by reference. */
function labelIndex(root: unknown): Map<string, string> {
  const index = new Map<string, string>();
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== null && typeof item === 'object') stack.push(item);
      continue;
    }
    const object = value as Obj;
    const label = typeof object.title === 'string' ? object.title : typeof object.label === 'string' ? object.label
      : typeof object.question === 'string' ? object.question : undefined;
    if (label !== undefined && typeof object.id === 'string' && Object.hasOwn(object, 'id')) index.set(object.id, label);
    for (const key in object) {
      const inner = object[key];
      if (inner !== null && typeof inner === 'object' && Object.hasOwn(object, key)) stack.push(inner);
    }
  }
  return index;
}
