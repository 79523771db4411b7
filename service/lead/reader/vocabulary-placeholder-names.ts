/** Words a tool writes where it has no person's name, as data (docs/api.md §2.4): read by placeholder-names.ts. */

/** A one-word whole "name" that is a placeholder (`Unknown`, `Anonymous`): none is anyone's name or surname (`Guest`, `Call` are). */
export const PLACEHOLDER_NAMES = [
  'unknown',
  'anonymous',
  'unavailable',
  'restricted',
  'withheld',
  'n/a',
  'none',
  'null',
  'undefined',
  'desconocido',
  'anónimo',
  'anonimo',
  'unbekannt',
  'inconnu',
  // Chinese and Japanese for "myself" (`姓名: 本人`, `自己`, `我`) and "the same as above" (`同上`): the one who filled the
  // form, named nowhere.
  '本人',
  '自己',
  '我',
  '同上',
];

/**
 * A whole "name" of two words or more made only of these words (or of PLACEHOLDER_NAMES) is a placeholder, no
 * person's (`WIRELESS CALLER`, a carrier's caller id for a mobile; `Private Number`, `Unknown Caller`). Lower case,
 * compared word by word.
 */
export const PLACEHOLDER_NAME_WORDS = [
  ...PLACEHOLDER_NAMES,
  'wireless',
  'caller',
  'anon',
  'private',
  'blocked',
  'number',
  'name',
  'cell',
  'phone',
  'mobile',
  'toll',
  'free',
  'call',
  'id',
  'no',
  'guest',
  'visitor',
  'customer',
  'user',
];
