import type { ItemKeys } from './item-keys.ts';
import { optionTable } from './items.ts';
import type { Obj } from './json-object.ts';

/**
 * The options a typed question lists beside its empty answer (`{title: "Which course?", type: "radio", text: "",
 * options: [{id, text: "Scratch coding"}]}`, a survey's answer record): the ones the person chose, their texts in order.
 * Null when it lists none or its answer is given.
 */
export function listedOptions(object: Obj, keys: ItemKeys, value: unknown): string[] | null {
  if (value !== '' || keys.typeKey === undefined || keys.labelText === undefined) return null;
  const texts = optionTable(object);
  if (texts === null || texts.size === 0) return null;
  return [...new Set(texts.values())];
}
