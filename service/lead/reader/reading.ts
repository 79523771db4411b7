import { formatPointer, pointerStep } from '../field-map/json-pointer.ts';
import type { Role } from './vocabulary.ts';

/**
 * One value of a body as the reader sees it, and where it sits (docs/api.md §2.4 step 4): what the
 * walk (walk.ts) gives every later step.
 */

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
  /** The reading a part was read out of (a mailbox's address or display name, choose.ts): that one is what was used. */
  origin?: Reading;
  /** The JSON text (decoded, json-text.ts) the value sits in, when it does: its own document (role-features.ts). */
  text?: Tokens;
  /** The nearest key above it naming a party names someone else (`organizer`, `hosts`, `posted_by`): known while walking, so never looked up again. */
  underOther: boolean;
  /** underOther, and that key names a tool's user or account (`user`, `account`), not staff: before staff's values. */
  underToolUser: boolean;
  /** The nearest key above it naming a party names the lead (`contact`, `candidate`, `kunde`). */
  underLead: boolean;
  /** The country a phone object names beside its number (`"country": "GB"`), to read a national number in. */
  country: string | undefined;
  /** What a `type`/`role` key of an object around the value says it is: the business's side (`agent`) or the person (`customer`). */
  party: 'other' | 'person' | undefined;
}

/** A reading's JSON Pointer tokens (made only for the few readings used: most readings never need one). */
export const pathOf = (reading: Reading): Tokens => childPath(reading.at, reading.key);
/** A reading's JSON Pointer: its parent's, then its key's step (pathOf's path, not made). */
export const pointerOf = (reading: Reading) => formatPointer(reading.at) + pointerStep(reading.key);

/**
 * The place `key` names inside `parent`, as a list of exactly their tokens: a spread (`[...parent, key]`) grows its
 * copy by pushing the key, which leaves room for 16 more tokens in every path (about twice the bytes, and twice the time).
 */
export function childPath(parent: Tokens, key: string | number): Tokens {
  switch (parent.length) {
    case 0:
      return [key];
    case 1:
      return [parent[0], key];
    case 2:
      return [parent[0], parent[1], key];
    case 3:
      return [parent[0], parent[1], parent[2], key];
    case 4:
      return [parent[0], parent[1], parent[2], parent[3], key];
    case 5:
      return [parent[0], parent[1], parent[2], parent[3], parent[4], key];
    default:
      return [...parent, key];
  }
}

/** A value read out of a reading's text (a number, an address, a name): the text stays whole in `fields`, so its place is inside it, no JSON value to remove. */
export const partOfText = (reading: Reading, value: string, index: number): Reading => ({
  ...reading,
  value,
  item: [...pathOf(reading), index],
  origin: undefined,
});

/** Whether a place of the body is an item of a list (`messages/3`): where a form lists its questions, a response its answers, a chat its turns. */
export const isListItem = (container: Tokens): boolean =>
  container.length > 0 && typeof container[container.length - 1] === 'number';

/** Whether two places of the body are the same place. */
export function sameTokens(a: Tokens, b: Tokens): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether a place of the body is `prefix` or lies below it (`customer.contact` below `customer`). */
export function tokensStartWith(path: Tokens, prefix: Tokens): boolean {
  if (prefix.length > path.length) return false;
  for (let i = 0; i < prefix.length; i++) if (path[i] !== prefix[i]) return false;
  return true;
}

// Steps between two places of the body: up from one to where they meet, then down to the other.
export function distance(a: Tokens, b: Tokens): number {
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return a.length - common + (b.length - common);
}
