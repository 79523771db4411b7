import type { ItemKeys } from './item-keys.ts';
import type { Obj } from './json-object.ts';
import { meaning } from './labels.ts';
import { shapedQuestions } from './shaped-questions.ts';
import { partyOf } from './value-words.ts';
import { UNTYPED_LABEL_WORDS } from './vocabulary-wrappers.ts';
import { answersListKey, holdsAnswers } from './walk-labels.ts';

/**
 * A list whose every item describes a question (a label, a type, an id) and none answers one (no value, no contact
 * key): Typeform's `definition.fields`, a form's `Fields` structure. Nothing in it is the person's, so the walk does not
 * read it; the answers name its items by id. Untyped (`[{id, title}]`, `typed` false), it may as well be a list of the
 * person's choices: see labelDescribed.
 */
export function isDescriptionList(list: unknown[], keys: Array<ItemKeys | null>, typed = true): boolean {
  for (let i = 0; i < list.length; i++) {
    const found = keys[i];
    if (
      found === null ||
      found.labelText === undefined || // as text, or as an object (`headline: {default: "…"}`: item-keys.ts textIn)
      (typed && (found.typeKey === undefined || !isPlainLabel(found.labelKey))) ||
      found.valueKey !== undefined ||
      found.idKey === undefined ||
      // A key asking for a phone or an email (itemKeysOf read every key's meaning already), or for a first
      // or last name (a person's record, `{id, name, first_name, type: "contact"}`): no field is described so.
      found.contact ||
      found.namePart
    )
      return false;
    const item = list[i] as Obj;
    const type = found.typeKey === undefined ? undefined : item[found.typeKey];
    if (typeof type === 'string' && Object.hasOwn(item, type)) return false;
    // A question holding its answers (`{id, title, type, answers: [{choice_title, value}]}`, a survey's response): the
    // person's, no form's description; an empty list of answers (`answers: []`), a `sample_answer`, describe it.
    if (answersListKey(item) !== undefined) return false;
    if (typed && holdsAnswers(item)) return false;
  }
  // A type naming a party (`participants: [{id, type: "Client", name, identifier}]`): people's records, no fields (the
  // first item asked, once a list has passed the rest).
  const type = keys[0]?.typeKey === undefined ? undefined : (list[0] as Obj)[keys[0].typeKey];
  return !(typeof type === 'string' && partyOf(type) !== undefined);
}

// A typed question's label as text under a key only questions have: a headline (`{id, type, headline}`: an ad's, a
// plan's, a service's too) or a label sent as an object (`headline: {default: "…"}`) describes a question only where
// answers are keyed by its id, as an untyped list's label does (UNTYPED_LABEL_WORDS).
const isPlainLabel = (key: string | undefined) => key !== undefined && !UNTYPED_LABELS.has(meaning(key).words);
const UNTYPED_LABELS = new Set(UNTYPED_LABEL_WORDS);

/** A list's questions with no type (`[{id, title}]`, or by shape alone: shaped-questions.ts), each item's keys; else null. */
export const questionKeys = (list: unknown[], read: Array<ItemKeys | null>) =>
  isDescriptionList(list, read, false) ? read : shapedQuestions(list, read);
