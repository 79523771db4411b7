import { fold } from './label-words.ts';
import { isNotPersonLabel, LABEL_READ_LENGTH, meaning } from './labels.ts';
import { type LabelMeaning } from './label-meaning.ts';
import type { Role } from './vocabulary.ts';
import { type Obj, ownKey } from './json-object.ts';
import { isObject, itemKeysOf, type ItemKeys } from './item-keys.ts';
import { ANSWER_NOT, ANSWER_WORDS } from './vocabulary-shown-values.ts';
import { chosenOptionsKey } from './reply-options.ts';
import { UNSPACED } from './terms.ts';
import { FORM_NAME_WORDS, FORM_OWNER_WORDS, SHOWN_PARTS } from './vocabulary-form-texts.ts';
import type { Tokens } from './reading.ts';

/**
 * The label a walked value gets (docs/api.md §2.4 step 4): its key, a generic key's parent's
 * (`form.name` → "form"), a numbered pair's label half, or a contact key's for an item labelled only
 * with a kind.
 */

// Keys that say nothing alone: the notes show their parent's key (`meta.page.title` → "page").
const PASSED = new Set(['data', 'payload']);
const GENERIC = new Set(['name', 'title', 'label', 'text', 'value', 'full']);
const LINK_KEYS = new Set(['url', 'uri', 'link', 'href']);

/**
 * Numbered label/value key pairs (`extra07_name: "Telefonnummer"` + `extra07_value: "030 …"`):
 * each value key with its label's text, each label key with "" (skipped). Only pairs whose label is text.
 */
export function pairsIn(object: Obj): Map<string, string> | null {
  const halves = new Map<string, { label?: string; value?: string }>();
  for (const key in object) {
    const pair = ownKey(object, key) ? meaning(key).pair : null;
    if (pair === null) continue;
    let found = halves.get(pair.stem);
    if (found === undefined) halves.set(pair.stem, (found = {}));
    found[pair.side] ??= key;
  }
  let pairs: Map<string, string> | null = null;
  for (const { label, value } of halves.values()) {
    const text = label === undefined ? undefined : object[label];
    if (value === undefined || typeof text !== 'string' || text.trim() === '') continue;
    (pairs ??= new Map()).set(label!, '').set(value, text);
  }
  return pairs;
}

/**
 * A CRM's choices sent twice beside each other (`statuscode: 1` + `statuscodename: "New lead"`: shown-codes.ts): each
 * code's key with "" (the tool's form of its label: bookkeeping), each label's key with its code's key, whose label it is
 * read under (docs/api.md §2.4). A code is a code by its shape (isCode), a label a text that is not the code nor a
 * caption (isCaption); a key asking for the person's name, phone or email is neither (`customer: 1488` + `customername: "Noura"`), nor
 * one naming someone else (`createdbyname`, `owneridname`: their name, as its own key says).
 */
export function shownCodesIn(object: Obj): Map<string, string> | null {
  let shown: Map<string, string> | null = null;
  for (const key in object) {
    const known = ownKey(object, key) ? meaning(key) : null;
    const code = known === null || isSomeones(known) ? null : known.shownOf;
    if (code === null || !ownKey(object, code) || !isCode(object[code])) continue;
    const text = object[key];
    if (typeof text !== 'string' || text.trim() === '' || text === String(object[code]) || isCaption(text, code))
      continue;
    if (meaning(code).role === null) (shown ??= new Map()).set(code, '').set(key, code);
  }
  return shown;
}
const isSomeones = ({ role, otherParty, handler, roleWords }: LabelMeaning) =>
  role !== null || otherParty || handler || roleWords.staff || roleWords.actor;
// A machine's code: a whole number, or one token holding a digit or a joint (`1_3_months`, a GUID); a word is an answer
// of its own (`pet: "dog"` beside `petname: "Rex"`).
const isCode = (value: unknown) =>
  (typeof value === 'number' && Number.isInteger(value)) ||
  (typeof value === 'string' && value.length <= MAX_CODE && CODE_TOKEN.test(value));
const CODE_TOKEN = /^(?=\S*[\d_.-])\S+$/;
// The question the code answers, not its label: asking (`How many windows?`, `Leistung:`) or naming every word of the
// code's key (`guests` beside "Number of guests", `zip` beside "ZIP code").
function isCaption(text: string, code: string): boolean {
  if (/[?？:]\s*$/.test(text)) return true;
  const words = new Set(wordsOf(text));
  return wordsOf(code).every((word) => words.has(word));
}

