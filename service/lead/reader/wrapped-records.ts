import { holdsEmail } from './email-address.ts';
import { type Obj, ownKey } from './json-object.ts';
import { isObject, itemKeysOf, type ItemKeys } from './item-keys.ts';
import { isContactLabel, meaning } from './labels.ts';
import { isPhoneText } from './value-shapes.ts';
import { isWriterKey, partyOf } from './value-words.ts';
import { endsAsking, looksLikePersonName } from './shapes.ts';

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

// A person's record, not a labelled item (review 40): a person's name under a name's key (`name`, not `label`; not
// "Phone"), beside a contact's own address or number (not `phoneFormat: "standard"`, nor the item's value again).
export function isPersonsRecord(object: Obj, keys: ItemKeys, valueKey: string): boolean {
  const label = keys.labelText;
  if (keys.labelKey === undefined || label === undefined || meaning(keys.labelKey).role !== 'name') return false;
  if (meaning(label).role !== null || !looksLikePersonName(label)) return false;
  for (const key in object) {
    const value = object[key];
    if (key === valueKey || typeof value !== 'string' || value === object[valueKey] || !ownKey(object, key)) continue;
    const { role } = meaning(key);
    if ((role === 'email' && value.includes('@')) || (role === 'phone' && isPhoneText(value.trim()))) return true;
  }
  return false;
}

// An object beside the value, under a key naming the lead (`person`, `contact`, `customer`), holding a contact's keys
// (`deal: {title, value: {amount}, person: {name, email, phone}}`): the record's; a staff member's or a referrer's
// (`changed_by`, `assigned`), or one beside a question (`{label: "Who is the tenant?", value, tenant: {phone}}`), is none.
export function holdsLeadBeside(object: Obj, valueKey: string, label: string | undefined): boolean {
  for (const key in object) {
    const value = object[key];
    if (key === valueKey || !isObject(value) || !ownKey(object, key) || !meaning(key).leadParty) continue;
    if (itemKeysOf(value).contact || holdsContactObject(value)) return label === undefined || !endsAsking(label);
  }
  return false;
}

// A contact's keys one object deeper (`person: {name, contact: {email, mobile}}`).
function holdsContactObject(object: Obj): boolean {
  for (const key in object) {
    const value = object[key];
    if (isObject(value) && ownKey(object, key) && itemKeysOf(value).contact) return true;
  }
  return false;
}

/**
 * A phone's or an email's key beside the key a type names (`{type: "member", member: true, name, email, mobileNumber}`,
 * a chat tool's person): the object is a record, its type a kind, no typed value (`{type: "email", email, label}`).
 */
export function holdsContactBeside(object: Obj, key: string): boolean {
  for (const other in object) {
    if (other !== key && ownKey(object, other) && typeof object[other] === 'string' && isContactLabel(other))
      return true;
  }
  return false;
}

// Whether an object holds its writer beside its `key`'s value: their object under a sender's key (`sender: {t, n}`), or
// a party's word there or under a party's key but a kind's (`from: "bot"`, `role: "assistant"`): a conversation's turn.
// A writer's name, address or number (`from: "Dan Kowalski"`) leaves the typed value as it was: no contact of theirs read.
export function holdsWriterBeside(object: Obj, key: string): boolean {
  for (const other in object) {
    if (other === key || !ownKey(object, other)) continue;
    const value = object[other];
    if (isObject(value) ? meaning(other).sender : isWriterKey(other) && isPartyWord(value)) return true;
  }
  return false;
}
const isPartyWord = (value: unknown) => typeof value === 'string' && value.length <= 30 && partyOf(value) !== undefined;
