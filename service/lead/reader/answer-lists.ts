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
    // A null extra says nothing (`{response_text: "₪800–₪1,200", value: null}`).
    if (value === null) continue;
    if (found !== undefined || typeof value === 'object') return undefined;
    found = key;
  }
  return found;
}

/**
 * A question's chosen options as records, keyed by their ids or listed, each holding its `answer` (`options: {"10031":
 * {id, option: "Solar panels", answer: "Solar panels"}}`): their answers, in order; null for anything else (a field's
 * options to choose from hold no answer).
 */
export function optionAnswers(sent: unknown): unknown[] | null {
  if (sent === null || typeof sent !== 'object') return null;
  const records = Array.isArray(sent) ? sent : Object.values(sent);
  if (records.length === 0 || records.length > MAX_OPTIONS) return null;
  const answers: unknown[] = [];
  for (const record of records) {
    if (record === null || typeof record !== 'object' || Array.isArray(record)) return null;
    const answer = (record as Obj).answer;
    if (!ownKey(record as Obj, 'answer') || answer === null || typeof answer === 'object' || answer === '') return null;
    // A record with a question of its own is an answer to that question (`[{question, answer}]`), walked as such.
    if (hasLabel(record as Obj)) return null;
    answers.push(answer);
  }
  return answers;
}

// A question's options are a form's few, not a stranger's thousands (each read once, where the item is).
const MAX_OPTIONS = 100;

/** The key of a question's chosen options with their answers (optionAnswers), in a question holding no answer of its own. */
export function optionAnswersKey(object: Obj): string | undefined {
  for (const key in object) if (ownKey(object, key) && optionAnswers(object[key]) !== null) return key;
  return undefined;
}

function hasLabel(record: Obj): boolean {
  for (const key in record) if (ownKey(record, key) && meaning(key).asKey.labelRank >= 0) return true;
  return false;
}