/**
 * An item labelled only with a kind (`"Work"`, `"Home"`) under a contact key (`emails`, `phones`):
 * the key says what it is.
 */
export function kindOf(own: string | undefined, asked: Role | null): Role | null {
  if (own === undefined) return null;
  const known = meaning(own);
  if ((asked === 'phone' || asked === 'email') && known.role === null) return asked;
  // A name's part labelled as the whole (`name: {part: "full", value}`, ADF's `<name part="full">`): the name.
  return asked === 'name' && known.asKey.value ? 'name' : null;
}

export function labelOf(
  key: string,
  { words, numbered }: LabelMeaning,
  parentLabel: string,
  isForm: boolean,
  atRoot: boolean,
): string {
  // Jotform's `q4_email`: the question's number is not part of its name.
  if (numbered) return key.replace(/^q\d+[_ ]/i, '');
  if (atRoot) return key;
  // A form's own object (`form.name`, a `FormStructure` sent beside the answers): its name is the form's.
  if (((words === 'name' || words === 'title') && isForm) || (FORM_NAMES.has(words) && isFormLabel(parentLabel)))
    return 'form';
  // The parent's label as far as a label is read (LABEL_READ_LENGTH): a key of a megabyte joined whole to each link's key
  // below it was a new copy of it kept for every value (5,000 links under a 1 MB key: out of memory).
  if (LINK_KEYS.has(words))
    return parentLabel
      ? `${parentLabel.length > LABEL_READ_LENGTH ? parentLabel.slice(0, LABEL_READ_LENGTH) : parentLabel} ${key}`
      : key;
  // Data passed through a key (`service: {data: {id, name}}`, JSON:API's relationship): the key above names it.
  if (parentLabel !== '' && PASSED.has(words)) return parentLabel;
  if (!GENERIC.has(words)) return key;
  if (words === 'name' && (parentLabel === '' || !isNotPersonLabel(parentLabel))) return key;
  return parentLabel || key;
}

// Under a key naming a form, a survey or a questionnaire in any of the languages listed (`survey: {name}`, `encuesta:
// {titulo}`): the form's name (vocabulary-form-texts.ts).
const isFormLabel = (label: string) =>
  label !== '' &&
  meaning(label)
    .words.split(' ')
    .some((word) => NAMED_FORMS.has(word));
const NAMED_FORMS = new Set(FORM_OWNER_WORDS.filter((word) => !SHOWN_PARTS.includes(word)));
const FORM_NAMES = new Set(FORM_NAME_WORDS);

/**
 * The key holding a question's answers beside its title and its id or type (`answers`, `responses`, `answerValues`:
 * isAnswersKey), a list with something in it. Its values are read under the question, whatever their own keys say. A
 * title, not a name (`{name: "Leo Park", answers: […]}` is a person's record), of words, not a field's id; a booking's
 * title beside its `responses: {…}` stays the booking's.
 */
export function answersKeyOf(object: Obj, keys: ItemKeys, path: Tokens): string | undefined {
  const { labelKey, labelText } = keys;
  if (labelKey === undefined || labelText === undefined || meaning(labelKey).role !== null) return undefined;
  // Its id (`id`, `questionID`) or its type beside its title: a question's item.
  const { idKey, otherId, referenceKey, typeKey } = keys;
  if (idKey === undefined && otherId === undefined && referenceKey === undefined && typeKey === undefined)
    return undefined;
  if (labelText.length > 200) return undefined;
  // In a reply (`answer: [{questions: [{title, type: "radio", options: [{id, text}]}]}]`), the options it holds may be
  // the ones chosen (reply-options.ts); there a title of a script written without spaces is a question too.
  if (QUESTION_WORDS.test(labelText)) return answersListKey(object) ?? chosenOptionsKey(object, keys, path);
  return UNSPACED_WORDS.test(labelText) ? chosenOptionsKey(object, keys, path) : undefined;
}

