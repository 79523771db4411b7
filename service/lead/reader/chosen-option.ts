import { itemKeysOf } from './item-keys.ts';
import { type Obj, ownKey } from './json-object.ts';

/**
 * An option chosen, sent as its own record under the answer's value (`{name: "Wrapping", value: {id: 8812, name: "Gift
 * wrap", price: {amount: 10}}}`): its shown text, when the record holds an id and that one text of words, nothing else
 * of words (a price, a code beside it). Null for any other object (an address, a person, a document).
 */
export function chosenOption(record: Obj): string | null {
  const keys = itemKeysOf(record);
  const { idKey, labelText } = keys;
  if (idKey === undefined || keys.contact || keys.name) return null;
  // Its one text of words, under its label's key or any other (`{id, body: "Implanty zębowe", comment: null}`).
  let text = labelText !== undefined && WORDS.test(labelText) ? labelText : undefined;
  if (labelText !== undefined && text === undefined) return null;
  for (const key in record) {
    const value = record[key];
    if (!ownKey(record, key) || key === keys.labelKey || key === idKey) continue;
    // Without a label's key, a flat record only: one holding more (`{Id, Attributes: […]}`) is a document of its own.
    if (labelText === undefined && value !== null && typeof value === 'object') return null;
    if (typeof value !== 'string' || !WORDS.test(value)) continue;
    if (text !== undefined) return null;
    text = value;
  }
  return text === undefined ? null : text.trim();
}
const WORDS = /\p{L}/u;
