import { type Obj, ownKey } from './json-object.ts';
import { meaning } from './labels.ts';

/**
 * A question's answers sent as a list under a key holding one only beside a label (`{heading: "Nombre", answers:
 * [{text: "Luis Ortega"}]}`, `{question, answers: [{value}, {value}]}`): its answer when each item is a value alone, ids
 * beside it at most (`{choice_id, simple_text}`). Items with texts of their own (`{option_title: "Full name", value}`,
 * a contact block's rows) are walked as objects, each read for what it says (item-keys.ts).
 */
export function isAnswerList(sent: unknown): boolean {
  if (!Array.isArray(sent)) return true;
  for (const item of sent)
    if (item !== null && typeof item === 'object' && (Array.isArray(item) || valueKeyOf(item as Obj) === undefined))
      return false;
  return true;
}

/** The one key of an answer's item that is no id (`text` of `{text}`, `simple_text` of `{choice_id, simple_text}`). */
function valueKeyOf(item: Obj): string | undefined {
  let found: string | undefined;
  for (const key in item) {
    if (!ownKey(item, key)) continue;
    const { asKey } = meaning(key);
    if (asKey.idRank >= 0 || asKey.idWord) continue;
    const value = item[key];
    if (found !== undefined || (value !== null && typeof value === 'object')) return undefined;
    found = key;
  }
  return found;
}
