import { isObject } from './item-keys.ts';
import { type Obj, ownKey } from './json-object.ts';
import { meaning } from './labels.ts';
import type { Tokens } from './reading.ts';
import { OPTION_LIST_WORDS } from './vocabulary-answer-keys.ts';

/**
 * A question's options in a reply (walk-labels.ts answersKeyOf): under a key naming one (`answer`, `response`), a
 * question holding its options and no value (`{title, type: "radio", options: [{id, text}]}`) holds the ones chosen.
 */
export const inReply = (path: Tokens) => path.some((key) => typeof key === 'string' && meaning(key).roleWords.reply);
const OPTION_LISTS = new Set(OPTION_LIST_WORDS);
export function optionsListKey(object: Obj): string | undefined {
  for (const key in object) {
    const value = object[key];
    if (Array.isArray(value) && value.length > 0 && ownKey(object, key) && OPTION_LISTS.has(meaning(key).words))
      return value.every(isObject) ? key : undefined;
  }
  return undefined;
}
