import { knowsNoWord } from './unread-labels.ts';
import { roughEmail } from './email-address.ts';
import type { ItemKeys } from './item-keys.ts';
import { meaning } from './labels.ts';
import { isCapitalised, looksLikePersonName } from './shapes.ts';
import { isPhoneText } from './value-shapes.ts';
import { type Obj, ownKey } from './json-object.ts';
import { isNameRole } from './vocabulary.ts';

// Rows past this many are a table, not a form's answers: not looked at (the look is linear, but no form is that long).
const ROWS_MAX = 200;
const LABEL_MAX = 120; // a row's label is a field's name or a question, not a paragraph
const PERSON_ROLES = new Set(['name', 'firstName', 'lastName', 'phone', 'email']);

/**
 * Label/value rows under keys no vocabulary reads (docs/api.md §2.4 step 4), the structure telling
 * what words do not (`[{"navn": "Mobil", "verdi": "…"}, …]` in any language): three items or more,
 * each an object of the same two keys holding text, none read as a labelled item already. The label
 * key is the one whose texts are all different, none an address, one of them a label we read as a
 * name, phone or email; the value key holds one or two contacts, an email address or a phone
 * number (a form's email and phone rows: a list of people, each with their own, is no form). The
 * items' keys as labelled items, or null.
 */
export function rowsOf(list: readonly unknown[], keys: ReadonlyArray<ItemKeys | null>): ItemKeys[] | null {
  // One row asking (`[{otazka: "Užívate lieky?", odpoved: "Nie"}]`) is a question answered, as several are, when its
  // keys say nothing else: a message's, a status's, a time's, a party's or a sender's (`{user, text: "…?"}`, `{question,
  // status}`, `{role: "assistant", content}`, `{from, body}`; review 39) say what the row is. An answer's key may say so.
  if (list.length === 1) {
    const asked = askedRowsOf(list, keys);
    return asked !== null && asks(asked[0].labelKey) && answersAsked(asked[0].valueKey) ? asked : null;
  }
  if (list.length === 0 || list.length > ROWS_MAX) return null;
  const menu = menuRowsOf(list, keys) ?? askedRowsOf(list, keys);
  if (menu !== null || list.length < 3) return menu;
  const answered = questionsOf(list, keys);
  if (answered !== null) return answered;
  const pair = twoKeys(list[0] as Obj, keys[0]);
  if (pair === null) return null;
  for (let i = 1; i < list.length; i++) {
    const other = twoKeys(list[i] as Obj, keys[i]);
    if (other === null || !(other.includes(pair[0]) && other.includes(pair[1]))) return null;
  }
  const objects = list as Obj[];
  const [first, second] = pair;
  const labelKey = isLabelKey(objects, first, second) ? first : isLabelKey(objects, second, first) ? second : null;
  if (labelKey === null) return null;
  const valueKey = labelKey === first ? second : first;
  return objects.map((object, i) => keys[i]!.asRow(object[labelKey] as string, labelKey, valueKey, undefined));
}

// An item's two keys holding text, when it is no labelled item already.
function twoKeys(item: Obj, keys: ItemKeys | null): [string, string] | null {
  if (keys === null || keys.valueKey !== undefined) return null;
  const found: string[] = [];
  for (const key in item) {
    if (!ownKey(item, key)) continue;
    if (typeof item[key] !== 'string' || found.length === 2) return null;
    found.push(key);
  }
  return found.length === 2 ? [found[0], found[1]] : null;
}

function isLabelKey(objects: readonly Obj[], labelKey: string, valueKey: string): boolean {
  const labels = new Set<string>();
  let read = false;
  let contacts = 0;
  for (const object of objects) {
    const label = (object[labelKey] as string).trim();
    if (label === '' || label.length > LABEL_MAX || roughEmail(label) || labels.has(label)) return false;
    labels.add(label);
    if (!read && PERSON_ROLES.has(meaning(label).role as string)) read = true;
    const value = (object[valueKey] as string).trim();
    if ((roughEmail(value) || isPhoneText(value)) && ++contacts > 2) return false;
  }
  return read && contacts > 0;
}

/**
 * Answers whose question sits under a key no vocabulary reads (`[{"item": "ローン", "answer": "…"}]`,
 * `[{"Id", "Text": "Mobile phone", "Answer": "…", "QuestionType", "Rows": [], "OfficeUse": false}]`): every row an
 * answer under the same value key (`answer`, `value`), no label key, and one other key, the same in every row, holding
 * a short text in each, all different: that key is the question. Keys beside them may hold the row's id, its type or
 * what no text is (flags, lists, numbers), texts that repeat (a type's, `OpenQuestion`) and a text in some rows only; a
 * second key holding different texts in every row makes the question unclear, and a row's id (`input_1`, `3`) is no
 * question: then the rows stay as they are.
 */
