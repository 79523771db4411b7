import { isObject } from './item-keys.ts';
import { ItemKeys } from './item-key-flags.ts';
import { type Obj, ownKey } from './json-object.ts';
import { meaning } from './labels.ts';

/**
 * A form's questions described by shape alone, under keys no vocabulary reads (docs/api.md §2.4): a list of two objects
 * or more with the same keys, each holding one code (`q1`, `k1`: a short text of no space, or an integer) and one text
 * (words: a space, or letters beyond ASCII, `반려동물`), and maybe a list of its options, each one code and one text
 * (`선택지: [{코드: "A1", 라벨: "즉시"}]`). The list is read as untyped questions (`[{id, title}]`, descriptions.ts):
 * it labels the answers elsewhere only when two of them are keyed by its ids, and then it is the form's structure, its
 * options too; an answer sent as an option's code reads as the option's text. Null for any other list (nearly every
 * list fails on its first item: a labelled item, a wrapped value, a contact).
 */
export function shapedQuestions(list: unknown[], read: ReadonlyArray<ItemKeys | null>): ItemKeys[] | null {
  if (list.length < 2 || list.length > MAX_QUESTIONS) return null;
  const first = read[0];
  if (first == null || first.labelKey !== undefined || first.valueKey !== undefined || first.contact) return null;
  const pair = codeAndText(list);
  if (pair === null || (isRank(list, pair[0]) && !meaning(pair[0]).identifier)) return null;
  const [idKey, labelKey] = pair;
  const keys: ItemKeys[] = [];
  for (let i = 0; i < list.length; i++) {
    const found = read[i];
    if (found == null || found.contact || found.namePart) return null;
    const item = list[i] as Obj;
    keys.push(
      new ItemKeys(undefined, undefined, labelKey, item[labelKey] as string, idKey, undefined, undefined, undefined, 0),
    );
  }
  return keys;
}

/** A question's options by shape (`[{코드: "A1", 라벨: "즉시"}, …]`): each code's text, from the item's one such list; else null. */
export function shapedOptions(item: Obj): Map<unknown, string> | null {
  const found = optionsIn(item);
  if (found === null) return null;
  const [key, [code, text]] = found;
  const texts = new Map<unknown, string>();
  for (const option of item[key] as Obj[]) texts.set(String(option[code]), option[text] as string);
  return texts;
}

/** The key holding a question's options by shape in the first item of the list that has such options, if any. */
export function shapedOptionsKey(list: unknown[]): string | undefined {
  for (const item of list) {
    const found = isObject(item) ? optionsIn(item) : null;
    if (found !== null) return found[0];
  }
  return undefined;
}

// An item's list of options by shape: its key, and the options' keys of code and text.
function optionsIn(item: Obj): [string, [string, string]] | null {
  for (const key in item) {
    const options = item[key];
    if (!Array.isArray(options) || options.length < 2 || !ownKey(item, key)) continue;
    const pair = codeAndText(options, true);
    if (pair !== null) return [key, pair];
  }
  return null;
}

// Codes counting the items from 0 or 1 in order under a key naming no id (`[{priority: 1, area}, {priority: 2, area}]`): a
// rank or a place; under an id's key (`questions: [{id: 1, text}]`) the questions' ids.
function isRank(list: unknown[], key: string): boolean {
  const first = Number((list[0] as Obj)[key]);
  if (first !== 0 && first !== 1) return false;
  return list.every((item, i) => String((item as Obj)[key]) === String(first + i));
}

const MAX_QUESTIONS = 200;
const MAX_CODE = 24;
const MAX_TEXT = 300;

function codeAndText(list: unknown[], only = false): [string, string] | null {
  const first = list[0];
  if (!isObject(first)) return null;
  let code: string | undefined;
  let text: string | undefined;
  let scalars = 0;
  for (const key in first) {
    if (!ownKey(first, key)) continue;
    const value = first[key];
    if (value !== null && typeof value === 'object') continue;
    scalars++;
    const kind = kindOf(list, key);
    if (kind === CODE) {
      if (code === undefined) code = key;
      // Options of one word each (`{slug: "c_k1Pz", title: "Montag"}`) are as code-shaped as their codes: the key naming
      // a label holds the text, its values letters.
      else if (text === undefined && isTextKey(list, key) && !isTextKey(list, code)) text = key;
      else if (text === undefined && isTextKey(list, code) && !isTextKey(list, key)) [code, text] = [key, code];
      // Numbers beside words of letters alone (`{ID: "43", VALUE: "Roof"}`): the numbers are the codes.
      else if (text === undefined && isNumberKey(list, code) && isWordKey(list, key)) text = key;
      else if (text === undefined && isNumberKey(list, key) && isWordKey(list, code)) [code, text] = [key, code];
      else return null;
    } else if (kind === TEXT) {
      if (text !== undefined) return null;
      text = key;
    }
  }
  if (code === undefined || text === undefined || (only && scalars !== 2)) return null;
  return [code, text];
}

const CODE = 1;
const TEXT = 2;
// What a key holds in every object of the list, each value distinct: codes, texts (one of them words at least), or neither.
function kindOf(list: unknown[], key: string): number {
  let codes = true;
  let words = false;
  const seen = new Set<unknown>();
  for (const item of list) {
    if (!isObject(item) || !ownKey(item, key)) return 0;
    const value = item[key];
    if (seen.has(value)) return 0;
    seen.add(value);
    if (typeof value === 'number') {
      if (!Number.isInteger(value)) return 0;
      continue;
    }
    if (typeof value !== 'string' || value === '' || value.length > MAX_TEXT) return 0;
    if (isCode(value)) continue;
    if (!LETTER.test(value)) return 0;
    codes = false;
    if (WORDS.test(value)) words = true;
  }
  return codes ? CODE : words ? TEXT : 0;
}
const LETTER = /\p{L}/u;
// A key naming a label (`title`, `label`, `name`), each of its values holding a letter.
const isTextKey = (list: unknown[], key: string) =>
  meaning(key).asKey.labelRank >= 0 && list.every((item) => LETTER.test(String((item as Obj)[key])));
// Every value a whole number, or its digits (`43`, `"44"`); every value a word of letters alone (`Roof`, `Facade`).
const isNumberKey = (list: unknown[], key: string) =>
  list.every((item) => {
    const value = (item as Obj)[key];
    return typeof value === 'number' || (typeof value === 'string' && DIGITS.test(value));
  });
const isWordKey = (list: unknown[], key: string) => list.every((item) => LETTERS.test(String((item as Obj)[key])));
const DIGITS = /^\d+$/;
const LETTERS = /^\p{L}{2,}$/u;
// A code: ASCII letters, digits and joining marks, no space.
const isCode = (value: string) => value.length <= MAX_CODE && CODE_TEXT.test(value);
const CODE_TEXT = /^[\w.:-]+$/;
// Words: a space between letters, or a letter beyond ASCII.
const WORDS = /\p{L}\s+\S|[^\x00-\x7f]/u;
