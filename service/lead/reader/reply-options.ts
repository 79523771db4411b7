import { isObject, isScalar, type ItemKeys } from './item-keys.ts';
import { type Obj, ownKey } from './json-object.ts';
import { meaning } from './labels.ts';
import type { Tokens } from './reading.ts';
import { OPTION_LIST_WORDS, REPLY_KEY_WORDS, SINGLE_CHOICE_TYPES } from './vocabulary-answer-keys.ts';

/**
 * A question's options in a reply (walk-labels.ts answersKeyOf): under a key that is a reply's word alone (`answer`,
 * `responses`; not `bot_response`, `metadata`, `custom_fields`), a question holding its options and nothing else beside
 * its title, id and type (`{title, type: "radio", options: [{id, text}]}`) holds the ones chosen. Not when the options
 * or the question say which were chosen (`selected: true`, `selectedOptionId`, `score`: every option is listed then),
 * nor a single choice offering more than one (`type: "radio"` with three options: a question skipped).
 */
export function chosenOptionsKey(object: Obj, keys: ItemKeys, path: Tokens): string | undefined {
  let found: string | undefined;
  for (const key in object) {
    if (!ownKey(object, key) || key === keys.labelKey || key === keys.idKey || key === keys.typeKey) continue;
    const value = object[key];
    if (found === undefined && Array.isArray(value) && OPTION_LISTS.has(meaning(key).words)) found = key;
    else if (value !== null && value !== undefined) return undefined; // a selection's key, a value, a score
  }
  // The path is read last: nearly every question's item holds no list of options, and most are in no reply.
  if (found === undefined || !inReply(path)) return undefined;
  const options = object[found] as unknown[];
  if (options.length === 0 || !options.every((option) => isObject(option) && Object.values(option).every(isScalar)))
    return undefined;
  const type = keys.typeKey === undefined ? undefined : object[keys.typeKey];
  if (options.length > 1 && typeof type === 'string' && SINGLE.has(meaning(type).words)) return undefined;
  return options.every((option) => !Object.keys(option as Obj).some(isSelectionKey)) ? found : undefined;
}
const OPTION_LISTS = new Set(OPTION_LIST_WORDS);
const REPLIES = new Set(REPLY_KEY_WORDS);
const SINGLE = new Set(SINGLE_CHOICE_TYPES);
const inReply = (path: Tokens) => path.some((key) => typeof key === 'string' && REPLIES.has(meaning(key).words));
// `selected`, `isSelected`, `checked`: a flag naming the options chosen among all of them.
const isSelectionKey = (key: string) => SELECTION.test(key);
const SELECTION = /select|check|chosen/i;