function questionsOf(list: readonly unknown[], keys: ReadonlyArray<ItemKeys | null>): ItemKeys[] | null {
  const first = keys[0];
  if (first === null || first.valueKey === undefined || first.labelText !== undefined) return null;
  const { valueKey } = first;
  // The keys holding text in every row so far (the first row's, narrowed by each next one).
  let texts: string[] | null = null;
  let more = false;
  for (let i = 0; i < list.length; i++) {
    const item = list[i] as Obj;
    const own = keys[i];
    if (own === null || own.valueKey !== valueKey || own.labelText !== undefined) return null;
    const here: string[] = [];
    let count = 0;
    for (const key in item) {
      if (!ownKey(item, key)) continue;
      if (++count > MAX_ROW_KEYS) return null;
      if (key !== valueKey && key !== own.idKey && key !== own.typeKey && typeof item[key] === 'string') here.push(key);
    }
    if (count > 2) more = true;
    texts = texts === null ? here : texts.filter((key) => here.includes(key));
    if (texts.length === 0) return null;
  }
  // Of those, the one whose texts are all different questions (a type's texts repeat: `OpenQuestion`).
  const questions = texts === null ? [] : texts.filter((key) => areQuestions(list as Obj[], key, more));
  if (questions.length !== 1) return null;
  const [labelKey] = questions;
  return (list as Obj[]).map((object, i) => keys[i]!.withLabel(object[labelKey] as string, labelKey));
}

// Rows of more keys than the question and the answer ask more of their questions: words, one of them at least ("Mobile
// phone"); a tool's codes are single tokens (`MARKETPLACE`, `PRODUCER` beside a commission's `value` and currency).
function areQuestions(rows: readonly Obj[], key: string, more: boolean): boolean {
  const labels = new Set<string>();
  let words = !more;
  for (const row of rows) {
    const label = row[key] as string;
    if (!isQuestion(label) || labels.has(label)) return false;
    labels.add(label);
    words ||= label.trim().includes(' ');
  }
  return words;
}

// A question's row holds a few keys besides its question and answer (its id, type, flags, an office's note): more is a record.
const MAX_ROW_KEYS = 10;

// A question as people read it: letters, and not one token holding digits (`input_1`, `f3`: a tool's field id).
const LETTER = /\p{L}/u;
const ID_LIKE = /^[^\s]*\d[^\s]*$/;
const isQuestion = (label: string) =>
  label.trim() !== '' && label.length <= LABEL_MAX && LETTER.test(label) && !ID_LIKE.test(label.trim());

/**
 * A phone menu's rows (`[{"layer_name": "מה גובה ההון?", "DTMF": "3", "layer_value": "…"}]`, keys in any language):
 * two rows or more of the same three keys, one holding a digit pressed in every row (`0`-`9`, `*`, `#`), the
 * two others text. Of those, the question is the key whose texts all differ and end with a question mark,
 * else the first in the row: the caller's answer is the other, read under it; the digit is the menu's.
 */
function menuRowsOf(list: readonly unknown[], keys: ReadonlyArray<ItemKeys | null>): ItemKeys[] | null {
  const names = keysOfRow(list[0] as Obj, keys[0], 3);
  if (names === null) return null;
  // Every row an object of the same keys (a row that is none, `null`, has no keys: it is read before any row's value).
  for (let i = 1; i < list.length; i++) {
    const own = keysOfRow(list[i] as Obj, keys[i], 3);
    if (own === null || !names.every((key) => own.includes(key))) return null;
  }
  const digit = names.find((key) => list.every((row) => isPressed((row as Obj)[key])));
  if (digit === undefined) return null;
  const texts = names.filter((key) => key !== digit);
  if ((list as Obj[]).some((row) => texts.some((key) => !isChoice(row[key])))) return null;
  // A name's key whose every text is a name (`[{first_name: "Ada", last_name, grade: "3"}]`): people, not a menu.
  if (texts.some((key) => isNameRole(meaning(key).role) && list.every((row) => isName(row, key)))) return null;
  const asked = texts.filter((key) => isAsked(list as Obj[], key));
  const labelKey = asked.length === 1 ? asked[0] : texts[0];
  if (!allDifferentQuestions(list as Obj[], labelKey)) return null;
  const valueKey = texts[0] === labelKey ? texts[1] : texts[0];
  return labelledRows(list as Obj[], keys, labelKey, valueKey, digit);
}

/**
 * Rows of two keys holding text, one key's texts all different and ending with a question mark
 * (`[{"q": "Wanneer?", "a": "Binnen 2 weken"}]`, keys in any language), or some of them when both keys say nothing
 * else (`[{swali: "Mazao unayolima", jibu}]`): that key asks, the other answers.
 */
