import { holdsEmail } from './email-address.ts';
import { type Obj, ownKey } from './json-object.ts';
import { isObject } from './item-keys.ts';

// More keys than any wrapped value has (a name, an address, a file: a dozen at most).
const WRAPPED_KEYS_MAX = 12;
const KEYS_WITH_EMAIL = 3;

/**
 * Whether a labelled item's value that is an object is a record of its own, walked as an object (walk-wrappers.ts
 * visitItem), not one wrapped value (a name's parts, an address, a file): more keys than one has, or three keys or more
 * holding an email address (a survey's response of a few answers, `values: {ipAddress, QID1_TEXT, …}`): no wrapped
 * value holds one, and read as one list its IP address was taken for the phone.
 */
export function isRecordOfKeys(object: Obj): boolean {
  let keys = 0;
  let email = false;
  for (const key in object) {
    if (!ownKey(object, key)) continue;
    if (++keys > WRAPPED_KEYS_MAX) return true;
    const value = object[key];
    if (!email && typeof value === 'string' && holdsEmail(value)) email = true;
  }
  return email && keys >= KEYS_WITH_EMAIL;
}

/** Whether a list's item is a document holding a list of records (`{id, questions: [{title, text}, …]}`): walked, never one value. */
export function holdsRecordList(item: unknown): boolean {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return false;
  for (const key in item) {
    const inner = (item as Obj)[key];
    if (ownKey(item as Obj, key) && Array.isArray(inner) && inner.some(isObject)) return true;
  }
  return false;
}
