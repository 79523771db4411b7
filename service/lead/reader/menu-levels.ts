import { PathTree } from './path-tree.ts';
import { valueAtPointer } from '../field-map/json-pointer.ts';
import { isObject } from './item-keys.ts';
import { optionTable } from './items.ts';
import { type Obj, ownKey } from './json-object.ts';
import { tokensStartWith, type Reading, type Tokens } from './reading.ts';
import { meaning } from './labels.ts';

/**
 * A phone menu's levels beside the digits pressed at each (docs/api.md §2.4): a list of objects (`ivr_menu: [{level,
 * options: {"1": …, "2": …}}, …]`) whose n-th object holds, among its options (an object of short keys and texts, or
 * `options`/`choices` of `[{value, text}]`), the n-th code of a value beside the list (`ivr_inputs: ["2", "3"]`, or one
 * code). The codes read as the options chosen (`B.Tech programmes, B.Tech Computer Science`); the menus (their prompts,
 * the options not chosen) are the tool's. Null when the body has none (nearly every body: no option in a list's first item).
 */
export interface MenuLevels {
  /** The options a value chose, by the value's key: its codes as sent, and the options' texts. */
  chosen: ReadonlyMap<string, Choice>;
  /** Whether a reading sits in one of the menus read through. */
  holds(container: Tokens): boolean;
}
type Choice = { codes: unknown; options: string };

// A menu has a few levels; a code is a digit or a few (`*`, `#`, `10`).
const MAX_LEVELS = 20;
const MAX_CODE = 4;
const MAX_LABEL = 80;
// Menus read at most: a body of thousands of lists of options is no call.
const MAX_MENUS = 8;

export function menuLevels(readings: readonly Reading[], lead: Obj): MenuLevels | null {
  const lists = menuLists(readings);
  if (lists === null) return null;
  let chosen: Map<string, Choice> | null = null;
  const menus: Tokens[] = [];
  for (const list of lists) {
    const at = list.slice(0, -1);
    const parent = valueAtPointer(lead, at.map(String));
    const menu = isObject(parent) ? parent[list[list.length - 1]] : undefined;
    if (!isObject(parent) || !Array.isArray(menu) || menu.length > MAX_LEVELS) continue;
    // Each level's options, read once for every value beside the list, and only once a value of codes is there (a form's
    // list of answers beside no code is read no further).
    const levels: Array<Map<string, string> | null | undefined> = new Array(menu.length);
    const levelAt = (i: number) => (levels[i] === undefined ? (levels[i] = optionsIn(menu[i])) : levels[i]);
    // The value whose codes go deepest through the levels (`digits_pressed: ["2", "3"]`, not `attempt: 1`); two as deep
    // choosing apart say nothing of which was pressed, and a count or a status (`attempt`, `queue`) never was.
    let best: Array<{ key: string; codes: unknown; depth: number; text: string }> | null = null;
    for (const key in parent) {
      const codes = parent[key];
      const pressed = Array.isArray(codes) ? codes : [codes];
      if (!ownKey(parent, key) || pressed.length === 0 || pressed.length > levels.length || !pressed.every(isCode))
        continue;
      const { roleWords } = meaning(key);
      if (roleWords.counter || roleWords.event) continue;
      const options = chosenIn(pressed, levelAt);
      if (options === null || (best !== null && options.length < best[0].depth)) continue;
      const one = { key, codes, depth: options.length, text: options.join(', ') };
      if (best !== null && one.depth === best[0].depth) best.push(one);
      else best = [one];
    }
    // Two as deep choose alike only when they chose the same options (`Digits: "2"` and `last_input: "2"`).
    if (best === null || best.some(({ text }) => text !== best![0].text)) continue;
    for (const { key, codes, text } of best) (chosen ??= new Map()).set(key, { codes, options: text });
    menus.push(list);
  }
  if (chosen === null) return null;
  // Every container at or below a menu's list: the menu's prompts and options.
  const within = new Map<Tokens, boolean>();
  for (const { container } of readings)
    if (!within.has(container))
      within.set(
        container,
        menus.some((menu) => tokensStartWith(container, menu)),
      );
  return { chosen, holds: (container) => within.get(container) === true };
}

/** The text of the options a value read under `key` chose, or undefined. */
export function chosenOptions(levels: MenuLevels, key: string, value: unknown): string | undefined {
  const choice = levels.chosen.get(key);
  if (choice === undefined) return undefined;
  const { codes } = choice;
  // A one-code list is read as its code (walk.ts).
  return codes === value || (Array.isArray(codes) && codes.length === 1 && codes[0] === value)
    ? choice.options
    : undefined;
}

// The lists whose first item holds a value among short keys (`ivr_menu/0/options/1`) or in an option list
// (`menu/0/choices/0/value`): where a menu may be, found without reading the body again.
function menuLists(readings: readonly Reading[]): Tokens[] | null {
  // Found token by token (path-tree.ts): a path joined into one text copies every key above it for each value.
  let lists: PathTree<{ list: Tokens | null }> | null = null;
  for (const { container, key, at } of readings) {
    const n = container.length;
    // In the list's first item, an object's value under a short key, or an item of a list (an option's `value`).
    const first =
      n >= 3 && container[n - 2] === 0 && ((typeof key === 'string' && key.length <= MAX_CODE) || at.length > n)
        ? n - 2
        : -1;
    if (first < 1 || typeof container[first - 1] !== 'string') continue;
    lists ??= new PathTree(() => ({ list: null }));
    if (lists.values.length < MAX_MENUS) lists.at(container, first).list ??= container.slice(0, first);
  }
  return lists === null ? null : lists.values.map(({ list }) => list!);
}

// Keys pressed on a phone's keypad: digits, `*` and `#` (a locale's `de`, a weekday's `mon` are none).
const KEYPAD = /^[0-9*#]{1,4}$/;
const isCode = (code: unknown) =>
  (typeof code === 'string' && KEYPAD.test(code)) ||
  (typeof code === 'number' && Number.isInteger(code) && code >= 0 && code < 10_000);

// Each code read through its level's options, or null when a level is no menu or has no such option.
function chosenIn(codes: readonly unknown[], levelAt: (i: number) => Map<string, string> | null): string[] | null {
  const options: string[] = [];
  for (let i = 0; i < codes.length; i++) {
    const option = levelAt(i)?.get(String(codes[i]));
    if (option === undefined) return null;
    options.push(option);
  }
  return options;
}

// A level's options by their codes: an object of two short keys or more, each a text (`options: {"1": "Sales"}`), or a
// field's option list (items.ts optionTable); null when it has neither.
function optionsIn(level: unknown): Map<string, string> | null {
  if (!isObject(level)) return null;
  for (const key in level) {
    const options = level[key];
    if (!ownKey(level, key) || !isObject(options) || !isCodeTable(options)) continue;
    const codes = new Map<string, string>();
    for (const code in options) codes.set(code, options[code] as string);
    return codes;
  }
  const table = optionTable(level);
  if (table === null) return null;
  const codes = new Map<string, string>();
  for (const [code, text] of table) if (KEYPAD.test(String(code))) codes.set(String(code), text);
  return codes;
}

function isCodeTable(options: Obj): boolean {
  let count = 0;
  for (const key in options) {
    const option = options[key];
    if (!ownKey(options, key) || !KEYPAD.test(key) || typeof option !== 'string' || option.length > MAX_LABEL)
      return false;
    count++;
  }
  return count >= 2;
}