function askedRowsOf(list: readonly unknown[], keys: ReadonlyArray<ItemKeys | null>): ItemKeys[] | null {
  const names = keysOfRow(list[0] as Obj, keys[0], 2);
  if (names === null) return null;
  for (let i = 0; i < list.length; i++) {
    const row = list[i] as Obj;
    const own: string[] | null = i === 0 ? names : keysOfRow(row, keys[i], 2);
    if (own === null || !names.every((key) => own.includes(key) && isAnswerText(row[key]))) return null;
  }
  const asked = names.filter((key) => isTexts(list as Obj[], key) && isAsked(list as Obj[], key));
  // Some questions only end in `?` (`{swali: "Mazao unayolima", jibu}`), no answer does: keys saying nothing else, answers
  // all different (not a speaker's: `{内容, 角色: "客服"}`), of two rows the question first (not `{nagpadala, mensahe}`).
  if (asked.length === 0) asked.push(...partlyAsked(list as Obj[], names));
  if (asked.length !== 1 || !allDifferentQuestions(list as Obj[], asked[0])) return null;
  return labelledRows(list as Obj[], keys, asked[0], names[0] === asked[0] ? names[1] : names[0]);
}
function partlyAsked(rows: readonly Obj[], names: string[]): string[] {
  const some = names.filter((key) => isTexts(rows, key) && someAsked(rows, key));
  const other = names[0] === some[0] ? names[1] : names[0];
  const first = rows.length >= 3 || some[0] === names[0];
  return first && some.length === 1 && asks(some[0]) && answersAsked(other) && allDifferent(rows, other) ? some : [];
}

const asks = (key: string | undefined) => key !== undefined && knowsNoWord(meaning(key)) && !meaning(key).sender;
const answersAsked = (key: string | undefined) =>
  key !== undefined && ((asks(key) && meaning(key).asKey.idRank < 0) || meaning(key).roleWords.reply);

type Keys = ReadonlyArray<ItemKeys | null>;
function labelledRows(
  rows: readonly Obj[],
  keys: Keys,
  labelKey: string,
  valueKey: string,
  idKey?: string,
): ItemKeys[] {
  return rows.map((object, i) => keys[i]!.asRow(object[labelKey] as string, labelKey, valueKey, idKey));
}

// A row's `count` keys, when it is no labelled item already (a `{label, value}` with one more key reads as it is) and
// no key asks for a phone or an email (`{name, email, guests: "1"}` is an attendee, not a menu's row; a prompt's key
// may end in `name`: `layer_name`) nor names a turn's writer (`{from: "agent", body: "When?"}`; a kind's `type` answers).
function keysOfRow(row: Obj, keys: ItemKeys | null, count: number): string[] | null {
  // A `{key, value}` item whose "label" is a digit pressed (`{menu, key: "2", value}`) is a menu's row, not a labelled item.
  if (keys === null || (keys.valueKey !== undefined && keys.labelKey !== undefined && !isPressed(keys.labelText)))
    return null;
  const found: string[] = [];
  for (const key in row) {
    if (!ownKey(row, key)) continue;
    const { role, sender, partyKey, roleWords: words } = meaning(key);
    if (found.length === count || role === 'phone' || role === 'email' || sender || (partyKey && !words.event))
      return null;
    found.push(key);
  }
  return found.length === count ? found : null;
}

// A person's name, its words capitalised (`Тип дома`, a menu's prompt, is none; `Ana de Souza`'s particle is short).
const isName = (row: unknown, key: string) =>
  looksLikePersonName((row as Obj)[key] as string) && isCapitalised((row as Obj)[key] as string);
const PRESSED = /^[0-9*#]$/;
export const isPressed = (value: unknown) =>
  (typeof value === 'string' && PRESSED.test(value.trim())) ||
  (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 9);
const QUESTION_MARK = /[?？؟;]\s*$/;
// A row's text, or the choices ticked (`답변: ["베란다 곰팡이 제거", "새집증후군 시공"]`): the question is text in every row.
const isAnswerText = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 && value.every(isChoice) : isChoice(value);
const isChoice = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isTexts = (rows: readonly Obj[], key: string) => rows.every((row) => typeof row[key] === 'string');
const isAsked = (rows: readonly Obj[], key: string) => rows.every((row) => QUESTION_MARK.test(row[key] as string));
const someAsked = (rows: readonly Obj[], key: string) => rows.some((row) => QUESTION_MARK.test(row[key] as string));
const allDifferent = (rows: readonly Obj[], key: string) => new Set(rows.map((row) => row[key])).size === rows.length;
function allDifferentQuestions(rows: readonly Obj[], key: string): boolean {
  const seen = new Set<string>();
  for (const row of rows) {
    const text = row[key] as string;
    if (!isQuestion(text) || seen.has(text)) return false;
    seen.add(text);
  }
  return true;
}
