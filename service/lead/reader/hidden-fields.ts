import { valueAtPointer } from '../field-map/json-pointer.ts';
import { ownKey, type Obj } from './json-object.ts';
import { wordsOf } from './label-words.ts';
import type { Reading, Tokens } from './reading.ts';
import { isContactShaped } from './value-shapes.ts';

/**
 * Whether a labelled item of the body is a form's hidden field (`{title: "Phone", type: "hidden", value}`, a
 * `HIDDEN_FIELDS` or `control_hidden` type): its value was filled from the form's link or its setup, never typed by
 * the person (docs/api.md §2.4, `hiddenContact`). The item is looked up along its path in the body (a value inside a
 * JSON text sent as a string is in no such object: none).
 */
export function isHiddenItem(lead: Obj | null, item: Tokens): boolean {
  const at = valueAtPointer(lead, item.map(String));
  if (at === null || typeof at !== 'object' || Array.isArray(at)) return false;
  const type = ownKey(at, 'type') ? (at as Obj).type : undefined;
  return typeof type === 'string' && type.length <= MAX_TYPE && ` ${wordsOf(type)} `.includes(' hidden ');
}

/** A phone or an email in a labelled item that is a form's hidden field (isHiddenItem). */
export const isHiddenContact = (reading: Reading, lead: Obj | null): boolean =>
  reading.labelled && reading.item !== undefined && isContactShaped(reading.value) && isHiddenItem(lead, reading.item);

// A field's type is a word or two (`hidden`, `HIDDEN_FIELDS`): a longer text is no type.
const MAX_TYPE = 40;
