import { ownKey, type Obj } from './json-object.ts';
import { present } from './item-keys.ts';
import { chosenTexts, optionTable } from './items.ts';

/**
 * A choice sent as an object of its own, its options beside the one chosen (`dropdown: {options: [{label, value}],
 * value: "intermediate"}`): the chosen option's text (or the value, where no option names it); undefined when it is none.
 */
export function ownChoice(object: Obj): unknown {
  if (!ownKey(object, 'value') || !present(object.value)) return undefined;
  const texts = optionTable(object);
  return texts === null ? undefined : chosenTexts(texts, object.value);
}