/** The key of an object holding a non-empty list under an answers key (isAnswersKey), if any. */
export function answersListKey(object: Obj): string | undefined {
  for (const key in object) {
    const value = object[key];
    if (Array.isArray(value) && value.length > 0 && ownKey(object, key) && isAnswersKey(key)) return key;
  }
  return undefined;
}
/**
 * An item holding an answered item or a person's record (`customFields: [{name, answer}]`, `user: {firstName}`): an
 * order's or a registration's line, the person's; a field's description nests only its options (`choices: [{value,
 * text}]`: a value, no answer). The first few items of each nested list are asked.
 */
export function holdsAnswers(item: Obj): boolean {
  for (const key in item) {
    const inner = item[key];
    // A text or a number nests nothing (nearly every key of a description): its key is not read.
    if (inner === null || typeof inner !== 'object' || !ownKey(item, key)) continue;
    const nested = Array.isArray(inner) ? inner : [inner];
    let sample: boolean | undefined;
    for (let i = 0; i < nested.length && i < NESTED_ASKED; i++) {
      const one = nested[i];
      if (!isObject(one) || (sample ??= isSampleKey(key))) continue;
      const found = itemKeysOf(one);
      if (found.contact || found.namePart || (found.valueKey !== undefined && meaning(found.valueKey).roleWords.reply))
        return true;
    }
  }
  return false;
}
const NESTED_ASKED = 4;
// A key of a field's example, default or check (`example: {phone}`, `prefill`, `validation`): no one's answer.
const SAMPLE_KEYS = new Set([...ANSWER_NOT, 'prefill', 'validation', 'validations', 'examples', 'defaults']);
function isSampleKey(key: string): boolean {
  const { words } = meaning(key);
  return SAMPLE_KEYS.has(words) || (words.includes(' ') && words.split(' ').some((word) => SAMPLE_KEYS.has(word)));
}

// Two words or more, or a question's mark: what a person is asked (`Who is the care for?`), not an id (`q_care`).
// Three letters or more of a script written without spaces (`您想了解的装修类型`): words, not a field's id.
const UNSPACED_WORDS = new RegExp(`${UNSPACED.source}{3}`);
const QUESTION_WORDS = /\p{L}.*(?:\s\S|[?？؟])/u;

const ANSWERS = new Set(ANSWER_WORDS);
const NOT_ANSWERS = new Set(ANSWER_NOT);
/** A key naming a question's answers (`answers`, `answerValues`; not `sample_answer`, not a ticket's `replies`). */
export function isAnswersKey(key: string): boolean {
  const words = meaning(key).words.split(' ');
  return words.some((word) => ANSWERS.has(word)) && !words.some((word) => NOT_ANSWERS.has(word));
}

/**
 * A choice's code beside the display label it spells (`{code: "renting", label: "I'm currently renting"}`,
 * `{code: "1_3_months", label: "In 1-3 months"}`): the tool's form of the label, which the brief reads instead
 * (docs/api.md §2.4). Every word of the code is a word of the label; a code the label names and does not spell
 * (`{label: "Coupon", code: "SPRING20"}`) is a value of its own; so is a code in a record of more keys.
 */
export function isShownCode(object: Obj, key: string, shape: ItemKeys): boolean {
  const label = shape.labelText;
  const value = object[key];
  if (label === undefined || shape.valueKey !== undefined || typeof value !== 'string' || !CODE_KEYS.has(key))
    return false;
  if (value.length === 0 || value.length > MAX_CODE || !isSmall(object)) return false;
  const labelWords = new Set(wordsOf(label));
  const codeWords = wordsOf(value);
  return codeWords.length > 0 && codeWords.every((word) => labelWords.has(word));
}

// A choice's object holds its code, its label and an id or two, no record's many keys (a person's `{name, email, code}`).
const MAX_CHOICE_KEYS = 4;
function isSmall(object: Obj): boolean {
  let keys = 0;
  for (const key in object) if (ownKey(object, key) && ++keys > MAX_CHOICE_KEYS) return false;
  return true;
}

// The keys a choice's code sits under beside its label.
const CODE_KEYS: ReadonlySet<string> = new Set(['code', 'Code', 'slug', 'key']);
const MAX_CODE = 64;
const SEPARATORS = /[^\p{L}\p{N}]+/u;
const wordsOf = (text: string) =>
  fold(text)
    .toLowerCase()
    .split(SEPARATORS)
    .filter((word) => word !== '');
